/**
 * Algolia-style highlighting and snippeting computed from the query. Every piece of text is HTML-escaped
 * first; only the configured highlight tags are inserted, so index or query content can never inject markup.
 */
import {escapeHtml, normalize, splitWords, termForms} from './text';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightOptions {
  /** Normalised query terms (each word the reader typed). */
  queryTerms: string[];
  preTag: string;
  postTag: string;
}

/** Does a word of the text match one of the query terms (prefix, stem, or one typo for long words)? */
export function wordMatches(word: string, queryTerms: string[]): string | null {
  const forms = termForms(word);
  for (const q of queryTerms) {
    const qForms = termForms(q);
    for (const f of forms) {
      if (f.startsWith(q) || qForms.includes(f)) return q;
      if (q.length >= 5 && withinOneEdit(f, q)) return q;
    }
  }
  return null;
}

/** True when a and b differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

export function highlight(text: string | null, opts: HighlightOptions): HighlightResult {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  const matched = new Set<string>();
  let out = '';
  for (const part of splitWords(text)) {
    const hit = part.word ? wordMatches(part.value, opts.queryTerms) : null;
    if (hit) {
      matched.add(hit);
      out += opts.preTag + escapeHtml(part.value) + opts.postTag;
    } else {
      out += escapeHtml(part.value);
    }
  }
  const matchedWords = [...matched];
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === opts.queryTerms.length ? 'full' : 'partial';
  return {value: out, matchLevel, matchedWords, fullyHighlighted: false};
}

/**
 * A window of `words` words around the first match, highlighted, with an ellipsis where text was cut.
 */
export function snippet(text: string | null, words: number, opts: HighlightOptions, ellipsis = '…'): HighlightResult {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  const parts = splitWords(text);
  const wordIdx = parts.map((p, i) => (p.word ? i : -1)).filter((i) => i >= 0);
  if (wordIdx.length <= words) return highlight(text, opts);
  const firstMatch = wordIdx.findIndex((i) => wordMatches(parts[i]!.value, opts.queryTerms));
  const startWord = Math.max(
    0,
    Math.min((firstMatch < 0 ? 0 : firstMatch) - Math.floor(words / 3), wordIdx.length - words),
  );
  const from = wordIdx[startWord]!;
  const to = wordIdx[startWord + words - 1]!;
  const slice = parts
    .slice(from, to + 1)
    .map((p) => p.value)
    .join('');
  const h = highlight(slice, opts);
  const before = startWord > 0 ? ellipsis : '';
  const after = startWord + words < wordIdx.length ? ellipsis : '';
  return {...h, value: `${before}${h.value}${after}`};
}

export function queryTermsOf(query: string): string[] {
  return [
    ...new Set(
      splitWords(query)
        .filter((p) => p.word)
        .map((p) => normalize(p.value)),
    ),
  ];
}
