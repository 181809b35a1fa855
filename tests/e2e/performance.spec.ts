import {test, expect, type Page} from '@playwright/test';
import {hydrated, watchPage} from './helpers';

/**
 * The work a page no longer does on load (see handbook/performance.md): Prism runs only for code blocks
 * rendered in the browser (src/plugins/prism-on-demand), and link prefetching waits for idle time
 * (src/plugins/idle-prefetch). Lighthouse figures are in `npm run bench`; these tests pin the behaviour.
 */

/** The Prism grammar registration that only the highlighter's chunk contains. */
const PRISM_GRAMMAR = /Prism\.languages\.solidity=/;

/** Bodies of the scripts the page executes (<script> requests; <link rel="prefetch"> downloads are not). */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

async function runsPrism(page: Page, urls: string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const url of [...new Set(urls)]) {
    const body = await page.request.get(url).then((r) => r.text());
    if (PRISM_GRAMMAR.test(body)) hits.push(url);
  }
  return hits;
}

test('a doc page loaded directly shows highlighted code without running Prism; a client-side navigation loads it', async ({
  page,
  baseURL,
}) => {
  const {errors} = await watchPage(page, baseURL!);
  const scripts = recordScripts(page);
  await page.goto('/developer/contractkit/migrating-to-viem');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const block = page.locator('article .theme-code-block').first();
  await expect(block.locator('pre code .token').first()).toBeVisible();
  expect(await runsPrism(page, scripts), 'no script with Prism grammars ran on load').toEqual([]);

  // Client-side navigation to another page with code: its blocks are highlighted in the browser.
  await page.locator('article a[href="/developer/viem"]').first().click();
  await expect(page).toHaveURL(/\/developer\/viem$/);
  await expect(page.locator('article .theme-code-block pre code .token').first()).toBeVisible();
  await expect(page.locator('[data-plain-code]')).toHaveCount(0);
  expect((await runsPrism(page, scripts)).length, 'the highlighter chunk ran after the navigation').toBe(1);
  expect(errors).toEqual([]);
});

test('if the highlighter cannot load, a block rendered in the browser shows its code as plain text', async ({
  page,
  baseURL,
}) => {
  await watchPage(page, baseURL!);
  await page.goto('/developer/contractkit/migrating-to-viem');
  await hydrated(page);
  // From now on, the highlighter's chunk fails as it would offline.
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    if (PRISM_GRAMMAR.test(await response.text())) return route.abort('internetdisconnected');
    return route.fulfill({response});
  });
  await page.locator('article a[href="/developer/viem"]').first().click();
  await expect(page).toHaveURL(/\/developer\/viem$/);
  const plain = page.locator('article [data-plain-code]').first();
  await expect(plain).toBeVisible();
  await expect(plain.locator('code')).toContainText('npm install viem');
  // The block's buttons still work on the plain text.
  await plain.locator('xpath=ancestor::*[contains(@class,"theme-code-block")][1]').hover();
  await expect(page.locator('article .theme-code-block').first().getByRole('button', {name: /copy/i})).toBeAttached();
  // Prefetches can still be in the handler when the test ends; their responses are disposed with the page, which
  // Playwright would otherwise report as an error in the worker's next test.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('route prefetching is queued for idle time, and still happens', async ({page, baseURL}) => {
  await watchPage(page, baseURL!);
  await page.goto('/cli');
  await hydrated(page);
  // Links in view are prefetched once the page is idle.
  await expect.poll(() => page.locator('head link[rel="prefetch"]').count()).toBeGreaterThan(0);
  // A prefetch call returns at once and adds nothing synchronously; its <link>s appear in an idle callback.
  const result = await page.evaluate(async (path) => {
    const count = () => document.head.querySelectorAll('link[rel="prefetch"]').length;
    const before = count();
    const returned = window.docusaurus.prefetch(path);
    const synchronous = count() - before;
    await returned;
    return {synchronous, isPromise: returned instanceof Promise, added: count() - before};
  }, '/holder/manage/asset');
  expect(result.synchronous, 'links added synchronously').toBe(0);
  expect(result.isPromise).toBe(true);
  expect(result.added, 'links added once the queued prefetch ran').toBeGreaterThan(0);
});

