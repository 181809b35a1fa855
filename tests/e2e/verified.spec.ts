import {test, expect} from '@playwright/test';
import {hydrated, watchPage} from './helpers';

/**
 * The "Verified on" line at the foot of a doc with a `verified:` record, on the fixture doc of test builds
 * (tests/fixtures/docs/verified-page.md, served at /__fixtures/docs/verified-page by `npm run build:test`):
 * in the served HTML (readers without JavaScript) and on the hydrated page, each name linked to its release,
 * and nothing requested from another origin. Its Markdown twin and read_page: tests/unit/verified.test.ts.
 */
const ROUTE = '/__fixtures/docs/verified-page';
const TEXT =
  'Verified on 26 November 2026 against celocli 9.0.1, op-reth (celo-reth) 1.0.1 and celo-l2-node-docker-compose 1.4.5';

test('a doc with a verified record ends with "Verified on …", each name linking to its release page', async ({
  page,
  baseURL,
  request,
}) => {
  const served = await request.get(ROUTE);
  expect(served.status()).toBe(200);
  expect((await served.text()).replace(/<[^>]+>/g, '')).toContain(TEXT);

  const {errors, foreign, csp} = await watchPage(page, baseURL!);
  await page.goto(ROUTE);
  await hydrated(page);
  const line = page.locator('article').getByText(/^Verified on /);
  await expect(line).toHaveText(TEXT);
  await expect(line.locator('time')).toHaveAttribute('datetime', '2026-11-26');
  const links = line.getByRole('link');
  await expect(links).toHaveText(['celocli 9.0.1', 'op-reth (celo-reth) 1.0.1', 'celo-l2-node-docker-compose 1.4.5']);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    'https://www.npmjs.com/package/@celo/celocli/v/9.0.1',
    'https://github.com/celo-org/celo-kona/releases/tag/celo/reth-v1.0.1',
    'https://github.com/celo-org/celo-l2-node-docker-compose/releases/tag/v1.4.5',
  ]);
  // At the foot: after the doc's own footer (edit link), the last thing in the article before "Was this page
  // helpful?" (src/components/PageFeedback).
  const [before, last] = await page
    .locator('article')
    .evaluate((a) => [
      a.lastElementChild?.previousElementSibling?.textContent ?? '',
      a.lastElementChild?.outerHTML ?? '',
    ]);
  expect(before).toBe(TEXT);
  expect(last).toMatch(/^<section [^>]*data-page-feedback=""/);
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
  expect(csp).toEqual([]);
});
