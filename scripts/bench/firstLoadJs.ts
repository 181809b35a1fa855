/**
 * First-load JavaScript of a page, as gzip sizes (zlib level 6, what a compressing host sends):
 *   entry: the scripts its HTML loads: <script src> tags and the URLs of the page template's script loader
 *          (src/config/ssrTemplate.ts), i.e. Docusaurus' runtime and main bundle;
 *   total: every script the browser fetches until the network is idle after load.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {load} from 'cheerio';
import {loaderScriptUrls} from '../../src/config/ssrTemplate';

export interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
}

const gzip = (body: Buffer) => gzipSync(body, {level: 6}).length;

/** Built HTML file of a route (clean URLs: /a/b → a/b.html, / → index.html). */
export function htmlFileOf(buildDir: string, route: string): string {
  return route === '/' ? path.join(buildDir, 'index.html') : path.join(buildDir, `${route.replace(/^\//, '')}.html`);
}

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
    return {url: src, raw: body.length, gzip: gzip(body)};
  });
}

export async function loadedScripts(page: Page, url: string): Promise<ScriptSize[]> {
  const scripts: ScriptSize[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => void scripts.push({url: new URL(response.url()).pathname, raw: body.length, gzip: gzip(body)}),
        () => undefined,
      ),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
export const sum = (list: ScriptSize[], key: 'raw' | 'gzip' = 'gzip') => list.reduce((s, x) => s + x[key], 0);
