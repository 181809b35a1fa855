import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildIndexFile, extractRecords} from '../../src/search/records';
import {SearchEngine} from '../../src/search/engine';
import {createLocalSearchClient, DEFAULT_PRE_TAG, DEFAULT_POST_TAG} from '../../src/search/client';
import {highlight, snippet, withinOneEdit} from '../../src/search/highlight';
import {escapeHtml, queryWords, termForms} from '../../src/search/text';
import {resolveRecords} from '../../src/search/types';
import {groupFor} from '../../src/plugins/local-search';

const page = (title: string, body: string, description = '') => `<!doctype html><html><head>
<meta name="description" content="${description}"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body><nav><a href="/elsewhere">Navbar link</a></nav><article><div class="theme-doc-markdown markdown">
<header><h1>${title}</h1></header><p class="reading-time">3 min read</p>${body}</div></article></body></html>`;

const deployHtml = page(
  'Deploy with Hardhat',
  `<p>Hardhat compiles and deploys contracts to Celo.</p>
   <h2 id="configure">Configure<a class="hash-link" href="#configure">\u200b</a></h2>
   <p>Add the <code>celoSepolia</code> network to hardhat.config.ts.</p>
   <pre><code>const secret = 'never indexed';</code></pre>
   <h3 id="keys">Keys</h3><ul><li>Store the key with hardhat vars.</li><li><a href="/developer/verify/hardhat">Verify with Hardhat</a>: next step.</li></ul>
   <h2 id="troubleshooting">Troubleshooting</h2><table><thead><tr><th>Error</th><th>Fix</th></tr></thead>
   <tbody><tr><td>insufficient funds</td><td>Fund the deployer <button type="button">Copy</button></td></tr></tbody></table>
   <table><tbody><tr><th scope="row">Chain ID</th><td>42220 <button>Copy</button></td></tr></tbody></table>
   <p><button type="button">Add to wallet</button></p>`,
  'Deploy contracts to Celo with Hardhat.',
);

test('the record builder follows the page hierarchy and skips code, reading time and link lists', () => {
  const result = extractRecords(deployHtml, '/developer/deploy/hardhat', 'Tooling');
  assert.ok(result);
  assert.deepEqual(result.page, [
    '/developer/deploy/hardhat',
    'Tooling',
    'Deploy with Hardhat',
    'docs-default-current',
  ]);
  assert.deepEqual(result.records, [
    [1, 'Deploy contracts to Celo with Hardhat.'],
    [0, 'Hardhat compiles and deploys contracts to Celo.'],
    [2, 'Configure', 'configure'],
    [0, 'Add the celoSepolia network to hardhat.config.ts.'],
    [3, 'Keys', 'keys'],
    [0, 'Store the key with hardhat vars.'],
    [2, 'Troubleshooting', 'troubleshooting'],
    [0, 'Error: insufficient funds; Fix: Fund the deployer'],
    [0, 'Chain ID: 42220'],
  ]);
  assert.deepEqual(result.links, ['/developer/verify/hardhat']);
});

test('pages without documentation content give no records', () => {
  assert.equal(extractRecords('<html><body><h1>Landing</h1></body></html>', '/', 'Documentation'), null);
});

