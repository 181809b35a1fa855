import {test, expect} from '@playwright/test';
import {axeViolations, disableStorage, hydrated, watchPage} from './helpers';

/**
 * The site keeps working when the browser environment is hostile: no storage, no JavaScript, no network
 * after the first load, unusual search input, and requests the server must survive.
 */

test('without localStorage or sessionStorage the site works and throws nothing', async ({page, baseURL}) => {
  const {errors, foreign, csp} = await watchPage(page, baseURL!);
  await disableStorage(page);
  await page.goto('/network/node/forno');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // Colour mode switches for this page view, without saving.
  const before = await page.locator('html').getAttribute('data-theme');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before!);
  // Search (which keeps recent searches in storage) still answers.
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('forno');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  // The assistant (which keeps the conversation in session storage) still answers.
  await page.getByRole('button', {name: 'Ask the docs assistant'}).click();
  const dialog = page.getByRole('dialog', {name: 'Ask the docs'});
  await dialog.getByRole('textbox', {name: 'Your question'}).fill('What is the chain id of Celo Mainnet?');
  await page.keyboard.press('Enter');
  await expect(dialog.locator('a[href*="/"]').first()).toBeVisible();
  // Client-side navigation still works.
  await page.keyboard.press('Escape');
  await page.locator('.theme-doc-sidebar-menu a[href="/network/node/overview"]').first().click();
  await expect(page).toHaveURL(/\/network\/node\/overview$/);
  expect(
    errors.filter((e) => e.includes('page error')),
    errors.join('\n'),
  ).toEqual([]);
  expect(foreign).toEqual([]);
  expect(csp).toEqual([]);
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('content, sidebar, navbar and links are readable and work from the static HTML', async ({page}) => {
    await page.goto('/network/node/forno');
    await expect(page.getByRole('heading', {level: 1, name: 'Forno'})).toBeVisible();
    await expect(page.locator('article p').first()).toBeVisible();
    await expect(page.locator('article table').first()).toBeVisible();
    await expect(page.locator('article pre').first()).toBeVisible();
    // By role, so the no-JS phone menu's copy of the link (hidden at this width) does not count.
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Build', exact: true}).first(),
    ).toBeVisible();
    const sidebarLink = page.locator('.theme-doc-sidebar-menu a[href="/network/node/overview"]').first();
    await expect(sidebarLink).toBeVisible();
    await sidebarLink.click();
    await expect(page).toHaveURL(/\/network\/node\/overview$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // Table of contents anchors work without script.
    await expect(page.locator('.table-of-contents a').first()).toHaveAttribute('href', /^#/);
  });

  test('the live code block shows its source, and math is rendered', async ({page}) => {
    await page.goto('/markdown-page');
    await expect(page.locator('[data-live-codeblock] pre').first()).toBeVisible();
    await expect(page.locator('.katex').first()).toBeVisible();
  });
});

