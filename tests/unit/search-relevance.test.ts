import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../src/search/engine';
import {relevanceSet} from '../search/relevance-set';

/** Runs the relevance set against the index of the last build (build/search-index.json; `npm test` builds first). */
const INDEX = path.join(__dirname, '../../build/search-index.json');

test('relevance set has at least 40 queries', () => {
  assert.ok(relevanceSet.length >= 40);
});

test('every relevance query returns its page in the top 3', () => {
  assert.ok(existsSync(INDEX), 'build/search-index.json is missing: run `npm run build` first');
  const engine = new SearchEngine(JSON.parse(readFileSync(INDEX, 'utf8')));
  const failures: string[] = [];
  for (const {query, expect} of relevanceSet) {
    const top = engine.search({query}).slice(0, 3).map((h) => new URL(h.record.url, 'https://x').pathname);
    if (!top.includes(expect)) failures.push(`"${query}" should return ${expect} in its top 3, got ${top.join(', ') || 'nothing'}`);
  }
  assert.deepEqual(failures, []);
});
