/**
 * The `verified:` record of a page's front matter: which upstreams (src/data/upstreams.ts) the page was last
 * checked against, and when.
 *
 *     verified:
 *       date: 2026-11-26
 *       against:
 *         celocli: '9.0.1'
 *         celo-l2-node-docker-compose: '1.4.5'
 *
 * readVerified checks a parsed record (as gray-matter, the `yaml` package or Docusaurus' client data give it)
 * and returns it typed, or the problems, each naming the key. The "Verified on" line readers see is made here
 * too, once, for every place that shows it: the HTML page (src/components/VerifiedLine), the Markdown twin
 * (src/plugins/markdown-twins) and so the MCP server's read_page (src/mcp), which serves the twin. The
 * markdownlint rule celo-verified-record and `npm run check:sources` use readVerified on every page.
 *
 * The HTML page gets its line already made: `withVerifiedLine` runs when Docusaurus parses a page's front
 * matter (docusaurus.config.ts, markdown.parseFrontMatter) and adds it as `verifiedLine`, so the browser never
 * loads the registry. A bad record fails the build there, naming the file.
 */
import {upstreamById, upstreams, type Upstream} from './upstreams';
import {LINE_START, type VerifiedLine} from './verifiedLine';
import {joinList} from './verifiedText';

export {LINE_START, type VerifiedLine} from './verifiedLine';
export {joinList, verifiedText} from './verifiedText';

