/**
 * Installable, offline docs (src/plugins/pwa, src/config/pwa.ts), with the site's service worker allowed (the other
 * specs block it: playwright.config.ts). Each test serves the build on a server of its own (scripts/serve-prod.ts'
 * handler, so with build/_headers), because the second one switches that server to a new deployment.
 *   - After two pages are visited, offline: a visited page opens by a link and by reload, search answers, the
 *     assistant answers, and an unvisited page shows the load failure with Retry, which opens it once back online.
 *   - The site is installable (Chromium's own check), and a new deployment (the build with a changed start page,
 *     and its service worker's precache entry for it, as the build writes them) brings the reload prompt; its
 *     Reload button shows the new start page.
 * Nothing is requested from another origin, by the pages or by the service worker.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {test, expect, type BrowserContext, type Page} from '@playwright/test';
import {createHandler} from '../../scripts/serve-prod';
import {PAGES_CACHE} from '../../src/plugins/pwa/swRoutes.js';
import {axeViolations, COLOUR_RULES, hydrated, watchPage} from './helpers';

const BUILD = path.join(__dirname, '../../build');

test.use({serviceWorkers: 'allow'});

/** The build served on a port of its own; `deploy(dir)` makes it serve another directory from the next request on. */
async function startSite(dir: string) {
  let handle = createHandler(dir);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    deploy(next: string) {
      handle = createHandler(next);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The requests of the pages and of the service worker: those to another origin, and how many the worker made. */
function watchRequests(context: BrowserContext, origin: string) {
  const watched = {foreign: [] as string[], byServiceWorker: 0};
  context.on('request', (r) => {
    const url = r.url();
    if (r.serviceWorker()) watched.byServiceWorker++;
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin)
      watched.foreign.push(`${r.serviceWorker() ? 'service worker' : 'page'}: ${url}`);
  });
  return watched;
}

/** Offline, the chunks and index shards that cannot be fetched log errors; nothing else may. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource|ChunkLoadError|Loading chunk/.test(e));

/** Waits until the service worker is active and controls the page (its precache is then complete). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Waits until the service worker has kept a copy of the page at `url`. */
async function pageCached(page: Page, url: string): Promise<void> {
  await page.waitForFunction(async ({cache, url}) => Boolean(await (await caches.open(cache)).match(url)), {
    cache: PAGES_CACHE,
    url,
  });
}

/**
 * The hint the load failure gives, by what the page's navigator.onLine says: "You appear to be offline" when it
 * reports false. Chromium's offline emulation leaves navigator.onLine true in a document that the service worker
 * served while offline (Chromium 150 here): the page then shows the message for a network that reaches nothing.
 */
async function offlineHint(page: Page): Promise<string> {
  return (await page.evaluate(() => navigator.onLine))
    ? 'Check your network connection, then retry.'
    : 'You appear to be offline';
}

const VISITED_FIRST = '/network/node/run-hosted';
const VISITED_SECOND = '/network/node/forno';
/** Linked far down the second page (never in view, so never prefetched) and from no sidebar. */
const UNVISITED_LINK = '/network/mainnet';
/** Linked from neither visited page. */
const UNVISITED = '/cli/account';

test('after a visit, offline: visited pages open by link and reload, search and the assistant answer, an unvisited page offers Retry', async ({
  page,
  context,
}) => {
  const site = await startSite(BUILD);
  try {
    const requests = watchRequests(context, site.origin);
    const {csp, errors} = await watchPage(page, site.origin, {intercept: false});
    // First visit: no service worker yet. It registers once the page is idle, precaches the app shell, search and
    // assistant files, takes control of the page, and keeps a copy of the page it was registered from.
    await page.goto(site.origin + VISITED_FIRST);
    await hydrated(page);
    await controlled(page);
    await pageCached(page, site.origin + VISITED_FIRST);
    // Second visit, through the service worker.
    await page.goto(site.origin + VISITED_SECOND);
    await hydrated(page);
    await pageCached(page, site.origin + VISITED_SECOND);

    await context.setOffline(true);
    // Which precached files the page gets from the service worker while offline.
    const fromWorker = new Set<string>();
    page.on('response', (r) => {
      if (r.fromServiceWorker()) fromWorker.add(new URL(r.url()).pathname);
    });
    const h1 = page.getByRole('heading', {level: 1});
    // A visited page by a link (client-side navigation) and by reload.
    await page.locator(`article a[href="${VISITED_FIRST}"]`).first().click();
    await expect(page).toHaveURL(site.origin + VISITED_FIRST);
    await expect(h1).toHaveText(/hosted/i);
    await page.reload();
    await hydrated(page);
    await expect(h1).toHaveText(/hosted/i);

    // Search: the modal's code and the index's meta and records are precached; no shard is.
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('forno');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /forno/);
    // No shard can be fetched offline: the answer came from the precached meta file and records whole.
    expect([...fromWorker]).toEqual(expect.arrayContaining(['/search-index/meta.json', '/search-index.json']));
    await page.keyboard.press('Escape');

    // The assistant: its code and its passages are precached.
    await page.getByRole('button', {name: 'Ask the docs assistant'}).click();
    const dialog = page.getByRole('dialog', {name: 'Ask the docs'});
    await dialog.getByRole('textbox', {name: 'Your question'}).fill('What is the chain ID of Celo Mainnet?');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('[data-turn="0"]')).toContainText('42220');
    expect([...fromWorker]).toContain('/assistant-passages.json');
    await page.getByRole('button', {name: 'Close the assistant'}).click();

    // An unvisited page by a link: the load failure over the page, with Retry.
    await page.locator(`nav[aria-label="Docs sidebar"] a[href="${VISITED_SECOND}"]`).click();
    await expect(h1).toHaveText(/Forno/);
    await page.locator(`article a[href="${UNVISITED_LINK}"]`).last().click();
    const failure = page.getByRole('alert').filter({hasText: 'This page could not be loaded.'});
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(await offlineHint(page));
    await expect(failure.getByRole('button', {name: 'Retry'})).toBeVisible();

    // An unvisited page opened from the address bar: the service worker opens the precached start page, which
    // shows the same failure for it, with Retry.
    await page.goto(site.origin + UNVISITED);
    await expect(page).toHaveURL(/\/\?unavailable=%2Fcli%2Faccount$/);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(await offlineHint(page));
    // Retry while offline keeps the message; back online, Retry opens the page in place of the start page.
    await failure.getByRole('button', {name: 'Retry'}).click();
    await expect(failure).toBeVisible();
    await context.setOffline(false);
    await failure.getByRole('button', {name: 'Retry'}).click();
    await expect(page).toHaveURL(site.origin + UNVISITED);
    await expect(h1).toHaveText(/account/i);
    await expect(failure).toBeHidden();

    // The worker's own requests (its precache) are seen, and none of them, nor any page's, leaves the origin.
    expect(requests.byServiceWorker).toBeGreaterThan(10);
    expect(requests.foreign, requests.foreign.join('\n')).toEqual([]);
    expect(csp, csp.join('\n')).toEqual([]);
    expect(unexpected(errors), unexpected(errors).join('\n')).toEqual([]);
  } finally {
    await site.close();
  }
});

