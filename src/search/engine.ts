/**
 * The ranking engine, over the precomputed layers of compile.ts. The same code answers in Node (index file
 * read whole: `new SearchEngine(file)`) and in the browser (`SearchEngine.fromShards`: only the term shards a
 * query needs and the records of the pages it shows are fetched, see shards.ts).
 *
 * Ranking, never special-cased per query:
 * - every word is searched under its word and stem forms and its synonyms (abbreviations, and renamed
 *   tokens from the typed token data, e.g. cUSD ↔ USDm);
 * - the last word matches as a prefix (search-as-you-type), other words of four letters or more too; a
 *   last word of one letter matches page titles, of two or three letters titles and headings, and also a
 *   whole word anywhere ("chain id", "uint 64");
 * - typos: one edit (a swap of two letters counts as one) from five letters, two from seven; a typo keeps
 *   the first two letters;
 * - a word found in over a quarter of all records only matches titles and headings, and is dropped when
 *   other words can narrow the search;
 * - words are optional as in Algolia: a result must hold every word of a one- or two-word query and all
 *   but a third of a longer one (questions), and each missing word costs score; when nothing qualifies,
 *   any word will do;
 * - records holding the query's words in order, pages whose title holds every word, and pages many others
 *   link to rank higher.
 */
import {compileIndex, deserializePostings, type Layer, type Postings, type SerializedShard} from './compile';
import {
  editDistance,
  normalize,
  queryForms,
  queryWords,
  STOP_WORDS,
  synonymTable,
  tokenize,
  type Renames,
} from './text';
import type {ShardMeta, PageFile} from './shards';
import {
  resolvePageRecords,
  type DocSearchRecord,
  type IndexRecord,
  type ResolvedRecord,
  type SearchIndexFile,
} from './types';

export const MAX_QUERY_LENGTH = 64;
/** A word found in more than this share of records does not narrow a multi-word query. */
const COMMON_WORD_SHARE = 0.25;
/** How many of the best candidates are re-scored by word order (their pages' records are needed). */
const RESCORE = 40;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

export interface EngineHit {
  record: DocSearchRecord;
  score: number;
}

export interface EngineQuery {
  query: string;
  /** Algolia facetFilters: AND of (string | OR-array of strings), e.g. [["language:en"], ["docusaurus_tag:default"]]. */
  facetFilters?: (string | string[])[];
}

export interface PagedQuery extends EngineQuery {
  /** One hit per section (URL with anchor), or one per page (its best section). */
  distinct: 'section' | 'page';
  offset: number;
  length: number;
}

type LayerName = 'head' | 'full';
type PageInfo = ShardMeta['pages'][number];

interface ShardData {
  terms: string[];
  postings: Map<string, Postings>;
}

interface LoadedLayer {
  first: string[];
  shards: (ShardData | undefined)[];
}

/** Fetches the browser's shard files; absent in Node, where everything is in memory. */
export interface ShardLoader {
  shard(layer: LayerName, index: number): Promise<SerializedShard>;
  page(page: number): Promise<PageFile>;
}

interface WordPlan {
  word: string;
  forms: string[];
  last: boolean;
  /** Prefix lookups in the head layer (short last word, or a very common word). */
  head: 'none' | 'titles' | 'headings';
  /** Exact, prefix and fuzzy lookups in the full layer. */
  full: boolean;
  prefix: boolean;
  fuzzy: number;
}

interface Candidate {
  id: number;
  score: number;
}

