/**
 * The ranking engine: MiniSearch over the records of the static index. Titles and headings weigh more
 * than body text; the last word of a query matches as a prefix (search-as-you-type), longer words tolerate
 * a typo, and every word is also searched under its stem. Results are AND-combined, falling back to OR
 * when no record contains every word, and de-duplicated per URL (one hit per page section).
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {resolveRecords, type DocSearchRecord, type ResolvedRecord, type SearchIndexFile} from './types';
import {normalize, queryForms, queryWords, termForms, tokenize} from './text';

/**
 * What MiniSearch indexes per record. A record's own text (the page title for the title record, the heading
 * for a heading record, the paragraph for a content record) is weighted by kind; the headings it sits under
 * are indexed too, as low-weight context, so "verify foundry" still finds a paragraph of the Foundry page.
 */
interface Doc {
  id: number;
  title: string;
  heading: string;
  content: string;
  context: string;
}

export const MAX_QUERY_LENGTH = 64;

/** A word found in more than this share of records does not narrow a multi-word query. */
const COMMON_WORD_SHARE = 0.25;

/** " word word word" (leading space) for substring tests on whole-word prefixes. */
function normalizedText(text: string): string {
  return tokenize(text).map((t) => ` ${normalize(t)}`).join('');
}

export const FIELD_BOOST = {title: 5, heading: 3, content: 1, context: 1};
const LEVEL_BOOST: Record<number, number> = {1: 1.6, 2: 1.3, 3: 1.15, 0: 1};

export interface EngineHit {
  record: DocSearchRecord;
  score: number;
}

export interface EngineQuery {
  query: string;
  /** Algolia facetFilters: AND of (string | OR-array of strings), e.g. [["language:en"], ["docusaurus_tag:default"]]. */
  facetFilters?: (string | string[])[];
}

export class SearchEngine {
  private readonly mini: MiniSearch<Doc>;
  private readonly file: SearchIndexFile;
  private readonly records: ResolvedRecord[];

  /** Resolves when every record is indexed (at once, unless built with `progressive`). */
  readonly complete: Promise<void>;

  /**
   * @param progressive index page titles at once and headings and body text in the background (browser), so
   *   the first keystroke gets answers from page titles while the rest is still being indexed.
   */
  constructor(file: SearchIndexFile, {progressive = false}: {progressive?: boolean} = {}) {
    this.file = file;
    this.records = resolveRecords(file);
    this.mini = new MiniSearch<Doc>({
      fields: ['title', 'heading', 'content', 'context'],
      tokenize,
      processTerm: (term) => termForms(term),
      searchOptions: {processTerm: (term) => normalize(term)},
    });
    const docs: Doc[] = this.records.map(({page, level, lvl2, lvl3, content, description}, id) => {
      const lvl1 = file.pages[page]![2];
      const heading = level === 2 ? lvl2 : level === 3 ? lvl3 : '';
      const context = [level === 1 ? description : lvl1, level === 2 ? '' : lvl2, level === 3 ? '' : lvl3].join(' ');
      return {id, title: level === 1 ? lvl1 : '', heading, content, context};
    });
    if (progressive) {
      this.mini.addAll(docs.filter((d) => this.records[d.id]!.level === 1));
      this.complete = this.mini.addAllAsync(docs.filter((d) => this.records[d.id]!.level !== 1), {chunkSize: 1000});
    } else {
      this.mini.addAll(docs);
      this.complete = Promise.resolve();
    }
  }

  private readonly normalizedCache = new Map<number, [title: string, all: string]>();

  /** A record's page title and its own title/heading/content text, normalised for phrase tests (cached). */
  private normalized(id: number): [string, string] {
    let entry = this.normalizedCache.get(id);
    if (!entry) {
      const rec = this.records[id]!;
      const title = normalizedText(this.file.pages[rec.page]![2]);
      // Fields are separated by a marker so a phrase cannot span two of them.
      entry = [title, [title, normalizedText(rec.lvl2), normalizedText(rec.lvl3), normalizedText(rec.content)].join(' |')];
      this.normalizedCache.set(id, entry);
    }
    return entry;
  }

  private readonly frequencyCache = new Map<string, number>();

  /** Share of records containing the exact word (cached per word). */
  private frequency(word: string): number {
    let f = this.frequencyCache.get(word);
    if (f === undefined) {
      f = this.mini.search(word, {prefix: false, fuzzy: false}).length / Math.max(1, this.mini.documentCount);
      this.frequencyCache.set(word, f);
    }
    return f;
  }

  /**
   * Drops words that cannot narrow the search when other words can: a lone letter still being typed, and
   * words found in a large share of all records ("celo" on this site). Like optional words in Algolia.
   */
  private significantWords(words: string[]): string[] {
    if (words.length <= 1) return words;
    const typed = words.filter((w, i) => !(i === words.length - 1 && w.length === 1));
    const meaningful = typed.filter((w) => this.frequency(w) < COMMON_WORD_SHARE);
    return meaningful.length ? meaningful : typed;
  }

  private sectionIndex: Map<string, number[]> | null = null;

