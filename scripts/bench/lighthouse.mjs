/**
 * Lighthouse (mobile, simulated throttling: the default config) against a running server, one Chromium
 * for all pages. Plain JavaScript run by node, not tsx: Lighthouse serialises functions into the page, and
 * tsx's transform adds helpers that do not exist there.
 *
 *   node scripts/bench/lighthouse.mjs http://localhost:3000/ http://localhost:3000/showcase
 * prints a JSON array of {url, scores, metrics, failing, cpu}. CHROME_PATH selects the browser
 * (default /usr/bin/chromium when present, else chrome-launcher's own search).
 *
 * CPU calibration. Simulated throttling multiplies the main-thread task times Chromium records by the CPU slowdown
 * (4x by default, Lighthouse's mid-tier phone). On a machine whose cores are shared with other jobs, those recorded
 * times are already stretched by waiting for a core, so the page loses points a reader's phone would not (CI on a
 * busy 2-core machine measured total blocking time 2-4x the quiet figure). Lighthouse's throttling guide
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md) says to calibrate the slowdown to the
 * host; its benchmarkIndex does not serve here, since its short burst gets a full core on a loaded machine (on the
 * project's machine it read 1,400-2,500 both quiet and with two busy processes). What does: the share of a core
 * that a busy loop in this process gets (CPU time over wall time, 1 on a quiet host), measured for CALIBRATION_MS
 * right before each page's run. The slowdown is 4x times that share (between 1x and 4x), so recorded task times
 * stretched by waiting are not stretched again. LIGHTHOUSE_CPU_CALIBRATION=off keeps Lighthouse's plain 4x.
 */
import {existsSync} from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {DEFAULT_SLOWDOWN, calibratedSlowdown, coreShare} from './cpu.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function cpuSetting() {
  if (process.env.LIGHTHOUSE_CPU_CALIBRATION === 'off') return {share: null, slowdown: DEFAULT_SLOWDOWN};
  const share = Math.round(coreShare() * 100) / 100;
  return {share, slowdown: calibratedSlowdown(share)};
}

export async function runLighthouse(urls) {
  const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results = [];
    for (const url of urls) {
      const cpu = cpuSetting();
      // Trace-recording errors (NO_NAVSTART, NO_FCP) happen now and then on a busy machine: retry twice.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          throttling: {cpuSlowdownMultiplier: cpu.slowdown},
        });
        if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
        lhr = runner.lhr;
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
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        metrics: {
          fcp: num('first-contentful-paint'),
          lcp: num('largest-contentful-paint'),
          tbt: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
          si: num('speed-index'),
        },
        failing,
        cpu,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runLighthouse(process.argv.slice(2));
  process.stdout.write(`${JSON.stringify(results)}\n`);
}
