/** Lazy chunk: the engine and the Algolia-compatible client, over the chunked index (see shards.ts). */
import {SearchEngine, type ShardLoader} from './engine';
import {createLocalSearchClient} from './client';
import type {ShardMeta} from './shards';

export function createRuntime(meta: ShardMeta, loader: ShardLoader) {
  const engine = SearchEngine.fromShards(meta, loader);
  return {engine, client: createLocalSearchClient(async () => engine)};
}
