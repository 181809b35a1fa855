// celo-past-future-date: no sentence speaks of a date that has passed as if it were still to come
// ("the sunset is planned for 30 September 2025" read in 2026). A sentence with a future or plan word
// (will, planned, scheduled, upcoming, expected to, …) near a date whose period ended before the build date
// is reported. A month named without a year ("the testnets switched in July, with Mainnet scheduled for
// September") takes the year last named before it in the sentence. An undated "at the time of writing" is
// reported too: the reader cannot tell when that was, so the claim needs its date or version.
// The build date is today, or option `today` (YYYY-MM-DD) for reproducible checks.
import {proseLines, sentences} from './lib.mjs';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const FUTURE =
  /\b(?:will|shall|planned|plans? to|scheduled|upcoming|expected to|is set to|are set to|is going to|are going to|forthcoming|coming soon|to be (?:retired|deprecated|released|launched|removed|sunset))\b/gi;
// Each date form with a function giving the first day after the period it names (UTC).
const DATES = [
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => Date.UTC(+m[1], +m[2] - 1, +m[3] + 1)],
  [
    new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)? (${MONTH})\.?,? (\d{4})\b`, 'gi'),
    (m) => Date.UTC(+m[3], month(m[2]), +m[1] + 1),
  ],
  [
    new RegExp(String.raw`\b(${MONTH})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b`, 'gi'),
    (m) => Date.UTC(+m[3], month(m[1]), +m[2] + 1),
  ],
  [new RegExp(String.raw`\b(${MONTH})\.?,? (\d{4})\b`, 'gi'), (m) => Date.UTC(+m[2], month(m[1]) + 1, 1)],
  [
    /\b(?:Q([1-4])|H([12]))[ -](\d{4})\b/g,
    (m) => (m[1] ? Date.UTC(+m[3], +m[1] * 3, 1) : Date.UTC(+m[3], +m[2] * 6, 1)),
  ],
  [/\b(?:in|by|during|until|before|(?:the )?end of|early|mid|late)[ -](\d{4})\b/gi, (m) => Date.UTC(+m[1] + 1, 0, 1)],
];
// A month with no year, which takes the year last named before it in the sentence. "May" and "March" are left
// out: as a verb or modal they are far more common than the month.
const BARE_MONTH = /\b(january|february|april|june|july|august|september|october|november|december)\b(?![,.]? \d)/gi;
const UNDATED = /\b(?:at the time of (?:writing|publication)|as of (?:this )?writing)\b/gi;
const BEFORE = 60; // most characters from the future word to a date after it ("will launch on 1 May 2025")
const AFTER = 30; // most characters from a date to a future word after it ("On 1 May 2025 the network will…")

/** Whether future word `w` governs the date at [start, stop): it comes shortly before, or shortly after in the
 * same clause (no "and", "but" or ";" between, so "became an L2 in 2024 and was scheduled…" is not read). */
function speaksOf(text, w, start, stop) {
  const wordEnd = w.index + w[0].length;
  if (w.index < start) return start - wordEnd <= BEFORE;
  const between = text.slice(stop, w.index);
  return w.index - stop <= AFTER && !/\b(?:and|but|then|while|which|after)\b|[;)]/i.test(between);
}

function month(name) {
  const key = name.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(key));
}

function today(config) {
  if (typeof config.today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(config.today))
    return Date.parse(`${config.today}T00:00:00Z`);
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** Every date in a sentence, without overlaps: [{date, index, stop, after}] (after: the first day past it). */
function datesIn(text) {
  const dates = [];
  const free = (start, stop) => !dates.some((d) => start < d.stop && stop > d.index);
  for (const [re, end] of DATES) {
    for (const m of text.matchAll(re)) {
      const stop = m.index + m[0].length;
      if (free(m.index, stop)) dates.push({date: m[0], index: m.index, stop, after: end(m)});
    }
  }
  for (const m of text.matchAll(BARE_MONTH)) {
    const stop = m.index + m[0].length;
    const years = [...text.slice(0, m.index).matchAll(/\b(?:19|20)\d{2}\b/g)];
    if (!years.length || !free(m.index, stop)) continue;
    const year = +years[years.length - 1][0];
    dates.push({date: `${m[0]} (${year})`, index: m.index, stop, after: Date.UTC(year, month(m[1]) + 1, 1)});
  }
  return dates;
}

/** Passed dates that a sentence speaks of in the future: [{date, word, index}]. */
export function pastFutureDates(text, now) {
  const words = [...text.matchAll(FUTURE)];
  if (!words.length) return [];
  const found = [];
  for (const {date, index, stop, after} of datesIn(text)) {
    if (Number.isNaN(after) || after > now) continue;
    const word = words.find((w) => speaksOf(text, w, index, stop));
    if (word) found.push({date, word: word[0], index});
  }
  return found;
}

/** Undated "at the time of writing" phrases: [{phrase, index}]. */
export function undatedClaims(text) {
  return [...text.matchAll(UNDATED)].map((m) => ({phrase: m[0], index: m.index}));
}

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-past-future-date'],
  description: 'No future tense about a date that has passed',
  tags: ['celo', 'content'],
  parser: 'none',
  function(params, onError) {
    const now = today(params.config);
    for (const s of sentences(proseLines(params))) {
      for (const hit of pastFutureDates(s.text, now)) {
        onError({
          lineNumber: s.lineFor(hit.index),
          detail: `"${hit.word}" about ${hit.date}, which has passed; write it in the past tense or drop the date`,
          context: hit.date,
        });
      }
      for (const hit of undatedClaims(s.text)) {
        onError({
          lineNumber: s.lineFor(hit.index),
          detail: `"${hit.phrase}" has no date; say when the claim held (a date or a version) or make it timeless`,
          context: hit.phrase,
        });
      }
    }
  },
};