/** Index of the shard whose range holds `term` (the last one starting at or before it). */
function shardOf(first: readonly string[], term: string): number {
  let lo = 0;
  let hi = first.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (first[mid]! <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Shards whose range meets the terms starting with `prefix`. */
function shardsOfPrefix(first: readonly string[], prefix: string): number[] {
  const from = shardOf(first, prefix);
  const out = [from];
  for (let i = from + 1; i < first.length && first[i]!.startsWith(prefix); i++) out.push(i);
  return out;
}

/** Terms of a sorted list starting with `prefix`. */
function termsWithPrefix(terms: readonly string[], prefix: string): string[] {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < terms.length && terms[i]!.startsWith(prefix); i++) out.push(terms[i]!);
  return out;
}

/** " word word word" (leading space) for whole-word and phrase tests. */
function normalizedText(text: string): string {
  return tokenize(text)
    .map((t) => ` ${normalize(t)}`)
    .join('');
}

export class SearchEngine {
  readonly language: string;
  private readonly pages: PageInfo[];
  private readonly pageOf: Int32Array;
  private readonly recordCount: number;
  private readonly synonyms: Map<string, string[]>;
  private readonly layers: Record<LayerName, LoadedLayer>;
  private readonly pageRecords: (ResolvedRecord[] | undefined)[];
  private readonly loader: ShardLoader | null;
  private readonly loading = new Map<string, Promise<void>>();
  private readonly titleText: string[];

  /** Kept for callers written for progressive indexing: everything a query needs is loaded by the query. */
  readonly complete: Promise<void> = Promise.resolve();

  /** Node: the whole index file in memory, compiled at once (about 0.2 s for the site). */
  constructor(file: SearchIndexFile, options?: {renames?: Renames});
  /** @internal the browser's form, see fromShards. */
  constructor(file: null, options: {meta: ShardMeta; loader: ShardLoader});
  constructor(file: SearchIndexFile | null, options: {renames?: Renames; meta?: ShardMeta; loader?: ShardLoader} = {}) {
    if (file) {
      const compiled = compileIndex(file);
      const first: number[] = file.pages.map(() => -1);
      file.records.forEach(([p], id) => {
        if (first[p] === -1) first[p] = id;
      });
      this.language = file.language;
      this.pages = file.pages.map(([url, lvl0, lvl1, tag, inbound], p) => [url, lvl0, lvl1, tag, inbound, first[p]!]);
      this.recordCount = file.records.length;
      this.synonyms = synonymTable(options.renames ?? file.renames ?? [], file.aliases ?? []);
      const whole = (layer: Layer): LoadedLayer => ({
        first: [''],
        shards: [{terms: layer.terms, postings: layer.postings}],
      });
      this.layers = {head: whole(compiled.head), full: whole(compiled.full)};
      this.pageRecords = file.pages.map(() => []);
      compiled.records.forEach((r) => this.pageRecords[r.page]!.push(r));
      this.loader = null;
    } else {
      const meta = options.meta!;
      this.language = meta.language;
      this.pages = meta.pages;
      this.recordCount = meta.records;
      this.synonyms = synonymTable(meta.renames, meta.aliases);
      this.layers = {
        head: {first: meta.head, shards: meta.head.map(() => undefined)},
        full: {first: meta.full, shards: meta.full.map(() => undefined)},
      };
      this.pageRecords = meta.pages.map(() => undefined);
      this.loader = options.loader!;
    }
    this.pageOf = new Int32Array(this.recordCount);
    this.pages.forEach((p, i) => {
      const end = i + 1 < this.pages.length ? this.pages[i + 1]![5] : this.recordCount;
      this.pageOf.fill(i, p[5], end);
    });
    this.titleText = this.pages.map((p) => normalizedText(p[2]));
  }

  /** The browser's engine: fetches term shards and page records as queries need them. */
  static fromShards(meta: ShardMeta, loader: ShardLoader): SearchEngine {
    if (meta.version !== 2) throw new Error(`Unsupported search index version ${String(meta.version)}`);
    return new SearchEngine(null, {meta, loader});
  }

  // ---- Loading -------------------------------------------------------------------------------------

  private once(key: string, load: () => Promise<void>): Promise<void> {
    let p = this.loading.get(key);
    if (!p) {
      p = load().catch((err: unknown) => {
        this.loading.delete(key);
        throw err;
      });
      this.loading.set(key, p);
    }
    return p;
  }

  private async loadShards(needed: [LayerName, number][]): Promise<void> {
    const loader = this.loader;
    if (!loader) return;
    await Promise.all(
      needed
        .filter(([layer, i]) => !this.layers[layer].shards[i])
        .map(([layer, i]) =>
          this.once(`${layer}${i}`, async () => {
            const s = await loader.shard(layer, i);
            const postings = new Map<string, Postings>();
            s.terms.forEach((t, k) => postings.set(t, deserializePostings(s.postings[k]!)));
            this.layers[layer].shards[i] = {terms: s.terms, postings};
          }),
        ),
    );
  }

  private async loadPages(pages: Iterable<number>): Promise<void> {
    const loader = this.loader;
    if (!loader) return;
    await Promise.all(
      [...new Set(pages)]
        .filter((p) => !this.pageRecords[p])
        .map((p) =>
          this.once(`p${p}`, async () => {
            this.pageRecords[p] = resolvePageRecords(p, await loader.page(p));
          }),
        ),
    );
  }

  // ---- Term lookups --------------------------------------------------------------------------------

  private postings(layer: LayerName, term: string): Postings | undefined {
    const l = this.layers[layer];
    return l.shards[shardOf(l.first, term)]?.postings.get(term);
  }

  private prefixTerms(layer: LayerName, prefix: string): string[] {
    const l = this.layers[layer];
    return shardsOfPrefix(l.first, prefix).flatMap((i) => termsWithPrefix(l.shards[i]?.terms ?? [], prefix));
  }

  /** Share of records containing the exact word (its full-layer shard must be loaded). */
  private frequency(word: string): number {
    return (this.postings('full', word)?.ids.length ?? 0) / Math.max(1, this.recordCount);
  }

  private plan(query: string): {words: string[]; shards: [LayerName, number][]; plans: () => WordPlan[]} {
    const words = queryWords(query.slice(0, MAX_QUERY_LENGTH));
    const shards: [LayerName, number][] = [];
    const full = this.layers.full.first;
    const head = this.layers.head.first;
    words.forEach((w, i) => {
      const last = i === words.length - 1;
      if (!(last && w.length === 1))
        for (const f of queryForms(w, this.synonyms)) shards.push(['full', shardOf(full, f)]);
      for (const s of shardsOfPrefix(head, w)) shards.push(['head', s]);
      if (w.length >= 4) for (const s of shardsOfPrefix(full, w)) shards.push(['full', s]);
      if (w.length >= 5) for (const s of shardsOfPrefix(full, w.slice(0, 2))) shards.push(['full', s]);
    });
    // Plans need frequencies, known once the shards are loaded.
    const plans = (): WordPlan[] => {
      const typed = words.length > 1 ? words.filter((w, i) => !(i === words.length - 1 && w.length === 1)) : words;
      const meaningful = typed.filter((w) => this.frequency(w) < COMMON_WORD_SHARE);
      const kept = typed.length > 1 && meaningful.length ? meaningful : typed;
      return kept.map((word, i) => {
        const last = i === kept.length - 1;
        const forms = queryForms(word, this.synonyms);
        const common = this.frequency(word) >= COMMON_WORD_SHARE;
        const short = last && word.length <= 3;
        return {
          word,
          forms,
          last,
          head: last && word.length === 1 ? 'titles' : short || common ? 'headings' : 'none',
          full: !(last && word.length === 1) && !common,
          prefix: !short && (last || word.length >= 4),
          fuzzy: word.length >= 7 ? 2 : word.length >= 5 ? 1 : 0,
        };
      });
    };
    return {words, shards, plans};
  }

  private isTitle(id: number): boolean {
    return this.pages[this.pageOf[id]!]![5] === id;
  }

  /** Record id → score for one query word. */
  private wordScores(plan: WordPlan): Map<number, number> {
    const weights = new Map<string, [LayerName, number]>();
    const add = (layer: LayerName, term: string, weight: number) => {
      const key = `${layer}\u0000${term}`;
      const current = weights.get(key);
      if (!current || current[1] < weight) weights.set(key, [layer, weight]);
    };
    const w = plan.word;
    const derived = (term: string, base: number, distance: number) => (base * w.length) / (w.length + 0.3 * distance);
    if (plan.head !== 'none') {
      for (const f of plan.forms) add('head', f, 1);
      for (const t of this.prefixTerms('head', w))
        add('head', t, t === w ? 1 : derived(t, PREFIX_WEIGHT, t.length - w.length));
    }
    if (plan.full) {
      for (const f of plan.forms) add('full', f, 1);
      if (plan.prefix) {
        for (const t of this.prefixTerms('full', w))
          add('full', t, t === w ? 1 : derived(t, PREFIX_WEIGHT, t.length - w.length));
      }
      if (plan.fuzzy) {
        for (const t of this.prefixTerms('full', w.slice(0, 2))) {
          if (t === w) continue;
          const d = editDistance(w, t, plan.fuzzy);
          if (d <= plan.fuzzy) add('full', t, derived(t, FUZZY_WEIGHT, d));
        }
      }
    }
    // Per layer, summed over the word's terms; a record found in both layers keeps its better score.
    const byLayer = {head: new Map<number, number>(), full: new Map<number, number>()};
    for (const [key, [layer, weight]] of weights) {
      const p = this.postings(layer, key.slice(key.indexOf('\u0000') + 1));
      if (!p) continue;
      const scores = byLayer[layer];
      for (let k = 0; k < p.ids.length; k++) {
        const id = p.ids[k]!;
        if (plan.head === 'titles' && !this.isTitle(id)) continue;
        scores.set(id, (scores.get(id) ?? 0) + weight * p.scores[k]!);
      }
    }
    const scores = byLayer.full;
    for (const [id, s] of byLayer.head) if (s > (scores.get(id) ?? 0)) scores.set(id, s);
    return scores;
  }

  private matchesFacets(page: number, facetFilters: EngineQuery['facetFilters']): boolean {
    if (!facetFilters?.length) return true;
    const values = new Map([
      ['language', this.language],
      ['docusaurus_tag', this.pages[page]![3]],
    ]);
    return facetFilters.every((group) =>
      (Array.isArray(group) ? group : [group]).some((raw) => {
        const filter = String(raw);
        const negate = filter.startsWith('-');
        const [name, ...rest] = (negate ? filter.slice(1) : filter).split(':');
        const ok = values.get(name ?? '') === rest.join(':');
        return negate ? !ok : ok;
      }),
    );
  }

  /** Candidates best first, before word-order re-scoring (needs only the term shards). */
  private rank(plans: WordPlan[], facetFilters: EngineQuery['facetFilters']): Candidate[] {
    if (plans.length === 0) return [];
    const perWord = plans.map((p) => this.wordScores(p));
    const n = plans.length;
    const total = new Map<number, [score: number, matched: number]>();
    for (const scores of perWord) {
      for (const [id, s] of scores) {
        const t = total.get(id);
        if (t) {
          t[0] += s;
          t[1]++;
        } else total.set(id, [s, 1]);
      }
    }
    // A query of stop words only ("what is it") has nothing optional: every word is required.
    const onlyStopWords = plans.every((p) => STOP_WORDS.has(p.word));
    let minMatched = n <= 2 || onlyStopWords ? n : n - Math.floor(n / 3);
    let any = false;
    for (const [, m] of total.values()) if (m >= minMatched) any = true;
    if (!any && !onlyStopWords) minMatched = 1;
    const words = plans.map((p) => p.word);
    const out: Candidate[] = [];
    for (const [id, [s, matched]] of total) {
      if (matched < minMatched) continue;
      const page = this.pageOf[id]!;
      if (!this.matchesFacets(page, facetFilters)) continue;
      let score = s * (matched / n) ** 2;
      const title = this.titleText[page]!;
      if (words.every((w) => title.includes(` ${w}`))) score *= 1.5;
      // Page rank: pages many others link to are the canonical ones.
      score *= 1 + Math.log1p(this.pages[page]![4]) / 4;
      out.push({id, score});
    }
    return out.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  private readonly phraseCache = new Map<number, string>();

  /** A record's own text (page title, heading, content), normalised; fields separated so no phrase spans two. */
  private recordText(id: number): string {
    let text = this.phraseCache.get(id);
    if (text === undefined) {
      const r = this.resolved(id);
      text = [this.titleText[r.page]!, normalizedText(r.lvl2), normalizedText(r.lvl3), normalizedText(r.content)].join(
        ' |',
      );
      this.phraseCache.set(id, text);
    }
    return text;
  }

  /** Records holding the words in the query's order rank higher (the best RESCORE candidates). */
  private rescore(candidates: Candidate[], words: string[]): Candidate[] {
    if (words.length < 2) return candidates;
    const phrase = ` ${words.join(' ')}`;
    const head = candidates
      .slice(0, RESCORE)
      .map((c) => (this.recordText(c.id).includes(phrase) ? {id: c.id, score: c.score * 2} : c));
    head.sort((a, b) => b.score - a.score || a.id - b.id);
    return head.concat(candidates.slice(RESCORE));
  }

  private resolved(id: number): ResolvedRecord {
    const page = this.pageOf[id]!;
    const records = this.pageRecords[page];
    if (!records) throw new Error(`search: records of page ${this.pages[page]![0]} are not loaded`);
    return records[id - this.pages[page]![5]]!;
  }

  private sectionKey(id: number): string {
    const r = this.resolved(id);
    return `${this.pages[r.page]![0]}${r.anchor ? `#${r.anchor}` : ''}`;
  }

  record(id: number, origin: string): DocSearchRecord {
    const {page, anchor, level, lvl2, lvl3, content} = this.resolved(id);
    const [url, lvl0, lvl1, tag] = this.pages[page]!;
    return {
      objectID: String(id),
      url: `${origin}${url}${anchor ? `#${anchor}` : ''}`,
      type: level === 0 ? 'content' : (`lvl${level}` as DocSearchRecord['type']),
      hierarchy: {lvl0, lvl1, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: null, lvl5: null, lvl6: null},
      content: content || null,
      language: this.language,
      docusaurus_tag: tag,
    };
  }

  // ---- Queries -------------------------------------------------------------------------------------

  /** Every matching record, best first, one per URL (Node: the index is in memory). */
  search({query, facetFilters}: EngineQuery, origin = ''): EngineHit[] {
    if (this.loader) throw new Error('search: use query() with a sharded index');
    const {plans} = this.plan(query);
    const p = plans();
    const ordered = this.rescore(
      this.rank(p, facetFilters),
      p.map((x) => x.word),
    );
    const seen = new Set<string>();
    const hits: EngineHit[] = [];
    for (const c of ordered) {
      const key = this.sectionKey(c.id);
      if (seen.has(key)) continue;
      seen.add(key);
      hits.push({record: this.record(c.id, origin), score: c.score});
    }
    return hits;
  }

  /**
   * One page of hits, fetching what it needs first. `nbHits` counts pages (one hit per page) or sections;
   * for sections it counts pages too when the records of some candidates are not loaded (the modal shows it
   * only as "See all N results", which opens the page-grouped search page).
   */
  async query(
    {query, facetFilters, distinct, offset, length}: PagedQuery,
    origin = '',
  ): Promise<{hits: EngineHit[]; nbHits: number; pagesPerTag: Map<string, number>}> {
    const planned = this.plan(query);
    await this.loadShards(planned.shards);
    const plans = planned.plans();
    const words = plans.map((x) => x.word);
    let ordered = this.rank(plans, facetFilters);
    const pagesOf = (cs: Candidate[]) => cs.map((c) => this.pageOf[c.id]!);
    if (words.length > 1) {
      await this.loadPages(pagesOf(ordered.slice(0, RESCORE)));
      ordered = this.rescore(ordered, words);
    }
    const distinctPages = new Set(pagesOf(ordered));
    const pageCount = distinctPages.size;
    const pagesPerTag = new Map<string, number>();
    for (const p of distinctPages) pagesPerTag.set(this.pages[p]![3], (pagesPerTag.get(this.pages[p]![3]) ?? 0) + 1);
    const wanted = offset + length;
    const keys = new Set<string | number>();
    const picked: Candidate[] = [];
    let scanned = 0;
    // Take candidates in order, loading their pages' records in batches, until the page of hits is full.
    while (picked.length < wanted && scanned < ordered.length) {
      const batch = ordered.slice(scanned, scanned + Math.max(wanted * 2, 20));
      if (distinct === 'section') await this.loadPages(pagesOf(batch));
      for (const c of batch) {
        const key = distinct === 'page' ? this.pageOf[c.id]! : this.sectionKey(c.id);
        if (keys.has(key)) continue;
        keys.add(key);
        picked.push(c);
        if (picked.length >= wanted) break;
      }
      scanned += batch.length;
    }
    const slice = picked.slice(offset, wanted);
    await this.loadPages(pagesOf(slice));
    const exact = distinct === 'page' || scanned >= ordered.length;
    return {
      hits: slice.map((c) => ({record: this.record(c.id, origin), score: c.score})),
      nbHits: distinct === 'page' ? pageCount : exact ? keys.size : pageCount,
      pagesPerTag,
    };
  }

  // ---- Sections (the docs assistant; Node or a fully loaded engine) --------------------------------

  private sectionIndex: Map<string, number[]> | null = null;

  /**
   * The section a result URL points at: page title, heading, and its paragraphs joined (for the assistant).
   * Accepts absolute or site-relative URLs.
   */
  section(url: string): {url: string; title: string; heading: string; text: string} | null {
    if (!this.sectionIndex) {
      const index = new Map<string, number[]>();
      for (let id = 0; id < this.recordCount; id++) {
        if (!this.pageRecords[this.pageOf[id]!]) continue;
        const key = this.sectionKey(id);
        const list = index.get(key) ?? [];
        list.push(id);
        index.set(key, list);
      }
      this.sectionIndex = index;
    }
    const parsed = new URL(url, 'https://local.invalid');
    const key = `${parsed.pathname}${parsed.hash}`;
    const ids = this.sectionIndex.get(key);
    if (!ids) return null;
    const first = this.resolved(ids[0]!);
    return {
      url: key,
      title: this.pages[first.page]![2],
      heading: first.lvl3 || first.lvl2,
      text: ids
        .map((id) => this.resolved(id).content)
        .filter(Boolean)
        .join(' '),
    };
  }

  /** Every section of the page a URL belongs to, in page order (for the assistant). */
  pageSections(url: string): NonNullable<ReturnType<SearchEngine['section']>>[] {
    const path = new URL(url, 'https://local.invalid').pathname;
    const page = this.pages.findIndex((p) => p[0] === path);
    const records = this.pageRecords[page];
    if (page < 0 || !records) return [];
    const anchors: string[] = [];
    for (const r of records) if (!anchors.includes(r.anchor)) anchors.push(r.anchor);
    return anchors.map((a) => this.section(`${path}${a ? `#${a}` : ''}`)!).filter(Boolean);
  }
}

export type {IndexRecord};
