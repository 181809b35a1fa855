/**
 * Conditional and range requests for `npm run serve:prod`, exactly as RFC 9110 specifies them (section numbers
 * below): HTTP dates in their three formats (§5.6.7), entity tags and their strong and weak comparison (§8.8.3.2),
 * the preconditions in their order (§13.2.2), If-Range (§13.1.5) and Range (§14.2).
 *
 * Written here because the libraries serve-prod used got exactly these wrong: `send` (1.2) let a weak entity tag
 * satisfy If-Match, kept a range for any If-Range date later than Last-Modified and for a weak tag contained in the
 * field, and read dates with Date.parse (ISO dates, lower case, `MM/DD/YYYY` and asctime in local time all
 * counted); `fresh` (2.0), its conditional-GET check, also reads If-Modified-Since with Date.parse, where §13.1.3
 * says a field that is not an HTTP-date is ignored. Ranges are still parsed by `range-parser` 2.
 */
import type {IncomingHttpHeaders} from 'node:http';
import {combineRanges, parse as parseRange} from 'range-parser';

const DAYS = 'Mon|Tue|Wed|Thu|Fri|Sat|Sun';
const LONG_DAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = `(?<month>${MONTHS.join('|')})`;
const TIME = '(?<hh>\\d{2}):(?<mm>\\d{2}):(?<ss>\\d{2})';
/** The three formats of §5.6.7, case-sensitive. */
const HTTP_DATES = [
  // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
  new RegExp(`^(?:${DAYS}), (?<day>\\d{2}) ${MONTH} (?<year>\\d{4}) ${TIME} GMT$`),
  // Obsolete RFC 850 date: Sunday, 06-Nov-94 08:49:37 GMT
  new RegExp(`^(?:${LONG_DAYS}), (?<day>\\d{2})-${MONTH}-(?<yy>\\d{2}) ${TIME} GMT$`),
  // Obsolete asctime date: Sun Nov  6 08:49:37 1994 (no zone: read as GMT, like the others)
  new RegExp(`^(?:${DAYS}) ${MONTH} (?<day> \\d|\\d{2}) ${TIME} (?<year>\\d{4})$`),
];

/** Milliseconds for an HTTP-date in any of its three formats (§5.6.7), or null when the value is not one. */
export function parseHttpDate(value: string, now = Date.now()): number | null {
  const g = HTTP_DATES.map((re) => re.exec(value)?.groups).find((groups) => groups !== undefined);
  if (!g) return null;
  let year = Number(g.year);
  if (g.yy !== undefined) {
    // A two-digit year more than 50 years ahead is the most recent past year with those digits (§5.6.7).
    const thisYear = new Date(now).getUTCFullYear();
    year = Math.floor(thisYear / 100) * 100 + Number(g.yy);
    if (year > thisYear + 50) year -= 100;
  }
  const month = MONTHS.indexOf(g.month!);
  const [day, h, min, s] = [g.day, g.hh, g.mm, g.ss].map((n) => Number(n!.trim())) as [number, number, number, number];
  // 60 seconds is a leap second (§5.6.7), read as the next second.
  if (h > 23 || min > 59 || s > 60 || day < 1) return null;
  // setUTCFullYear, not Date.UTC, which reads years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  // No 31 November: the day must be one the month has.
  if (date.getUTCDate() !== day) return null;
  date.setUTCHours(h, min, s);
  return date.getTime();
}

/** The IMF-fixdate of a time, to the second (Last-Modified). */
export function formatHttpDate(ms: number): string {
  return new Date(ms).toUTCString();
}

/** Whole seconds, the precision of an HTTP-date. */
export const toSeconds = (ms: number) => Math.floor(ms / 1000);

export interface EntityTag {
  weak: boolean;
  /** The opaque tag with its quotes: `"abc"`. */
  opaque: string;
}

const ENTITY_TAG = /^(W\/)?("[\x21\x23-\x7e\x80-\xff]*")$/;

/** An entity tag (§8.8.3), or null when the value is not exactly one. */
export function parseEntityTag(value: string): EntityTag | null {
  const m = ENTITY_TAG.exec(value.trim());
  return m ? {weak: Boolean(m[1]), opaque: m[2]!} : null;
}

/**
 * An If-Match or If-None-Match field: `*`, or the entity tags of its list (§5.6.1: elements that are not one are
 * skipped). Entity tags hold no commas' escapes, so a comma outside a quoted tag ends an element.
 */
export function parseEntityTagList(field: string): '*' | EntityTag[] {
  if (field.trim() === '*') return '*';
  const tags: EntityTag[] = [];
  for (const m of field.matchAll(/(?:W\/)?"[^"]*"|[^,\s]+/g)) {
    const tag = parseEntityTag(m[0]);
    if (tag) tags.push(tag);
  }
  return tags;
}

