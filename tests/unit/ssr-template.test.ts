/**
 * The page template (src/config/ssrTemplate.ts) as built: entry scripts are loaded by the inline loader at
 * the end of <body>, after the first paint, never by <script defer> in <head>; the CSP allows the loader; the
 * theme's tags carry no style attribute.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SCRIPT_LOADER, scriptLoaders} from '../../src/config/ssrTemplate';

const BUILD = path.join(__dirname, '../../build');
const PAGES = [
  'index.html',
  'cli/account.html',
  'developer/contractkit/migrating-to-viem.html',
  'showcase.html',
  '404.html',
];

function loaderOf(html: string, page: string): {script: string; urls: string[]} {
  const loaders = scriptLoaders(html);
  assert.equal(loaders.length, 1, `${page}: one script loader in <body>`);
  return loaders[0]!;
}

test('the loader source: session storage opened first, scripts ordered, after a painted frame, at once in a hidden tab', () => {
  assert.match(SCRIPT_LOADER, /async=false/);
  assert.match(SCRIPT_LOADER, /requestAnimationFrame\(function\(\)\{setTimeout\(l,0\)\}\)/);
  assert.match(SCRIPT_LOADER, /document\.hidden\?l\(\)/);
  // It opens session storage before adding the scripts, so that hydration's first `storage` listener does not wait.
  assert.match(SCRIPT_LOADER, /function l\(\)\{try\{sessionStorage\.length\}catch\(e\)\{\}u\.forEach/);
});

for (const page of PAGES) {
  test(`${page}: no deferred script in <head>; the loader is the last thing in <body> and loads runtime and main`, () => {
    const html = readFileSync(path.join(BUILD, page), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    assert.doesNotMatch(head, /<script[^>]*\bsrc=/, `${page}: no script with src in <head>`);
    const {script, urls} = loaderOf(html, page);
    assert.ok(
      /<\/script><\/body>(<\/html>)?$/.test(html.trimEnd()) &&
        html
          .trimEnd()
          .replace(/<\/html>$/, '')
          .endsWith(`<script>${script}</script></body>`),
      `${page}: the loader closes <body>`,
    );
    assert.ok(html.indexOf('id=__docusaurus') < html.indexOf(script), `${page}: after the app markup`);
    assert.equal(urls.length, 2, `${page}: ${urls.join(', ')}`);
    assert.match(urls[0]!, /^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
    assert.match(urls[1]!, /^\/assets\/js\/main\.[0-9a-f]+\.js$/);
    for (const url of urls) assert.ok(existsSync(path.join(BUILD, url)), `${page}: ${url} exists`);
  });
}

test('the Content-Security-Policy allows the loader by its hash', () => {
  const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  const {script} = loaderOf(html, 'index.html');
  const hash = createHash('sha256').update(script).digest('base64');
  const headers = readFileSync(path.join(BUILD, '_headers'), 'utf8');
  assert.ok(headers.includes(`'sha256-${hash}'`), `sha256-${hash} in build/_headers`);
});

test("the theme's icon sprite is hidden by a class, and the base-URL banner's HTML has no style attribute", () => {
  const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  assert.match(html, /<body[^>]*><svg class="?theme-svg-sprites"? aria-hidden="?true"?>/);
  // The banner's inline script is on the home page; its HTML keeps its text and loses its style attributes.
  assert.match(html, /Your Docusaurus site did not load properly/);
  assert.doesNotMatch(html, /style=/);
});
