/**
 * A search client that answers the Algolia search API calls made by the DocSearch modal and by the
 * theme's /search page, from the site's own static index. Nothing leaves the site's origin.
 *
 * - Modal form:  search({requests: [{indexName, query, hitsPerPage, attributesToSnippet, highlightPreTag, …}]})
 * - Legacy form: search([{indexName, params: {query, page, hitsPerPage, facets, facetFilters, …}}])
 *
 * The engine loads on the first search (or on intent, see browserClient), never on page load; each query
 * fetches the index shards it needs. A failed load is not cached, so the next keystroke retries.
 */
import type {SearchEngine} from './engine';
import {MAX_QUERY_LENGTH} from './engine';
import {highlight, queryTermsOf, snippet, type HighlightOptions} from './highlight';
import type {DocSearchRecord} from './types';

export const DEFAULT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
export const DEFAULT_POST_TAG = '</span>';
const DEFAULT_HITS_PER_PAGE = 20;

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string[] | string;
  facetFilters?: (string | string[])[] | string;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [key: string]: unknown;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
  params?: SearchParams | string;
}

export interface SearchResponse {
  hits: (DocSearchRecord & Record<string, unknown>)[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
}

export type EngineLoader = () => Promise<SearchEngine>;

function parseParams(p: SearchParams | string | undefined): SearchParams {
  if (!p) return {};
  if (typeof p !== 'string') return p;
  // Keys come from the caller: no prototype, so "__proto__" or "constructor" are plain keys.
  const out = Object.create(null) as SearchParams;
  for (const [k, v] of new URLSearchParams(p)) {
    // The query is text even when it reads as JSON ("42220", "null", "1e5").
    if (k === 'query') {
      out[k] = v;
      continue;
    }
    try {
      out[k] = JSON.parse(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

function normalizeFacetFilters(f: SearchParams['facetFilters']): (string | string[])[] {
  if (!f) return [];
  if (typeof f !== 'string' && !Array.isArray(f)) return [];
  if (typeof f === 'string') {
    try {
      return normalizeFacetFilters(JSON.parse(f) as Parameters<typeof normalizeFacetFilters>[0]);
    } catch {
      return [f];
    }
  }
  return f;
}

/** "content:10" → content: 10; a bare attribute gets the Algolia default of 10 words. */
function snippetSpec(list: unknown): Map<string, number> {
  const spec = new Map<string, number>();
  for (const item of Array.isArray(list) ? list : []) {
    const [attr, n] = String(item).split(':');
    if (attr) spec.set(attr, Number(n) || 10);
  }
  return spec;
}

export function createLocalSearchClient(loadEngine: EngineLoader, origin = () => globalThis.location?.origin ?? '') {
  let enginePromise: Promise<SearchEngine> | null = null;
  const engine = (): Promise<SearchEngine> => {
    if (!enginePromise) {
      enginePromise = loadEngine().catch((err: unknown) => {
        enginePromise = null;
        throw err;
      });
    }
    return enginePromise;
  };
  let queryCounter = 0;

  async function answer(
    e: SearchEngine,
    request: SearchRequest,
    distinct: 'section' | 'page',
  ): Promise<SearchResponse> {
    const started = Date.now();
    const params: SearchParams = {...parseParams(request.params), ...request};
    delete params.params;
    // Only the first 64 characters are searched; the response echoes the query as received, because the
    // search page ignores a response whose query differs from the one it sent.
    const received = String(params.query ?? '');
    const query = received.slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE) || 0));
    const page = Math.max(0, Number(params.page ?? 0) || 0);
    const facetFilters = normalizeFacetFilters(params.facetFilters);
    const result = query.trim()
      ? await e.query({query, facetFilters, distinct, offset: page * hitsPerPage, length: hitsPerPage}, origin())
      : {hits: [], nbHits: 0, pagesPerTag: new Map<string, number>()};
    const opts: HighlightOptions = {
      queryTerms: queryTermsOf(query),
      preTag: params.highlightPreTag ?? DEFAULT_PRE_TAG,
      postTag: params.highlightPostTag ?? DEFAULT_POST_TAG,
    };
    const snippets = snippetSpec(params.attributesToSnippet ?? ['content:10']);
    const hits = result.hits.map(({record}) => {
      const h = record.hierarchy;
      const hierarchyHighlight = Object.fromEntries(
        (Object.keys(h) as (keyof typeof h)[]).filter((k) => h[k] !== null).map((k) => [k, highlight(h[k], opts)]),
      );
      const snippetResult: Record<string, unknown> = {};
      const contentWords = snippets.get('content');
      if (contentWords !== undefined && record.content) {
        snippetResult.content = snippet(record.content, contentWords, opts, params.snippetEllipsisText ?? '…');
      }
      for (const [attr, n] of snippets) {
        const m = /^hierarchy\.(lvl[0-6])$/.exec(attr);
        if (m) {
          const value = h[m[1] as keyof typeof h];
          if (value) {
            snippetResult.hierarchy = {...(snippetResult.hierarchy as object), [m[1]!]: snippet(value, n, opts)};
          }
        }
      }
      return {
        ...record,
        _highlightResult: {hierarchy: hierarchyHighlight, content: highlight(record.content, opts)},
        _snippetResult: snippetResult,
      };
    });
    const response: SearchResponse = {
      hits,
      nbHits: result.nbHits,
      page,
      nbPages: hitsPerPage ? Math.ceil(result.nbHits / hitsPerPage) : 0,
      hitsPerPage,
      query: received,
      params: new URLSearchParams({query: received}).toString(),
      index: request.indexName,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      queryID: `local-${++queryCounter}`,
    };
    const facets = typeof params.facets === 'string' ? [params.facets] : params.facets;
    if (Array.isArray(facets) && facets.length) {
      // Counts of pages, as the hits the search page shows are pages.
      const counts = new Map<string, Record<string, number>>([
        ['language', result.nbHits ? {[e.language]: result.nbHits} : {}],
        ['docusaurus_tag', Object.fromEntries(result.pagesPerTag)],
      ]);
      response.facets = {};
      for (const facet of facets.includes('*') ? [...counts.keys()] : facets) {
        response.facets[String(facet)] = counts.get(String(facet)) ?? {};
      }
    }
    return response;
  }

  const client = {
    appId: 'local',
    transporter: {algoliaAgent: {value: 'local-search'}},
    addAlgoliaAgent(segment: string, version?: string) {
      client.transporter.algoliaAgent.value += `; ${segment}${version ? ` (${version})` : ''}`;
    },
    clearCache: () => Promise.resolve(),
    /** Preloads the index (e.g. when the search box gets focus). */
    warmUp: () => engine().then(() => undefined),
    async search(arg: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResponse[]}> {
      const requests = Array.isArray(arg) ? arg : arg.requests;
      const e = await engine();
      // The search page uses the legacy call form: it lists pages (each with its best section), where the
      // modal lists sections grouped by site section.
      const distinct = Array.isArray(arg) ? 'page' : 'section';
      return {results: await Promise.all(requests.map((r) => answer(e, r, distinct)))};
    },
    /** Part of the lite client's surface; unused by the UI, answered without any network call. */
    searchForHits(arg: {requests: SearchRequest[]} | SearchRequest[]) {
      return client.search(arg);
    },
  };
  return client;
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;
