/**
 * `npm run bench:assistant`: prints the docs assistant's figures (needs a build: `npm run build`).
 *  - the quality set's score by category (tests/assistant/score.ts, as tests/unit/assistant-quality.test.ts
 *    scores it), the answerable questions and the refusals;
 *  - passages file size, raw and gzip;
 *  - index build and answer latency (p50/p95 over the quality set), in Node;
 *  - in Chromium, on loopback: cold (Ask pressed on a freshly loaded page, question sent at once → first
 *    answer shown: dialog code, passages download and index build included) and warm (next question → answer
 *    shown, timed inside the page).
 * The build is served like a production host (scripts/serve-prod.ts). BENCH_PORT sets the port (default 3313).
 */
import {createServer} from 'node:http';
import {chromiumLaunchOptions} from './chromium';
import {existsSync, readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {answerQuestion, buildAssistantIndex, type AssistantIndex} from '../src/assistant/answer';
import {validatePassagesFile} from '../src/assistant/passages';
import {assistantSet} from '../tests/assistant/questions';
import {percent, scoreSet} from '../tests/assistant/score';
import {createHandler} from './serve-prod';

const ROOT = path.join(__dirname, '..');
const FILE = path.join(ROOT, 'build/assistant-passages.json');
const PORT = Number(process.env.BENCH_PORT ?? 3313);
const TARGETS = {coldMs: 600, warmMs: 100};
const RUNS = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const median = (v: number[]) => percentile(v, 50);
const fmt = (n: number) => n.toFixed(1);

/** In-page timer (a string, so the bundler running this script cannot rewrite it): submit → answer in the DOM. */
const WARM_TIMER = `new Promise((resolve) => {
  const box = document.querySelector('#assistant-question');
  const turn = document.querySelectorAll('[data-turn]').length;
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-turn="' + turn + '"] [data-answer-start]')) { observer.disconnect(); resolve(performance.now() - start); }
  });
  observer.observe(document.body, {childList: true, subtree: true});
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(box, 'How long does it take to unlock CELO?');
  box.dispatchEvent(new Event('input', {bubbles: true}));
  box.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
})`;

async function main() {
  if (!existsSync(FILE)) throw new Error('build/assistant-passages.json not found: run `npm run build` first');
  const raw = readFileSync(FILE);
  const file = validatePassagesFile(JSON.parse(raw.toString('utf8')));
  const builds: number[] = [];
  let index!: AssistantIndex;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    index = buildAssistantIndex(file);
    builds.push(performance.now() - t);
  }
  const quality = scoreSet(index);
  const latencies: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const {question} of assistantSet) {
      const t = performance.now();
      answerQuestion(index, question);
      latencies.push(performance.now() - t);
    }
  }

  // Served like a production host (compression, headers), in this process.
  const server = createServer(createHandler(path.join(ROOT, 'build')));
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    const browser = await chromium.launch({
      ...chromiumLaunchOptions(),
    });
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${PORT}/general`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const t = Date.now();
      await page.getByRole('button', {name: 'Ask the docs assistant'}).click();
      await page.locator('#assistant-question').fill('How do I verify a contract with Foundry?');
      await page.keyboard.press('Enter');
      await page.locator('[data-turn="0"] [data-answer-start]').waitFor();
      cold.push(Date.now() - t);
      for (let i = 0; i < 3; i++) warm.push(await page.evaluate<number>(WARM_TIMER));
      await page.close();
    }
    await browser.close();
  } finally {
    server.close();
  }

  const rows: [string, string, string][] = [
    ['Passages file (raw)', `${fmt(raw.length / 1024)} KB`, ''],
    ['Passages file (gzip -9)', `${fmt(gzipSync(raw, {level: 9}).length / 1024)} KB`, ''],
    ['Pages / sections / blocks', `${file.pages.length} / ${file.sections.length} / ${file.blocks.length}`, ''],
    ['Index build in Node (median of 5)', `${fmt(median(builds))} ms`, ''],
    [
      `Answer latency in Node, p50 / p95 (${latencies.length} answers)`,
      `${fmt(percentile(latencies, 50))} / ${fmt(percentile(latencies, 95))} ms`,
      '',
    ],
    [
      `Cold: Ask on a fresh page → first answer, in Chromium (median of ${RUNS})`,
      `${median(cold)} ms`,
      `≤ ${TARGETS.coldMs} ms`,
    ],
    [
      `Warm: question → answer in the DOM (median of ${warm.length})`,
      `${fmt(median(warm))} ms`,
      `≤ ${TARGETS.warmMs} ms`,
    ],
  ];
  console.log('\nDocs assistant benchmark\n');
  console.log('| Measure | Value | Target |\n| --- | --- | --- |');
  for (const [a, b, c] of rows) console.log(`| ${a} | ${b} | ${c} |`);
  console.log('\nQuality set (tests/assistant/questions.ts), displayed answers\n');
  console.log('| Class | Passed | Share |\n| --- | --- | --- |');
  for (const [c, s] of quality.byCategory) console.log(`| ${c} | ${s.pass}/${s.total} | ${percent(s)}% |`);
  for (const [label, s] of [
    ['all answerable', quality.answerable],
    ['all refusals', quality.refusals],
  ] as const)
    console.log(`| ${label} | ${s.pass}/${s.total} | ${percent(s)}% |`);
  const over = [median(cold) > TARGETS.coldMs && 'cold', median(warm) > TARGETS.warmMs && 'warm'].filter(Boolean);
  if (over.length) console.log(`\nOver target: ${over.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
