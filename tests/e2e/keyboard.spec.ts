import {test, expect, type Locator, type Page} from '@playwright/test';
import {showcaseEntries} from '../../src/data/showcase';
import {hydrated, watchPage} from './helpers';

/**
 * Keyboard-only use of the navbar, the sidebar, search, the assistant and the showcase: no mouse, and no
 * programmatic focus. Every control is reached with Tab or Shift+Tab from where the previous step left off.
 * (assistant.spec.ts and search.spec.ts cover opening with a focused control and shortcuts; this file covers
 * getting there and using them without a pointer.)
 */

let watched: {errors: string[]; foreign: string[]};
test.beforeEach(async ({page, baseURL}) => {
  watched = await watchPage(page, baseURL!);
});
test.afterEach(() => {
  expect(watched.errors, watched.errors.join('\n')).toEqual([]);
  expect(watched.foreign, watched.foreign.join('\n')).toEqual([]);
});

/** Waits that include loading and indexing the search index (about 0.4 s, far more on a busy machine). */
const INDEX = {timeout: 15_000};

async function ready(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses `key` until `target` has focus; fails if it takes more than `max` presses. Returns the count. */
async function pressUntilFocused(
  page: Page,
  target: Locator,
  max: number,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return i;
  }
  const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${key} × ${max} did not reach ${String(target)}; focus is on ${active}`);
}

test.describe('navbar', () => {
  test('Tab reaches the section links; Enter opens "More", Tab walks its items, leaving closes it', async ({page}) => {
    await ready(page, '/general');
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const name of ['What is Celo', 'Build', 'Tooling', 'Celo L2']) {
      await pressUntilFocused(page, nav.getByRole('link', {name, exact: true}), 6);
    }
    const more = nav.getByRole('button', {name: 'More'});
    await pressUntilFocused(page, more, 2);
    const holder = nav.getByRole('link', {name: 'Holder'});
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(holder).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(holder).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(holder).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', {name: 'CLI'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', {name: /dApps/})).toBeFocused();
    // Tab out of the menu: it closes, and focus is on the next navbar item.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', {name: 'English'})).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(holder).toBeHidden();

    // Back to "More": Enter opens it again, and Enter on an item follows the link.
    await page.keyboard.press('Shift+Tab');
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // No wait for the menu's visibility here: items must be focusable as soon as the menu is open.
    await page.keyboard.press('Tab');
    await expect(holder).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', {name: 'CLI'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cli$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

test.describe('sidebar', () => {
  test('Enter on a category collapses and expands it, and Enter on a link navigates', async ({page}) => {
    await ready(page, '/general');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const learn = sidebar.getByRole('button', {name: 'Learn', exact: true});
    await pressUntilFocused(page, learn, 30);
    await expect(learn).toHaveAttribute('aria-expanded', 'false');
    const items = learn.locator('xpath=ancestor::li[1]/ul');
    const first = items.getByRole('link').first();
    await expect(first).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(learn).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/learn\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(sidebar.locator('.menu__link--active', {hasText: (await first.textContent())!})).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a category with its own page has a separate caret button that Enter toggles', async ({page}) => {
    await ready(page, '/developer/deploy/hardhat');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const caret = sidebar.getByRole('button', {name: "Expand sidebar category 'Network Information'"});
    await pressUntilFocused(page, caret, 40);
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const collapse = sidebar.getByRole('button', {name: "Collapse sidebar category 'Network Information'"});
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(collapse).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    // The URL did not change: the caret only toggles.
    await expect(page).toHaveURL(/\/developer\/deploy\/hardhat$/);
  });
});

test.describe('search', () => {
  const modal = (page: Page) => page.locator('.DocSearch-Modal');
  const input = (page: Page) => page.locator('.DocSearch-Input');
  const button = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Search/});

  test('the search button is reached with Tab and opened with Enter; Escape returns focus to it', async ({page}) => {
    await ready(page, '/general');
    await pressUntilFocused(page, button(page), 20);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
  });

  test('Ctrl+K and "/" open it, ArrowDown + Enter opens the second result, Escape gives focus back', async ({page}) => {
    await ready(page, '/general');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('deploy contract');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.nth(1)).toBeVisible(INDEX);
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'false');
    // The search box points assistive technology at the selected result.
    const id = await hits.nth(1).getAttribute('id');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', id!);
    const href = (await hits.nth(1).locator('a').getAttribute('href'))!;
    const title = (await hits.nth(1).locator('.DocSearch-Hit-title').innerText()).trim();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    // The URL changes before the new route renders. Wait for the page the hit names and, on a navigation without a
    // hash, for Docusaurus's focus reset, which would take focus from a dialog opened before it.
    await expect(page.getByRole('main').getByRole('heading', {name: title}).first()).toBeVisible();
    if (!href.includes('#')) {
      // Docusaurus resets focus to the top of the new page (it ends on <body>) once the route has rendered.
      await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
    }

    // "/" opens it on the new page; Escape closes it and focus goes back to the search button.
    await hydrated(page);
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
  });
});

test.describe('assistant', () => {
  const launcher = (page: Page) => page.getByRole('button', {name: 'Ask the docs assistant'});
  const dialog = (page: Page) => page.getByRole('dialog', {name: 'Ask the docs'});

  test('reached with Shift+Tab, opened with Space, asked and followed to a source without a mouse', async ({page}) => {
    await ready(page, '/general');
    // The launcher is the page's last stop: one Shift+Tab from the top.
    await pressUntilFocused(page, launcher(page), 1, 'Shift+Tab');
    await page.keyboard.press('Space');
    await expect(dialog(page)).toBeVisible();
    const box = dialog(page).getByRole('textbox', {name: 'Your question'});
    await expect(box).toBeFocused();

    // The focus trap wraps at both ends: Shift+Tab from the first control reaches the last, Tab the first.
    const close = dialog(page).getByRole('button', {name: 'Close the assistant'});
    await pressUntilFocused(page, close, 10, 'Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const last = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    expect(last).not.toBe('×');
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    // Ask with the keyboard, then Tab to the first source and follow it with Enter.
    await pressUntilFocused(page, box, 10);
    await page.keyboard.type('What is the chain ID of Celo Mainnet?');
    await page.keyboard.press('Enter');
    const citation = dialog(page).locator('[data-assistant-citation]').first();
    await expect(citation).toBeVisible(INDEX);
    // Focus moves to the start of the new answer.
    await expect(dialog(page).locator('[data-turn="0"] [data-answer-start]')).toBeFocused();
    const href = (await citation.getAttribute('href'))!;
    await pressUntilFocused(page, citation, 15, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    await expect(launcher(page)).toBeFocused();
  });
});

test.describe('showcase', () => {
  const expected = (tags: string[]) =>
    showcaseEntries.filter((e) => tags.some((t) => e.tags.includes(t as never))).length;

  test('Tab to a tag checkbox, Space toggles it; the URL and the count follow; the name search is reachable', async ({
    page,
  }) => {
    await ready(page, '/showcase');
    const count = page.getByTestId('showcase-count');
    await expect(count).toHaveText(`${showcaseEntries.length} sites`);
    const defi = page.getByRole('checkbox', {name: 'DeFi'});
    await pressUntilFocused(page, defi, 40);

    await page.keyboard.press('Space');
    await expect(defi).toBeChecked();
    await expect(defi).toBeFocused();
    await expect(page).toHaveURL(/[?&]tags=defi(&|$)/);
    const defiCount = expected(['defi']);
    expect(defiCount).toBeLessThan(showcaseEntries.length);
    await expect(count).toHaveText(defiCount === 1 ? '1 site' : `${defiCount} sites`);
    await expect(page.getByTestId('showcase-card')).toHaveCount(defiCount);

    await page.keyboard.press('Space');
    await expect(defi).not.toBeChecked();
    await expect(page).not.toHaveURL(/tags=/);
    await expect(count).toHaveText(`${showcaseEntries.length} sites`);

    // The name search sits before the tags: Shift+Tab back to it and type.
    const search = page.getByRole('searchbox', {name: 'Search for site name'});
    await pressUntilFocused(page, search, 40, 'Shift+Tab');
    await page.keyboard.type('swap');
    await expect(page).toHaveURL(/[?&]name=swap/);
    const swaps = showcaseEntries.filter((e) => e.title.toLowerCase().includes('swap')).length;
    await expect(page.getByTestId('showcase-card')).toHaveCount(swaps);

    // The AND/OR switch is a toggle button: Enter flips aria-pressed and the URL.
    const operator = page.getByRole('button', {name: /OR: any tag/});
    await pressUntilFocused(page, operator, 5, 'Shift+Tab');
    await expect(operator).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: /AND: all tags/})).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/operator=AND/);
  });
});
