import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/chromium';

/**
 * E2E tests run against the production build (`npm run build` first), served by `npm run serve:prod`
 * (scripts/serve-prod.ts): compressed, clean URLs, 404 status, and the headers of build/_headers (CSP). It
 * listens on 127.0.0.1 only, so the tests use that address (`localhost` may resolve to ::1 first).
 * Browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium when present, else Playwright's own browser
 * (`npx playwright install chromium` on machines that can download it).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Upper bounds, not waits: tests wait for states, and these only decide when a stuck test gives up. A 2-core
  // machine with its CPU loaded by other jobs takes several seconds to load and hydrate a page.
  timeout: 300_000,
  // Assertions wait up to 15 s: on a busy 2-core CI machine a lazy chunk or the search index can take > 5 s.
  expect: {timeout: 15_000},
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: `npx tsx scripts/serve-prod.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
