/**
 * The page actions menu beside every doc title (src/components/PageActions): copy the page's Markdown twin
 * (what lands on the clipboard is the served twin), view it, open it in ChatGPT or Claude (links carrying
 * the twin's URL; nothing is requested from another origin); keyboard use, Escape and outside clicks; no
 * storage needed; axe-clean in both colour modes.
 */
import {expect, test, type Page} from '@playwright/test';
import {axeViolations, disableStorage, hydrated, watchPage} from './helpers';

const ROUTE = '/network/mainnet';
const TWIN_URL = 'https://docs.celo.org/network/mainnet.md';

const menuButton = (page: Page) => page.getByRole('button', {name: 'Page actions'});
const menu = (page: Page) => page.getByRole('menu', {name: 'Page actions'});

async function openPage(page: Page, route = ROUTE) {
  await page.goto(route);
  // Hydration of a long doc page can take more than the default 10 s on a loaded 2-core machine.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
  await expect(menuButton(page)).toBeVisible();
}

test('copy page as Markdown puts the served twin on the clipboard and says "Copied"', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  const {errors, foreign, csp} = await watchPage(page, baseURL!);
  await openPage(page);
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await page.getByRole('menuitem', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('menuitem', {name: 'Copied'})).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeAttached();
  const twin = await (await page.request.get(`${ROUTE}.md`)).text();
  expect(twin).toContain('42220');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  expect([...errors, ...foreign, ...csp]).toEqual([]);
});

test('the menu’s links: the twin on this site, and ChatGPT / Claude prompts carrying the twin URL', async ({
  page,
  baseURL,
}) => {
  const {foreign} = await watchPage(page, baseURL!);
  await openPage(page);
  await menuButton(page).click();
  await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute('href', `${ROUTE}.md`);
  for (const [name, origin] of [
    ['Open in ChatGPT', 'https://chatgpt.com'],
    ['Open in Claude', 'https://claude.ai'],
  ] as const) {
    const href = (await page.getByRole('menuitem', {name}).getAttribute('href'))!;
    expect(new URL(href).origin).toBe(origin);
    expect(new URL(href).searchParams.get('q')).toContain(TWIN_URL);
    await expect(page.getByRole('menuitem', {name})).toHaveAttribute('rel', /noopener/);
  }
  expect(foreign, 'opening the menu requests nothing from another origin').toEqual([]);
  // "View as Markdown" opens the twin, served as Markdown.
  const response = await page.request.get(`${ROUTE}.md`);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
});

test('keyboard: Enter opens and focuses the first item, arrows move and wrap, Escape closes and returns focus', async ({
  page,
}) => {
  await openPage(page);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', {name: 'Copy page as Markdown'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', {name: 'Open in Claude'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', {name: 'Copy page as Markdown'})).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', {name: 'Open in Claude'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  // ArrowUp on the button opens on the last item; Tab leaves and closes.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', {name: 'Open in Claude'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu(page)).toBeHidden();
});

test('a click outside closes the menu; a click on the button toggles it', async ({page}) => {
  await openPage(page);
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await page.getByRole('heading', {level: 1}).click();
  await expect(menu(page)).toBeHidden();
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await menuButton(page).click();
  await expect(menu(page)).toBeHidden();
});

test('every kind of doc page has the menu beside its title; other pages do not', async ({page}) => {
  for (const route of ['/cli', '/contract-addresses', '/general/using-celo/wallets']) {
    await openPage(page, route);
    const title = await page.getByRole('heading', {level: 1}).boundingBox();
    const button = await menuButton(page).boundingBox();
    expect(title && button, route).toBeTruthy();
    // Same band as the title, to its right.
    expect(Math.abs(button!.y + button!.height / 2 - (title!.y + title!.height / 2)), route).toBeLessThan(
      title!.height,
    );
    expect(button!.x, route).toBeGreaterThan(title!.x);
  }
  await page.goto('/showcase');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(menuButton(page)).toHaveCount(0);
});

test('works without storage: copy still copies', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  const {errors} = await watchPage(page, baseURL!);
  await disableStorage(page);
  await openPage(page, '/cli');
  await menuButton(page).click();
  await page.getByRole('menuitem', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('menuitem', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Celo CLI/);
  expect(errors).toEqual([]);
});

for (const mode of ['dark', 'light'] as const) {
  test(`axe: the button and the open menu have no violations in ${mode} mode`, async ({page}) => {
    await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
    await openPage(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await axeViolations(page, `${ROUTE} (${mode}, menu open)`)).toEqual([]);
  });
}