test('a chunk shared by many routes is prefetched once', async ({page, baseURL}) => {
  await watchPage(page, baseURL!);
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/cli/account');
  await hydrated(page);
  await expect.poll(() => page.locator('head link[rel="prefetch"]').count()).toBeGreaterThan(0);
  // Sibling reference pages share the docs layout, sidebar and version chunks with each other and this page.
  const hrefs = await page.evaluate(async () => {
    for (const path of ['/cli/commands', '/cli/config', '/cli/election']) await window.docusaurus.prefetch(path);
    return Array.from(document.head.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href'));
  });
  const repeated = hrefs.filter((href, i) => hrefs.indexOf(href) !== i);
  expect(repeated, 'chunks prefetched more than once').toEqual([]);
});

test('every code block gets its copy button without the reader scrolling: near the viewport first, the rest when idle', async ({
  page,
  baseURL,
}) => {
  const {errors} = await watchPage(page, baseURL!);
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/cli/account');
  await hydrated(page);
  const blocks = page.locator('article .theme-code-block');
  const count = await blocks.count();
  expect(count, 'a long page with many code blocks').toBeGreaterThan(40);
  // The first block is near the viewport; the last is far below it, and nothing scrolls the page.
  await expect(blocks.first().getByRole('button', {name: /copy/i})).toBeAttached();
  await expect(blocks.last().getByRole('button', {name: /copy/i})).toBeAttached();
  await expect(page.locator('article .theme-code-block button[aria-label*="copy" i]')).toHaveCount(count);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A far block's button is reachable like any other: it takes the keyboard focus.
  const last = blocks.last().getByRole('button', {name: /copy/i});
  await last.focus();
  await expect(last).toBeFocused();
  expect(errors).toEqual([]);
});

/** Opens /cli/account at `width` and scrolls to the code block containing `text`; returns it and its wrap button. */
async function accountCodeBlock(page: Page, width: number, text: string) {
  await page.setViewportSize({width, height: 860});
  await page.goto('/cli/account');
  await hydrated(page);
  const block = page.locator('article .theme-code-block').filter({hasText: text});
  await block.scrollIntoViewIfNeeded();
  return {block, wrap: block.getByRole('button', {name: /word wrap/i})};
}

test('a code block far down a long page gets its word-wrap button when the reader reaches it', async ({page}) => {
  // The usage line of account:verify-proof-of-possession (over 100 characters) overflows at phone width.
  const {block, wrap} = await accountCodeBlock(
    page,
    390,
    'celocli account:verify-proof-of-possession --account <ADDRESS>',
  );
  await expect(wrap).toHaveCount(1);
  await wrap.click();
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
});

test('a code block near the viewport re-checks its overflow when the window narrows', async ({page}) => {
  // A 64-character command: it fits the desktop column and overflows at phone width.
  const {block, wrap} = await accountCodeBlock(
    page,
    1280,
    'celocli account:unlock 0xYourAccount --duration 300 --node local',
  );
  await expect(wrap).toHaveCount(0);
  await page.setViewportSize({width: 390, height: 844});
  await block.scrollIntoViewIfNeeded();
  await expect(wrap).toHaveCount(1);
});

test('the page renders a frame before the entry scripts are requested, then hydrates', async ({page, baseURL}) => {
  const {errors, csp} = await watchPage(page, baseURL!);
  // The time of the first rendered frame (its requestAnimationFrame callback), recorded from the start.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as {__firstFrame: number}).__firstFrame = performance.now();
    });
  });
  await page.goto('/cli/account');
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    firstFrame: (window as unknown as {__firstFrame?: number}).__firstFrame ?? null,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.fcp, 'the content was painted').not.toBeNull();
  expect(timing.firstFrame, 'a frame was rendered').not.toBeNull();
  expect(timing.scripts).toHaveLength(2);
  // With <script defer> in <head> they would be requested while the HTML is parsed, before any frame.
  for (const requested of timing.scripts) expect(requested).toBeGreaterThan(timing.firstFrame!);
  // Hydrated and interactive: the colour-mode toggle works.
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  expect(errors).toEqual([]);
  expect(csp).toEqual([]);
});
