/**
 * `npm run bench:search [-- --scale 10]`: the local search's figures next to Pagefind's on the same content
 * (needs a build: `npm run build`). Columns: the real site, and with `--scale N` a synthetic corpus of N times
 * its records (scripts/bench-search/synthetic.ts); for each, our index and Pagefind's (the peer, a dev
 * dependency used only here).
 *
 * - index bytes: every file of the index, raw and gzip;
 * - first-query bytes: what Chromium downloads (gzip) from the first keystroke until results are shown: for
 *   us the modal's code, the engine, meta.json, shards and page records; for Pagefind its script, WebAssembly,
 *   index chunks and the fragments of the first five results;
 * - cold: first keystroke → results in the DOM, nothing loaded (median of 5, Chromium); warm: a new query
 *   once the engine is loaded; for Pagefind the same through its JavaScript API (it has no modal here);
 * - Node: every prefix of every relevance query, p50 / p95 (Pagefind runs only in the browser);
 * - relevance: the relevance set's pages in the top 3 (the CI criterion) and the mean reciprocal rank of
 *   the page among the first 10 pages.
 */
import {spawn} from 'node:child_process';
import {chromiumLaunchOptions} from './chromium';
import {existsSync, readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {SearchEngine} from '../src/search/engine';
import {buildShards} from '../src/search/shards';
import type {SearchIndexFile} from '../src/search/types';
import {relevanceSet} from '../tests/search/relevance-set';
import {pageTexts, scaleIndex} from './bench-search/synthetic';

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const PORT = 3230;
const RUNS = 5;
const TARGETS = {firstQueryKB: {1: 150, 10: 250} as Record<number, number>, coldMs: 150, warmMs: 20, p95ms: 5};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const median = (v: number[]) => percentile(v, 50);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const gzip = (b: Uint8Array | string) => gzipSync(b, {level: 6}).length;

interface Column {
  name: string;
  scale: number;
  file: SearchIndexFile;
  ours: Map<string, string>;
  peer: Map<string, Uint8Array>;
  figures: Map<string, string>;
}

async function waitForServer(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

/** Pagefind is an ES module only; this script runs as CommonJS under tsx. */
const loadPagefind = () => import('pagefind');

/** Pagefind's index of the build (real site) or of the synthetic corpus (custom records). */
async function pagefindIndex(file: SearchIndexFile | null): Promise<Map<string, Uint8Array>> {
  const pagefind = await loadPagefind();
  const {index, errors} = await pagefind.createIndex({
    rootSelector: '.theme-doc-markdown',
    excludeSelectors: ['pre', 'button', '.hash-link', '.reading-time'],
    forceLanguage: 'en',
  });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  if (file) {
    for (const p of pageTexts(file))
      await index.addCustomRecord({url: p.url, content: p.content, language: 'en', meta: {title: p.title}});
  } else {
    const r = await index.addDirectory({path: BUILD});
    if (r.errors.length) throw new Error(`pagefind: ${r.errors.join('; ')}`);
  }
  const {files} = await index.getFiles();
  await index.deleteIndex();
  return new Map(files.map((f) => [f.path.replace(/^\/+/, ''), f.content]));
}

function nodeFigures(col: Column) {
  const t = performance.now();
  const engine = new SearchEngine(col.file);
  col.figures.set('Engine build in Node (index in memory)', ms(performance.now() - t));
  const latencies: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const {query} of relevanceSet) {
      for (let n = 1; n <= query.length; n++) {
        const s = performance.now();
        engine.search({query: query.slice(0, n)});
        latencies.push(performance.now() - s);
      }
    }
  }
  col.figures.set(
    'Node query p50 / p95 (every prefix of the relevance set)',
    `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))}`,
  );
  const ranks = relevanceSet.map(({query, expect}) => {
    const pages: string[] = [];
    for (const h of engine.search({query})) {
      const p = new URL(h.record.url, 'https://x').pathname;
      if (!pages.includes(p)) pages.push(p);
      if (pages.length === 10) break;
    }
    return pages.indexOf(expect) + 1;
  });
  return {ranks, p95: percentile(latencies, 95)};
}

function relevance(ranks: number[]): string {
  const top3 = ranks.filter((r) => r > 0 && r <= 3).length;
  const mrr = ranks.reduce((sum, r) => sum + (r > 0 ? 1 / r : 0), 0) / ranks.length;
  return `${top3}/${ranks.length} top 3, MRR ${mrr.toFixed(2)}`;
}

