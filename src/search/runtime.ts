/**
 * Lazy chunk: the engine and the Algolia-compatible client, over the chunked index (see shards.ts). When a query
 * cannot fetch a shard it needs (offline: the service worker precaches the index's meta file and the records whole,
 * not the shards; see src/config/pwa.ts), the client answers it from the records whole instead, loaded once, with the
 * same engine: the results are the same.
 */
import {SearchEngine, type ShardLoader} from './engine';
import {createLocalSearchClient, type LocalSearchClient} from './client';
import type {ShardMeta} from './shards';
import type {SearchIndexFile} from './types';

export function createRuntime(meta: ShardMeta, loader: ShardLoader, loadRecords: () => Promise<SearchIndexFile>) {
  const engine = SearchEngine.fromShards(meta, loader);
  const sharded = createLocalSearchClient(async () => engine);
  const whole = createLocalSearchClient(async () => new SearchEngine(await loadRecords()));
  const search: LocalSearchClient['search'] = (arg) =>
    sharded.search(arg).catch((err: unknown) =>
      whole.search(arg).catch(() => {
        // Neither answers: the shard's error is the one to report.
        throw err;
      }),
    );
  const client: LocalSearchClient = {...sharded, search, searchForHits: search};
  return {engine, client};
}
