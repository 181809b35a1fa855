import {test, expect} from '@playwright/test';
import {hydrated, loadRedirects, watchPage} from './helpers';
import {categoryColumns, exploreCards, journeyCards, learnCards} from '../../src/data/home';

let watched: Awaited<ReturnType<typeof watchPage>>;

test.beforeEach(async ({page, baseURL}) => {
  watched = await watchPage(page, baseURL!);
});

test.describe('not found', () => {
  test('an unknown path shows the not-found page with status 404', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
    await expect(page.getByText(/contact the owner of the site that linked you/)).toBeVisible();
  });
});

test.describe('redirects', () => {
  for (const {from, to} of loadRedirects()) {
    test(`${from} redirects to ${to}`, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[/]/g, '\\/')}$`));
      await expect(page.locator('h1').first()).toBeVisible();
      // The stub's inline script ran under the site's policy: _headers lists its hash (src/plugins/security-headers.ts).
      expect([...watched.errors, ...watched.csp]).toEqual([]);
    });
  }
});

test.describe('colour mode', () => {
  test('defaults to dark even when the system prefers light, switches, and persists', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/general');
    await hydrated(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page
      .getByRole('button', {name: /dark mode|light mode|system mode/i})
      .first()
      .click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.goto('/build');
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('announcement bar', () => {
  test('names the current testnet, links node operators to /cel2 and cannot be closed', async ({page}) => {
    await page.goto('/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Alfajores and Baklava are retired: Celo Sepolia is the testnet.');
    await expect(bar).toContainText('Full node operators');
    await expect(bar.getByRole('link', {name: 'upgrade your nodes'})).toHaveAttribute('href', '/cel2');
    await expect(bar.getByRole('button', {name: /close/i})).toHaveCount(0);
    const bg = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(24, 25, 26)');
  });
});

test.describe('navbar', () => {
  test('desktop navbar has the sections, menus and search', async ({page}) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const name of ['What is Celo', 'Build', 'Tooling', 'Celo L2']) {
      await expect(nav.getByRole('link', {name, exact: true})).toBeVisible();
    }
    await nav.getByRole('button', {name: 'More'}).hover();
    await expect(nav.getByRole('link', {name: 'Holder'})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'CLI'})).toBeVisible();
    await expect(nav.getByRole('link', {name: /dApps/})).toHaveAttribute('href', 'https://www.celopg.eco/ecosystem');
    await expect(nav.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute(
      'href',
      'https://github.com/celo-org',
    );
    await expect(nav.getByRole('button', {name: /Search/})).toBeVisible();
    await nav.getByRole('button', {name: 'English'}).hover();
    await expect(nav.getByRole('link', {name: /Help us translate/})).toHaveAttribute(
      'href',
      'https://celo.crowdin.com/',
    );
    await nav.getByRole('button', {name: 'Support'}).hover();
    await expect(nav.getByRole('link', {name: /View the Forum/})).toHaveAttribute('href', 'https://forum.celo.org/');
    await expect(nav.getByRole('link', {name: /Leave Feedback/})).toBeAttached();
    await expect(nav.getByRole('link', {name: 'Next', exact: true})).toBeAttached();
  });

  test('footer has the Docs, Community and Ecosystem columns, logo and copyright', async ({page}) => {
    await page.goto('/general');
    const footer = page.getByRole('contentinfo');
    for (const title of ['Docs', 'Community', 'Ecosystem'])
      await expect(footer.getByText(title, {exact: true})).toBeVisible();
    await expect(footer.getByRole('link', {name: 'Contributors'})).toHaveAttribute('href', '/community/guidelines');
    for (const name of ['Forum', 'Discord', 'Twitter', 'Celo Signal Mailing List', 'Community Calendar']) {
      await expect(footer.getByRole('link', {name})).toBeVisible();
    }
    await expect(footer.getByRole('img', {name: 'Celo Logo'})).toBeVisible();
    await expect(footer).toContainText(/Copyright © \d{4} Celo Foundation, Inc\./);
  });

  test('hides on scroll down and returns on scroll up', async ({page}) => {
    await page.goto('/protocol/pos');
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(600, 500);
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 300);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -300);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('the search button keeps its accessible name "Search" at phone width, where its text is hidden', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/');
    const button = page.getByRole('button', {name: 'Search', exact: true});
    await expect(button).toBeVisible();
    // Visually hidden (1 px), still in the accessibility tree.
    const box = await button.locator('.DocSearch-Button-Placeholder').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(1);
  });

  test('mobile menu at 800 px opens a side panel with "Back to main menu"', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await page.goto('/developer/deploy/hardhat');
    await hydrated(page);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    const back = panel.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(panel.getByRole('link', {name: 'What is Celo'})).toBeVisible();
    await panel.getByRole('link', {name: 'Celo L2'}).click();
    await expect(page).toHaveURL(/\/cel2$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('doc page features', () => {
  test('shows the reading time under the title', async ({page}) => {
    await page.goto('/developer/deploy/hardhat');
    await expect(page.locator('article .reading-time')).toHaveText(/^\d+ min read$/);
  });

  test('copy button changes to "Copied"', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/markdown-page');
    await hydrated(page);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    const button = block.getByRole('button', {name: /copy/i});
    await button.click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('contract Counter');
  });

  test('code blocks stay highlighted through hydration and client-side navigation; word wrap works', async ({page}) => {
    await page.setViewportSize({width: 420, height: 900});
    await page.goto('/developer/contractkit/migrating-to-viem');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // At phone width the long lines overflow, so the word-wrap button appears.
    const block = page
      .locator('article .theme-code-block')
      .filter({has: page.getByRole('button', {name: /word wrap/i})})
      .first();
    await expect(block.locator('pre code .token').first()).toBeVisible();
    const classes = await block.locator('pre').getAttribute('class');
    expect(classes).toContain('prism-code');
    await block.hover();
    await block.getByRole('button', {name: /word wrap/i}).click();
    await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
    // Reached by client-side navigation, a page renders its blocks with Prism in the browser.
    await page.locator('article a[href="/developer/viem"]').first().click();
    await expect(page).toHaveURL(/\/developer\/viem$/);
    await expect(page.locator('article .theme-code-block pre code .token').first()).toBeVisible();
  });

  test('live code block renders and re-renders after an edit', async ({page}) => {
    await page.goto('/markdown-page');
    const playground = page.locator('.playgroundContainer, [class*="playgroundContainer"]').first();
    const preview = playground.locator('[class*="playgroundPreview"]');
    await expect(preview.getByRole('button', {name: 'Chain id: 42220'})).toBeVisible();
    await preview.getByRole('button').click();
    await expect(preview.getByRole('button', {name: 'Chain id: 11142220'})).toBeVisible();
    const editor = playground.locator('.prism-code[contenteditable], [contenteditable] ').first();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('<p>Edited live</p>');
    await expect(preview.getByText('Edited live')).toBeVisible();
  });

  test('KaTeX renders math with self-hosted fonts', async ({page}) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (/\.woff2?$/.test(new URL(r.url()).pathname)) fonts.push(r.url());
    });
    await page.goto('/markdown-page');
    await expect(page.locator('.katex-display .katex').first()).toBeVisible();
    await expect(page.locator('.katex-mathml').first()).toBeAttached();
    await page.evaluate(() => document.fonts.ready);
    const katexFontLoaded = await page.evaluate(() =>
      Array.from(document.fonts as unknown as Iterable<FontFace>).some(
        (f) => f.family.includes('KaTeX') && f.status === 'loaded',
      ),
    );
    expect(katexFontLoaded).toBe(true);
    for (const url of fonts) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  });
});

test.describe('landing page', () => {
  test('has the four sections, their cards and links, and the primary path', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1, name: 'Celo Documentation'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Start building'})).toHaveAttribute('href', '/build/quickstart');
    await expect(page.getByRole('link', {name: 'What is Celo?'}).first()).toHaveAttribute('href', '/general');
    const sections = [
      [learnCards, 'Learn'],
      [exploreCards, 'Explore'],
      [journeyCards, 'Start Your Journey'],
    ] as const;
    for (const [cards, title] of sections) {
      const section = page.getByRole('region', {name: title, exact: true});
      for (const card of cards) {
        const link = section.locator('a').filter({has: page.getByRole('heading', {name: card.title, exact: true})});
        await expect(link).toHaveAttribute('href', card.to);
        await expect(link).toContainText(card.description);
        // An icon in each card, drawn inline (no request) and hidden from screen readers.
        await expect(link.locator('svg[aria-hidden="true"]')).toHaveCount(1);
      }
    }
    const browse = page.getByRole('region', {name: 'Browse our Docs by Category'});
    for (const column of categoryColumns) {
      await expect(browse.getByRole('heading', {level: 3, name: column.title})).toBeVisible();
      for (const card of column.cards) {
        const link = browse.locator('a').filter({has: page.getByRole('heading', {name: card.title, exact: true})});
        await expect(link).toHaveAttribute('href', card.to);
      }
    }
    await expect(browse).toContainText('under 5 minutes');
  });

  // Cards fill their rows (or the last one spans the row), cards of a row have one height, and the n-th cards of
  // the category columns line up, at every width the layout was designed for.
  for (const width of [1440, 1280, 1024, 768, 390, 320]) {
    test(`is balanced at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.goto('/');
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        const rows = (cards: Element[]) => {
          const byTop = new Map<number, DOMRect[]>();
          for (const card of cards) {
            const box = card.getBoundingClientRect();
            const top = Math.round(box.top);
            byTop.set(top, [...(byTop.get(top) ?? []), box]);
          }
          return [...byTop.values()];
        };
        for (const grid of Array.from(document.querySelectorAll('main .card-grid'))) {
          const name = grid.closest('section')?.querySelector('h2')?.textContent;
          const gridWidth = grid.getBoundingClientRect().width;
          for (const row of rows(Array.from(grid.children))) {
            const used = row.reduce((sum, box) => sum + box.width, 0);
            // A full row: its cards (plus the gaps) take the grid's width.
            if (used < gridWidth * 0.9)
              found.push(
                `${name}: a row of ${row.length} card(s) fills ${Math.round(used)} of ${Math.round(gridWidth)} px`,
              );
            const heights = row.map((box) => Math.round(box.height));
            if (Math.max(...heights) - Math.min(...heights) > 1)
              found.push(`${name}: card heights in a row differ: ${heights.join(', ')}`);
          }
        }
        // Category columns: the n-th card of every column in a row of columns has the same top and height.
        const columnTops = new Map<number, Element[][]>();
        for (const column of Array.from(document.querySelector('#browse + *')?.children ?? [])) {
          const top = Math.round(column.getBoundingClientRect().top);
          columnTops.set(top, [...(columnTops.get(top) ?? []), Array.from(column.querySelectorAll('a'))]);
        }
        if (columnTops.size === 0) found.push('no category columns found');
        for (const group of columnTops.values()) {
          for (let i = 0; i < group[0]!.length; i++) {
            const boxes = group.map((column) => column[i]!.getBoundingClientRect());
            const tops = boxes.map((b) => Math.round(b.top));
            const heights = boxes.map((b) => Math.round(b.height));
            if (Math.max(...tops) - Math.min(...tops) > 1)
              found.push(`category card ${i + 1}: tops differ: ${tops.join(', ')}`);
            if (Math.max(...heights) - Math.min(...heights) > 1)
              found.push(`category card ${i + 1}: heights differ: ${heights.join(', ')}`);
          }
        }
        // Nothing wider than the screen.
        if (document.documentElement.scrollWidth > window.innerWidth)
          found.push(`page is ${document.documentElement.scrollWidth} px wide`);
        return found;
      });
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  // From 997 px (where the desktop navbar starts) to 1279 px the items used to wrap ("What is / Celo") and the
  // title was cut to "C…".
  for (const width of [1000, 1024, 1199, 1279]) {
    test(`navbar labels stay on one line at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/');
      const navbar = page.getByRole('navigation', {name: 'Main'});
      await expect(navbar.getByRole('link', {name: 'What is Celo'})).toBeVisible();
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        for (const item of Array.from(document.querySelectorAll<HTMLElement>('.navbar__inner .navbar__item'))) {
          if (item.offsetParent === null) continue;
          const lines = new Set(Array.from(item.getClientRects()).map((r) => Math.round(r.top))).size;
          const style = getComputedStyle(item);
          const lineHeight = parseFloat(style.lineHeight) || 24;
          const contentHeight = item.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          if (lines > 1 || contentHeight > lineHeight * 1.5)
            found.push(`"${item.textContent?.trim()}" takes ${Math.round(contentHeight)} px`);
        }
        const title = document.querySelector<HTMLElement>('.navbar__title');
        if (title && title.offsetParent !== null && title.scrollWidth > title.clientWidth)
          found.push(`the title "${title.textContent}" is cut`);
        if (document.documentElement.scrollWidth > window.innerWidth)
          found.push(`page is ${document.documentElement.scrollWidth} px wide`);
        return found;
      });
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  for (const width of [320, 360, 390, 414]) {
    test(`title keeps whole words and "Start building" is on the first screen at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 640});
      await page.goto('/');
      const title = page.getByRole('heading', {level: 1, name: 'Celo Documentation'});
      // Each word of the title is on one line (a word broken across lines has two boxes).
      const lines = await title.evaluate((h1) =>
        (h1.textContent ?? '').split(' ').map((word) => {
          const text = h1.firstChild!;
          const range = document.createRange();
          const start = (text.textContent ?? '').indexOf(word);
          range.setStart(text, start);
          range.setEnd(text, start + word.length);
          return [word, new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size] as const;
        }),
      );
      for (const [word, count] of lines) expect(count, `"${word}" spans ${count} lines`).toBe(1);
      const start = page.getByRole('link', {name: 'Start building'});
      await expect(start).toBeInViewport({ratio: 1});
    });
  }

  test("the search button's key hints fit their key caps", async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/');
    await hydrated(page);
    const keys = page.locator('.DocSearch-Button-Key');
    await expect(keys).toHaveCount(2);
    await expect(keys.first()).toHaveText(/Ctrl|⌘/);
    for (const key of await keys.all()) {
      const fit = await key.evaluate((el) => ({text: el.scrollWidth, box: el.clientWidth}));
      expect(fit.text, `"${await key.textContent()}" needs ${fit.text} px in a ${fit.box} px cap`).toBeLessThanOrEqual(
        fit.box,
      );
    }
  });
});
