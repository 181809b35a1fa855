/**
 * First-load JavaScript of a page: every script the page fetches until the network is idle after load,
 * measured as gzip size of each body (what a compressing host sends). Used by `npm run bench` and by the
 * budget test in tests/e2e/budgets.spec.ts.
 */
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';

export interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
}

export async function firstLoadJs(page: Page, url: string): Promise<{scripts: ScriptSize[]; raw: number; gzip: number}> {
  const scripts: ScriptSize[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => {
          scripts.push({url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, {level: 9}).length});
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  scripts.sort((a, b) => b.gzip - a.gzip);
  return {scripts, raw: scripts.reduce((s, x) => s + x.raw, 0), gzip: scripts.reduce((s, x) => s + x.gzip, 0)};
}
