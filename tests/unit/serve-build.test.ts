/**
 * `npm run serve:prod` on the real build (run `npm run build` or `npm run build:test` first), started as its npm
 * script starts it: the build's text files have their precompressed siblings and nothing else lists them; 200
 * concurrent requests for the largest file keep the server's memory flat (its resident set, read from
 * /proc/<pid>/status, a bound rather than a timing); doc URLs asked for Markdown answer with their twins, as
 * `curl -H 'Accept: text/markdown'` would see them; and every doc page links its twin in its headers and <head>.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {isCompressible} from '../../scripts/precompress';
import {markdownAlternate, MARKDOWN_TYPE, parseHeadersFile} from '../../src/config/securityHeaders';
import {htmlFiles} from '../../src/plugins/built-pages';
import {parseLlmsTxt} from '../../src/plugins/markdown-twins/llmsTxt';
import {rawRequest, ROOT, send, startScript, type StartedProcess} from './http-helpers';

const BUILD = path.join(ROOT, 'build');
const SLOW = {timeout: 300_000};
const MB = 1024 * 1024;

/** Every file of the build, relative, with forward slashes. */
const buildFiles = () =>
  readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
    .filter((f) => statSync(path.join(BUILD, f)).isFile())
    .map((f) => f.split(path.sep).join('/'));

/** The docs llms.txt lists, as [route, twin path]. */
function docs(): [string, string][] {
  return parseLlmsTxt(readFileSync(path.join(BUILD, 'llms.txt'), 'utf8')).entries.map((e) => {
    const twin = new URL(e.url).pathname;
    return [twin.replace(/\.md$/, ''), twin];
  });
}

/** Resident set and its peak, in bytes, of a running process (Linux). */
function memory(pid: number): {rss: number; peak: number} {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)![1]) * 1024;
  return {rss: kb('VmRSS'), peak: kb('VmHWM')};
}

