/**
 * The page's one local search client, shared by the DocSearch modal and the /search page. This module is
 * in the main bundle, so it is tiny: the engine (MiniSearch, highlighting) and the index are fetched in
 * parallel on the first search, or when the modal opens. A failed load is forgotten, so the next query
 * retries (the modal shows its error state meanwhile).
 */
import type {LocalSearchClient, SearchRequest, SearchResponse} from './client';
import type {SearchEngine} from './engine';
import type {SearchIndexFile} from './types';

export const INDEX_PATH = '/search-index.json';

let runtime: Promise<{client: LocalSearchClient; engine: SearchEngine}> | null = null;

async function fetchIndex(): Promise<SearchIndexFile> {
  const response = await fetch(INDEX_PATH, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`Search index request failed: HTTP ${response.status} (${INDEX_PATH})`);
  const file = (await response.json()) as SearchIndexFile;
  if (file.version !== 1) throw new Error(`Unsupported search index version ${String(file.version)}`);
  return file;
}

/** Performance marks `local-search:start` / `local-search:ready` time the index load (used by the bench). */
function mark(name: string): void {
  globalThis.performance?.mark?.(`local-search:${name}`);
}

function loadRuntime(): Promise<{client: LocalSearchClient; engine: SearchEngine}> {
  if (!runtime) mark('start');
  runtime ??= Promise.all([import(/* webpackChunkName: "local-search" */ './runtime'), fetchIndex()])
    .then(([m, file]) => {
      const loaded = m.createRuntime(file);
      mark('ready');
      return loaded;
    })
    .catch((err: unknown) => {
      runtime = null;
      // DocSearch shows its "Unable to fetch results" screen for Algolia's RetryError (no host reachable);
      // a missing or unreachable index is the same situation for the reader.
      const error = new Error(`Search index unavailable: ${err instanceof Error ? err.message : String(err)}`);
      error.name = 'RetryError';
      throw error;
    });
  return runtime;
}

type SearchArg = {requests: SearchRequest[]} | SearchRequest[];

export const localSearchClient = {
  appId: 'local',
  transporter: {algoliaAgent: {value: 'local-search'}},
  addAlgoliaAgent(segment: string, version?: string): void {
    localSearchClient.transporter.algoliaAgent.value += `; ${segment}${version ? ` (${version})` : ''}`;
  },
  clearCache: (): Promise<void> => Promise.resolve(),
  warmUp(): void {
    loadRuntime().catch(() => undefined);
  },
  async search(arg: SearchArg): Promise<{results: SearchResponse[]}> {
    return (await loadRuntime()).client.search(arg);
  },
  async searchForHits(arg: SearchArg): Promise<{results: SearchResponse[]}> {
    return (await loadRuntime()).client.search(arg);
  },
};

/** The engine behind the client, fully indexed (the docs assistant retrieves from it). */
export async function loadSearchEngine(): Promise<SearchEngine> {
  const {engine} = await loadRuntime();
  await engine.complete;
  return engine;
}