/** Serves the column's index files in place of the build's, and counts what the page downloads. */
async function routeIndexes(page: Page, col: Column, downloads: {url: string; gzip: number}[]) {
  await page.route('**/search-index/**', (route) => {
    const name = new URL(route.request().url()).pathname.replace(/^\/search-index\//, '');
    const body = col.ours.get(name);
    return body === undefined ? route.fulfill({status: 404}) : route.fulfill({body, contentType: 'application/json'});
  });
  await page.route('**/pagefind/**', (route) => {
    const name = new URL(route.request().url()).pathname.replace(/^\/pagefind\//, '');
    const body = col.peer.get(name);
    if (body === undefined) return route.fulfill({status: 404});
    const type = name.endsWith('.js')
      ? 'text/javascript'
      : name.endsWith('.json')
        ? 'application/json'
        : 'application/octet-stream';
    return route.fulfill({body: Buffer.from(body), contentType: type});
  });
  page.on('response', (r) => {
    void r.body().then(
      (b) => downloads.push({url: r.url(), gzip: gzip(b)}),
      () => undefined,
    );
  });
}

/** In-page timer (a string, so the bundler running this script cannot rewrite it): input → hits in the DOM. */
const WARM_QUERY_TIMER = `new Promise((resolve) => {
  const input = document.querySelector('.DocSearch-Input');
  const start = performance.now();
  const observer = new MutationObserver(() => {
    const hit = Array.from(document.querySelectorAll('.DocSearch-Hit')).some((h) => /ledger/i.test(h.textContent || ''));
    if (hit) { observer.disconnect(); resolve(performance.now() - start); }
  });
  observer.observe(document.body, {childList: true, subtree: true, characterData: true});
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, 'ledger');
  input.dispatchEvent(new Event('input', {bubbles: true}));
})`;

/** Pagefind through its API: load, search, and fetch the first five results' fragments (what a UI shows). */
const PAGEFIND_QUERY = (query: string, init: boolean) => `(async () => {
  const start = performance.now();
  ${init ? "window.__pf = await import('/pagefind/pagefind.js'); await window.__pf.options({basePath: '/pagefind/'});" : ''}
  const r = await window.__pf.search(${JSON.stringify(query)});
  await Promise.all(r.results.slice(0, 5).map((x) => x.data()));
  return performance.now() - start;
})()`;

const PAGEFIND_RANKS = (queries: {query: string; expect: string}[]) => `(async () => {
  const ranks = [];
  for (const {query, expect} of ${JSON.stringify(queries)}) {
    const r = await window.__pf.search(query);
    const data = await Promise.all(r.results.slice(0, 10).map((x) => x.data()));
    const pages = data.map((d) => new URL(d.url, location.origin).pathname.replace(/\\.html$/, '').replace(/\\/$/, '') || '/');
    ranks.push(pages.indexOf(expect) + 1);
  }
  return ranks;
})()`;

async function browserFigures(cols: Column[]) {
  const server = spawn(
    path.join(ROOT, 'node_modules/.bin/docusaurus'),
    ['serve', '--port', String(PORT), '--no-open'],
    {cwd: ROOT, stdio: 'ignore'},
  );
  try {
    await waitForServer(`http://localhost:${PORT}/`);
    const browser = await chromium.launch({
      ...chromiumLaunchOptions(),
    });
    for (const col of cols) {
      const ours = {cold: [] as number[], warm: [] as number[], bytes: [] as number[], requests: [] as number[]};
      const peer = {cold: [] as number[], warm: [] as number[], bytes: [] as number[], requests: [] as number[]};
      let peerRanks: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage();
        const downloads: {url: string; gzip: number}[] = [];
        await routeIndexes(page, col, downloads);
        await page.goto(`http://localhost:${PORT}/developer`);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        await page.waitForLoadState('networkidle');
        // Cold: focus the search button and type at once; the modal opens with the key and loads everything.
        const before = downloads.length;
        const t = Date.now();
        await page
          .getByRole('button', {name: /Search/})
          .first()
          .focus();
        await page.keyboard.press('f');
        await page.locator('.DocSearch-Hit').first().waitFor();
        ours.cold.push(Date.now() - t);
        await page.waitForLoadState('networkidle');
        // Search's own downloads only: Docusaurus also prefetches the route chunks of the result links.
        const first = downloads
          .slice(before)
          .filter((d) => /\/search-index\/|\/assets\/js\/(docsearch|local-search)|\/assets\/css\//.test(d.url));
        ours.bytes.push(first.reduce((s, d) => s + d.gzip, 0));
        ours.requests.push(first.length);
        ours.warm.push(await page.evaluate<number>(WARM_QUERY_TIMER));
        // Pagefind on the same page, through its API.
        const mark = downloads.length;
        peer.cold.push(await page.evaluate<number>(PAGEFIND_QUERY('f', true)));
        await page.waitForLoadState('networkidle');
        const peerFirst = downloads.slice(mark).filter((d) => d.url.includes('/pagefind/'));
        peer.bytes.push(peerFirst.reduce((s, d) => s + d.gzip, 0));
        peer.requests.push(peerFirst.length);
        peer.warm.push(await page.evaluate<number>(PAGEFIND_QUERY('ledger', false)));
        if (run === 0) peerRanks = await page.evaluate<number[]>(PAGEFIND_RANKS(relevanceSet));
        await page.close();
      }
      col.figures.set('First query download, gzip (requests)', `${kb(median(ours.bytes))} (${median(ours.requests)})`);
      col.figures.set('Cold: first keystroke → results, median of 5', ms(median(ours.cold)));
      col.figures.set('Warm: new query → results in the DOM, median of 5', ms(median(ours.warm)));
      col.figures.set(
        'Peer: first query download, gzip (requests)',
        `${kb(median(peer.bytes))} (${median(peer.requests)})`,
      );
      col.figures.set('Peer: cold first query → 5 results, median of 5', ms(median(peer.cold)));
      col.figures.set('Peer: warm query → 5 results, median of 5', ms(median(peer.warm)));
      col.figures.set('Peer: relevance', relevance(peerRanks));
      col.figures.set(
        '__targets',
        JSON.stringify({bytes: median(ours.bytes), cold: median(ours.cold), warm: median(ours.warm)}),
      );
    }
    await browser.close();
  } finally {
    server.kill();
  }
}

async function main() {
  const scaleArg = process.argv.indexOf('--scale');
  const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
  if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale takes a whole number ≥ 1, e.g. --scale 10');
  const indexFile = path.join(BUILD, 'search-index.json');
  if (!existsSync(indexFile)) throw new Error('build/search-index.json not found: run `npm run build` first');
  const real = JSON.parse(readFileSync(indexFile, 'utf8')) as SearchIndexFile;
  const cols: Column[] = [];
  for (const s of scale > 1 ? [1, scale] : [1]) {
    const file = s === 1 ? real : scaleIndex(real, s);
    const shards = buildShards(file);
    const col: Column = {
      name: s === 1 ? 'Real site' : `${s}× records`,
      scale: s,
      file,
      ours: shards.files,
      peer: await pagefindIndex(s === 1 ? null : file),
      figures: new Map(),
    };
    const ourBytes = [...shards.files.values()];
    const peerBytes = [...col.peer.values()];
    col.figures.set('Records / pages', `${file.records.length} / ${file.pages.length}`);
    col.figures.set(
      'Index files, raw / gzip (count)',
      `${kb(ourBytes.reduce((s2, b) => s2 + b.length, 0))} / ${kb(ourBytes.reduce((s2, b) => s2 + gzip(b), 0))} (${ourBytes.length})`,
    );
    col.figures.set(
      'Peer: index files, raw / gzip (count)',
      `${kb(peerBytes.reduce((s2, b) => s2 + b.length, 0))} / ${kb(peerBytes.reduce((s2, b) => s2 + gzip(b), 0))} (${peerBytes.length})`,
    );
    const {ranks, p95} = nodeFigures(col);
    col.figures.set('Relevance', relevance(ranks));
    col.figures.set('__p95', String(p95));
    cols.push(col);
  }
  await (await loadPagefind()).close();
  await browserFigures(cols);

  const order = [
    'Records / pages',
    'Index files, raw / gzip (count)',
    'First query download, gzip (requests)',
    'Cold: first keystroke → results, median of 5',
    'Warm: new query → results in the DOM, median of 5',
    'Engine build in Node (index in memory)',
    'Node query p50 / p95 (every prefix of the relevance set)',
    'Relevance',
    'Peer: index files, raw / gzip (count)',
    'Peer: first query download, gzip (requests)',
    'Peer: cold first query → 5 results, median of 5',
    'Peer: warm query → 5 results, median of 5',
    'Peer: relevance',
  ];
  const peerVersion = (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules/pagefind/package.json'), 'utf8')) as {version: string}
  ).version;
  console.log(`\nLocal search benchmark (Pagefind ${peerVersion} as the peer)\n`);
  console.log(`| Measure | ${cols.map((c) => c.name).join(' | ')} |\n| --- |${cols.map(() => ' --- |').join('')}`);
  for (const row of order) console.log(`| ${row} | ${cols.map((c) => c.figures.get(row) ?? '').join(' | ')} |`);
  console.log('\nTargets');
  for (const c of cols) {
    const t = JSON.parse(c.figures.get('__targets')!) as {bytes: number; cold: number; warm: number};
    const limit = TARGETS.firstQueryKB[c.scale] ?? TARGETS.firstQueryKB[10]!;
    const p95 = Number(c.figures.get('__p95'));
    const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `- ${c.name}: first query ${kb(t.bytes)} ≤ ${limit} KB ${check(t.bytes / 1024 <= limit)}; cold ${ms(t.cold)} ≤ ${TARGETS.coldMs} ms ${check(t.cold <= TARGETS.coldMs)}; ` +
        `warm ${ms(t.warm)} ≤ ${TARGETS.warmMs} ms ${check(t.warm <= TARGETS.warmMs)}; Node p95 ${ms(p95)} ≤ ${TARGETS.p95ms} ms ${check(p95 <= TARGETS.p95ms)}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
