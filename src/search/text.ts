/**
 * Text processing shared by indexing, querying and highlighting, so the three always agree on what a
 * "word" is. Terms are lower-cased and accent-folded; each term also yields its Porter stem, so "deploying"
 * finds "deployment" and "deploy".
 */
import {stemmer} from 'stemmer';

/** Splits on anything that is not a letter, digit, `_` or `-`… with the separators kept by `splitWords`. */
const WORD = /[\p{L}\p{N}_]+/gu;

export function normalize(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Abbreviations readers type for words the docs spell out (like an Algolia synonyms list): a query word
 * on the left also searches the words on the right.
 */
export const SYNONYMS: Record<string, string[]> = {
  eth: ['ethereum'],
  tx: ['transaction'],
  txs: ['transactions'],
  addr: ['address'],
  config: ['configuration'],
  docs: ['documentation'],
  wallets: ['wallet'],
};

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
export function queryForms(word: string): string[] {
  const forms = termForms(word);
  for (const synonym of SYNONYMS[normalize(word)] ?? []) forms.push(...termForms(synonym));
  return [...new Set(forms)];
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

/** Words that carry no meaning on their own; dropped from queries that have other words. */
export const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'into',
  'is', 'it', 'my', 'of', 'on', 'or', 'the', 'to', 'what', 'when', 'where', 'which', 'with', 'you', 'your',
]);

/** The meaningful words of a query, normalised; stop words are kept only if nothing else is left. */
export function queryWords(query: string): string[] {
  const words = tokenize(query).map(normalize).filter(Boolean);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length ? meaningful : words;
}
