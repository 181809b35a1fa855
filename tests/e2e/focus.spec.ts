import {test, expect, type Page} from '@playwright/test';
import {composite, contrastRatio, parseColor, type RGBA} from '../../src/utils/contrast';
import {hydrated, watchPage} from './helpers';

/**
 * Visible keyboard focus (WCAG 2.4.7, and 1.4.11 for the ring's contrast). Keyboard only: Tab and Shift+Tab
 * walk the page and, at every stop, the focused element must show a ring (outline of at least 2px, or a
 * box-shadow) whose colour has 3:1 contrast against what lies under the ring, in both colour modes.
 */

interface Ring {
  name: string;
  outline: string;
  outlineWidth: number;
  boxShadow: string;
  outlineColor: string;
  /** Background stacks under points on the ring, topmost first (each stack ends with an opaque colour or "canvas"). */
  under: string[][];
}

/** Describes document.activeElement's focus ring and samples the backgrounds under it. */
async function focusRing(page: Page): Promise<Ring | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const label = el.getAttribute('aria-label') || el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) || '';
    const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/)[0] : ''} "${label}"`;
    const width = parseFloat(style.outlineWidth) || 0;
    const offset = parseFloat(style.outlineOffset) || 0;
    // The ring's centre line, just outside the box (or inside it for a negative offset).
    const d = offset + width / 2;
    const r = el.getBoundingClientRect();
    const points: [number, number][] = [
      [r.left + r.width / 2, r.top - d],
      [r.left + r.width / 2, r.bottom + d],
      [r.left - d, r.top + r.height / 2],
      [r.right + d, r.top + r.height / 2],
    ];
    const stackAt = (x: number, y: number): string[] | null => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
      // The element drawn there, not counting the focused element (the ring is painted over it, outside its box).
      const under = document.elementsFromPoint(x, y).find((e) => !(offset >= 0 && el.contains(e)));
      const colours: string[] = [];
      for (let n: Element | null = under ?? document.documentElement; n; n = n.parentElement) {
        const s = getComputedStyle(n);
        if (s.backgroundImage !== 'none') colours.push(`image:${s.backgroundImage.slice(0, 30)}`);
        const bg = s.backgroundColor;
        if (bg === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(bg)) continue;
        colours.push(bg);
        if (!bg.startsWith('rgba')) return colours;
      }
      colours.push('canvas');
      return colours;
    };
    return {
      name,
      outline: style.outlineStyle,
      outlineWidth: width,
      boxShadow: style.boxShadow,
      outlineColor: style.outlineColor,
      under: points.map(([x, y]) => stackAt(x, y)).filter((s): s is string[] => s !== null),
    };
  });
}

/** What is wrong with a focus ring, or null. */
function ringProblem(ring: Ring): string | null {
  const hasOutline = ring.outline !== 'none' && ring.outlineWidth >= 2;
  if (!hasOutline) {
    return ring.boxShadow === 'none'
      ? `${ring.name}: no focus indicator (outline ${ring.outline} ${ring.outlineWidth}px, no box-shadow)`
      : null;
  }
  const colour = parseColor(ring.outlineColor);
  for (const stack of ring.under) {
    if (stack.some((c) => c.startsWith('image:')))
      return `${ring.name}: ring over a background image, contrast unknown (${stack.join(' < ')})`;
    // Composite from the bottom of the stack (the page canvas is white) up to the top.
    let bg: RGBA = [255, 255, 255, 1];
    for (const c of [...stack].reverse()) if (c !== 'canvas') bg = composite(parseColor(c), bg);
    const ratio = contrastRatio(composite(colour, bg), bg);
    if (ratio < 3)
      return `${ring.name}: ring ${ring.outlineColor} on rgb(${bg.slice(0, 3).map(Math.round).join(', ')}) is ${ratio.toFixed(2)}:1`;
  }
  return null;
}

/** Presses `key` up to `times` times and checks the focus ring at every stop; returns the names visited. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', times: number, problems: string[]): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const ring = await focusRing(page);
    if (!ring) continue;
    visited.push(ring.name);
    const problem = ringProblem(ring);
    if (problem) problems.push(problem);
  }
  return visited;
}

async function open(page: Page, path: string, mode: 'light' | 'dark') {
  await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

test.beforeEach(async ({page, baseURL}) => {
  await watchPage(page, baseURL!);
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test('Tab through the start of a doc page: every stop shows a ring with 3:1 contrast', async ({page}) => {
      await open(page, '/developer/deploy/hardhat', mode);
      const problems: string[] = [];
      const visited = await walk(page, 'Tab', 40, problems);
      expect(problems, problems.join('\n')).toEqual([]);
      // The walk covered the skip link, the announcement bar, the navbar (links, a dropdown, the colour mode
      // toggle, the search button) and the sidebar.
      const seen = visited.join('\n');
      for (const expected of [
        /Skip to main content/,
        /upgrade your nodes/,
        /"What is Celo"/,
        /"More"/,
        /mode/,
        /DocSearch/,
        /menu__link/,
      ]) {
        expect(seen, `visited:\n${seen}`).toMatch(expected);
      }
    });

    test('Shift+Tab from the top reaches the assistant launcher and the footer, each with a visible ring', async ({
      page,
    }) => {
      await open(page, '/general', mode);
      const problems: string[] = [];
      const visited = await walk(page, 'Shift+Tab', 8, problems);
      expect(problems, problems.join('\n')).toEqual([]);
      expect(visited[0]).toMatch(/Ask the docs assistant/);
      expect(visited.join('\n')).toMatch(/footer__link-item/);
    });

    test('the assistant dialog, the showcase filters and a code block copy button show the ring', async ({page}) => {
      await open(page, '/showcase', mode);
      const problems: string[] = [];
      // Showcase: the AND/OR switch, "Clear filters", the name search and the tag checkboxes.
      const showcase = await walk(page, 'Tab', 30, problems);
      expect(showcase.join('\n')).toMatch(/Search for site name/);
      expect(showcase.join('\n')).toMatch(/input.* "DeFi"|input ""/);
      // Assistant launcher (the last stop of the page: Shift+Tab from the top), then every control of its dialog.
      await open(page, '/showcase', mode);
      await walk(page, 'Shift+Tab', 1, problems);
      await expect(page.getByRole('button', {name: 'Ask the docs assistant'})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', {name: 'Ask the docs'})).toBeVisible();
      const dialog = await walk(page, 'Tab', 7, problems);
      expect(dialog.join('\n')).toMatch(/Close the assistant/);
      await page.keyboard.press('Escape');
      // A code block's copy button (inside the dark code block: the yellow ring).
      await open(page, '/markdown-page', mode);
      const copy = page.locator('.theme-code-block button[aria-label*="Copy" i]').first();
      let reached = false;
      for (let i = 0; i < 120 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await copy.evaluate((b) => b === document.activeElement);
      }
      expect(reached, 'Tab reaches the copy button of the first code block').toBe(true);
      const ring = (await focusRing(page))!;
      const problem = ringProblem(ring);
      expect(problem).toBeNull();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
}

test('without the site rule the check fails: a ring-less focus is reported', async ({page}) => {
  // Guards the checker itself: remove the outline from the search button and the same walk must complain.
  await open(page, '/developer/deploy/hardhat', 'light');
  // A constructed stylesheet: the site's Content-Security-Policy blocks an added <style> element (no
  // 'unsafe-inline'), not a stylesheet a script builds through the CSSOM.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, 'html .DocSearch-Button:focus-visible { outline: none !important; box-shadow: none !important; }');
  const problems: string[] = [];
  await walk(page, 'Tab', 40, problems);
  expect(problems.join('\n')).toMatch(/DocSearch.*no focus indicator/);
});
