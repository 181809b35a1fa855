import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/chromium';

/**
 * E2E tests run against the production build (`npm run build` first), served by `npm run serve:prod`
 * (scripts/serve-prod.ts): compressed, clean URLs, 404 status, and the headers of build/_headers (CSP). It
 * listens on 127.0.0.1 only, so the tests use that address (`localhost` may resolve to ::1 first).
 * Browser: CHROMIUM_PATH, else Debian's headless shell (/usr/bin/chromium-headless-shell), else Debian's
 * /usr/bin/chromium, else Playwright's own browser (`npx playwright install chromium` on machines that can
 * download it); scripts/chromium.ts says why the headless shell comes first.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Traces of failed tests: recorded where someone can open them, that is on a developer's machine (test-results/)
 * and in GitHub's sharded e2e jobs, whose blob reports carry them into the merged HTML report. The whole run in
 * `.ci/run` (CI set, no blob report) records none: recording costs every test, passing or not, about a fifth of
 * its time (two chunks of the route walk took 57.8 s with traces and 46.7 s without on the quiet 2-core machine,
 * 26 November 2026). E2E_TRACE (on, off, retain-on-failure) overrides.
 */
const TRACE_MODES = ['on', 'off', 'retain-on-failure'] as const;
type TraceMode = (typeof TRACE_MODES)[number];
export function traceMode(env: NodeJS.ProcessEnv = process.env): TraceMode {
  const asked = env.E2E_TRACE;
  if (asked !== undefined) {
    const mode = TRACE_MODES.find((m) => m === asked);
    if (!mode) throw new Error(`E2E_TRACE is "${asked}"; use one of ${TRACE_MODES.join(', ')}`);
    return mode;
  }
  return env.CI && !env.E2E_BLOB_REPORT ? 'off' : 'retain-on-failure';
}

/**
 * Two browsers at once. Four finish the suite sooner alone (10.0 min against 11.9 on the quiet 2-core machine, 27
 * November 2026), but in `npm test`, beside the side lane and under load, they take the CPU the samples install
 * and the linter need: a loaded whole run took 24 min 37 s with four, against 21 min 53 s with two. Three, on a slow
 * host on 28 November 2026, left the suite's time as it was (18.1 min against 18.2) and slowed the unit tests beside
 * it by half. E2E_WORKERS (a whole number from 1) overrides, for a machine with cores to spare.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const asked = env.E2E_WORKERS;
  if (asked === undefined) return 2;
  const n = Number(asked);
  if (!/^\d+$/.test(asked) || n < 1) throw new Error(`E2E_WORKERS is "${asked}"; use a whole number from 1`);
  return n;
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // In CI, a failed test runs once more, and a pass on that retry is reported as flaky, by name: Playwright's
  // summary lists it, and `npm test` counts it in its table and names it just above (scripts/test-all.ts).
  // Tests wait for states, never for moments; the retry is for what no test controls on a shared machine (the
  // last CI run on record failed one test under a load average near 10 in a log that did not say which). A
  // test that fails twice fails the run. Locally nothing is retried, so a flaky test shows at once.
  retries: process.env.CI ? 1 : 0,
  workers: workerCount(),
  // Upper bounds, not waits: tests wait for states, and these only decide when a stuck test gives up. A 2-core
  // machine with its CPU loaded by other jobs takes several seconds to load and hydrate a page.
  timeout: 300_000,
  // Assertions wait up to 15 s: on a busy 2-core CI machine a lazy chunk or the search index can take > 5 s.
  expect: {timeout: 15_000},
  // E2E_BLOB_REPORT=1 (CI's sharded e2e jobs): each shard also writes a blob report (blob-report/), merged into one
  // HTML report by `npx playwright merge-reports` (.github/workflows/ci.yml). Unset, nothing changes.
  reporter: process.env.E2E_BLOB_REPORT
    ? [['list'], ['blob']]
    : process.env.CI
      ? [['list']]
      : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The site's service worker (src/plugins/pwa) is blocked except in tests/e2e/offline.spec.ts, which is about
    // it: once it controls a page it answers requests from its caches, where page.route() no longer sees them
    // (Playwright's advice), and the other tests check what a reader meets on a first visit, without one.
    serviceWorkers: 'block',
    trace: traceMode(),
    launchOptions: chromiumLaunchOptions('tests'),
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: `npx tsx scripts/serve-prod.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
