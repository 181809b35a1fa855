import {test, expect, type Page} from '@playwright/test';
import {hydrated, watchPage} from './helpers';

/** The local docs assistant, with requests to other origins blocked and recorded. */
let watched: {errors: string[]; foreign: string[]};
test.beforeEach(async ({page, baseURL}) => {
  watched = await watchPage(page, baseURL!);
});
test.afterEach(() => {
  expect(watched.foreign, watched.foreign.join('\n')).toEqual([]);
});

const launcher = (page: Page) => page.getByRole('button', {name: /Ask the docs assistant/});
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Ask the docs'});
const box = (page: Page) => page.getByRole('textbox', {name: 'Your question'});

async function ready(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test('the launcher is on a page of every section, the landing page, the showcase and the 404 page', async ({page}) => {
  for (const path of ['/', '/showcase', '/general', '/build', '/developer/deploy/hardhat', '/cel2', '/cli/account', '/holder', '/community/guidelines', '/protocol/pos', '/this-is-not-a-page']) {
    await page.goto(path);
    await expect(launcher(page), path).toBeVisible();
  }
});

test('its code and the index load only when it is first used', async ({page}) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/docs-assistant|search-index\.json/.test(r.url())) loaded.push(r.url());
  });
  await ready(page, '/general');
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
  expect(loaded.some((u) => u.includes('docs-assistant'))).toBe(true);
});

test('keyboard: opens with Enter, focus moves in and stays in, Esc closes and returns focus', async ({page}) => {
  await ready(page, '/general');
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(box(page)).toBeFocused();
  for (const key of [...Array(12).fill('Tab'), ...Array(6).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog')), `after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await launcher(page).click();
  await page.getByRole('button', {name: 'Close the assistant'}).click();
  await expect(dialog(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test('answers with cited sections whose links work, and keeps the conversation across navigation', async ({page}) => {
  await ready(page, '/');
  await launcher(page).click();
  await expect(dialog(page)).toContainText('does not write new text');
  await box(page).fill('What is the chain ID of Celo Mainnet?');
  await page.keyboard.press('Enter');
  const answer = dialog(page).locator('[data-turn="0"]');
  await expect(answer).toContainText('42220');
  const citation = answer.locator('[data-assistant-citation]').filter({hasText: 'Celo Mainnet'}).first();
  await expect(citation).toBeVisible();
  const href = await citation.getAttribute('href');
  expect(href).toMatch(/^\/network\/mainnet/);
  await citation.click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/network\/mainnet/);
  await expect(page.locator('article')).toContainText('42220');
  await launcher(page).click();
  await expect(dialog(page).locator('[data-turn="0"]')).toContainText('What is the chain ID of Celo Mainnet?');
  await page.reload();
  await hydrated(page);
  await launcher(page).click();
  await expect(dialog(page).locator('[data-turn="0"]')).toContainText('42220');
});

test('says plainly when the docs do not cover a question, and refuses over-long questions', async ({page}) => {
  await ready(page, '/');
  await launcher(page).click();
  await box(page).fill('Recipe for banana bread with walnuts');
  await page.keyboard.press('Enter');
  await expect(dialog(page).locator('[data-turn="0"]')).toContainText('I could not find this in the documentation');
  await expect(dialog(page).locator('[data-turn="0"] [data-assistant-citation]')).toHaveCount(0);
  await box(page).fill('x'.repeat(400));
  await page.keyboard.press('Enter');
  await expect(dialog(page).locator('[data-turn="1"]')).toContainText('Questions are limited to 300 characters');
});

test('markup in a question is shown as text', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await ready(page, '/');
  await launcher(page).click();
  await box(page).fill('<img src=x onerror=alert(1)> forno rpc');
  await page.keyboard.press('Enter');
  const turn = dialog(page).locator('[data-turn="0"]');
  await expect(turn).toContainText('<img src=x onerror=alert(1)>');
  expect(await turn.locator('img').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('usable at a phone width and in light mode', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await ready(page, '/general');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await hydrated(page);
  await launcher(page).click();
  const box1 = await dialog(page).boundingBox();
  expect(box1!.width).toBeLessThanOrEqual(375);
  await page.getByRole('button', {name: 'How do I verify a contract with Foundry?'}).click();
  await expect(dialog(page).locator('[data-turn="0"] [data-assistant-citation]').first()).toBeVisible();
});
