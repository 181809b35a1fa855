/**
 * Lighthouse (mobile, simulated throttling: the default config) against a running server, a fresh Chromium for
 * each page, so that no page inherits another's compiled code, caches or heap. Plain JavaScript run by node, not
 * tsx: Lighthouse serialises functions into the page, and tsx's transform adds helpers that do not exist there.
 *
 *   node scripts/bench/lighthouse.mjs http://localhost:3000/ http://localhost:3000/showcase
 *   node scripts/bench/lighthouse.mjs --cpu-slowdown 2.6 http://localhost:3000/
 * prints a JSON array of {url, lighthouseVersion, benchmarkIndex, cpuSlowdown, scores, metrics, failing}:
 * benchmarkIndex is Lighthouse's own reading of the host's speed in that run, cpuSlowdown the CPU multiplier of
 * its simulated throttling (Lighthouse's default, 4, unless --cpu-slowdown sets it: ./calibration.ts). The browser and its flags are the
 * tests' (scripts/chromium.ts: CHROMIUM_PATH, else /usr/bin/chromium, else chrome-launcher's own search), which
 * node imports with its TypeScript type stripping.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, chromiumPath} from '../chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

async function auditOnce(url, chromePath, cpuSlowdown) {
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: CHROME_FLAGS});
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cpuSlowdown === undefined ? {} : {throttling: {cpuSlowdownMultiplier: cpuSlowdown}}),
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    return runner.lhr;
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(urls, cpuSlowdown) {
  const chromePath = chromiumPath();
  const results = [];
  for (const url of urls) {
    // Trace-recording errors (NO_NAVSTART, NO_FCP) happen now and then on a busy machine: retry twice.
    let lhr;
    for (let attempt = 1; ; attempt++) {
      lhr = await auditOnce(url, chromePath, cpuSlowdown);
      if (!lhr.runtimeError) break;
      if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    }
    const num = (id) => lhr.audits[id]?.numericValue ?? null;
    const failing = [];
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          failing.push(`${c}: ${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        }
      }
    }
    results.push({
      url,
      lighthouseVersion: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      metrics: {
        fcp: num('first-contentful-paint'),
        lcp: num('largest-contentful-paint'),
        tbt: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        si: num('speed-index'),
      },
      failing,
    });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--cpu-slowdown');
  const cpuSlowdown = at >= 0 ? Number(args.splice(at, 2)[1]) : undefined;
  if (cpuSlowdown !== undefined && !(cpuSlowdown > 0)) throw new Error('--cpu-slowdown takes a positive number');
  const results = await runLighthouse(args, cpuSlowdown);
  process.stdout.write(`${JSON.stringify(results)}\n`);
}
