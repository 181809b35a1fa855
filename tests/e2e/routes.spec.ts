import {test, expect, type Page} from '@playwright/test';
import {axeViolations, COLOUR_RULES, hydrated, installAxe, loadRoutes, watchPage} from './helpers';

/**
 * Every canonical route, in both colour modes:
 * - as served: it answers 200 with a strict Content-Security-Policy, with hashed inline scripts and no
 *   'unsafe-inline' anywhere (checked over HTTP, once per route);
 * - as read: shown by the site's router, it has a visible h1, no raw `:::` directive, and no axe-core violation
 *   of any impact (WCAG 2.0/2.1 A and AA and axe's best practices: every rule in dark mode, the default; in light
 *   mode the rules that depend on colour, COLOUR_RULES, since every other rule reads the DOM and ARIA, which the
 *   mode does not change: that is 40% of axe's time a route); while the walk runs, the page logs no console
 *   error, reports no Content-Security-Policy violation (a style attribute the policy blocks is one) and makes
 *   no request to another origin.
 * The states a route walk never sees (dialogs, menus, phone width) are in tests/e2e/a11y.spec.ts.
 *
 * How: the routes are split into chunks, and each chunk is walked once per colour mode in one page. The first
 * route is loaded directly (and must hydrate); the others are reached by client-side navigation, as a reader
 * following links reaches them, which skips loading and hydrating the same scripts again for each route (the
 * walk took about 3.6 s a route with a full load and a mode switch per route, and 0.8 s like this). The light
 * walk switches the mode once, the way another tab does (the `theme` storage event), and the site keeps it
 * (switching on every route instead took about 0.8 s a route, four times a client-side navigation).
 * axe-core is put into every document by an init script (see installAxe). Reduced motion is emulated, so the
 * site's transitions last 1 ms (src/css/custom.css); the walk still waits until none is running before axe
 * measures contrast after the switch.
 */
const routes = loadRoutes();
const CHUNKS = 4;
const ROUTE_WALK = '@route-walk';
const MODES = ['dark', 'light'] as const;
type Mode = (typeof MODES)[number];

test.use({reducedMotion: 'reduce'});

/**
 * Shows `route` through the site's router (history push plus popstate, what a link click does). Returns a
 * failure when the page does not show it (a crash screen, say); the page is then loaded directly, so the walk
 * goes on from a working page.
 */
async function navigate(page: Page, route: string): Promise<string | undefined> {
  await page.evaluate((r) => {
    window.history.pushState(null, '', r);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, route);
  // Rendered when the head names the new page (Docusaurus sets the canonical link as it renders a route).
  const shown = await page
    .waitForFunction(
      (r) => {
        const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
        const norm = (p: string) => p.replace(/\/$/, '') || '/';
        return canonical !== null && norm(new URL(canonical.href).pathname) === norm(r) && document.querySelector('h1');
      },
      route,
      {timeout: 20_000},
    )
    .catch(async () => {
      const h1 = await page
        .locator('h1')
        .first()
        .textContent()
        .catch(() => null);
      await page.goto(route);
      await hydrated(page);
      return `${route}: not shown after client-side navigation (h1: ${JSON.stringify(h1)})`;
    });
  return typeof shown === 'string' ? shown : undefined;
}

/**
 * What the reader sees of the route now: the colour mode, whether the first h1 is visible (a box with a size,
 * not hidden by `visibility` or `display`, as Playwright's isVisible), and how many paragraphs of the content
 * start with a raw `:::` directive. One call into the page, where three locator calls took a round trip each.
 */
function shownState(page: Page): Promise<{theme: string | null; h1Visible: boolean; rawDirectives: number}> {
  return page.evaluate(() => {
    const h1 = document.querySelector('h1');
    const box = h1?.getBoundingClientRect();
    const h1Visible =
      !!h1 && !!box && box.width > 0 && box.height > 0 && h1.checkVisibility({visibilityProperty: true});
    const rawDirectives = Array.from(document.querySelectorAll('.markdown p')).filter((p) =>
      (p.textContent ?? '').trimStart().startsWith(':::'),
    ).length;
    return {theme: document.documentElement.getAttribute('data-theme'), h1Visible, rawDirectives};
  });
}

/** Switches to `to` the way another tab does: a `storage` event for the `theme` key, which the site follows. */
async function switchMode(page: Page, to: Mode): Promise<void> {
  await page.evaluate(
    (newValue) =>
      window.dispatchEvent(new StorageEvent('storage', {key: 'theme', newValue, storageArea: localStorage})),
    to,
  );
  // Ready when React has re-rendered the themed images and no CSS transition is running.
  const from = to === 'dark' ? 'light' : 'dark';
  await page.waitForFunction(
    ([t, f]) =>
      document.documentElement.dataset.theme === t &&
      document.querySelector(`[class*="themedComponent--${f}"]`) === null &&
      document.getAnimations().every((a) => !(a instanceof CSSTransition)),
    [to, from],
  );
}

test('routes.txt lists the 295 canonical routes', () => {
  expect(routes).toHaveLength(295);
  expect(new Set(routes).size).toBe(295);
});

// Tagged: CI runs the walk in shards of its own (the chunks take about as long as each other) and the rest of the
// suite in others (.github/workflows/ci.yml), since Playwright's --shard cuts the test list into runs of equal
// counts, and the eight chunks in a row would weigh down one shard.
for (const mode of MODES) {
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    const mine = routes.filter((_, i) => i % CHUNKS === chunk);
    const title = `routes ${mode} chunk ${chunk + 1}/${CHUNKS} (${mine.length} routes)`;
    test(title, {tag: ROUTE_WALK}, async ({page, baseURL, request}) => {
      // An upper bound per route, not a wait: a busy 2-core machine needs a few seconds a route with axe.
      test.setTimeout(mine.length * 8_000);
      const {errors, foreign, csp} = await watchPage(page, baseURL!, {intercept: false});
      await installAxe(page);
      const failures: string[] = [];

      await page.goto(mine[0]!);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      if (mode === 'light') await switchMode(page, 'light');

      for (const [i, route] of mine.entries()) {
        if (mode === 'dark') {
          const response = await request.get(route, {maxRedirects: 0});
          if (response.status() !== 200) failures.push(`${route}: HTTP ${response.status()}`);
          const policy = response.headers()['content-security-policy'] ?? '';
          if (!/script-src 'self' 'sha256-/.test(policy) || policy.includes("'unsafe-inline'")) {
            failures.push(`${route}: missing or weak Content-Security-Policy: ${policy}`);
          }
        }
        const notShown = i > 0 ? await navigate(page, route) : undefined;
        if (notShown) failures.push(notShown);
        const {theme, h1Visible, rawDirectives} = await shownState(page);
        if (theme !== mode) failures.push(`${route}: data-theme is ${theme}, expected ${mode}`);
        if (!h1Visible) failures.push(`${route}: no visible h1`);
        if (rawDirectives) failures.push(`${route}: ${rawDirectives} paragraph(s) show raw ":::" admonition syntax`);
        const rules = mode === 'light' ? COLOUR_RULES : undefined;
        failures.push(...(await axeViolations(page, `${route} [${mode}]`, undefined, rules)));
      }
      expect(failures, failures.join('\n')).toEqual([]);
      expect(errors, errors.join('\n')).toEqual([]);
      expect(foreign, foreign.join('\n')).toEqual([]);
      expect(csp, csp.join('\n')).toEqual([]);
    });
  }
}