async function withServeProd(fn: (port: number, served: StartedProcess) => Promise<void>) {
  const served = await startScript(
    'scripts/serve-prod.ts',
    ['--port', '0', '--dir', BUILD],
    /Serving \S+ at (http:\/\/\S+\/) \(precompressed/,
  );
  try {
    await fn(Number(new URL(served.ready[1]!).port), served);
  } finally {
    await served.stop();
  }
}

test('the build exists and its text files have their .br and .gz siblings (run `npm run build` first)', async (t) => {
  assert.ok(existsSync(path.join(BUILD, 'index.html')), 'no build: run `npm run build` or `npm run build:test`');
  const files = buildFiles();
  const present = new Set(files);
  const eligible = files.filter((f) => isCompressible(f, statSync(path.join(BUILD, f)).size));
  const missing = eligible.filter((f) => !present.has(`${f}.br`) || !present.has(`${f}.gz`));
  assert.deepEqual(missing, [], 'every text file of 1 KiB or more has both siblings');
  const siblings = files.filter((f) => /\.(br|gz)$/.test(f));
  const bytes = siblings.reduce((sum, f) => sum + statSync(path.join(BUILD, f)).size, 0);
  t.diagnostic(`${eligible.length} files precompressed; ${siblings.length} siblings, ${(bytes / 1e6).toFixed(2)} MB`);
  // What lists the build's files for other purposes leaves the siblings out: the headers (one rule per asset),
  // and the HTML pages every post-build pass reads.
  const rules = parseHeadersFile(readFileSync(path.join(BUILD, '_headers'), 'utf8'));
  assert.deepEqual(
    rules.filter((r) => /\.(br|gz)$/.test(r.path)).map((r) => r.path),
    [],
  );
  const html = await htmlFiles(BUILD);
  assert.ok(html.length > 290 && html.every((f) => f.endsWith('.html')), 'the HTML files, without siblings');
});

test(
  '200 concurrent Brotli requests for the largest file: served from its sibling, memory stays flat',
  SLOW,
  async (t) => {
    const largest = buildFiles()
      .filter((f) => isCompressible(f, statSync(path.join(BUILD, f)).size) && existsSync(path.join(BUILD, `${f}.br`)))
      .sort((a, b) => statSync(path.join(BUILD, b)).size - statSync(path.join(BUILD, a)).size)[0]!;
    const sibling = readFileSync(path.join(BUILD, `${largest}.br`));
    await withServeProd(async (port, served) => {
      const pid = served.child.pid!;
      const before = memory(pid);
      const replies = await Promise.all(
        Array.from({length: 200}, () => send(port, `/${largest}`, {'Accept-Encoding': 'br'})),
      );
      const after = memory(pid);
      for (const res of replies) {
        assert.equal(res.status, 200);
        assert.equal(res.headers['content-encoding'], 'br');
        assert.equal(res.body.length, sibling.length);
      }
      assert.deepEqual(replies[0]!.body, sibling, 'the bytes of the sibling the build wrote');
      const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;
      t.diagnostic(
        `/${largest} (${mb(statSync(path.join(BUILD, largest)).size)}, .br ${mb(sibling.length)}): RSS ` +
          `${mb(before.rss)} before, ${mb(after.rss)} after, peak ${mb(after.peak)}`,
      );
      assert.ok(after.rss - before.rss < 100 * MB, `RSS grew by ${mb(after.rss - before.rss)}`);
      assert.ok(after.peak - before.rss < 100 * MB, `RSS peaked ${mb(after.peak - before.rss)} above where it started`);
    });
  },
);

test(
  'curl -H "Accept: text/markdown" on three doc URLs gets their twins; text/html, */* and weights get the page',
  SLOW,
  async () => {
    const [first, second, third] = docs();
    await withServeProd(async (port) => {
      const get = (route: string, accept: string) =>
        rawRequest(port, `GET ${route} HTTP/1.1\r\nHost: docs.test\r\nAccept: ${accept}\r\nConnection: close\r\n\r\n`);
      for (const [route, twin] of [first!, second!, third!]) {
        const res = await get(route, 'text/markdown');
        assert.equal(res.status, 200, route);
        assert.equal(res.headers.get('content-type'), MARKDOWN_TYPE, route);
        assert.equal(res.headers.get('vary'), 'Accept, Accept-Encoding', route);
        assert.equal(res.headers.get('content-location'), twin, route);
        assert.deepEqual(res.body, readFileSync(path.join(BUILD, twin)), `${route}: the twin's bytes`);
      }
      const [route, twin] = first!;
      for (const [accept, markdown] of [
        ['text/html', false],
        ['*/*', false],
        ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
        ['text/markdown;q=0.9, text/html', false],
        ['text/markdown, text/html;q=0.9', true],
        ['text/markdown;q=0.5, */*;q=0.1', true],
        ['text/markdown;q=0', false],
      ] as const) {
        const res = await get(route, accept);
        assert.equal(res.headers.get('content-type'), markdown ? MARKDOWN_TYPE : 'text/html; charset=utf-8', accept);
        const expected = markdown ? twin : `${route}.html`;
        assert.deepEqual(res.body, readFileSync(path.join(BUILD, expected)), `${accept}: ${expected}`);
      }
    });
  },
);

test(
  'every doc page links its twin: a Link header from serve:prod and a <link rel="alternate"> in its <head>',
  SLOW,
  async () => {
    const all = docs();
    assert.ok(all.length > 250, `${all.length} docs in llms.txt`);
    await withServeProd(async (port) => {
      const failures: string[] = [];
      for (const [route, twin] of all) {
        const res = await send(port, route, {}, 'HEAD');
        if (res.headers.link !== markdownAlternate(twin)) failures.push(`${route}: Link ${String(res.headers.link)}`);
        const $ = load(readFileSync(path.join(BUILD, `${route}.html`), 'utf8'));
        const href = $('head link[rel="alternate"][type="text/markdown"]').attr('href');
        if (href !== twin) failures.push(`${route}: <link rel="alternate" type="text/markdown"> ${href}`);
      }
      assert.deepEqual(failures, []);
    });
  },
);
