import {test, expect} from '@playwright/test';
import {axeViolations, hydrated, loadRoutes, watchPage} from './helpers';

/**
 * Every canonical route answers 200 with the security headers, shows a visible h1, logs no console error,
 * reports no Content-Security-Policy violation, has no serious or critical axe-core violation in the default
 * (dark) colour mode (light mode: tests/e2e/a11y.spec.ts) and makes no request to another origin. Routes are split into a few chunks; each chunk walks its routes in one page.
 */
const routes = loadRoutes();
const CHUNKS = 4;

test('routes.txt lists the 295 canonical routes', () => {
  expect(routes).toHaveLength(295);
  expect(new Set(routes).size).toBe(295);
});

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const mine = routes.filter((_, i) => i % CHUNKS === chunk);
  test(`routes chunk ${chunk + 1}/${CHUNKS} (${mine.length} routes)`, async ({page, baseURL}) => {
    // An upper bound per route, not a wait: a busy 2-core machine needs several seconds a page with axe.
    test.setTimeout(mine.length * 15_000);
    const {errors, foreign, csp} = await watchPage(page, baseURL!);
    const failures: string[] = [];
    for (const route of mine) {
      const response = await page.goto(route, {waitUntil: 'load'});
      if (response?.status() !== 200) failures.push(`${route}: HTTP ${response?.status()}`);
      const policy = response?.headers()['content-security-policy'] ?? '';
      if (!/script-src 'self' 'sha256-/.test(policy) || /script-src[^;]*'unsafe-inline'/.test(policy)) {
        failures.push(`${route}: missing or weak Content-Security-Policy: ${policy}`);
      }
      const h1 = page.locator('h1').first();
      if (!(await h1.isVisible())) failures.push(`${route}: no visible h1`);
      await hydrated(page);
      failures.push(...(await axeViolations(page, `${route} [dark]`)));
      const rawDirectives = await page.locator('.markdown p', {hasText: /^:::/}).count();
      if (rawDirectives) failures.push(`${route}: ${rawDirectives} paragraph(s) show raw ":::" admonition syntax`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    expect(foreign, foreign.join('\n')).toEqual([]);
    expect(csp, csp.join('\n')).toEqual([]);
  });
}
