/**
 * No input breaks search: every hostile query (tests/search/hostile-queries.ts) and a few hundred random
 * ones built from the same pieces get an answer from the engine (in memory, as in Node, and sharded, as in
 * the browser), from both client call forms (the modal's and the /search page's) and from the highlighter,
 * never an error. Words that are property names of Object.prototype are searched like any other word.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {buildIndexFile, extractRecords} from '../../src/search/records';
import {SearchEngine} from '../../src/search/engine';
import {buildShards, type ShardFiles} from '../../src/search/shards';
import {createLocalSearchClient} from '../../src/search/client';
import {highlight, queryTermsOf, snippet} from '../../src/search/highlight';
import {HOSTILE_QUERIES, PROTOTYPE_QUERIES} from '../search/hostile-queries';
import type {SearchIndexFile} from '../../src/search/types';

const page = (title: string, body: string) => `<!doctype html><html><head><meta name="description" content="${title}.">
</head><body><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;

const file = buildIndexFile([
  extractRecords(
    page(
      'Solidity constructor',
      `<p>The constructor runs once, when the contract is deployed.</p><h2 id="pitfalls">Pitfalls</h2>
       <p>Never assign __proto__ or override toString, valueOf or hasOwnProperty in contract metadata.</p>
       <table><thead><tr><th>Name</th><th>Length</th></tr></thead><tbody><tr><td>call</td><td>64</td></tr></tbody></table>`,
    ),
    '/developer/solidity',
    'Tooling',
  )!,
  extractRecords(
    page('Forno', '<p>Forno is a public RPC endpoint with rate limits.</p>'),
    '/network/node/forno',
    'Tooling',
  )!,
]);

function shardedEngine(shards: ShardFiles): SearchEngine {
  const read = (name: string) => Promise.resolve(JSON.parse(shards.files.get(`${shards.meta.id}/${name}`)!));
  return SearchEngine.fromShards(shards.meta, {
    shard: (layer, i) => read(`${layer === 'head' ? 'h' : 'f'}${i}.json`),
    page: (p) => read(`p${p}.json`),
  });
}

/** Random queries from hostile pieces and ordinary words (seeded, so a failure can be replayed). */
function randomQueries(count: number, seed = 14): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pieces = [...HOSTILE_QUERIES, 'forno', 'rpc', 'constructor', ' ', '"', "'", '<b>', '&amp;', '\t', 'ж', '中文'];
  return Array.from({length: count}, () => {
    let q = '';
    const n = 1 + Math.floor(next() * 4);
    for (let i = 0; i < n; i++) q += (next() < 0.5 ? ' ' : '') + pieces[Math.floor(next() * pieces.length)]!;
    return q;
  });
}

const QUERIES = [...HOSTILE_QUERIES, ...randomQueries(300)];

function assertHits(hits: {record: {url: string}}[], query: string) {
  assert.ok(Array.isArray(hits), `no hit list for ${JSON.stringify(query)}`);
  for (const h of hits) assert.match(h.record.url, /^\//, `bad URL for ${JSON.stringify(query)}`);
}

test('the in-memory engine answers every hostile and random query, and every typed prefix of them', () => {
  const engine = new SearchEngine(file);
  for (const q of QUERIES) {
    for (let n = 1; n <= Math.min(q.length, 12); n++) assertHits(engine.search({query: q.slice(0, n)}), q.slice(0, n));
    assertHits(engine.search({query: q}), q);
  }
});

test('prototype property names are plain words: "constructor", "__proto__", "toString" find the page that has them', async () => {
  const memory = new SearchEngine(file);
  const sharded = shardedEngine(buildShards(file));
  for (const q of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'call']) {
    assert.equal(memory.search({query: q})[0]?.record.url.split('#')[0], '/developer/solidity', q);
    const {hits} = await sharded.query({query: q, distinct: 'section', offset: 0, length: 5});
    assert.equal(hits[0]?.record.url.split('#')[0], '/developer/solidity', `${q} (sharded)`);
  }
  // Every prototype name gets an answer; those not on the page find nothing rather than something inherited.
  for (const q of PROTOTYPE_QUERIES) {
    const hits = memory.search({query: q});
    assert.ok(
      hits.every((h) => typeof h.record.url === 'string'),
      q,
    );
  }
});

test('both client call forms answer every hostile and random query with escaped highlights', async () => {
  const client = createLocalSearchClient(
    async () => shardedEngine(buildShards(file)),
    () => '',
  );
  for (const q of QUERIES) {
    const modal = await client.search({
      requests: [
        {
          indexName: 'celo',
          query: q,
          hitsPerPage: 20,
          attributesToSnippet: ['content:10'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    const r = modal.results[0]!;
    assert.equal(r.query, q);
    assert.ok(r.nbHits >= r.hits.length, `nbHits for ${JSON.stringify(q)}`);
    for (const hit of r.hits) {
      const html = JSON.stringify(hit._highlightResult).replace(/<\/?mark>/g, '');
      assert.ok(!html.includes('<'), `unescaped markup for ${JSON.stringify(q)}: ${html}`);
    }
    // The search page sends URL-encoded parameters (a lone surrogate arrives as U+FFFD).
    const params = new URLSearchParams({query: q, hitsPerPage: '10', facets: '["*"]'});
    const page = await client.search([{indexName: 'celo', params: params.toString()}]);
    assert.equal(page.results[0]!.query, params.get('query'));
    assert.ok(page.results[0]!.facets, `facets for ${JSON.stringify(q)}`);
  }
});

test('hostile request parameters are plain data, never prototype keys', async () => {
  const client = createLocalSearchClient(
    async () => new SearchEngine(file),
    () => '',
  );
  const {results} = await client.search([
    {
      indexName: 'celo',
      params:
        '__proto__=%7B%22polluted%22%3Atrue%7D&constructor=x&query=forno&hitsPerPage=abc&page=-3&facetFilters=%7B%7D',
    },
  ]);
  assert.ok(results[0]!.nbHits > 0);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  const odd = await client.search({
    requests: [{indexName: 'celo', query: 'forno', facetFilters: [[1 as unknown as string], 'language:en']}],
  });
  assert.equal(odd.results[0]!.nbHits, 0);
});

test('highlighting and snippets take any query', () => {
  for (const q of QUERIES) {
    const opts = {queryTerms: queryTermsOf(q), preTag: '[', postTag: ']'};
    assert.equal(typeof highlight(`Text with ${q} inside`, opts).value, 'string');
    assert.equal(typeof snippet(`${'word '.repeat(30)}${q}${' word'.repeat(30)}`, 5, opts).value, 'string');
  }
});

const BUILT = path.join(__dirname, '../../build/search-index.json');
test('the built site index answers every hostile query', {skip: !existsSync(BUILT) && 'no build'}, () => {
  const engine = new SearchEngine(JSON.parse(readFileSync(BUILT, 'utf8')) as SearchIndexFile);
  for (const q of HOSTILE_QUERIES) assertHits(engine.search({query: q}), q);
});