/** §8.8.3.2: both strong and the same opaque tag. */
export const strongMatch = (a: EntityTag, b: EntityTag) => !a.weak && !b.weak && a.opaque === b.opaque;
/** §8.8.3.2: the same opaque tag, either or both weak. */
export const weakMatch = (a: EntityTag, b: EntityTag) => a.opaque === b.opaque;

/** The validators of the representation a response would carry. */
export interface Validators {
  /** A strong entity tag, with its quotes. */
  etag: string;
  /** Modification time in milliseconds (compared to the second). */
  lastModified: number;
}

/** What the preconditions of a request decide (§13.2.2): go on, or answer 304 or 412 instead. */
export type PreconditionOutcome = 'proceed' | 304 | 412;

/**
 * §13.2.2, steps 1 to 4, for a representation that exists:
 *   1. If-Match (§13.1.1): `*`, or a strong match with a listed tag; else 412 (a weak tag never matches).
 *   2. Without If-Match, If-Unmodified-Since (§13.1.4), a valid HTTP-date only: modified later → 412.
 *   3. If-None-Match (§13.1.2): `*` or a weak match → 304 for GET and HEAD (412 for other methods).
 *   4. Without If-None-Match, If-Modified-Since (§13.1.3), GET and HEAD, a valid HTTP-date only: not modified
 *      since → 304.
 * Step 5 (If-Range) belongs to the range decision, decideRange.
 */
export function evaluatePreconditions(
  method: string,
  headers: IncomingHttpHeaders,
  validators: Validators,
): PreconditionOutcome {
  const current = parseEntityTag(validators.etag)!;
  const modified = toSeconds(validators.lastModified);
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) {
    const tags = parseEntityTagList(ifMatch);
    if (tags !== '*' && !tags.some((t) => strongMatch(t, current))) return 412;
  } else {
    const since = headerDate(headers['if-unmodified-since']);
    if (since !== null && modified > toSeconds(since)) return 412;
  }
  const ifNoneMatch = headers['if-none-match'];
  const getOrHead = method === 'GET' || method === 'HEAD';
  if (ifNoneMatch !== undefined) {
    const tags = parseEntityTagList(ifNoneMatch);
    if (tags === '*' || tags.some((t) => weakMatch(t, current))) return getOrHead ? 304 : 412;
  } else if (getOrHead) {
    const since = headerDate(headers['if-modified-since']);
    if (since !== null && modified <= toSeconds(since)) return 304;
  }
  return 'proceed';
}

function headerDate(value: string | undefined): number | null {
  return value === undefined ? null : parseHttpDate(value.trim());
}

/**
 * §13.1.5: whether an If-Range field lets a Range apply. An entity tag (a DQUOTE among its first three
 * characters) holds only if it is strong and matches the current one strongly; a date only if it is a valid
 * HTTP-date equal, to the second, to Last-Modified (a build file's modification time is known exactly, so it is a
 * strong validator, §8.8.2.2). Anything else sends the whole representation.
 */
export function ifRangeHolds(value: string, validators: Partial<Validators> & {lastModified: number}): boolean {
  const v = value.trim();
  if (v.slice(0, 3).includes('"')) {
    const tag = parseEntityTag(v);
    const current = validators.etag === undefined ? null : parseEntityTag(validators.etag);
    return tag !== null && current !== null && strongMatch(tag, current);
  }
  const date = parseHttpDate(v);
  return date !== null && toSeconds(date) === toSeconds(validators.lastModified);
}

/** What the Range and If-Range fields of a request ask for. */
export type RangeDecision = 'whole' | 'unsatisfiable' | {start: number; end: number};

/**
 * §14.2, after the preconditions: Range counts for GET only, and If-Range (when present) must hold.
 *   - one satisfiable range (overlapping ones merged) → those bytes (206);
 *   - several disjoint ranges → the whole representation (a server may ignore Range; no multipart);
 *   - unsatisfiable (`bytes=999999-`) or invalid (`bytes=5-1`, `bytes=x-`) byte ranges → 416;
 *   - another unit (`items=0-1`) → ignored.
 * `file.etag` is the current entity tag (an If-Range tag never holds without one).
 */
export function decideRange(
  method: string | undefined,
  headers: IncomingHttpHeaders,
  file: {size: number; mtime: Date; etag?: string},
): RangeDecision {
  const header = headers.range;
  if (method !== 'GET' || !header) return 'whole';
  const ifRange = headers['if-range'];
  if (ifRange !== undefined && !ifRangeHolds(String(ifRange), {etag: file.etag, lastModified: file.mtime.getTime()}))
    return 'whole';
  const parsed = parseRange(file.size, header);
  if (parsed.type !== 'bytes') return 'whole';
  if (parsed.code & 1) return 'unsatisfiable'; // malformed or invalid (first > last)
  if (!parsed.ranges.length) return file.size === 0 && parsed.code === 0 ? 'whole' : 'unsatisfiable';
  const merged = combineRanges(parsed.ranges);
  return merged.length === 1 ? {start: merged[0]!.start, end: merged[0]!.end} : 'whole';
}
