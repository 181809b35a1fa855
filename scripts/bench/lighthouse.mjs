/**
 * Lighthouse (mobile, simulated throttling: the default config) against a running server, one Chromium
 * for all pages. Plain JavaScript run by node, not tsx: Lighthouse serialises functions into the page, and
 * tsx's transform adds helpers that do not exist there.
 *
 *   node scripts/bench/lighthouse.mjs http://localhost:3000/ http://localhost:3000/showcase
 * prints a JSON array of {url, scores, metrics, failing}. CHROME_PATH selects the browser
 * (default /usr/bin/chromium when present, else chrome-launcher's own search).
 */
import {existsSync} from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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
      // Trace-recording errors (NO_NAVSTART, NO_FCP) happen now and then on a busy machine: retry twice.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
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