test('records resolve to DocSearch hits with hierarchy, anchors and absolute URLs', () => {
  const file = buildIndexFile([extractRecords(deployHtml, '/developer/deploy/hardhat', 'Tooling')!]);
  assert.equal(file.pages[0]![4], 0);
  const resolved = resolveRecords(file);
  assert.deepEqual(resolved[5], {
    page: 0,
    level: 0,
    anchor: 'keys',
    lvl2: 'Configure',
    lvl3: 'Keys',
    content: 'Store the key with hardhat vars.',
    description: '',
  });
  const engine = new SearchEngine(file);
  const record = engine.record(5, 'https://docs.example');
  assert.equal(record.url, 'https://docs.example/developer/deploy/hardhat#keys');
  assert.equal(record.type, 'content');
  assert.deepEqual(record.hierarchy, {
    lvl0: 'Tooling',
    lvl1: 'Deploy with Hardhat',
    lvl2: 'Configure',
    lvl3: 'Keys',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(groupFor('/cli/autocomplete', undefined), 'CLI');
  assert.equal(groupFor('/cel2', 'cel2Sidebar'), 'Celo L2');
});

// A small site for engine and client tests.
const other = page(
  'Forno public RPC',
  '<p>Forno is a free RPC endpoint with rate limits.</p><h2 id="limits">Limits</h2><p>Requests are rate limited.</p>',
);
const file = buildIndexFile([
  extractRecords(deployHtml, '/developer/deploy/hardhat', 'Tooling')!,
  extractRecords(other, '/network/node/forno', 'Tooling')!,
]);
file.pages[1]![3] = 'default';
const client = () =>
  createLocalSearchClient(
    async () => new SearchEngine(file),
    () => 'https://docs.example',
  );

test('engine: prefix, typo tolerance, stemming and title preference', () => {
  const engine = new SearchEngine(file);
  const url = (q: string) => engine.search({query: q}).map((h) => h.record.url.replace(/#.*/, ''))[0];
  assert.equal(url('hardh'), '/developer/deploy/hardhat');
  assert.equal(url('hardhta'), '/developer/deploy/hardhat');
  assert.equal(url('deploying'), '/developer/deploy/hardhat');
  assert.equal(url('forno'), '/network/node/forno');
  assert.equal(engine.search({query: 'forno'})[0]!.record.type, 'lvl1');
  assert.deepEqual(engine.search({query: '   '}), []);
  assert.deepEqual(termForms('Deploying'), ['deploying', 'deploi']);
  assert.deepEqual(queryWords('how to deploy with hardhat'), ['deploy', 'hardhat']);
});

test('client: the modal call form returns Algolia-shaped results with highlight and snippet', async () => {
  const {results} = await client().search({
    requests: [
      {
        indexName: 'celo',
        query: 'rate limits',
        hitsPerPage: 20,
        attributesToSnippet: ['content:3'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    ],
  });
  const r = results[0]!;
  assert.equal(r.index, 'celo');
  assert.equal(r.page, 0);
  assert.ok(r.nbHits > 0 && r.hits.length === r.nbHits);
  const hit = r.hits.find((h) => h.content === 'Forno is a free RPC endpoint with rate limits.')!;
  assert.ok(hit, 'content hit present');
  assert.equal(hit.url, 'https://docs.example/network/node/forno');
  assert.equal((hit._snippetResult as any).content.value, '…with <mark>rate</mark> <mark>limits</mark>');
  assert.match((hit._highlightResult as any).content.value, /<mark>rate<\/mark> <mark>limits<\/mark>/);
  assert.equal((hit._highlightResult as any).hierarchy.lvl1.value, 'Forno public RPC');
});

test('client: the legacy call form (search page) with params, paging, facets and default highlight tags', async () => {
  const c = client();
  const {results} = await c.search([
    {indexName: 'celo', params: {query: 'hardhat', page: 1, hitsPerPage: 2, facets: ['docusaurus_tag', 'language']}},
  ]);
  const r = results[0]!;
  assert.equal(r.page, 1);
  assert.equal(r.hitsPerPage, 2);
  assert.equal(r.nbPages, Math.ceil(r.nbHits / 2));
  assert.ok(r.hits.length <= 2);
  assert.deepEqual(Object.keys(r.facets!).sort(), ['docusaurus_tag', 'language']);
  assert.equal(r.facets!.language!.en, r.nbHits);
  const first = (await c.search([{indexName: 'celo', params: {query: 'hardhat'}}])).results[0]!.hits[0]!;
  assert.ok(
    (first._highlightResult as any).hierarchy.lvl1.value.includes(`${DEFAULT_PRE_TAG}Hardhat${DEFAULT_POST_TAG}`),
  );
  c.addAlgoliaAgent('docusaurus', '3.10.2');
  assert.match(c.transporter.algoliaAgent.value, /docusaurus \(3\.10\.2\)/);
});

test('client: facet filters restrict by language and docusaurus tag (contextual search)', async () => {
  const search = async (facetFilters: (string | string[])[]) =>
    (await client().search({requests: [{indexName: 'celo', query: 'forno hardhat', facetFilters}]})).results[0]!;
  const docsOnly = await search([['language:en'], ['docusaurus_tag:docs-default-current']]);
  assert.ok(docsOnly.hits.every((h) => h.docusaurus_tag === 'docs-default-current'));
  const either = await search([['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  assert.ok(either.nbHits >= docsOnly.nbHits);
  assert.equal((await search([['language:fr']])).nbHits, 0);
});

test('client: empty query, 64-character cap, and escaping of markup from the query and the index', async () => {
  const c = client();
  const empty = (await c.search({requests: [{indexName: 'celo', query: ''}]})).results[0]!;
  assert.equal(empty.nbHits, 0);
  // Only the first 64 characters are searched: "forno" after them finds nothing; the query is echoed whole.
  const longQuery = `${'q'.repeat(70)} forno`;
  const long = (await c.search({requests: [{indexName: 'celo', query: longQuery}]})).results[0]!;
  assert.equal(long.nbHits, 0);
  assert.equal(long.query, longQuery);
  assert.ok((await c.search({requests: [{indexName: 'celo', query: 'forno'}]})).results[0]!.nbHits > 0);
  const xss = (await c.search({requests: [{indexName: 'celo', query: '<img src=x onerror=alert(1)> forno'}]}))
    .results[0]!;
  for (const hit of xss.hits) assert.ok(!JSON.stringify(hit._highlightResult).includes('<img'));
  const h = highlight('<script>alert("forno")</script>', {queryTerms: ['forno'], preTag: '<em>', postTag: '</em>'});
  assert.equal(h.value, '&lt;script&gt;alert(&quot;<em>forno</em>&quot;)&lt;/script&gt;');
  assert.equal(h.matchLevel, 'full');
  assert.equal(escapeHtml(`<a href='x'>&</a>`), '&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
});

test('client: a failed index load rejects, and the next search retries', async () => {
  let attempts = 0;
  const c = createLocalSearchClient(async () => {
    attempts++;
    if (attempts === 1) throw new Error('offline');
    return new SearchEngine(file);
  });
  await assert.rejects(c.search({requests: [{indexName: 'celo', query: 'forno'}]}), /offline/);
  const {results} = await c.search({requests: [{indexName: 'celo', query: 'forno'}]});
  assert.ok(results[0]!.nbHits > 0);
  assert.equal(attempts, 2);
});

test('snippets keep a window of words around the first match', () => {
  const opts = {queryTerms: ['epoch'], preTag: '[', postTag: ']'};
  const text = 'one two three four five six seven eight nine ten eleven epoch twelve thirteen fourteen';
  assert.equal(snippet(text, 5, opts).value, '…eleven [epoch] twelve thirteen fourteen');
  assert.equal(snippet(`${text} fifteen sixteen`, 5, opts).value, '…eleven [epoch] twelve thirteen fourteen…');
  assert.equal(snippet('short epoch text', 10, opts).value, 'short [epoch] text');
  assert.ok(
    withinOneEdit('hardhat', 'hardhta') === false && withinOneEdit('forno', 'forn') && withinOneEdit('celo', 'cello'),
  );
});

test('sharded engine: the same answers as the in-memory one, fetching only the shards and pages a query needs', async () => {
  const {buildShards} = await import('../../src/search/shards');
  const shards = buildShards(file);
  const fetched: string[] = [];
  const read = (name: string) => {
    fetched.push(name);
    return Promise.resolve(JSON.parse(shards.files.get(`${shards.meta.id}/${name}`)!));
  };
  const sharded = SearchEngine.fromShards(shards.meta, {
    shard: (layer, i) => read(`${layer === 'head' ? 'h' : 'f'}${i}.json`),
    page: (p) => read(`p${p}.json`),
  });
  const memory = new SearchEngine(file);
  for (const query of ['f', 'fo', 'forno', 'rate limits', 'hardhat vars', 'deploying', 'insufficient funds', '42220']) {
    const {hits} = await sharded.query({query, distinct: 'section', offset: 0, length: 50});
    assert.deepEqual(
      hits.map((h) => h.record.url),
      memory.search({query}).map((h) => h.record.url),
      query,
    );
  }
  // One letter: page titles only, from the head layer; no page records are needed to show title hits.
  fetched.length = 0;
  const fresh = SearchEngine.fromShards(shards.meta, {
    shard: (layer, i) => read(`${layer === 'head' ? 'h' : 'f'}${i}.json`),
    page: (p) => read(`p${p}.json`),
  });
  const first = await fresh.query({query: 'f', distinct: 'section', offset: 0, length: 20});
  assert.equal(first.hits[0]!.record.type, 'lvl1');
  assert.ok(
    fetched.every((f) => /^(h\d+|p\d+)\.json$/.test(f)),
    fetched.join(', '),
  );
});

test('engine: the relevance classes of issue #14 (numbers in table rows, short whole words, questions, renames, typos)', () => {
  const pages = buildIndexFile(
    [
      extractRecords(deployHtml, '/developer/deploy/hardhat', 'Tooling')!,
      extractRecords(other, '/network/node/forno', 'Tooling')!,
      extractRecords(
        page(
          'Token addresses',
          '<p>USDm is the Mento dollar.</p><h2 id="ids">Network ids</h2><p>Each network has an id.</p>',
        ),
        '/token-addresses',
        'Build',
      )!,
    ],
    'en',
    {renames: [['USDm', 'cUSD']], aliases: [['42220', 'mainnet']]},
  );
  const engine = new SearchEngine(pages);
  const top = (q: string) => engine.search({query: q})[0]?.record.url.replace(/#.*/, '');
  assert.equal(top('42220'), '/developer/deploy/hardhat', 'a number in a table row');
  assert.equal(top('cusd'), '/token-addresses', 'a former token name finds the new one');
  assert.equal(top('how should I fund the deployer'), '/developer/deploy/hardhat', 'question words are optional');
  assert.equal(top('network id'), '/token-addresses', 'a short last word matches a whole word');
  assert.equal(top('fornp'), '/network/node/forno', 'one typo in a five-letter word');
  assert.equal(top('hardaht'), '/developer/deploy/hardhat', 'two neighbouring letters swapped');
  assert.deepEqual(engine.search({query: 'copy'}), [], 'button labels are not indexed');
  assert.deepEqual(engine.search({query: 'wallet'}), []);
});

test('client: the search page (legacy call form) lists one hit per page, the modal one per section', async () => {
  const c = client();
  const modal = (await c.search({requests: [{indexName: 'celo', query: 'rate'}]})).results[0]!;
  const searchPage = (await c.search([{indexName: 'celo', params: {query: 'rate'}}])).results[0]!;
  const pagesOf = (hits: {url: string}[]) => hits.map((h) => h.url.replace(/#.*/, ''));
  assert.ok(modal.hits.length > searchPage.hits.length);
  assert.deepEqual(pagesOf(searchPage.hits), [...new Set(pagesOf(searchPage.hits))]);
  assert.equal(searchPage.nbHits, searchPage.hits.length);
});

test('dev-server records come from the Markdown with the same shape and Docusaurus-style anchors', async () => {
  const {markdownRecords} = await import('../../src/search/markdownRecords');
  const md = `---\ntitle: Forno\n---\n\nForno is a public RPC service, see [limits](/network/node/forno#limits) and [nodes](/network/node/overview).\n\n## Rate limits & quotas\n\nRequests are limited.\n\n\`\`\`bash\ncurl secret\n\`\`\`\n\n| Network | URL |\n| --- | --- |\n| Mainnet | forno.celo.org |\n`;
  const r = markdownRecords(md, {
    url: '/network/node/forno',
    lvl0: 'Tooling',
    title: 'Forno',
    description: 'Public RPC.',
    tag: 'docs-default-current',
  });
  assert.deepEqual(r.page, ['/network/node/forno', 'Tooling', 'Forno', 'docs-default-current']);
  assert.deepEqual(r.records, [
    [1, 'Public RPC.'],
    [0, 'Forno is a public RPC service, see limits and nodes.'],
    [2, 'Rate limits & quotas', 'rate-limits--quotas'],
    [0, 'Requests are limited.'],
    [0, 'Network: Mainnet; URL: forno.celo.org'],
  ]);
  assert.deepEqual(r.links, ['/network/node/overview']);
});
