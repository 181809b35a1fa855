/**
 * Words, stems and sentences for the assistant. Its own small helpers rather than src/search/text.ts, so the
 * assistant's index and retrieval do not change when the search engine's tokenising does (the two indexes
 * are built and queried independently). Stemming is the `stemmer` package (Porter).
 */
import {stemmer} from 'stemmer';

/**
 * Letters and digits; `_` separates words, so DEPLOYER_PRIVATE_KEY holds "private" and "key". A version
 * ("2.0", "1.x", "v0.8.28") is one word.
 */
const WORD = /v?\d+(?:\.(?:\d+|x)\b)+|[\p{L}\p{N}]+/gu;
/** A major version written as "2.0", "2.x", "v2", "v2.0.0": indexed and looked up as "v2". */
const MAJOR_VERSION = /^v?(\d+)(?:\.(?:0|x))*$/;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function normalize(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const stems = new Map<string, string>();

/** The form a word is indexed and looked up under: lower-cased, accent-folded, Porter-stemmed. */
export function stem(word: string): string {
  const cached = stems.get(word);
  if (cached !== undefined) return cached;
  const n = normalize(word);
  const major = MAJOR_VERSION.exec(n);
  const s = major && /[.v]/.test(n) ? `v${major[1]}` : n.length > 3 && /^[a-z]+$/.test(n) ? stemmer(n) : n;
  if (stems.size < 50_000) stems.set(word, s);
  return s;
}

/** Words that carry no topic in a question. */
const STOP = new Set(
  (
    'a an the and or but if then than of to in on at by for from with without into onto about as is are was were be been being ' +
    'do does did doing done have has had having i me my we our you your it its this that these those there here what which who ' +
    'whom whose when where why how can could should would will shall may might must not no yes so too very just also any some ' +
    'all each every more most much many get got use using used need needs want one ones thing things way ways please tell know ' +
    'explain show find give make let lets s t whats hows like still now today tomorrow long fast quickly often take takes took number'
  ).split(' '),
);

/** Content words of a question, in order, without duplicates (original spelling kept for messages). */
export function contentWords(question: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of words(question)) {
    const n = normalize(w);
    if (STOP.has(n) || n.length < 2 || seen.has(stem(w))) continue;
    seen.add(stem(w));
    out.push(w);
  }
  return out;
}

/** Splits a paragraph into sentences (keeps abbreviations like "e.g." and version numbers together). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?:])\s+(?=[A-Z0-9`"(])/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 2);
}

/** Words readers type for words the docs use (a query word also matches these). */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['cli', ['celocli']],
  ['usdt', ['usd₮']],
  ['eth', ['ethereum']],
  ['tx', ['transaction']],
  ['txs', ['transactions']],
  ['testnet', ['sepolia']],
]);
