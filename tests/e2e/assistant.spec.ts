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
  for (const path of [
    '/',
    '/showcase',
    '/general',
    '/build',
    '/developer/deploy/hardhat',
    '/cel2',
    '/cli/account',
    '/holder',
    '/community/guidelines',
    '/protocol/pos',
    '/this-is-not-a-page',
  ]) {
    await page.goto(path);
    await expect(launcher(page), path).toBeVisible();
  }
});

test('its code and the passages load only when the reader reaches for it', async ({page}) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/docs-assistant|assistant-passages\.json|search-index\.json/.test(r.url())) loaded.push(r.url());
  });
  await ready(page, '/general');
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  // Intent: the pointer over the launcher starts the dialog's code and the passages together, before a click.
  await launcher(page).hover();
  await expect.poll(() => loaded.some((u) => u.includes('docs-assistant'))).toBe(true);
  await expect.poll(() => loaded.some((u) => u.includes('assistant-passages.json'))).toBe(true);
  await expect(dialog(page)).toBeHidden();
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
  // The assistant has its own passages: it never downloads the search index.
  expect(loaded.filter((u) => u.includes('search-index.json'))).toEqual([]);
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

test("says plainly when the docs do not mention a question's subject, and refuses over-long questions", async ({
  page,
}) => {
  await ready(page, '/');
  await launcher(page).click();
  await box(page).fill('When is the next Celo airdrop?');
  await page.keyboard.press('Enter');
  const turn = dialog(page).locator('[data-turn="0"]');
  await expect(turn).toContainText("The docs don't mention 'airdrop'.");
  await expect(turn.locator('[data-assistant-citation]')).toHaveCount(0);
  await expect(turn.getByRole('link', {name: /Search the docs for/})).toHaveAttribute(
    'href',
    '/search?q=When%20is%20the%20next%20Celo%20airdrop%3F',
  );
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

test('a data question shows one card: the value with a copy button, its network and the reference section', async ({
  page,
}) => {
  await ready(page, '/');
  await launcher(page).click();
  await box(page).fill('Which address do I pass as feeCurrency to pay gas in USDC on mainnet?');
  await page.keyboard.press('Enter');
  const cards = dialog(page).locator('[data-turn="0"] [data-assistant-card]');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B');
  await expect(cards).toContainText('Network: Celo Mainnet');
  await expect(cards.getByRole('button', {name: /^Copy USDC fee-currency adapter/})).toBeVisible();
  // No table dump: no other token's address appears.
  await expect(cards).not.toContainText('0x765DE816845861e75A25fCA122bb6898B8B1282a');
  await expect(cards.locator('[data-assistant-citation]')).toHaveAttribute('href', /^\/token-addresses#mainnet$/);
});

test('a how-to answer shows the code its sentence introduces, [n] links to the section, focus goes to the answer', async ({
  page,
}) => {
  await ready(page, '/');
  await launcher(page).click();
  await box(page).fill('How do I verify a contract on Blockscout with Foundry?');
  await page.keyboard.press('Enter');
  const answer = dialog(page).locator('[data-turn="0"] [data-answer-start]');
  await expect(answer).toBeFocused();
  await expect(answer.locator('pre').first()).toContainText('forge verify-contract');
  await expect(answer.getByRole('button', {name: /^Copy code from source/}).first()).toBeVisible();
  const marker = answer.getByRole('link', {name: /^Source 1:/});
  await expect(marker).toHaveText('[1]');
  const href = (await marker.getAttribute('href'))!;
  expect(href).toMatch(/^\/developer\/verify\/[a-z-]+#[a-z0-9-]+$/);
  // The answer's start is in view inside the log.
  expect(
    await answer.evaluate((el) => {
      const log = el.closest('[role="log"]')!.getBoundingClientRect();
      const top = el.getBoundingClientRect().top;
      return top >= log.top - 1 && top < log.bottom;
    }),
  ).toBe(true);
  // Follow-ups are the cited page's other headings.
  await expect(answer.getByRole('button').filter({hasNotText: /^Copy/}).first()).toBeVisible();
  // Following the marker lands on the section with the quoted sentence highlighted.
  await marker.click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  await expect
    .poll(() =>
      page.evaluate(() => (CSS as unknown as {highlights: Map<string, unknown>}).highlights.has('assistant-quote')),
    )
    .toBe(true);
});

test('a requirement question shows the whole list of prerequisites as a list, cited to its section', async ({page}) => {
  await ready(page, '/');
  await launcher(page).click();
  await box(page).fill('What are the prerequisites for indexing Celo with SubQuery?');
  await page.keyboard.press('Enter');
  const answer = dialog(page).locator('[data-turn="0"] [data-answer-start]');
  const list = answer.getByRole('list', {name: 'list from source 1'});
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('Node.js 20 or newer');
  await expect(list).toContainText('Docker with Docker Compose');
  await expect(answer.getByRole('link', {name: /^Source 1:/})).toHaveAttribute(
    'href',
    '/developer/indexer/subquery#prerequisites',
  );
});

test('prices and balances get the fixed message with explorer links and no quotes', async ({page}) => {
  await ready(page, '/');
  await launcher(page).click();
  await box(page).fill('What is the price of CELO today?');
  await page.keyboard.press('Enter');
  const turn = dialog(page).locator('[data-turn="0"]');
  await expect(turn).toContainText('no financial advice');
  await expect(turn.getByRole('link', {name: /Blockscout/}).first()).toBeVisible();
  await expect(turn.locator('q, [data-assistant-citation]')).toHaveCount(0);
});

test('the token addresses page shows no internal source notes', async ({page}) => {
  // Static HTML: the tables are server-rendered, so no need to wait for hydration.
  await page.goto('/token-addresses');
  await expect(page.locator('article')).toContainText('0xcebA9300f2b948710d2653dD7B07f33A8B32118C');
  await expect(page.locator('article')).not.toContainText(
    /Older docs|do not mix up|Ambiguous|Stated in the Uniswap|Listed without adapter|MAINNET USDC adapter/i,
  );
});
