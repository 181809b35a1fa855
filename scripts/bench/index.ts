/**
 * Performance budgets and benchmark.
 *
 *   npm run test:budgets        (CI, part of npm test) measure build/: exit 1 when a budget that load cannot move
 *                               is exceeded (./budgets.ts: bytes per page, render-blocking requests, DOM size,
 *                               Lighthouse accessibility, best practices and SEO). Performance scores and total
 *                               blocking time are printed, never gated: they measure the machine's load too.
 *   npm run bench               cold builds with Docusaurus Faster and with webpack, alternating (2 rounds;
 *                               --build-rounds N), with where their time goes (./build-profile.ts), then the same
 *                               budgets plus Lighthouse on the fixed pages and a random sample; the performance
 *                               target is enforced only when the machine was quiet throughout (./quiet.ts)
 *   npm run bench -- --skip-builds   measure the existing build/ only
 *   npm run bench -- --skip-builds --build DIR   measure another build (another commit's, to compare)
 *   npm run bench -- --sample 8 --seed 42   Lighthouse on 8 routes drawn at random with that seed besides the
 *                               fixed pages (default: --sample 6 and a new seed each run, printed; 0 turns it off)
 *
 * Lighthouse runs RUNS times per page (mobile, simulated throttling, a fresh Chromium per page) and the median
 * score counts: 5 for `npm run bench` (Lighthouse's variability guide, docs/variability.md: the median of five
 * runs roughly halves the spread), 1 in CI, whose gated categories do not vary from run to run; LIGHTHOUSE_RUNS
 * overrides both. Pages are served by scripts/serve-prod.ts (compressed, with the site's headers), on a free port.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {existsSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {createHandler} from '../serve-prod';
import {chromiumLaunchOptions} from '../chromium';
import {
  BUDGET_LABELS,
  gatedMisses,
  JS_BUDGET_PAGE,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_TARGET,
  overBudget,
  PAGE_BUDGETS,
  type Category,
  type PageBudget,
  type PageFigures,
  type PagePath,
} from './budgets';
import {entryScripts, kb, measurePage, summarise, sum} from './pageWeight';
import {describe, noisy, QUIET_LOAD_AVERAGE, readMachine, summariseReadings, type Reading} from './quiet';
import {calibratedSlowdown, DEFAULT_SLOWDOWN} from './calibration';
import {intArg, sampleRoutes, siteRoutes} from './sample';
import {buildReport, compareBuilds} from './build-profile';

const ROOT = path.join(__dirname, '../..');
const BUILD = path.resolve(ROOT, argValue('--build') ?? 'build');
const ci = process.argv.includes('--ci');
const skipBuilds = ci || process.argv.includes('--skip-builds');
if (!skipBuilds && argValue('--build')) throw new Error('--build measures an existing build: add --skip-builds');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (ci ? 1 : 5));
const SAMPLE = ci ? 0 : (intArg(process.argv, '--sample') ?? 6);
const SEED = intArg(process.argv, '--seed') ?? Math.floor(Math.random() * 2 ** 31);
const BUILD_ROUNDS = intArg(process.argv, '--build-rounds') ?? 2;
/**
 * Before its Lighthouse runs the bench waits this long at most for the one-minute load average to fall under
 * QUIET_LOAD_AVERAGE: a build run just before (its own, or the reader's `npm run build`) keeps it up for a minute
 * or two after it ends.
 */
const SETTLE_MS = 150_000;
const failures: string[] = [];
const missedTargets: string[] = [];
const readings: {reading: Reading; checkLoad: boolean; busy: boolean}[] = [];
const busy = () => readings.some((r) => r.busy);

interface LighthouseRun {
  url: string;
  lighthouseVersion: string;
  /** Lighthouse's reading of the host's speed in this run (environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** The CPU multiplier of the run's simulated throttling. */
  cpuSlowdown: number;
  scores: Record<Category, number>;
  metrics: Record<'fcp' | 'lcp' | 'tbt' | 'cls' | 'si', number | null>;
  failing: string[];
}

