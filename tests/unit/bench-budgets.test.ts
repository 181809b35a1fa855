import {test} from 'node:test';
import assert from 'node:assert/strict';
import {gzipSync} from 'node:zlib';
import {
  gatedMisses,
  GATED_CATEGORIES,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_TARGET,
  overBudget,
  PAGE_BUDGETS,
  type PageFigures,
} from '../../scripts/bench/budgets';
import {summarise, transferBytes, type Resource} from '../../scripts/bench/pageWeight';

test('CI gates no timed category: performance is never among the gated ones', () => {
  assert.ok(!GATED_CATEGORIES.includes('performance'));
  assert.deepEqual([...GATED_CATEGORIES].sort(), ['accessibility', 'best-practices', 'seo']);
  assert.deepEqual(gatedMisses({performance: 40, accessibility: 100, 'best-practices': 96, seo: 100}), []);
  assert.deepEqual(gatedMisses({performance: 100, accessibility: 98, 'best-practices': 100, seo: 92}), [
    'accessibility',
    'seo',
  ]);
  assert.equal(LIGHTHOUSE_TARGET.performance, 95);
});

test('every fixed page has a budget, and a figure over it is reported with its name and both numbers', () => {
  for (const {path} of LIGHTHOUSE_PAGES) assert.ok(PAGE_BUDGETS[path], `${path} has no budget`);
  const within: PageFigures = {...PAGE_BUDGETS['/cli/account']};
  assert.deepEqual(overBudget('/cli/account', within), []);
  const over = {...within, css: within.css + 0.1, renderBlocking: within.renderBlocking + 1};
  assert.deepEqual(overBudget('/cli/account', over), [
    `/cli/account: CSS (KB gzip) ${over.css} > ${within.css}`,
    `/cli/account: render-blocking requests ${over.renderBlocking} > ${within.renderBlocking}`,
  ]);
});

test('page weight counts what a compressing host sends: gzip for text of 1 KiB or more, fonts and images as they are', () => {
  const text = Buffer.from('const answer = 42;\n'.repeat(200));
  assert.equal(transferBytes(text, 'application/javascript; charset=utf-8'), gzipSync(text, {level: 6}).length);
  assert.equal(transferBytes(text, 'image/svg+xml'), gzipSync(text, {level: 6}).length);
  assert.equal(transferBytes(text, 'font/woff2'), text.length);
  assert.equal(transferBytes(Buffer.from('tiny'), 'text/css'), 4);
  // Under 1 KiB the build writes no compressed sibling (scripts/precompress.ts), so serve:prod sends it as it is.
  assert.equal(transferBytes(Buffer.alloc(1023, 'a'), 'text/css'), 1023);
  assert.ok(transferBytes(Buffer.alloc(1024, 'a'), 'text/css') < 100);

  const resource = (type: string, bytes: number, renderBlocking = false): Resource => ({
    url: `/${type}/${bytes}`,
    type,
    raw: bytes,
    bytes,
    renderBlocking,
  });
  const summary = summarise({
    resources: [
      resource('script', 2048),
      resource('script', 1024),
      resource('stylesheet', 1024, true),
      // Prefetches of other routes' chunks are 'other': not part of this page's weight.
      resource('other', 50_000),
    ],
    domElements: 10,
    domDepth: 3,
  });
  assert.equal(summary.kb.script, 3);
  assert.equal(summary.count.script, 2);
  assert.equal(summary.kb.font, 0);
  assert.deepEqual(summary.renderBlocking, {count: 1, kb: 1, urls: ['/stylesheet/1024']});
});
