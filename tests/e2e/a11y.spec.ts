import {test, expect, type Page} from '@playwright/test';
import {axeViolations as violations, holdRequests, hydrated, watchPage} from './helpers';
import {contrastRatio} from '../../src/utils/contrast';

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules and axe's best practices) on the states a route scan never sees
 * (search dialog, assistant dialog, open menus, a phone-width page, the search page in each of its states, the
 * 404 page, the crash, loading and load-failure screens), in both colour modes. Any violation fails, listing
 * rule and target selectors. One exclusion in the search dialog, see DOCSEARCH_HIT_OPTION. Every route in
 * both modes is scanned by the route walk (tests/e2e/routes.spec.ts), which loads every page anyway.
 */
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];
/** Waits that include loading and indexing the full search index (about 0.4 s, far more on a busy machine). */
const INDEX = {timeout: 15_000};

/**
 * The one exclusion: `nested-interactive` on DocSearch's result options. DocSearch (third-party) renders each
 * result as `<li role="option">` holding the result's `<a href>` (and, for recent searches, Save/Remove
 * buttons): a known upstream defect (algolia/docsearch#1014, #1491) that only a rewrite of its result list
 * would remove. Readers reach results through the combobox (arrow keys + Enter, aria-activedescendant), which
 * works. Every other rule, and this rule on every other element of the dialog, still applies.
 */
const DOCSEARCH_HIT_OPTION = /^#docsearch-hits\d+-item-\d+$/;
const isKnownDocSearchDefect = (rule: string, target: string) =>
  rule === 'nested-interactive' && DOCSEARCH_HIT_OPTION.test(target);

/** Makes every page of this test open in the given colour mode (the site stores it under `theme`). */
async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
}

for (const mode of MODES) {
  test.describe(`${mode} mode`, () => {
    test('axe: search dialog, assistant dialog, menus, filters and a phone-width page', async ({page, baseURL}) => {
      await watchPage(page, baseURL!);
      await useMode(page, mode);
      const failures: string[] = [];
      const check = async (where: string, ignore?: (rule: string, target: string) => boolean) =>
        failures.push(...(await violations(page, `${where} [${mode}]`, ignore)));

      await page.goto('/developer/deploy/hardhat');
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Search dialog: start screen, results with the first hit selected, no results.
      await page.keyboard.press('ControlOrMeta+k');
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeFocused();
      await check('search dialog, start screen', isKnownDocSearchDefect);
      await input.fill('deploy contract');
      await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toBeVisible(INDEX);
      await check('search dialog, results', isKnownDocSearchDefect);
      await input.fill('validatorzzqx');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible(INDEX);
      await check('search dialog, no results', isKnownDocSearchDefect);
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toBeHidden();

      // Navbar dropdown open.
      const more = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'More'});
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await check('navbar "More" menu open');
      await page.keyboard.press('Escape');

      // Assistant dialog with an answer and its sources.
      await page.getByRole('button', {name: 'Ask the docs assistant'}).click();
      const dialog = page.getByRole('dialog', {name: 'Ask the docs'});
      await expect(dialog).toBeVisible();
      await check('assistant dialog, examples');
      await dialog.getByRole('textbox', {name: 'Your question'}).fill('What is the chain ID of Celo Mainnet?');
      await page.keyboard.press('Enter');
      await expect(dialog.locator('[data-assistant-citation]').first()).toBeVisible(INDEX);
      await check('assistant dialog, answer');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // A footer link under the pointer: the footer stays dark in light mode, so its hover colour must too.
      const footerLink = page.getByRole('contentinfo').getByRole('link', {name: 'What is Celo'});
      await footerLink.scrollIntoViewIfNeeded();
      await footerLink.hover();
      await check('footer link hovered');

      // Showcase with a tag selected and the AND operator.
      await page.goto('/showcase?tags=defi&operator=AND');
      await expect(page.getByRole('checkbox', {name: 'DeFi'})).toBeChecked();
      await check('/showcase?tags=defi&operator=AND');

      // Phone width: the page (the navbar collapses, the search button shows only its icon) and the side panel.
      await page.setViewportSize({width: 375, height: 740});
      await page.goto('/developer/deploy/hardhat');
      await hydrated(page);
      await check('/developer/deploy/hardhat at 375 px');
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await check('mobile navbar panel at 375 px');

      expect(failures, `${failures.length} accessibility violation(s):\n${failures.join('\n')}`).toEqual([]);
    });

    test('axe: the search page in each state, the 404 page, and the crash, loading and load-failure screens', async ({
      page,
      context,
      baseURL,
    }) => {
      await watchPage(page, baseURL!);
      await useMode(page, mode);
      const failures: string[] = [];
      const check = async (where: string) => failures.push(...(await violations(page, `${where} [${mode}]`)));
      const results = page.getByRole('region', {name: 'Search results'});
      const status = results.getByRole('status');
      const box = page.getByPlaceholder('Type your search here');

      // Search page: no query; searching (the index is held until axe has run); results; no results.
      await page.goto('/search');
      await hydrated(page);
      await check('/search, no query');
      const release = await holdRequests(page, '**/search-index/**');
      await box.fill('forno');
      await expect(status).toHaveText('Searching…');
      await check('/search?q=forno, searching');
      release();
      await expect(status).toHaveText(/^\d+ documents found$/, INDEX);
      await check('/search?q=forno, results');
      await box.fill('validatorzzqx');
      await expect(status).toHaveText('No results were found', INDEX);
      await check('/search?q=validatorzzqx, no results');
      // Error: the index cannot be fetched on a fresh page.
      await page.route('**/search-index/**', (route) => route.abort());
      await page.goto('/search?q=forno');
      await expect(status).toContainText('Unable to fetch results', INDEX);
      await check('/search?q=forno, error');
      await page.unroute('**/search-index/**');

      // The 404 page, and the fixture routes (tests/fixtures/pages): crash, loading and load-failure screens.
      await page.goto('/this/page/does-not-exist');
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      await check('404 page');
      await page.goto('/__fixtures/crash');
      await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
      await check('crash screen');
      await page.goto('/__fixtures/loading');
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
      await check('loading screen');
      await page.goto('/__fixtures/load-failure');
      await expect(page.getByRole('main').getByRole('alert')).toContainText('This page could not be loaded.');
      await check('load-failure screen');

      // The load failure over a page, when a link is followed offline (src/components/OfflineNavigation).
      await page.goto('/network/node/forno');
      await hydrated(page);
      await context.setOffline(true);
      await page.locator('article a[href="/network/node/run-hosted"]').last().click();
      await expect(page.getByRole('alert').filter({hasText: 'This page could not be loaded.'})).toBeVisible();
      await check('load failure over a page, offline');
      await context.setOffline(false);

      expect(failures, `${failures.length} accessibility violation(s):\n${failures.join('\n')}`).toEqual([]);
    });

    test('text on gradients, which axe cannot measure, has 4.5:1 against every gradient stop', async ({
      page,
      baseURL,
    }) => {
      await watchPage(page, baseURL!);
      await useMode(page, mode);
      await page.goto('/');
      await hydrated(page);
      const problems: string[] = [];
      // The search button's key hints (on the key-cap gradient) and the landing page hero (on its gradient).
      for (const [selector, backgroundOf] of [
        ['.DocSearch-Button-Key', '.DocSearch-Button-Key'],
        ['.hero--celo .hero__title', '.hero--celo'],
        ['.hero--celo .hero__subtitle', '.hero--celo'],
      ] as const) {
        const color = await page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).color);
        const image = await page
          .locator(backgroundOf)
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundImage);
        const stops = image.match(/rgba?\([^)]*\)/g) ?? [];
        expect(stops.length, `${backgroundOf} has a gradient`).toBeGreaterThan(1);
        for (const stop of stops) {
          const ratio = contrastRatio(color, stop);
          if (ratio < 4.5) problems.push(`${selector} [${mode}]: ${color} on ${stop} is ${ratio.toFixed(2)}:1`);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
}