/** The value after `name` in argv (`--build dir`), or undefined. */
function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const value = process.argv[i + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} takes a value`);
  return value;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

async function serve(dir: string): Promise<{server: Server; origin: string}> {
  const server = createServer(createHandler(dir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
}

/** Reads the machine and, in the bench, records why it was not quiet (`when` names the moment). */
async function checkQuiet(when: string, checkLoad: boolean): Promise<Reading> {
  const reading = await readMachine();
  const reasons = noisy(reading, {checkLoad});
  console.log(
    `  machine ${when}: ${describe(reading)}${reasons.length ? ` (not quiet: ${reasons.join('; ')})` : ' (quiet)'}`,
  );
  readings.push({reading, checkLoad, busy: reasons.length > 0});
  return reading;
}

/** Waits for the one-minute load average to fall under QUIET_LOAD_AVERAGE, checking every 5 s, at most `maxMs`. */
async function settle(maxMs: number): Promise<void> {
  if (process.platform === 'win32' || os.loadavg()[0]! < QUIET_LOAD_AVERAGE) return;
  console.log(
    `  load average ${os.loadavg()[0]!.toFixed(2)}: waiting up to ${maxMs / 60_000} min for it to fall under ${QUIET_LOAD_AVERAGE}`,
  );
  const end = Date.now() + maxMs;
  while (os.loadavg()[0]! >= QUIET_LOAD_AVERAGE && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/**
 * Lighthouse on `paths`, RUNS times, with Lighthouse's default CPU slowdown or `cpuSlowdown`; returns the runs per
 * path (same order). `what` names them in the log.
 */
async function lighthouseRuns(
  origin: string,
  paths: readonly string[],
  what: string,
  cpuSlowdown?: number,
): Promise<LighthouseRun[][]> {
  const runs: LighthouseRun[][] = [];
  for (let i = 0; i < RUNS; i++) {
    // Asynchronous: the server answering Lighthouse runs in this process.
    const {stdout} = await promisify(execFile)(
      process.execPath,
      // It imports scripts/chromium.ts, which node reads as an ES module without being told: no warning for that.
      [
        '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
        path.join(__dirname, 'lighthouse.mjs'),
        ...(cpuSlowdown === undefined ? [] : ['--cpu-slowdown', String(cpuSlowdown)]),
        ...paths.map((p) => origin + p),
      ],
      {cwd: ROOT, maxBuffer: 64 * 1024 * 1024},
    );
    runs.push(JSON.parse(stdout) as LighthouseRun[]);
    if (!ci) await checkQuiet(`after run ${i + 1} of ${RUNS} (${what})`, false);
  }
  return paths.map((_, i) => runs.map((r) => r[i]!));
}

const CATEGORIES = Object.keys(LIGHTHOUSE_TARGET) as Category[];

function medianScores(perPage: LighthouseRun[]): Record<Category, number> {
  return Object.fromEntries(CATEGORIES.map((c) => [c, median(perPage.map((r) => r.scores[c]))])) as Record<
    Category,
    number
  >;
}

const runsOf = (perPage: LighthouseRun[], c: Category) => perPage.map((r) => r.scores[c]).join(', ');

/** Prints one page's row (median scores, LCP, TBT) with its label padded to `width`; returns the median scores. */
function printRow(label: string, width: number, perPage: LighthouseRun[]): Record<Category, number> {
  const scores = medianScores(perPage);
  const lcp = median(perPage.map((r) => r.metrics.lcp ?? 0));
  const tbt = median(perPage.map((r) => r.metrics.tbt ?? 0));
  const tbtRuns = RUNS > 1 ? ` (${perPage.map((r) => Math.round(r.metrics.tbt ?? 0)).join(', ')})` : '';
  console.log(
    `  ${label.padEnd(width)} ${CATEGORIES.map((c) => String(scores[c]).padStart(15)).join('')}   ${(lcp / 1000).toFixed(1)} s  ${Math.round(tbt)} ms${tbtRuns}`,
  );
  return scores;
}

/** The deterministic figures of the fixed pages against their budgets, as a table: a column per page. */
async function checkPageBudgets(origin: string): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions('tests'));
  const figures = new Map<PagePath, PageFigures>();
  const blocking = new Set<string>();
  try {
    for (const {path: page} of LIGHTHOUSE_PAGES) {
      const weight = await measurePage(browser, origin + page);
      const summary = summarise(weight);
      summary.renderBlocking.urls.forEach((u) => blocking.add(u));
      const pageFigures: PageFigures = {
        entryJs: kb(sum(entryScripts(BUILD, page))),
        js: summary.kb.script,
        document: summary.kb.document,
        css: summary.kb.stylesheet,
        fonts: summary.kb.font,
        images: summary.kb.image,
        renderBlocking: summary.renderBlocking.count,
        domElements: weight.domElements,
        domDepth: weight.domDepth,
      };
      figures.set(page, pageFigures);
      failures.push(...overBudget(page, pageFigures));
    }
  } finally {
    await browser.close();
  }
  const keys = Object.keys(BUDGET_LABELS) as (keyof PageBudget)[];
  const labelWidth = Math.max(...keys.map((k) => BUDGET_LABELS[k].length));
  const cell = (page: PagePath, key: keyof PageBudget) => `${figures.get(page)![key]} / ${PAGE_BUDGETS[page][key]}`;
  const columns = LIGHTHOUSE_PAGES.map(({name, path: page}) => ({
    name,
    page,
    width: Math.max(name.length, ...keys.map((k) => cell(page, k).length)) + 3,
  }));
  console.log('\nWhat each page loads and builds, at phone size: figure / budget (KB of 1,024 bytes)');
  console.log(`  ${columns.map((c) => `${c.name}: ${c.page}`).join('; ')}`);
  console.log(`  ${''.padEnd(labelWidth)}${columns.map((c) => c.name.padStart(c.width)).join('')}`);
  for (const key of keys) {
    console.log(
      `  ${BUDGET_LABELS[key].padEnd(labelWidth)}${columns.map((c) => cell(c.page, key).padStart(c.width)).join('')}`,
    );
  }
  const entry = entryScripts(BUILD, JS_BUDGET_PAGE);
  console.log(`  entry scripts: ${entry.map((s) => `${path.basename(s.url)} ${kb(s.gzip)} KB`).join(' + ')}`);
  console.log(`  render-blocking: ${[...blocking].join(', ') || 'none'}`);
}

async function main() {
  if (!skipBuilds) {
    console.log(`Build time, full site: ${BUILD_ROUNDS} rounds of cold builds, Faster and webpack alternating:`);
    const runs = compareBuilds(ROOT, BUILD, BUILD_ROUNDS);
    console.log(`\n${buildReport(runs)}`);
  }
  if (!existsSync(path.join(BUILD, 'index.html'))) throw new Error(`${BUILD} has no site: run \`npm run build\` first`);

  const {server, origin} = await serve(BUILD);
  let version = '';
  let benchmarkIndex = Number.NaN;
  let slowdown: number | null = null;
  try {
    await checkPageBudgets(origin);

    console.log(
      `\nLighthouse (mobile, simulated throttling), ${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'} per page:`,
    );
    if (ci) {
      const reading = await readMachine();
      console.log(`  machine: ${describe(reading)}`);
    } else {
      await settle(SETTLE_MS);
      await checkQuiet('before the runs', true);
    }
    const fixed = LIGHTHOUSE_PAGES.map((p) => ({...p, label: `${p.name} (${p.path})`}));
    const sample =
      SAMPLE > 0
        ? sampleRoutes(
            siteRoutes(ROOT),
            SAMPLE,
            SEED,
            LIGHTHOUSE_PAGES.map((p) => p.path),
          )
        : [];
    // Wide enough for every label of both tables, so the score columns line up.
    const labelWidth = Math.max(42, ...fixed.map((p) => p.label.length), ...sample.map((p) => p.length));
    const header = `  ${'page'.padEnd(labelWidth)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}   LCP     TBT`;

    const runs = await lighthouseRuns(
      origin,
      fixed.map((p) => p.path),
      'fixed pages',
    );
    version = runs[0]?.[0]?.lighthouseVersion ?? '';
    console.log(`  Lighthouse's default CPU slowdown (${DEFAULT_SLOWDOWN}x)`);
    console.log(header);
    fixed.forEach(({label}, i) => judgeGated(label, printRow(label, labelWidth, runs[i]!), runs[i]!));

    const sampleRuns = sample.length > 0 ? await lighthouseRuns(origin, sample, 'sample') : [];
    if (sample.length > 0) {
      console.log(
        `\nLighthouse on a random sample of ${sample.length} routes (seed ${SEED}; \`--seed ${SEED}\` repeats it), median of ${RUNS}, default CPU slowdown:`,
      );
      console.log(header);
      sample.forEach((p, i) => judgeGated(`${p} (sample)`, printRow(p, labelWidth, sampleRuns[i]!), sampleRuns[i]!));
    }

    // The host's speed as Lighthouse read it in every run so far, and the slowdown that makes it the same phone.
    const indexes = [...runs, ...sampleRuns].flat().map((r) => r.benchmarkIndex);
    benchmarkIndex = median(indexes);
    slowdown = calibratedSlowdown(benchmarkIndex);
    console.log(
      `\nLighthouse's benchmarkIndex of this host: median ${benchmarkIndex} (${Math.min(...indexes)}-${Math.max(...indexes)} over ${indexes.length} runs); ` +
        (slowdown === null
          ? 'under 150, slower than the phone Lighthouse emulates: no calibrated run.'
          : `calibrated CPU slowdown ${slowdown.toFixed(2)}x (Lighthouse's calculator; ./calibration.ts).`),
    );
    if (!ci && slowdown !== null) {
      const calibratedHeader = `  ${'page'.padEnd(labelWidth)} ${'performance'.padStart(15)}   LCP     TBT`;
      console.log(`\nCalibrated: the same pages at a ${slowdown.toFixed(2)}x CPU slowdown, median of ${RUNS}:`);
      console.log(calibratedHeader);
      const calibrated = await lighthouseRuns(origin, [...fixed.map((p) => p.path), ...sample], 'calibrated', slowdown);
      [...fixed.map((p) => p.label), ...sample.map((p) => `${p} (sample)`)].forEach((label, i) =>
        judgePerformance(label, printPerformanceRow(label, labelWidth, calibrated[i]!), calibrated[i]!),
      );
    }
  } finally {
    server.close();
  }

  console.log(
    `\nLighthouse ${version}, benchmarkIndex ${benchmarkIndex}, host: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores.`,
  );
  if (ci) {
    console.log(
      'Performance scores and total blocking time above are information, not a gate: they depend on the load of the ' +
        'machine. `npm run bench` on a quiet machine enforces the target, at the CPU slowdown calibrated to the host.',
    );
  } else if (busy()) {
    console.log(
      `The machine was not quiet (${summariseReadings(readings)}): other processes took CPU during the runs, so the ` +
        'performance figures above are not a verdict. Run the bench again when the machine is quiet.',
    );
  } else if (slowdown === null) {
    console.log('No performance verdict: this host is slower than the phone Lighthouse emulates.');
  }
  if (missedTargets.length && !ci) {
    const verdict = !busy();
    console.log(`\nBelow the performance target${verdict ? '' : ' (not a verdict)'}:\n  ${missedTargets.join('\n  ')}`);
    if (verdict) failures.push(...missedTargets);
  }
  if (failures.length) {
    console.log(`\nNot met:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    const judged = !ci && !busy() && slowdown !== null;
    console.log(
      `\nAll budgets met${judged ? `, and the performance target (${LIGHTHOUSE_TARGET.performance}) on every page at the calibrated slowdown` : ''}.`,
    );
  }
}

/** Prints one page's calibrated row (median performance, LCP, TBT); returns the median performance score. */
function printPerformanceRow(label: string, width: number, perPage: LighthouseRun[]): number {
  const performance = median(perPage.map((r) => r.scores.performance));
  const lcp = median(perPage.map((r) => r.metrics.lcp ?? 0));
  const tbt = median(perPage.map((r) => r.metrics.tbt ?? 0));
  const tbtRuns = RUNS > 1 ? ` (${perPage.map((r) => Math.round(r.metrics.tbt ?? 0)).join(', ')})` : '';
  console.log(
    `  ${label.padEnd(width)} ${String(performance).padStart(15)}   ${(lcp / 1000).toFixed(1)} s  ${Math.round(tbt)} ms${tbtRuns}`,
  );
  return performance;
}

/** The gated categories (accessibility, best practices, SEO) fail at once: no CPU slowdown moves them. */
function judgeGated(label: string, scores: Record<Category, number>, perPage: LighthouseRun[]): void {
  for (const c of gatedMisses(scores)) {
    const audits = [...new Set(perPage.flatMap((r) => r.failing.filter((f) => f.startsWith(`${c}:`))))];
    failures.push(
      `${label}: ${c} ${scores[c]} < ${LIGHTHOUSE_TARGET[c]} (runs: ${runsOf(perPage, c)}${audits.length ? `; ${audits.join('; ')}` : ''})`,
    );
  }
}

/** A calibrated performance score under its target is recorded for the verdict at the end. */
function judgePerformance(label: string, performance: number, perPage: LighthouseRun[]): void {
  if (performance >= LIGHTHOUSE_TARGET.performance) return;
  const tbt = perPage.map((r) => Math.round(r.metrics.tbt ?? 0)).join(', ');
  missedTargets.push(
    `${label}: performance ${performance} < ${LIGHTHOUSE_TARGET.performance} at ${perPage[0]!.cpuSlowdown.toFixed(2)}x (runs: ${runsOf(perPage, 'performance')}; total blocking time ${tbt} ms)`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
