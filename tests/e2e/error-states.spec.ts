import {test, expect} from '@playwright/test';
import {hydrated, watchPage} from './helpers';

test.describe('crash screen', () => {
  test('a render error shows "This page crashed.", the error with its cause, and "Try again" recovers', async ({
    page,
    baseURL,
  }) => {
    const {errors} = await watchPage(page, baseURL!);
    await page.goto('/__fixtures/crash');
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(page).toHaveTitle(/^Page Error/);
    await expect(page.getByText(/Fixture component failed to render\s+Cause:\s+Simulated data error/)).toBeVisible();
    // React reports the caught error on the console; that is expected here.
    expect(errors.some((e) => e.includes('Fixture component failed to render'))).toBe(true);
    await page.evaluate(() => sessionStorage.setItem('crashFixtureHealed', '1'));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Crash fixture recovered'})).toBeVisible();
  });
});

test.describe('ideal image messages', () => {
  const image = (page: import('@playwright/test').Page) => page.locator('main').getByText(/Image not|Click to reload/);

  test('a missing image says "404. Image not found"', async ({page, baseURL}) => {
    await watchPage(page, baseURL!);
    await page.route(/\/assets\/ideal-img\//, (route) => route.fulfill({status: 404, body: ''}));
    await page.goto('/markdown-page');
    await page.getByText('Images use responsive sources').scrollIntoViewIfNeeded();
    await expect(image(page)).toHaveText('404. Image not found');
  });

  test('a failing image says "Error. Click to reload"', async ({page, baseURL}) => {
    await watchPage(page, baseURL!);
    await page.route(/\/assets\/ideal-img\//, (route) => route.fulfill({status: 500, body: ''}));
    await page.goto('/markdown-page');
    await page.getByText('Images use responsive sources').scrollIntoViewIfNeeded();
    await expect(image(page)).toHaveText('Error. Click to reload');
  });

  test('offline says "Your browser is offline. Image not loaded"', async ({page, context, baseURL}) => {
    await watchPage(page, baseURL!);
    await page.goto('/markdown-page');
    await hydrated(page); // offline after the first load, scripts included
    await context.setOffline(true);
    await page.getByText('Images use responsive sources').scrollIntoViewIfNeeded();
    await expect(image(page)).toHaveText('Your browser is offline. Image not loaded');
    await context.setOffline(false);
  });
});
