/**
 * Screenshot tests: the landing page at the six widths its layout is designed for (1440, 1280, 1024, 768, 390 and
 * 320 px), and a doc page, the showcase, the 404 page and the search dialog at a desktop and a phone width, each
 * in dark and light mode. A change to layout, colours or type fails here.
 *
 * After an intended change, regenerate and commit the snapshots (tests/e2e/visual.spec.ts-snapshots/):
 *   npm run build:test && npm run test:visual:update
 *
 * Stability: animations and transitions off (reduced motion, plus Playwright's `animations: 'disabled'`), the
 * caret hidden, fonts loaded (document.fonts.ready), images decoded, the page hydrated; Playwright itself waits
 * until two screenshots in a row are identical. The reading time under a doc title is masked (it follows every
 * content edit). Snapshots are made with Debian's Chromium, which CI uses.
 */
import {test, expect, type Page} from '@playwright/test';
import {hydrated, watchPage} from './helpers';

const VIEWPORTS = {
  desktop: {width: 1280, height: 800},
  phone: {width: 390, height: 844},
} as const;
const MODES = ['dark', 'light'] as const;

/** A few hundred differing pixels (anti-aliasing of a glyph or two) pass; a moved or restyled block does not. */
const TOLERANCE = {maxDiffPixels: 150, threshold: 0.2} as const;

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Every image that is in the document has loaded (or failed) and is decoded.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined))));
}

/** The landing page's design widths (tests/e2e/site.spec.ts checks its balance at each), with a screen height. */
const LANDING_VIEWPORTS = [
  {width: 1440, height: 900},
  VIEWPORTS.desktop,
  {width: 1024, height: 768},
  {width: 768, height: 1024},
  VIEWPORTS.phone,
  {width: 320, height: 640},
] as const;

/** Dark or light mode, reduced motion, and the page watched for errors and foreign requests. */
function prepare(mode: (typeof MODES)[number]): void {
  test.beforeEach(async ({page, baseURL}) => {
    await watchPage(page, baseURL!);
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
  });
}

for (const viewport of LANDING_VIEWPORTS) {
  for (const mode of MODES) {
    test.describe(`${viewport.width} px ${mode}`, () => {
      test.use({viewport});
      prepare(mode);

      test('landing page', async ({page}) => {
        await open(page, '/');
        await expect(page).toHaveScreenshot(`landing-${viewport.width}-${mode}.png`, {
          fullPage: true,
          animations: 'disabled',
          ...TOLERANCE,
        });
      });
    });
  }
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const mode of MODES) {
    test.describe(`${device} ${mode}`, () => {
      test.use({viewport});
      prepare(mode);

      const shot = (name: string) => `${name}-${device}-${mode}.png`;

      test('doc page', async ({page}) => {
        await open(page, '/developer/deploy/hardhat');
        await expect(page).toHaveScreenshot(shot('doc'), {
          animations: 'disabled',
          mask: [page.locator('.reading-time')],
          ...TOLERANCE,
        });
      });

      test('showcase', async ({page}) => {
        await open(page, '/showcase');
        await expect(page).toHaveScreenshot(shot('showcase'), {animations: 'disabled', ...TOLERANCE});
      });

      test('404 page', async ({page}) => {
        await open(page, '/this/page/does-not-exist');
        await expect(page).toHaveScreenshot(shot('404'), {fullPage: true, animations: 'disabled', ...TOLERANCE});
      });

      test('search dialog', async ({page}) => {
        await open(page, '/general');
        await page
          .getByRole('button', {name: /Search/})
          .first()
          .click();
        await expect(page.locator('.DocSearch-Modal')).toBeVisible();
        await expect(page.getByRole('searchbox')).toBeFocused();
        await expect(page).toHaveScreenshot(shot('search'), {animations: 'disabled', ...TOLERANCE});
      });
    });
  }
}