  /**
   * The section a result URL points at: page title, heading, and its paragraphs joined (for the assistant).
   * Accepts absolute or site-relative URLs.
   */
  section(url: string): {url: string; title: string; heading: string; text: string} | null {
    if (!this.sectionIndex) {
      this.sectionIndex = new Map();
      this.records.forEach((r, id) => {
        const key = `${this.file.pages[r.page]![0]}${r.anchor ? `#${r.anchor}` : ''}`;
        const list = this.sectionIndex!.get(key) ?? [];
        list.push(id);
        this.sectionIndex!.set(key, list);
      });
    }
    const parsed = new URL(url, 'https://local.invalid');
    const key = `${parsed.pathname}${parsed.hash}`;
    const ids = this.sectionIndex.get(key);
    if (!ids) return null;
    const first = this.records[ids[0]!]!;
    return {
      url: key,
      title: this.file.pages[first.page]![2],
      heading: first.lvl3 || first.lvl2,
      text: ids.map((id) => this.records[id]!.content).filter(Boolean).join(' '),
    };
  }

  /** Every section of the page a URL belongs to, in page order (for the assistant). */
  pageSections(url: string): NonNullable<ReturnType<SearchEngine['section']>>[] {
    const path = new URL(url, 'https://local.invalid').pathname;
    const page = this.file.pages.findIndex((p) => p[0] === path);
    if (page < 0) return [];
    const anchors: string[] = [];
    for (const r of this.records) if (r.page === page && !anchors.includes(r.anchor)) anchors.push(r.anchor);
    return anchors.map((a) => this.section(`${path}${a ? `#${a}` : ''}`)!).filter(Boolean);
  }

  record(id: number, origin: string): DocSearchRecord {
    const {page, anchor, level, lvl2, lvl3, content} = this.records[id]!;
    const [url, lvl0, lvl1, tag] = this.file.pages[page]!;
    return {
      objectID: String(id),
      url: `${origin}${url}${anchor ? `#${anchor}` : ''}`,
      type: level === 0 ? 'content' : (`lvl${level}` as DocSearchRecord['type']),
      hierarchy: {lvl0, lvl1, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: null, lvl5: null, lvl6: null},
      content: content || null,
      language: this.file.language,
      docusaurus_tag: tag,
    };
  }

  private matchesFacets(id: number, facetFilters: EngineQuery['facetFilters']): boolean {
    if (!facetFilters?.length) return true;
    const {page} = this.records[id]!;
    const values: Record<string, string> = {language: this.file.language, docusaurus_tag: this.file.pages[page]![3]};
    return facetFilters.every((group) =>
      (Array.isArray(group) ? group : [group]).some((filter) => {
        const negate = filter.startsWith('-');
        const [name, ...rest] = (negate ? filter.slice(1) : filter).split(':');
        const ok = values[name!] === rest.join(':');
        return negate ? !ok : ok;
      }),
    );
  }

  /** All matching records, best first, one per URL. */
  search({query, facetFilters}: EngineQuery, origin = ''): EngineHit[] {
    const words = this.significantWords(queryWords(query.slice(0, MAX_QUERY_LENGTH)));
    if (words.length === 0) return [];
    const tree = (combineWith: 'AND' | 'OR'): Query => ({
      combineWith,
      queries: words.map((w, i) => {
        const last = i === words.length - 1;
        return {
          combineWith: 'OR',
          queries: queryForms(w),
          // The word being typed matches as a prefix; so do other words of four letters or more.
          prefix: last || w.length >= 4,
          // A short prefix being typed, or a word found nearly everywhere, matches page titles (one letter)
          // or titles and headings (two or three letters, or a very common word) only: enough to suggest
          // pages while typing, and it keeps huge result sets cheap.
          ...(last && w.length === 1
            ? {fields: ['title']}
            : ((last && w.length <= 3) || this.frequency(w) >= COMMON_WORD_SHARE) && {fields: ['title', 'heading']}),
          // Typos: one edit from five letters, two from seven. A word still being typed (the last one) is
          // usually a prefix rather than a typo, so it gets typo tolerance only when long.
          fuzzy: last && w.length < 7 ? false : w.length >= 7 ? 2 : w.length >= 5 ? 1 : false,
        };
      }),
    });
    const options = {
      boost: FIELD_BOOST,
      boostDocument: (id: unknown) => LEVEL_BOOST[this.records[id as number]!.level] ?? 1,
      filter: (r: SearchResult) => this.matchesFacets(r.id as number, facetFilters),
    };
    let results = this.mini.search(tree('AND'), options);
    if (results.length === 0 && words.length > 1) results = this.mini.search(tree('OR'), options);
    // Proximity: a record whose title, heading or text holds the words in the query's order ranks higher,
    // and so does one whose page title holds every word.
    const phrase = words.length > 1 ? ` ${words.join(' ')}` : '';
    // Only the best candidates are re-scored; the long tail keeps its order.
    const RESCORE = 150;
    const rescored = results.slice(0, RESCORE).map((r) => {
      const rec = this.records[r.id as number]!;
      const [title, text] = this.normalized(r.id as number);
      let score = r.score;
      if (phrase && text.includes(phrase)) score *= 2;
      if (words.every((w) => title.includes(` ${w}`))) score *= 1.5;
      // Page rank: pages many others link to are the canonical ones.
      score *= 1 + Math.log1p(this.file.pages[rec.page]![4]) / 4;
      return {id: r.id as number, score};
    });
    rescored.sort((a, b) => b.score - a.score);
    for (const r of results.slice(RESCORE)) rescored.push({id: r.id as number, score: r.score});
    const seen = new Set<string>();
    const hits: EngineHit[] = [];
    for (const r of rescored) {
      const record = this.record(r.id, origin);
      if (seen.has(record.url)) continue;
      seen.add(record.url);
      hits.push({record, score: r.score});
    }
    return hits;
  }
}
