import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {load} from 'cheerio';
import {
  BuiltPages,
  indexedRoutes,
  parseHeadAndContent,
  parseWholePage,
  routeOfHtmlFile,
} from '../../src/plugins/built-pages';
import {extractRecords} from '../../src/search/records';
import {extractPage} from '../../src/assistant/extract';

const doc = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><article><div class="theme-doc-markdown markdown">` +
  `<header><h1>${title}</h1></header><p>About ${title}.</p><pre><code>npm i viem</code></pre>` +
  `<button>Copy</button></div></article></body></html>`;

function fixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
  mkdirSync(path.join(dir, 'cli'), {recursive: true});
  writeFileSync(path.join(dir, 'index.html'), doc('Home'));
  writeFileSync(path.join(dir, 'cli.html'), doc('CLI'));
  // A second file for /cli: hosts serve cli.html, so it decides the route's result.
  writeFileSync(path.join(dir, 'cli/index.html'), doc('Shadowed'));
  writeFileSync(path.join(dir, 'cli/node.html'), doc('Node'));
  writeFileSync(path.join(dir, 'notes.txt'), 'not HTML');
  return dir;
}

test('each HTML file is read and parsed once, in file order, and every visitor gets the same parsed page', async () => {
  const dir = fixture();
  const pages = new BuiltPages();
  const seen: [string, string, CheerioAPI][] = [];
  const titles = pages.visitor('titles', (page) => {
    seen.push(['titles', page.file, page.$]);
    return page.$('h1').text();
  });
  const routes = pages.visitor('routes', (page) => {
    seen.push(['routes', page.file, page.$]);
    return page.route === '/' ? null : page.route;
  });
  const [t, r] = await Promise.all([titles(dir), routes(dir)]);
  assert.deepEqual(
    [...t.byFile],
    [
      ['cli.html', 'CLI'],
      ['cli/index.html', 'Shadowed'],
      ['cli/node.html', 'Node'],
      ['index.html', 'Home'],
    ],
  );
  assert.deepEqual(
    [...t.byRoute],
    [
      ['/cli', 'CLI'],
      ['/cli/node', 'Node'],
      ['/', 'Home'],
    ],
    'one result a route: the first file serving it',
  );
  assert.deepEqual([...r.byRoute.keys()], ['/cli', '/cli/node'], 'a null result is not kept');
  assert.equal(seen.length, 8, 'two visitors, four HTML files, one pass');
  for (let i = 0; i < seen.length; i += 2) {
    assert.equal(seen[i]![1], seen[i + 1]![1]);
    assert.equal(seen[i]![2], seen[i + 1]![2], `${seen[i]![1]}: one parse shared by both visitors`);
  }
  await titles(dir);
  assert.equal(seen.length, 8, 'asking again does not run the pass again');
});

test('the pass starts when every writer is done, so it reads what they wrote', async () => {
  const dir = fixture();
  const pages = new BuiltPages();
  const write = pages.writer('stubs');
  let writerDone = false;
  const titles = pages.visitor('titles', (page) => {
    assert.ok(writerDone, `${page.file} was read before the writer was done`);
    return page.$('h1').text();
  });
  // The reader asks first, as a plugin whose postBuild starts earlier would.
  const read = titles(dir);
  await write(async () => {
    // Twenty reads in a row: a pass that did not wait would be visiting pages meanwhile.
    for (let i = 0; i < 20; i++) await readFile(path.join(dir, 'index.html'));
    await writeFile(path.join(dir, 'moved.html'), doc('Moved'));
    writerDone = true;
  });
  assert.equal((await read).byRoute.get('/moved'), 'Moved');
});

test('a writer that fails still lets the pass run; its error is its own postBuild error', async () => {
  const dir = fixture();
  const pages = new BuiltPages();
  const write = pages.writer('broken');
  const titles = pages.visitor('titles', (page) => page.$('h1').text());
  await assert.rejects(
    write(async () => {
      throw new Error('stub template changed');
    }),
    /stub template changed/,
  );
  assert.equal((await titles(dir)).byRoute.get('/'), 'Home');
});

test('a visitor error fails the pass for every reader; a name is registered once', async () => {
  const dir = fixture();
  const pages = new BuiltPages();
  const broken = pages.visitor('broken', (page) => {
    if (page.file === 'cli/node.html') throw new Error('cannot read cli/node.html');
    return 1;
  });
  const other = pages.visitor('other', () => 2);
  await assert.rejects(broken(dir), /cannot read cli\/node\.html/);
  await assert.rejects(other(dir), /cannot read cli\/node\.html/);
  assert.throws(() => pages.visitor('other', () => 3), /"other" is already registered/);
});

test('the extractors read a shared page without changing it', async () => {
  const dir = fixture();
  const pages = new BuiltPages();
  const before = new Map<string, string>();
  const after = new Map<string, string>();
  const records = pages.visitor('records', (page) => {
    before.set(page.file, page.doc.html());
    return extractRecords(page.doc, page.route, 'Docs');
  });
  const passages = pages.visitor('passages', (page) => {
    const blocks = extractPage(page.doc, page.route);
    after.set(page.file, page.doc.html());
    return blocks;
  });
  const [r, p] = await Promise.all([records(dir), passages(dir)]);
  assert.deepEqual(after, before, 'removing buttons and code for the records happened on a copy');
  assert.deepEqual(r.byRoute.get('/cli/node')?.records, [
    [1, ''],
    [0, 'About Node.'],
  ]);
  assert.deepEqual(
    p.byRoute.get('/cli/node')?.sections[0]?.blocks,
    [
      ['p', 'About Node.'],
      ['code', 'npm i viem'],
    ],
    'the passages still have the code block the records dropped',
  );
});

test('routes of HTML files, and the routes the content indexes cover', () => {
  assert.equal(routeOfHtmlFile('index.html'), '/');
  assert.equal(routeOfHtmlFile('cli/node.html'), '/cli/node');
  assert.equal(routeOfHtmlFile('cli/index.html'), '/cli');
  assert.deepEqual(indexedRoutes(['/b', '/404.html', '/a', '/__fixtures/x', '/b']), ['/a', '/b']);
});

/** A built doc page as the minifier writes it: chrome around the content, tables without optional end tags. */
const BUILT_DOC =
  '<!doctype html><html lang=en><head><meta charset=UTF-8><title>Run a node | Celo</title>' +
  '<meta name=description content="Start op-reth."><meta name=docsearch:docusaurus_tag content=docs-default-current>' +
  '<script>document.documentElement.dataset.theme="light"</script></head><body>' +
  '<nav class=navbar><a href=/>Home</a><div class=dropdown><a href=/cli>CLI</a></div></nav>' +
  '<aside><ul><li><a href=/network/node>Nodes</a></ul></aside><main><article>' +
  '<div class="theme-doc-markdown markdown"><header><h1>Run a node</h1></header><p>Start <a href=/op-reth>op-reth</a>.' +
  '<div class=tabs><div>one</div><div>two</div></div>' +
  '<table><thead><tr><th>Flag<th>Default<tbody><tr><td><code>--http</code><td>off</table>' +
  '<h2 id=sync>Sync</h2><p>Snap sync takes hours.</div>' +
  '<div class=theme-doc-footer>Edit this page</div></article><div class=toc><a href=#sync>Sync</a></div></main>' +
  '<footer><p>Footer text</footer><noscript><style>.x{}</style></noscript></body></html>';

test('the head and doc content are parsed as a browser parses them, without the page around them', () => {
  const doc = parseHeadAndContent(BUILT_DOC, parseWholePage(BUILT_DOC));
  assert.equal(doc('title').text(), 'Run a node | Celo');
  assert.equal(doc('meta[name=description]').attr('content'), 'Start op-reth.');
  assert.equal(doc('body > .theme-doc-markdown').length, 1, 'the content element is in the body');
  assert.equal(doc('body').children().length, 1, 'and nothing else is');
  for (const chrome of ['Home', 'Nodes', 'Edit this page', 'Footer text']) {
    assert.ok(!doc.text().includes(chrome), `${chrome} (outside the content) is not parsed`);
  }
  // parse5 ends each header cell at the next and the head at <tbody>, as a browser does; htmlparser2 does not.
  assert.deepEqual(doc('table > tbody > tr > td').toArray().length, 2);
  assert.equal(
    parseWholePage(BUILT_DOC)('table > tbody').length,
    0,
    'htmlparser2 nests the body inside the last header cell',
  );
});

test('what the search records and the assistant read from the head and content equals a whole-page parse', () => {
  const doc = parseHeadAndContent(BUILT_DOC, parseWholePage(BUILT_DOC));
  assert.deepEqual(
    extractRecords(doc, '/network/node/run', 'Nodes'),
    extractRecords(load(BUILT_DOC), '/network/node/run', 'Nodes'),
  );
  assert.deepEqual(extractPage(doc, '/network/node/run'), extractPage(load(BUILT_DOC), '/network/node/run'));
  assert.ok(extractRecords(doc, '/network/node/run', 'Nodes')?.records.some(([, text]) => text.includes('Snap sync')));
});

test('a page without doc content gives its head; a page whose content cannot be cut out is parsed whole', () => {
  const landing =
    '<!doctype html><html><head><title>Celo</title></head><body><main><h1>Welcome</h1></main></body></html>';
  const head = parseHeadAndContent(landing, parseWholePage(landing));
  assert.equal(head('title').text(), 'Celo');
  assert.equal(head('h1').length, 0);
  // The content's end tag is missing: the cut would not end with it, so the whole page is parsed instead.
  const unclosed =
    '<!doctype html><html><head><title>T</title></head><body><div class=theme-doc-markdown><h1>Open</h1><p>x';
  const whole = parseHeadAndContent(unclosed, parseWholePage(unclosed));
  assert.equal(whole('.theme-doc-markdown h1').text(), 'Open');
  assert.equal(whole.html(), load(unclosed).html());
});