test('a slow page change shows the progress bar without an invalid ARIA role, and then the page', async ({
  page,
  baseURL,
}) => {
  const {errors} = await watchPage(page, baseURL!);
  await page.goto('/general');
  await hydrated(page);
  // Hold the next page's scripts until the bar is on screen: the change takes as long as the test needs.
  const release = await holdRequests(page, '**/assets/js/**');
  const link = page.locator('.theme-doc-sidebar-container a.menu__link[href^="/"]:not([aria-current])').first();
  const target = (await link.getAttribute('href'))!;
  await link.click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeAttached();
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  expect(await bar.getAttribute('role')).toBeNull();
  expect(await violations(page, 'progress bar during a page change')).toEqual([]);
  release();
  await expect(page).toHaveURL(new URL(target, baseURL).href);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('heading', {level: 1, name: 'This page crashed'})).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a wide Markdown table scrolls from the keyboard, and axe waits for it to join the tab order', async ({
  page,
  baseURL,
}) => {
  const {errors} = await watchPage(page, baseURL!);
  await page.goto('/developer/contractkit/usage');
  await hydrated(page);
  const table = page.locator('article table').first();
  await expect(table).toHaveAttribute('tabindex', '0');
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);

  const rule = ['scrollable-region-focusable'];
  // The table component sets tabindex in a transition after hydration; a loaded machine can paint the page first.
  // Take it away and give it back a moment later, as a late render would: axe runs once it is back.
  await table.evaluate((t) => {
    t.removeAttribute('tabindex');
    setTimeout(() => t.setAttribute('tabindex', '0'), 1_000);
  });
  expect(await violations(page, 'wide table, tabindex set late', undefined, rule)).toEqual([]);
  // A table that never joins the tab order is still reported, once the wait is over.
  await table.evaluate((t) => t.removeAttribute('tabindex'));
  const late = await violations(page, 'wide table, no tabindex', undefined, rule);
  expect(late).toHaveLength(1);
  expect(late[0]).toContain('scrollable-region-focusable');
  expect(errors).toEqual([]);
});
