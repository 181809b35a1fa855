/**
 * A search client that answers the Algolia search API calls made by the DocSearch modal and by the
 * theme's /search page, from the site's own static index. Nothing leaves the site's origin.
 *
 * - Modal form:  search({requests: [{indexName, query, hitsPerPage, attributesToSnippet, highlightPreTag, …}]})
 * - Legacy form: search([{indexName, params: {query, page, hitsPerPage, facets, facetFilters, …}}])
 *
 * The index (and the search library) load on the first search, never on page load. A failed load is not
 * cached, so the next keystroke retries.
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
  const out: SearchParams = {};
  for (const [k, v] of new URLSearchParams(p)) {
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
  if (typeof f === 'string') {
    try {
      return normalizeFacetFilters(JSON.parse(f) as Parameters<typeof normalizeFacetFilters>[0]);
    } catch {
      return [f];
    }
  }
  return f;
}

/** "content:10" → {content: 10}; a bare attribute gets the Algolia default of 10 words. */
function snippetSpec(list: string[] | undefined): Record<string, number> {
  const spec: Record<string, number> = {};
  for (const item of list ?? []) {
    const [attr, n] = item.split(':');
    if (attr) spec[attr] = Number(n) || 10;
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

  function answer(e: SearchEngine, request: SearchRequest): SearchResponse {
    const started = Date.now();
    const params: SearchParams = {...parseParams(request.params), ...request};
    delete params.params;
    // Only the first 64 characters are searched; the response echoes the query as received, because the
    // search page ignores a response whose query differs from the one it sent.
    const received = String(params.query ?? '');
    const query = received.slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE)));
    const page = Math.max(0, Number(params.page ?? 0));
    const facetFilters = normalizeFacetFilters(params.facetFilters);
    const all = query.trim() ? e.search({query, facetFilters}, origin()) : [];
    const opts: HighlightOptions = {
      queryTerms: queryTermsOf(query),
      preTag: params.highlightPreTag ?? DEFAULT_PRE_TAG,
      postTag: params.highlightPostTag ?? DEFAULT_POST_TAG,
    };
    const snippets = snippetSpec(params.attributesToSnippet ?? ['content:10']);
    const slice = hitsPerPage === 0 ? [] : all.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const hits = slice.map(({record}) => {
      const h = record.hierarchy;
      const hierarchyHighlight = Object.fromEntries(
        (Object.keys(h) as (keyof typeof h)[]).filter((k) => h[k] !== null).map((k) => [k, highlight(h[k], opts)]),
      );
      const snippetResult: Record<string, unknown> = {};
      if (snippets.content !== undefined && record.content) {
        snippetResult.content = snippet(record.content, snippets.content, opts, params.snippetEllipsisText ?? '…');
      }
      for (const [attr, n] of Object.entries(snippets)) {
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
      nbHits: all.length,
      page,
      nbPages: hitsPerPage ? Math.ceil(all.length / hitsPerPage) : 0,
      hitsPerPage,
      query: received,
      params: new URLSearchParams({query: received}).toString(),
      index: request.indexName,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      queryID: `local-${++queryCounter}`,
    };
    const facets = typeof params.facets === 'string' ? [params.facets] : params.facets;
    if (facets?.length) {
      response.facets = {};
      for (const facet of facets.includes('*') ? ['language', 'docusaurus_tag'] : facets) {
        const counts: Record<string, number> = {};
        for (const {record} of all) {
          const value = (record as unknown as Record<string, unknown>)[facet];
          if (typeof value === 'string') counts[value] = (counts[value] ?? 0) + 1;
        }
        response.facets[facet] = counts;
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
      // While the index is still being built (progressive indexing), only the first one or two letters typed
      // in the modal are answered at once, from page titles. Longer queries, and every query of the /search
      // page (legacy form; it shows exact counts), wait until every record is indexed, so no partial result
      // list is ever left on screen.
      const longest = Math.max(0, ...requests.map((r) => String(r.query ?? parseParams(r.params).query ?? '').trim().length));
      if (Array.isArray(arg) || longest > 2) await e.complete;
      return {results: requests.map((r) => answer(e, r))};
    },
    /** Part of the lite client's surface; unused by the UI, answered without any network call. */
    searchForHits(arg: {requests: SearchRequest[]} | SearchRequest[]) {
      return client.search(arg);
    },
  };
  return client;
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;