/** A version as npm and release tags give it (no prefix): 9.0.1, 2.6, 1.0.0-rc.1. */
export const VERSION_RE = /^\d+\.\d+(?:\.\d+)?(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** A git commit, abbreviated to at least 7 hex digits or in full. */
export const COMMIT_RE = /^[0-9a-f]{7,40}$/;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date Docusaurus serialised for the client (YAML timestamps become Date objects, then JSON strings). */
const ISO_MIDNIGHT_RE = /^(\d{4}-\d{2}-\d{2})T00:00:00(?:\.000)?Z$/;

export const RECORD_KEYS = ['date', 'against'] as const;

export interface VerifiedEntry {
  upstream: Upstream;
  /** The version (npm, github-release) or commit (github-branch), as recorded. */
  value: string;
}

export interface VerifiedRecord {
  /** YYYY-MM-DD */
  date: string;
  against: VerifiedEntry[];
}

export interface RecordProblem {
  /** Where, as a front-matter path: `verified`, `verified.date`, `verified.against.celocli`. */
  key: string;
  message: string;
}

export interface ReadOptions {
  /** YYYY-MM-DD: a record dated after it is a problem. Absent: the date is not compared. */
  today?: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** Whether `iso` (YYYY-MM-DD) names a day of the calendar (2026-02-30 does not). */
export function isCalendarDate(iso: string): boolean {
  const m = ISO_DATE_RE.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The record's date as YYYY-MM-DD, from a string or a Date (js-yaml reads an unquoted date as a Date). */
function dateText(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  return ISO_MIDNIGHT_RE.exec(value)?.[1] ?? value;
}

/** The id nearest to an unknown one (edit distance at most 3), for a "did you mean" hint. */
function nearestId(id: string): string | undefined {
  const distance = (a: string, b: string): number => {
    const row = Array.from({length: b.length + 1}, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      let prev = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const cur = row[j]!;
        row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = cur;
      }
    }
    return row[b.length]!;
  };
  let best: {id: string; d: number} | undefined;
  for (const u of upstreams) {
    const d = distance(id, u.id);
    if (d <= 3 && (!best || d < best.d)) best = {id: u.id, d};
  }
  return best?.id;
}

/** What is wrong with one recorded value for its upstream, or null. */
export function valueProblem(upstream: Upstream, value: string): string | null {
  const {source} = upstream;
  if (source.kind === 'github-branch') {
    return COMMIT_RE.test(value)
      ? null
      : `'${value}' is not a commit: ${upstream.id} follows the branch ${source.branch} of ${source.repo}, so record the commit you read (7 to 40 lower-case hex digits)`;
  }
  if (VERSION_RE.test(value)) return null;
  if (source.kind === 'github-release' && COMMIT_RE.test(value))
    return `'${value}' is a commit, but ${upstream.id} follows the releases of ${source.repo} (tags ${source.tagPrefix}<version>): record the release you checked the page against, such as '1.4.5' for the tag ${source.tagPrefix}1.4.5`;
  const prefix = source.kind === 'github-release' ? source.tagPrefix : '';
  for (const p of [prefix, 'v'].filter(Boolean)) {
    if (value.startsWith(p) && VERSION_RE.test(value.slice(p.length)))
      return `'${value}' carries the tag prefix '${p}': record the version alone ('${value.slice(p.length)}')`;
  }
  return `'${value}' is not a version: record the exact version you checked, such as '9.0.1' (no range, tag or prefix)`;
}

/**
 * Checks a parsed `verified:` value. Every problem names its key; a record comes back only when there is none.
 */
export function readVerified(
  value: unknown,
  options: ReadOptions = {},
): {record: VerifiedRecord | null; problems: RecordProblem[]} {
  const problems: RecordProblem[] = [];
  const fail = (key: string, message: string) => problems.push({key, message});
  if (!isPlainObject(value)) {
    fail('verified', 'must be a mapping with `date` and `against` (see CONTRIBUTING.md, "Re-verifying a page")');
    return {record: null, problems};
  }
  for (const key of Object.keys(value)) {
    if (!(RECORD_KEYS as readonly string[]).includes(key))
      fail(`verified.${key}`, `unknown key \`${key}\` (a record has only ${RECORD_KEYS.join(' and ')})`);
  }

  const date = dateText(value.date);
  if (value.date === undefined || value.date === null) {
    fail('verified.date', 'is missing: the day you checked the page, as YYYY-MM-DD');
  } else if (date === null || !isCalendarDate(date)) {
    fail('verified.date', `${JSON.stringify(value.date)} is not a calendar date (YYYY-MM-DD)`);
  } else if (options.today && date > options.today) {
    fail('verified.date', `${date} is after today (${options.today})`);
  }

  const against: VerifiedEntry[] = [];
  if (!isPlainObject(value.against) || Object.keys(value.against).length === 0) {
    fail(
      'verified.against',
      'must map at least one upstream id (src/data/upstreams.ts) to the version or commit you checked',
    );
  } else {
    for (const [id, recorded] of Object.entries(value.against)) {
      const key = `verified.against.${id}`;
      const upstream = upstreamById.get(id);
      if (!upstream) {
        const near = nearestId(id);
        fail(
          key,
          `unknown upstream id \`${id}\` (ids are in src/data/upstreams.ts${near ? `; did you mean \`${near}\`?` : ''})`,
        );
        continue;
      }
      if (typeof recorded === 'number') {
        fail(
          key,
          `is the YAML number ${recorded}, not text: quote it (${id}: '…'), or YAML drops digits such as 9.10 → 9.1`,
        );
        continue;
      }
      if (typeof recorded !== 'string') {
        fail(key, `must be a quoted version or commit, not ${recorded === null ? 'empty' : typeof recorded}`);
        continue;
      }
      const problem = valueProblem(upstream, recorded);
      if (problem) fail(key, problem);
      else against.push({upstream, value: recorded});
    }
  }
  return problems.length ? {record: null, problems} : {record: {date: date!, against}, problems};
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2026-11-27 → 27 November 2026 (fixed English, the same on the server and in every browser). */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
}

/** A GitHub release's page; the tag's slashes stay path separators and its `@` stays as written. */
export function releaseTagUrl(repo: string, tag: string): string {
  const path = tag
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/%40/g, '@'))
    .join('/');
  return `https://github.com/${repo}/releases/tag/${path}`;
}

/** Where a reader sees what was checked: the npm version page, the release (tag) page or the commit. */
export function releaseUrl(upstream: Upstream, value: string): string {
  const {source} = upstream;
  switch (source.kind) {
    case 'npm':
      return `https://www.npmjs.com/package/${source.package}/v/${encodeURIComponent(value)}`;
    case 'github-release':
      return releaseTagUrl(source.repo, source.tagPrefix + value);
    case 'github-branch':
      return `https://github.com/${source.repo}/commit/${value}`;
  }
}

/** The parts of the "Verified on" line; a commit shows its first 7 digits (the link keeps the full value). */
export function verifiedLine(record: VerifiedRecord): VerifiedLine {
  return {
    date: record.date,
    dateText: formatDate(record.date),
    items: record.against.map(({upstream, value}) => ({
      label: `${upstream.name} ${upstream.source.kind === 'github-branch' ? value.slice(0, 7) : value}`,
      url: releaseUrl(upstream, value),
    })),
  };
}

const escapeLinkText = (text: string) => text.replace(/([[\]\\*_`])/g, '\\$1');

/** The line as Markdown, each name linked to its release: what the twin (and read_page) ends with. */
export function verifiedMarkdown(line: VerifiedLine): string {
  return `${LINE_START} ${line.dateText} against ${joinList(line.items.map((i) => `[${escapeLinkText(i.label)}](${i.url})`))}`;
}

/** Front-matter key under which the parsed page carries its finished line (src/theme/DocItem/Footer reads it). */
export const LINE_KEY = 'verifiedLine';

/**
 * Adds the page's "Verified on" line to its parsed front matter (as `verifiedLine`), or throws naming `file`
 * when the record is bad. Front matter without a record is returned as it is.
 */
export function withVerifiedLine<T extends {frontMatter: Record<string, unknown>}>(result: T, file: string): T {
  const value = result.frontMatter.verified;
  if (value === undefined) return result;
  const {record, problems} = readVerified(value);
  if (!record) {
    throw new Error(
      `${file}: bad verified record: ${problems.map((p) => `${p.key} ${p.message}`).join('; ')} (see CONTRIBUTING.md, "Re-verifying a page")`,
    );
  }
  return {...result, frontMatter: {...result.frontMatter, [LINE_KEY]: verifiedLine(record)}};
}