/** The next deployment: the build with `change` made to the start page, and the precache entry that names it. */
function nextDeployment(marker: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'celo-docs-next-'));
  const next = path.join(dir, 'build');
  // Hard links: a copy of 1,300 files in a moment and no space; a changed file is unlinked first, never written
  // through its link (which would change the build itself).
  execFileSync('cp', ['-al', BUILD, next]);
  const rewrite = (file: string, change: (text: string) => string) => {
    const text = readFileSync(path.join(next, file), 'utf8');
    const changed = change(text);
    expect(changed, `${file} changed`).not.toBe(text);
    unlinkSync(path.join(next, file));
    writeFileSync(path.join(next, file), changed);
    // Its precompressed siblings (scripts/precompress.ts) hold the old bytes: the server would answer with them.
    for (const sibling of [`${file}.br`, `${file}.gz`]) rmSync(path.join(next, sibling), {force: true});
    return changed;
  };
  const start = rewrite('index.html', (html) =>
    html.replace('<head>', `<head><meta name="docs-deployment" content="${marker}">`),
  );
  // workbox-build's revision of a file is the MD5 of its bytes.
  const revision = createHash('md5').update(start).digest('hex');
  rewrite('sw.js', (sw) =>
    sw.replace(/"revision":"[0-9a-f]+","url":"index\.html"/, `"revision":"${revision}","url":"index.html"`),
  );
  return dir;
}

test('installable; a new deployment brings the reload prompt, and Reload shows the new version', async ({
  page,
  context,
}) => {
  const site = await startSite(BUILD);
  let nextDir: string | undefined;
  try {
    const requests = watchRequests(context, site.origin);
    const {csp, errors} = await watchPage(page, site.origin, {intercept: false});
    const deployed = page.locator('meta[name="docs-deployment"]');
    await page.goto(`${site.origin}/`);
    await hydrated(page);
    await controlled(page);
    // Installable: Chromium finds the manifest, reads it without error, and has nothing against installing.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${site.origin}/manifest.json`);
    expect(manifest.errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

    nextDir = nextDeployment('next');
    site.deploy(path.join(nextDir, 'build'));
    // The next visit: the start page still comes from the precache of the version installed, and the browser
    // finds the new service worker, which installs and waits.
    await page.goto(`${site.origin}/`);
    await hydrated(page);
    await expect(deployed).toHaveCount(0);
    const prompt = page.getByRole('region', {name: 'Site update'});
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('status')).toHaveText('A new version of the docs is available.');
    const reload = prompt.getByRole('button', {name: 'Reload'});
    await reload.focus();
    await expect(reload).toBeFocused();
    // axe-clean in both colour modes (the site's default is dark; the navbar's switch changes it).
    expect(await axeViolations(page, 'reload prompt (dark)')).toEqual([]);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await axeViolations(page, 'reload prompt (light)', undefined, COLOUR_RULES)).toEqual([]);

    await reload.click();
    // The waiting worker takes over and the page reloads: the new start page, from the new precache.
    await expect(deployed).toHaveAttribute('content', 'next');
    await hydrated(page);
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      false,
    );
    expect(requests.byServiceWorker).toBeGreaterThan(10);
    expect(requests.foreign, requests.foreign.join('\n')).toEqual([]);
    expect(csp, csp.join('\n')).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    await site.close();
    if (nextDir) rmSync(nextDir, {recursive: true, force: true});
  }
});
