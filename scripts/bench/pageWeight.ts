/**
 * What a page makes the browser load and build, measured in Chromium at Lighthouse's phone size. None of it
 * depends on how fast or how busy the machine is, so `npm run test:budgets` gates on it (./budgets.ts):
 *   - every response of the page's load, by type, with the bytes a compressing host sends: gzip at zlib level 6
 *     for text of 1 KiB or more (smaller files go out as they are: scripts/precompress.ts writes no sibling for
 *     them), fonts and images as they are. serve:prod sends browsers the build's Brotli siblings, smaller than
 *     this gzip, so the figures hold for a host that compresses on the fly too. The body is read decoded, so
 *     whichever sibling was sent, the measure is of the file itself;
 *   - the requests that block rendering, as Chromium itself classifies them (the DevTools protocol's
 *     renderBlockingBehavior: stylesheets in <head>, parser-blocking scripts), not as a trace happened to time them;
 *   - the elements of the rendered page once it has settled (hydrated, network idle, no more changes to <body>).
 * The entry scripts (Docusaurus' runtime and main bundle) are read from the built HTML: the <script src> tags
 * and the URLs of the page template's script loader (src/config/ssrTemplate.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from '@playwright/test';
import {load} from 'cheerio';
import {loaderScriptUrls} from '../../src/config/ssrTemplate';
import {MIN_BYTES} from '../precompress';

export const RESOURCE_TYPES = ['document', 'script', 'stylesheet', 'font', 'image'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface Resource {
  url: string;
  /** Playwright's resource type; prefetches and other requests are 'other'. */
  type: string;
  raw: number;
  /** Bytes a compressing host sends: gzip (zlib level 6) for compressible types of MIN_BYTES or more, else raw. */
  bytes: number;
  renderBlocking: boolean;
}

export interface PageWeight {
  resources: Resource[];
  /** Elements in <body> of the settled page (<head> gains prefetch links while the page idles). */
  domElements: number;
  /** Deepest element nesting in <body>. */
  domDepth: number;
}

/** Lighthouse's default (mobile) screen emulation: the size its scores are measured at. */
export const PHONE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

export const gzipSize = (body: Buffer) => gzipSync(body, {level: 6}).length;

/** Content types that are compressed (text, JavaScript, JSON, XML and SVG: scripts/precompress.ts's extensions). */
export function isCompressible(contentType: string): boolean {
  return /^text\/|javascript|json|xml|svg/i.test(contentType);
}

export function transferBytes(body: Buffer, contentType: string): number {
  return isCompressible(contentType) && body.length >= MIN_BYTES ? gzipSize(body) : body.length;
}

/** Built HTML file of a route (clean URLs: /a/b → a/b.html, / → index.html). */
export function htmlFileOf(buildDir: string, route: string): string {
  return route === '/' ? path.join(buildDir, 'index.html') : path.join(buildDir, `${route.replace(/^\//, '')}.html`);
}

export interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
}

/** The scripts a built page's HTML loads itself: Docusaurus' runtime and main bundle. */
export function entryScripts(buildDir: string, route: string): ScriptSize[] {
  const file = htmlFileOf(buildDir, route);
  const html = readFileSync(file, 'utf8');
  const $ = load(html);
  const urls = [
    ...$('script[src]')
      .map((_, el) => $(el).attr('src')!)
      .get(),
    ...loaderScriptUrls(html),
  ];
  // A page always loads some entry script: finding none means this parser no longer matches the template.
  if (urls.length === 0) throw new Error(`${file}: no entry script found (neither <script src> nor the script loader)`);
  return urls.map((src) => {
    const body = readFileSync(path.join(buildDir, src.replace(/^\//, '')));
    return {url: src, raw: body.length, gzip: gzipSize(body)};
  });
}

/**
 * Runs in the page: waits until <body> stops changing (an animation frame and an idle period pass twice in a row
 * without a mutation: React's transitions and observer callbacks have run), then counts its elements and depth.
 * No named inner functions: tsx would wrap them in a helper that does not exist in the page.
 */
async function settledDom(): Promise<{elements: number; depth: number}> {
  let mutations = 0;
  const observer = new MutationObserver((records) => {
    mutations += records.length;
  });
  observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
  for (let quiet = 0; quiet < 2;) {
    mutations = 0;
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
    quiet = mutations === 0 ? quiet + 1 : 0;
  }
  observer.disconnect();
  let depth = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let d = 0;
    for (let el = node as Element | null; el && el !== document.body; el = el.parentElement) d++;
    depth = Math.max(depth, d);
  }
  return {elements: document.body.getElementsByTagName('*').length, depth};
}

/** Loads `url` in a fresh phone-sized context of `browser` and measures it (see the header). */
export async function measurePage(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const blocking = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) => {
      const behavior = (event as {renderBlockingBehavior?: string}).renderBlockingBehavior;
      if (behavior === 'Blocking' || behavior === 'InBodyParserBlocking') blocking.add(event.request.url);
    });
    await cdp.send('Network.enable');
    const pending: Promise<Resource | null>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      // Redirects have no body; their target is a response of its own.
      if (response.status() >= 300 && response.status() < 400) return;
      pending.push(
        response.body().then(
          (body) => ({
            url: new URL(response.url()).pathname,
            type: request.resourceType(),
            raw: body.length,
            bytes: transferBytes(body, response.headers()['content-type'] ?? ''),
            renderBlocking: blocking.has(request.url()),
          }),
          () => null,
        ),
      );
    });
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const dom = await page.evaluate(settledDom);
    const resources = (await Promise.all(pending)).filter((r): r is Resource => r !== null);
    return {resources: resources.sort((a, b) => b.bytes - a.bytes), domElements: dom.elements, domDepth: dom.depth};
  } finally {
    await context.close();
  }
}

export interface WeightSummary {
  kb: Record<ResourceType, number>;
  count: Record<ResourceType, number>;
  renderBlocking: {count: number; kb: number; urls: string[]};
}

export function summarise(weight: PageWeight): WeightSummary {
  const kbOf = (list: Resource[]) => kb(list.reduce((s, r) => s + r.bytes, 0));
  const ofType = (t: ResourceType) => weight.resources.filter((r) => r.type === t);
  const blocking = weight.resources.filter((r) => r.renderBlocking);
  return {
    kb: Object.fromEntries(RESOURCE_TYPES.map((t) => [t, kbOf(ofType(t))])) as Record<ResourceType, number>,
    count: Object.fromEntries(RESOURCE_TYPES.map((t) => [t, ofType(t).length])) as Record<ResourceType, number>,
    renderBlocking: {count: blocking.length, kb: kbOf(blocking), urls: blocking.map((r) => r.url)},
  };
}

/** KB of 1,024 bytes, one decimal. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
export const sum = (list: ScriptSize[], key: 'raw' | 'gzip' = 'gzip') => list.reduce((s, x) => s + x[key], 0);
