/** Lazy chunk: the engine and the Algolia-compatible client, built from a fetched index file. */
import {SearchEngine} from './engine';
import {createLocalSearchClient} from './client';
import type {SearchIndexFile} from './types';

export function createRuntime(file: SearchIndexFile) {
  const engine = new SearchEngine(file);
  return createLocalSearchClient(async () => engine);
}
