import {test, expect, type Page} from '@playwright/test';
import {hydrated, watchPage} from './helpers';

/**
 * prefers-reduced-motion: reduce turns off transitions, animations and smooth scrolling (src/css/custom.css),
 * sidebar categories collapse at once (Docusaurus' Collapsible uses 1 ms then), and "back to top" jumps
 * (src/theme/BackToTopButton). Each check has a control without the preference, so a check that passes
 * whatever the CSS says would show up.
 */

test.beforeEach(async ({page, baseURL}) => {
  await watchPage(page, baseURL!);
});

async function ready(page: Page, path: string, reducedMotion: 'reduce' | 'no-preference') {
  await page.emulateMedia({reducedMotion});
  await page.goto(path);
  await hydrated(page);
}

/** The longest transition and animation (duration + delay, in seconds) of any element or ::before/::after on the page. */
function longestMotion(page: Page): Promise<{seconds: number; where: string}> {
  return page.evaluate(() => {
    const secs = (list: string) =>
      list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v)) || 0);
    let worst = {seconds: 0, where: 'nothing'};
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        const transitions =
          s.transitionProperty === 'none'
            ? [0]
            : secs(s.transitionDuration).map((d, i) => d + (secs(s.transitionDelay)[i] ?? 0));
        const animations =
          s.animationName === 'none'
            ? [0]
            : secs(s.animationDuration).map((d, i) => d + (secs(s.animationDelay)[i] ?? 0));
        const seconds = Math.max(...transitions, ...animations);
        if (seconds > worst.seconds) {
          const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
          worst = {
            seconds,
            where: `${el.tagName.toLowerCase()}.${cls}${pseudo ?? ''} (${s.transitionProperty} ${s.transitionDuration}; ${s.animationName} ${s.animationDuration})`,
          };
        }
      }
    }
    return worst;
  });
}

const duration = (page: Page, selector: string, pseudo: string | null = null) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el, p).transitionDuration, pseudo);

test('reduce: no smooth scrolling, and no transition or animation anywhere lasts more than 10 ms', async ({page}) => {
  for (const path of ['/developer/deploy/hardhat', '/', '/showcase']) {
    await ready(page, path, 'reduce');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), path).toBe('auto');
    const worst = await longestMotion(page);
    expect(worst.seconds, `${path}: ${worst.where}`).toBeLessThanOrEqual(0.01);
  }
  // Named ones, so a failure says what moved: the navbar (hides on scroll), a category caret, the mode toggle.
  await ready(page, '/developer/deploy/hardhat', 'reduce');
  for (const [selector, pseudo] of [
    ['.navbar', null],
    ['.menu__caret', '::before'],
    ['.menu__link--sublist-caret', '::after'],
    ['.DocSearch-Button', null],
  ] as const) {
    const d = await duration(page, selector, pseudo);
    expect(parseFloat(d) * (d.endsWith('ms') ? 0.001 : 1), `${selector}${pseudo ?? ''}: ${d}`).toBeLessThanOrEqual(
      0.01,
    );
  }
});

test('control: without the preference the same page does have transitions', async ({page}) => {
  await ready(page, '/', 'no-preference');
  expect(await duration(page, '.link-card')).toBe('0.15s');
  expect((await longestMotion(page)).seconds).toBeGreaterThan(0.1);
});

/** Collapses the "Learn" category with the keyboard and records the height transitions the Collapsible applied. */
async function collapseLearn(page: Page, motion: 'reduce' | 'no-preference'): Promise<{transitions: string[]}> {
  await ready(page, '/general', motion);
  const learn = page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('button', {name: 'Learn', exact: true});
  await learn.focus();
  await page.keyboard.press('Enter');
  await expect(learn).toHaveAttribute('aria-expanded', 'true');
  const list = learn.locator('xpath=ancestor::li[1]/ul');
  await expect(list).toBeVisible();
  await expect.poll(() => list.evaluate((ul) => (ul as HTMLElement).style.height)).toBe('auto');
  await list.evaluate((ul) => {
    const seen: string[] = [];
    (window as unknown as {__transitions: string[]}).__transitions = seen;
    new MutationObserver(() => {
      const t = (ul as HTMLElement).style.transition;
      if (t && !seen.includes(t)) seen.push(t);
    }).observe(ul, {attributes: true, attributeFilter: ['style']});
  });
  await page.keyboard.press('Enter');
  await expect(learn).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  // Docusaurus' Collapsible sets display: none on transitionend, which on a busy CPU comes a while after the
  // list is already hidden (height 0): wait for that state instead of reading it once.
  await expect.poll(() => list.evaluate((ul) => getComputedStyle(ul).display)).toBe('none');
  return {
    transitions: await page.evaluate(() => (window as unknown as {__transitions: string[]}).__transitions),
  };
}

test('reduce: a sidebar category collapses at once (1 ms), where it otherwise animates for a while', async ({page}) => {
  const reduced = await collapseLearn(page, 'reduce');
  expect(reduced.transitions.length).toBeGreaterThan(0);
  for (const t of reduced.transitions) expect(t).toMatch(/^height 1ms\b/);

  const normal = await collapseLearn(page, 'no-preference');
  const ms = Math.max(...normal.transitions.map((t) => parseFloat(/height (\d+)ms/.exec(t)?.[1] ?? '0')));
  expect(ms).toBeGreaterThan(100);
});

test('reduce: "back to top" jumps instead of animating the scroll', async ({page}) => {
  const scrollAfterOneFrame = async () => {
    // The button shows while scrolling up, away from the top. Docusaurus ignores the first scroll event after
    // the top (its last position is 0), and a browser fires one scroll event per frame: wait for the event of
    // this scroll (Docusaurus' listener, added first, has run by then) before scrolling up, or on a busy CPU both
    // scrolls can land in one frame, one ignored event, and no button.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), {once: true});
          window.scrollTo(0, document.documentElement.scrollHeight);
        }),
    );
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.evaluate(() => window.scrollBy(0, -200));
    const button = page.getByRole('button', {name: 'Scroll back to top'});
    await expect(button).toBeVisible();
    return button.evaluate((b) => {
      (b as HTMLButtonElement).click();
      return new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY)));
    });
  };
  await ready(page, '/protocol/pos', 'reduce');
  expect(await scrollAfterOneFrame()).toBe(0);
  await ready(page, '/protocol/pos', 'no-preference');
  expect(await scrollAfterOneFrame()).toBeGreaterThan(0);
});
