import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

export function loadRoutes(): string[] {
  const file = path.join(__dirname, '../../src/data/routes.txt');
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/'));
}

export function loadRedirects(): {from: string; to: string}[] {
  const file = path.join(__dirname, '../../src/data/redirects.txt');
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .map((l) => {
      const [from, to] = l.split('->').map((s) => s.trim());
      return {from: from!, to: to!};
    });
}

/**
 * Records console errors, uncaught page errors and any request that leaves the site's origin.
 * Requests to other origins are also aborted, so a test never depends on the network.
 */
export async function watchPage(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`${page.url()}: page error: ${err.message}`));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin) {
      return route.continue();
    }
    foreign.push(`${page.url()}: request to ${url}`);
    return route.abort();
  });
  return {errors, foreign};
}
