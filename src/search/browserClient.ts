/**
 * The page's one local search client, shared by the DocSearch modal and the /search page. This module is
 * in the main bundle, so it is tiny: the engine chunk and the index's small meta file are fetched on the
 * first search or on intent (pointer over or focus on the search button, Ctrl/⌘+K: see `prefetch`), never
 * on page load. Each query then fetches only the index shards it needs (src/search/shards.ts). A failed
 * load is forgotten, so the next query retries (the modal shows its error state meanwhile).
 */
import type {LocalSearchClient, SearchRequest, SearchResponse} from './client';
import type {SearchEngine, ShardLoader} from './engine';
import type {ShardMeta} from './shards';
import type {SearchIndexFile} from './types';

/** The records whole: what a query falls back to when a shard cannot be fetched (./runtime.ts). */
export const INDEX_PATH = '/search-index.json';
/** The chunked index the search UIs use. */
export const SHARDS_PATH = '/search-index';

let runtime: Promise<{client: LocalSearchClient; engine: SearchEngine}> | null = null;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`Search index request failed: HTTP ${response.status} (${url})`);
  return (await response.json()) as T;
}

/** Performance marks `local-search:start` / `local-search:ready` time the engine load (used by the bench). */
function mark(name: string): void {
  globalThis.performance?.mark?.(`local-search:${name}`);
}

/** DocSearch shows its "Unable to fetch results" screen for Algolia's RetryError (no host reachable). */
function unavailable(err: unknown): Error {
  const error = new Error(`Search index unavailable: ${err instanceof Error ? err.message : String(err)}`);
  error.name = 'RetryError';
  return error;
}

function loadRuntime(): Promise<{client: LocalSearchClient; engine: SearchEngine}> {
  if (!runtime) mark('start');
  runtime ??= Promise.all([
    import(/* webpackChunkName: "local-search" */ './runtime'),
    fetchJson<ShardMeta>(`${SHARDS_PATH}/meta.json`),
  ])
    .then(([m, meta]) => {
      const base = `${SHARDS_PATH}/${meta.id}`;
      const loader: ShardLoader = {
        shard: (layer, i) => fetchJson(`${base}/${layer === 'head' ? 'h' : 'f'}${i}.json`),
        page: (p) => fetchJson(`${base}/p${p}.json`),
      };
      // The records whole: what a query falls back to when it cannot fetch a shard (offline).
      const loaded = m.createRuntime(meta, loader, () => fetchJson<SearchIndexFile>(INDEX_PATH));
      mark('ready');
      return loaded;
    })
    .catch((err: unknown) => {
      runtime = null;
      throw unavailable(err);
    });
  return runtime;
}

type SearchArg = {requests: SearchRequest[]} | SearchRequest[];

async function search(arg: SearchArg): Promise<{results: SearchResponse[]}> {
  const {client} = await loadRuntime();
  try {
    return await client.search(arg);
  } catch (err) {
    // A shard that could not be fetched: the same screen as an index that could not be loaded.
    throw err instanceof Error && err.name === 'RetryError' ? err : unavailable(err);
  }
}

export const localSearchClient = {
  appId: 'local',
  transporter: {algoliaAgent: {value: 'local-search'}},
  addAlgoliaAgent(segment: string, version?: string): void {
    localSearchClient.transporter.algoliaAgent.value += `; ${segment}${version ? ` (${version})` : ''}`;
  },
  clearCache: (): Promise<void> => Promise.resolve(),
  /** Starts loading the engine and the index meta (on intent: hover, focus, shortcut); errors are ignored. */
  warmUp(): void {
    loadRuntime().catch(() => undefined);
  },
  search,
  searchForHits: search,
};

let assistantEngine: Promise<SearchEngine> | null = null;

/** An engine over every record at once (the docs assistant reads whole sections from it). */
export function loadSearchEngine(): Promise<SearchEngine> {
  assistantEngine ??= Promise.all([
    import(/* webpackChunkName: "local-search-full" */ './engine'),
    fetchJson<SearchIndexFile>(INDEX_PATH),
  ])
    .then(([{SearchEngine: Engine}, file]) => new Engine(file))
    .catch((err: unknown) => {
      assistantEngine = null;
      throw unavailable(err);
    });
  return assistantEngine;
}
