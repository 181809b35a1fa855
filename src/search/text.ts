// cspell:ignore ngork
/**
 * Text processing shared by indexing, querying and highlighting, so the three always agree on what a
 * "word" is. Terms are lower-cased and accent-folded; each term also yields its Porter stem, so "deploying"
 * finds "deployment" and "deploy".
 */
import {stemmer} from 'stemmer';

/**
 * A word: letters, digits and `_`; a number with thousands separators ("31,056,500") is one word, so a
 * number typed with or without its commas finds the same cells.
 */
const WORD = /\d{1,3}(?:,\d{3})+(?![\p{L}\p{N}_])|[\p{L}\p{N}_]+/gu;

export function normalize(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d),(?=\d{3})/g, '$1')
    .toLowerCase();
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Abbreviations readers type for words the docs spell out (like an Algolia synonyms list): a query word
 * on the left also searches the words on the right. A `Map`, never a plain object: query words such as
 * "constructor" or "__proto__" must not reach Object.prototype.
 */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['eth', ['ethereum']],
  ['tx', ['transaction']],
  ['txs', ['transactions']],
  ['addr', ['address']],
  ['config', ['configuration']],
  ['docs', ['documentation']],
  ['wallets', ['wallet']],
]);

/** Two-way synonyms for renamed things, e.g. [["cusd", "usdm"]] (from the typed token data at build time). */
export type Renames = readonly (readonly [string, string])[];

/** The synonym table: the fixed abbreviations, each renamed pair both ways, each alias one way. */
export function synonymTable(renames: Renames = [], aliases: Renames = []): Map<string, string[]> {
  const table = new Map<string, string[]>([...SYNONYMS].map(([k, v]) => [k, [...v]]));
  const pairs: [string, string, boolean][] = [
    ...renames.map(([a, b]) => [a, b, true] as [string, string, boolean]),
    ...aliases.map(([a, b]) => [a, b, false] as [string, string, boolean]),
  ];
  for (const [a, b, both] of pairs) {
    const [x, y] = [normalize(a), normalize(b)];
    if (!x || !y || x === y) continue;
    for (const [from, to] of both
      ? ([
          [x, y],
          [y, x],
        ] as const)
      : ([[x, y]] as const)) {
      const list = table.get(from) ?? [];
      if (!list.includes(to)) list.push(to);
      table.set(from, list);
    }
  }
  return table;
}

const formsCache = new Map<string, string[]>();
const FORMS_CACHE_LIMIT = 50_000;

/**
 * The forms a term is indexed and searched under: the word itself and its stem (when different).
 * Memoised: a site has a few thousand distinct words but hundreds of thousands of occurrences.
 */
export function termForms(term: string): string[] {
  const cached = formsCache.get(term);
  if (cached) return cached;
  const n = normalize(term);
  const stem = n.length > 3 && /^[a-z]+$/.test(n) ? stemmer(n) : n;
  const forms = !n ? [] : stem !== n ? [n, stem] : [n];
  if (formsCache.size < FORMS_CACHE_LIMIT) formsCache.set(term, forms);
  return forms;
}

/** Forms a query word is searched under: its own forms plus those of its synonyms. */
export function queryForms(word: string, synonyms: ReadonlyMap<string, readonly string[]> = SYNONYMS): string[] {
  // termForms returns a cached array: copy before adding to it.
  const forms = [...termForms(word)];
  for (const synonym of synonyms.get(normalize(word)) ?? []) forms.push(...termForms(synonym));
  return [...new Set(forms)];
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two neighbouring
 * letters, so "ngork" is one edit from "ngrok"), or `max + 1` as soon as it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, max + 1);
}

/** Text split into alternating [separator, word, separator, word, …] pieces, for highlighting. */
export function splitWords(text: string): {word: boolean; value: string}[] {
  const parts: {word: boolean; value: string}[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (m.index > last) parts.push({word: false, value: text.slice(last, m.index)});
    parts.push({word: true, value: m[0]});
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({word: false, value: text.slice(last)});
  return parts;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Words that carry no meaning on their own; dropped from queries that have other words. Includes the
 * words that make a question a question ("how should I …", "where can I find …").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'could',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'into',
  'is',
  'it',
  'me',
  'my',
  'of',
  'on',
  'or',
  'should',
  'the',
  'there',
  'to',
  'was',
  'we',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
]);

/** The meaningful words of a query, normalised; stop words are kept only if nothing else is left. */
export function queryWords(query: string): string[] {
  const words = tokenize(query).map(normalize).filter(Boolean);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length ? meaningful : words;
}
