/**
 * `npm run bench:search`: prints the figures of the local search (needs a build: `npm run build`).
 *  - index size, raw and gzip;
 *  - engine build time and query latency p50/p95 over the relevance set, in Node;
 *  - in Chromium: time to load and prepare the index, and first keystroke → first results with the index
 *    not loaded yet (cold) and already loaded (warm).
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {SearchEngine} from '../src/search/engine';
import type {SearchIndexFile} from '../src/search/types';
import {relevanceSet} from '../tests/search/relevance-set';

const ROOT = path.join(__dirname, '..');
const INDEX = path.join(ROOT, 'build/search-index.json');
const PORT = 3230;
const TARGETS = {gzipKB: 350, p95ms: 5, coldMs: 300, warmMs: 50};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const fmt = (n: number) => n.toFixed(1);
const median = (v: number[]) => percentile(v, 50);

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

/** In-page timer (a string, so the bundler that runs this script cannot rewrite it): input → hits in DOM. */
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

async function main() {
  if (!existsSync(INDEX)) throw new Error('build/search-index.json not found: run `npm run build` first');
  const raw = readFileSync(INDEX);
  const gzip = gzipSync(raw, {level: 9}).length;
  const file = JSON.parse(raw.toString('utf8')) as SearchIndexFile;

  const builds: number[] = [];
  let engine!: SearchEngine;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    engine = new SearchEngine(file);
    builds.push(performance.now() - t);
  }
  const latencies: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const {query} of relevanceSet) {
      // Every prefix of the query, as a reader types it.
      for (let n = 1; n <= query.length; n++) {
        const t = performance.now();
        engine.search({query: query.slice(0, n)});
        latencies.push(performance.now() - t);
      }
    }
  }

  const server = spawn(path.join(ROOT, 'node_modules/.bin/docusaurus'), ['serve', '--port', String(PORT), '--no-open'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const browserFigures = {prepare: [] as number[], complete: [] as number[], cold: [] as number[], warm: [] as number[]};
  try {
    await waitForServer(`http://localhost:${PORT}/`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    for (let run = 0; run < 5; run++) {
      const page = await browser.newPage();
      await page.goto(`http://localhost:${PORT}/developer`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // Cold: focus the search button and type; the modal opens with the typed key and loads the index.
      await page.getByRole('button', {name: /Search/}).first().focus();
      const t = Date.now();
      await page.keyboard.press('f');
      await page.locator('.DocSearch-Hit').first().waitFor();
      browserFigures.cold.push(Date.now() - t);
      browserFigures.prepare.push(
        await page.evaluate(() => performance.measure('prep', 'local-search:start', 'local-search:ready').duration),
      );
      await page.waitForFunction(() => performance.getEntriesByName('local-search:complete').length > 0);
      browserFigures.complete.push(
        await page.evaluate(() => performance.measure('all', 'local-search:start', 'local-search:complete').duration),
      );
      // Warm: a new query once the index is in memory, timed inside the page (input event → hits in the DOM).
      await page.waitForFunction(() => performance.getEntriesByName('local-search:complete').length > 0);
      browserFigures.warm.push(await page.evaluate<number>(WARM_QUERY_TIMER));
      await page.close();
    }
    await browser.close();
  } finally {
    server.kill();
  }

  const rows: [string, string, string][] = [
    ['Index size (raw)', `${fmt(raw.length / 1024)} KB`, ''],
    ['Index size (gzip -9)', `${fmt(gzip / 1024)} KB`, `≤ ${TARGETS.gzipKB} KB`],
    ['Records / pages', `${file.records.length} / ${file.pages.length}`, ''],
    ['Engine build in Node (median of 5)', `${fmt(median(builds))} ms`, ''],
    [`Query latency p50 in Node (${latencies.length} queries)`, `${fmt(percentile(latencies, 50))} ms`, ''],
    ['Query latency p95 in Node', `${fmt(percentile(latencies, 95))} ms`, `≤ ${TARGETS.p95ms} ms`],
    ['Load index, page titles searchable, in Chromium (median of 5)', `${fmt(median(browserFigures.prepare))} ms`, ''],
    ['Load index, every record searchable, in Chromium (median of 5)', `${fmt(median(browserFigures.complete))} ms`, ''],
    ['First keystroke → results, index not loaded (median)', `${median(browserFigures.cold)} ms`, `≤ ${TARGETS.coldMs} ms`],
    ['Query → results in the DOM, index loaded (median)', `${fmt(median(browserFigures.warm))} ms`, `≤ ${TARGETS.warmMs} ms`],
  ];
  console.log('\nLocal search benchmark\n');
  console.log('| Measure | Value | Target |\n| --- | --- | --- |');
  for (const [a, b, c] of rows) console.log(`| ${a} | ${b} | ${c} |`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
