import {test, expect} from '@playwright/test';
import {showcaseEntries} from '../../src/data/showcase';
import {hydrated, watchPage} from './helpers';

const count = (tags: string[], op: 'AND' | 'OR') =>
  showcaseEntries.filter((e) =>
    op === 'AND' ? tags.every((t) => e.tags.includes(t as never)) : tags.some((t) => e.tags.includes(t as never)),
  ).length;

test.beforeEach(async ({page, baseURL}) => {
  await watchPage(page, baseURL!);
});

test('shows every entry without filters', async ({page}) => {
  await page.goto('/showcase');
  await expect(page.getByTestId('showcase-card')).toHaveCount(showcaseEntries.length);
  await expect(page.getByTestId('showcase-count')).toHaveText(`${showcaseEntries.length} sites`);
});

test('tag filter with OR and AND keeps its state in the URL', async ({page}) => {
  await page.goto('/showcase');
  await hydrated(page);
  await page.getByRole('checkbox', {name: 'DeFi'}).check();
  await page.getByRole('checkbox', {name: 'Wallets'}).check();
  await expect(page).toHaveURL(/tags=defi&tags=wallets/);
  await expect(page.getByTestId('showcase-card')).toHaveCount(count(['defi', 'wallets'], 'OR'));

  await page.getByRole('button', {name: /OR: any tag/}).click();
  await expect(page).toHaveURL(/operator=AND/);
  const and = count(['defi', 'wallets'], 'AND');
  expect(and).toBeLessThan(count(['defi', 'wallets'], 'OR'));
  await expect(page.getByTestId('showcase-card')).toHaveCount(and);

  await page.reload();
  await expect(page.getByRole('checkbox', {name: 'DeFi'})).toBeChecked();
  await expect(page.getByTestId('showcase-card')).toHaveCount(and);
});

test('name search filters by title and shows "No result" when nothing matches', async ({page}) => {
  await page.goto('/showcase?name=swap');
  const expected = showcaseEntries.filter((e) => e.title.toLowerCase().includes('swap')).length;
  expect(expected).toBeGreaterThan(0);
  await expect(page.getByTestId('showcase-card')).toHaveCount(expected);
  await hydrated(page);
  await page.getByRole('searchbox', {name: 'Search for site name'}).fill('zzzz-no-such-app');
  await expect(page.getByText('No result')).toBeVisible();
  await expect(page).toHaveURL(/name=zzzz-no-such-app/);
});
