/** Lazy chunk: the engine and the Algolia-compatible client, built from a fetched index file. */
import {SearchEngine} from './engine';
import {createLocalSearchClient} from './client';
import type {SearchIndexFile} from './types';

export function createRuntime(file: SearchIndexFile) {
  // Page titles are searchable at once; headings and paragraphs are indexed in the background.
  const engine = new SearchEngine(file, {progressive: true});
  void engine.complete.then(() => globalThis.performance?.mark?.('local-search:complete'));
  return {engine, client: createLocalSearchClient(async () => engine)};
}