test.describe('with JavaScript disabled on a phone (390 px)', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 390, height: 844}});

  test('the navbar menu opens as a list of the sections and leads to the site map', async ({page}) => {
    await page.goto('/developer/deploy/hardhat');
    // The scripted menu button and the docs assistant's Ask button would do nothing: they are hidden.
    await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
    await expect(page.getByRole('button', {name: 'Ask the docs assistant'})).toBeHidden();
    // So would "Was this page helpful?" (src/components/PageFeedback).
    await expect(page.locator('[data-page-feedback]')).toBeAttached();
    await expect(page.locator('[data-page-feedback]')).toBeHidden();
    const menu = page.locator('nav.navbar details.navbar-no-js');
    await expect(menu.locator('summary')).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Build', exact: true})).toBeHidden();
    await menu.locator('summary').click();
    await expect(menu.getByRole('link', {name: 'Build', exact: true})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Holder', exact: true})).toHaveAttribute('href', '/holder');
    await menu.getByRole('link', {name: /site map/}).click();
    await expect(page).toHaveURL(/\/site-map$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Site map'})).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'Tooling'})).toBeVisible();
    await page.locator('main a[href="/developer/deploy/hardhat"]').first().click();
    await expect(page).toHaveURL(/\/developer\/deploy\/hardhat$/);
  });

  test('"On this page" opens and its links jump to the sections', async ({page}) => {
    await page.goto('/developer/deploy/hardhat');
    await expect(page.locator('.theme-doc-toc-mobile')).toBeHidden();
    const toc = page.locator('details.toc-no-js');
    await toc.getByText('On this page').click();
    const first = toc.locator('a').first();
    await expect(first).toBeVisible();
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^#/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('the search page says search needs JavaScript and links to the site map', async ({page}) => {
    await page.goto('/search');
    const note = page.getByRole('note');
    await expect(note).toContainText('Search needs JavaScript');
    await note.getByRole('link', {name: 'site map'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Site map'})).toBeVisible();
  });
});

test('the site map lists every sidebar and passes axe in both colour modes', async ({page}) => {
  for (const mode of ['dark', 'light']) {
    await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
    await page.goto('/site-map');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    for (const name of ['What is Celo', 'Build', 'Tooling', 'Celo L2', 'Holder', 'CLI', 'Community']) {
      await expect(page.getByRole('heading', {level: 2, name, exact: true})).toBeVisible();
    }
    expect(await axeViolations(page, `/site-map (${mode})`)).toEqual([]);
  }
});

test('with JavaScript the no-JS stand-ins stay out of the page and the scripted controls work', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/developer/deploy/hardhat');
  await hydrated(page);
  await expect(page.locator('.navbar-no-js, .toc-no-js')).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Ask the docs assistant'})).toBeVisible();
  await expect(page.getByRole('region', {name: 'Was this page helpful?'})).toBeAttached();
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
});

test('hostile request headers get an answer and the site keeps loading (serve:prod)', async ({page, request}) => {
  // Each of these ranges used to stop the server (a RangeError thrown while streaming the file).
  expect((await request.get('/llms.txt', {headers: {Range: 'bytes=5-1'}})).status()).toBe(416);
  const huge = await request.get('/llms.txt', {headers: {Range: 'bytes=0-18446744073709551615'}});
  expect(huge.status()).toBe(206);
  const first = await request.get('/llms.txt', {headers: {Range: 'bytes=0-0', 'Accept-Encoding': 'gzip, br'}});
  expect(first.status()).toBe(206);
  expect(first.headers()['content-encoding']).toBeUndefined();
  expect((await first.body()).toString()).toBe('#');
  const missing = await request.get('/assets/js/no-such-chunk.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).not.toContain('immutable');
  const post = await request.post('/network/node/forno');
  expect(post.status()).toBe(405);
  expect(post.headers()['allow']).toBe('GET, HEAD');
  await page.goto('/network/node/forno');
  await expect(page.getByRole('heading', {level: 1, name: 'Forno'})).toBeVisible();
});

test('offline after the first load: following a link shows the load failure with Retry, which recovers once online', async ({
  page,
  context,
  baseURL,
}) => {
  const {foreign, csp} = await watchPage(page, baseURL!);
  await page.goto('/network/node/forno');
  await hydrated(page);
  await context.setOffline(true);
  // A link far down the page: its code was never prefetched, so it cannot load offline.
  const link = page.locator('article a[href="/network/node/run-hosted"]').last();
  await link.click();
  const failure = page.getByRole('alert').filter({hasText: 'This page could not be loaded.'});
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('You appear to be offline');
  await expect(page).toHaveURL(/\/network\/node\/forno$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Forno'})).toBeVisible();
  // Retry while still offline keeps the message.
  await failure.getByRole('button', {name: 'Retry'}).click();
  await expect(failure).toBeVisible();
  // Back online, Retry completes the navigation.
  await context.setOffline(false);
  await failure.getByRole('button', {name: 'Retry'}).click();
  await expect(page).toHaveURL(/\/network\/node\/run-hosted$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Forno');
  await expect(failure).toBeHidden();
  expect(foreign).toEqual([]);
  expect(csp).toEqual([]);
});

test('offline before first use: the assistant says it could not load and works on the next try', async ({
  page,
  context,
  baseURL,
}) => {
  const {errors} = await watchPage(page, baseURL!);
  await page.goto('/general');
  await hydrated(page);
  await context.setOffline(true);
  const launcher = page.getByRole('button', {name: 'Ask the docs assistant'});
  await launcher.click();
  await expect(page.getByRole('status').filter({hasText: 'The docs assistant could not be loaded.'})).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible(); // the page is still there
  await context.setOffline(false);
  await launcher.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText('The docs assistant could not be loaded.')).toBeHidden();
  // Failed chunk requests log console errors; nothing else may.
  expect(errors.filter((e) => !/Failed to load resource|ChunkLoadError|Loading chunk/.test(e))).toEqual([]);
});

test('offline before first use: search falls back to the search page, whose failure offers Retry', async ({
  page,
  context,
  baseURL,
}) => {
  await watchPage(page, baseURL!);
  await page.goto('/general');
  await hydrated(page);
  await context.setOffline(true);
  await page.keyboard.press('Control+k');
  // The modal's code cannot load: the search page is tried instead, and it cannot load either.
  const failure = page.getByRole('alert').filter({hasText: 'This page could not be loaded.'});
  await expect(failure).toBeVisible();
  await context.setOffline(false);
  await failure.getByRole('button', {name: 'Retry'}).click();
  await expect(page).toHaveURL(/\/search$/);
  // Back online, the search page answers. (Typing right after the page switch can be reset by its first
  // render from the URL on a busy machine, so the query is typed again until results show.)
  // The inner bound leaves room for the page's 300 ms delay and the index download on a loaded machine.
  await expect(page.getByRole('heading', {level: 1, name: 'Search the documentation'})).toBeVisible();
  await expect(async () => {
    await page.getByPlaceholder('Type your search here').fill('forno');
    await expect(page.locator('article h2 a').first()).toBeVisible({timeout: 10_000});
  }).toPass({timeout: 60_000});
});

test.describe('unusual search input', () => {
  test('a 1,000-character query is capped, answered, and breaks nothing', async ({page, baseURL}) => {
    const {errors} = await watchPage(page, baseURL!);
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill('celo '.repeat(200));
    expect((await input.inputValue()).length).toBe(64);
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent('validator '.repeat(100))}`);
    await expect(page.getByText(/documents? found|No results were found|One document found/).first()).toBeVisible();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  test('unicode queries (accents, CJK, emoji, right-to-left) are answered without errors', async ({page, baseURL}) => {
    const {errors} = await watchPage(page, baseURL!);
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    for (const q of ['ñandú staking', '质押 セロ', '🚀 wallet', 'שלום celo', 'Ωmega\u0000']) {
      await input.fill(q);
      await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    }
    await input.fill('wället');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
