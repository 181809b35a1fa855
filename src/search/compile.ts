/**
 * Build side of the engine: turns the records of the index file into two inverted indexes ("layers") whose
 * scores are computed once, here, so neither Node nor the browser rebuilds anything at query time:
 *
 * - `head`: words of page titles and h2/h3 headings, pointing at the title and heading records. Short
 *   prefixes being typed ("f", "fo") are looked up here only, so the first keystrokes need a small download.
 * - `full`: every word of every record (title, heading, paragraph, table row, and the headings a record sits
 *   under as low-weight context).
 *
 * Each posting carries the record's precomputed score for that term: BM25+ per field (the formula
 * MiniSearch uses, k = 1.2, b = 0.7, δ = 0.5), times the field's weight, times the record kind's weight.
 * Terms are indexed under their word and stem forms (text.ts), so query and index always agree.
 * `shardLayer` then cuts a layer into term-range shards (like Pagefind's), written by writeIndexShards.
 *
 * Written here rather than taken from a library: MiniSearch (used before) builds its index in the browser
 * and cannot split it; Pagefind's index is built from HTML by its own binary and cannot hold our record
 * shapes (table rows with headers, DocSearch hierarchy) or our ranking rules.
 */
import {resolveRecords, type ResolvedRecord, type SearchIndexFile} from './types';
import {termForms, tokenize} from './text';

export const FIELD_BOOST = {title: 5, heading: 3, content: 1, context: 1} as const;
type Field = keyof typeof FIELD_BOOST;
const FIELDS = Object.keys(FIELD_BOOST) as Field[];
const HEAD_FIELDS: ReadonlySet<Field> = new Set(['title', 'heading']);
export const LEVEL_BOOST: readonly number[] = [1, 1.6, 1.3, 1.15];
const BM25 = {k: 1.2, b: 0.7, d: 0.5};
/** Scores are stored as integers (tenths). */
export const SCORE_SCALE = 10;

/** Record ids ascending, each with its score for the term. */
export interface Postings {
  ids: number[];
  scores: number[];
}

/** A term → postings map with its terms sorted (for prefix ranges). */
export interface Layer {
  terms: string[];
  postings: Map<string, Postings>;
}

export interface CompiledIndex {
  head: Layer;
  full: Layer;
  records: ResolvedRecord[];
}

/** The text of each field of a record (what is searched). */
export function recordFields(file: SearchIndexFile, r: ResolvedRecord): Record<Field, string> {
  const lvl1 = file.pages[r.page]![2];
  return {
    title: r.level === 1 ? lvl1 : '',
    heading: r.level === 2 ? r.lvl2 : r.level === 3 ? r.lvl3 : '',
    content: r.content,
    context: [r.level === 1 ? r.description : lvl1, r.level === 2 ? '' : r.lvl2, r.level === 3 ? '' : r.lvl3].join(' '),
  };
}

function addPosting(map: Map<string, Postings>, term: string, id: number, score: number): void {
  let p = map.get(term);
  if (!p) map.set(term, (p = {ids: [], scores: []}));
  p.ids.push(id);
  p.scores.push(Math.max(1, Math.round(score * SCORE_SCALE)));
}

function toLayer(postings: Map<string, Postings>): Layer {
  return {terms: [...postings.keys()].sort(), postings};
}

export function compileIndex(file: SearchIndexFile): CompiledIndex {
  const records = resolveRecords(file);
  // Pass 1: term frequencies per record and field, field lengths, document frequencies per field.
  const perRecord: Map<string, number>[][] = [];
  const lengths: number[][] = [];
  const df = FIELDS.map(() => new Map<string, number>());
  const totalLength = FIELDS.map(() => 0);
  records.forEach((r, id) => {
    const fields = recordFields(file, r);
    perRecord[id] = FIELDS.map((f, fi) => {
      const tf = new Map<string, number>();
      const words = tokenize(fields[f]);
      for (const w of words) for (const form of termForms(w)) tf.set(form, (tf.get(form) ?? 0) + 1);
      for (const term of tf.keys()) df[fi]!.set(term, (df[fi]!.get(term) ?? 0) + 1);
      totalLength[fi] = totalLength[fi]! + words.length;
      return tf;
    });
    lengths[id] = FIELDS.map((f) => tokenize(fields[f]).length);
  });
  const n = records.length;
  const avg = totalLength.map((t) => t / Math.max(1, n));
  const bm25 = (tf: number, docs: number, length: number, avgLength: number) => {
    const idf = Math.log(1 + (n - docs + 0.5) / (docs + 0.5));
    return (
      idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / Math.max(1, avgLength))))
    );
  };
  // Pass 2: one score per (term, record) for each layer.
  const head = new Map<string, Postings>();
  const full = new Map<string, Postings>();
  records.forEach((r, id) => {
    const levelBoost = LEVEL_BOOST[r.level]!;
    const all = new Map<string, number>();
    const heads = new Map<string, number>();
    FIELDS.forEach((f, fi) => {
      for (const [term, tf] of perRecord[id]![fi]!) {
        const s = FIELD_BOOST[f] * bm25(tf, df[fi]!.get(term)!, lengths[id]![fi]!, avg[fi]!) * levelBoost;
        all.set(term, (all.get(term) ?? 0) + s);
        if (HEAD_FIELDS.has(f)) heads.set(term, (heads.get(term) ?? 0) + s);
      }
    });
    for (const [term, s] of all) addPosting(full, term, id, s);
    for (const [term, s] of heads) addPosting(head, term, id, s);
  });
  return {head: toLayer(head), full: toLayer(full), records};
}

/** A layer cut into term ranges of about `targetBytes` of JSON each; `first[i]` is shard i's first term. */
export interface ShardedLayer {
  first: string[];
  shards: SerializedShard[];
}

/** One shard: its terms, and per term a flat [id delta, score, id delta, score, …] list. */
export interface SerializedShard {
  terms: string[];
  postings: number[][];
}

export function serializePostings(p: Postings): number[] {
  const out: number[] = [];
  let last = 0;
  p.ids.forEach((id, i) => {
    out.push(id - last, p.scores[i]!);
    last = id;
  });
  return out;
}

export function deserializePostings(flat: readonly number[]): Postings {
  const ids: number[] = [];
  const scores: number[] = [];
  let id = 0;
  for (let i = 0; i < flat.length; i += 2) {
    id += flat[i]!;
    ids.push(id);
    scores.push(flat[i + 1]!);
  }
  return {ids, scores};
}

export function shardLayer(layer: Layer, targetBytes: number): ShardedLayer {
  const result: ShardedLayer = {first: [], shards: []};
  let current: SerializedShard | null = null;
  let size = 0;
  for (const term of layer.terms) {
    const flat = serializePostings(layer.postings.get(term)!);
    const bytes = term.length + 4 + flat.join(',').length;
    if (!current || size + bytes > targetBytes) {
      current = {terms: [], postings: []};
      result.shards.push(current);
      result.first.push(term);
      size = 0;
    }
    current.terms.push(term);
    current.postings.push(flat);
    size += bytes;
  }
  return result;
}
