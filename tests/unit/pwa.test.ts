/**
 * The installable, offline docs (src/config/pwa.ts, src/plugins/pwa): the web app manifest and its icons, the head
 * tags, the headers of the service worker and the manifest, which files are precached, and the service worker's
 * URL rules. The last test reads the last build (`npm run build:test` first). In a browser: tests/e2e/offline.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  APPLE_TOUCH_ICON,
  BACKGROUND_COLOR,
  ICON_BACKGROUND,
  ICON_DIR,
  iconSvg,
  isPrecached,
  MANIFEST_FILE,
  MANIFEST_TYPE,
  pageContentChunks,
  PNG_ICONS,
  precachedFiles,
  PWA_FILES,
  pwaHead,
  selectPrecache,
  SW_FILE,
  THEME_COLOR,
  webAppManifest,
} from '../../src/config/pwa';
import {
  headerRules,
  headersFor,
  parseHeadersFile,
  renderHeadersFile,
  renderNginx,
} from '../../src/config/securityHeaders';
import {isAssetUrl, isPageUrl, unavailablePage, unavailableUrl} from '../../src/plugins/pwa/swRoutes.js';
import {loadSiteConfig} from './loadSiteConfig';

const ROOT = path.join(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const FAVICON = readFileSync(path.join(ROOT, 'static/img/favicon.svg'), 'utf8');
const local = {search: {mode: 'local'}, assistant: {mode: 'local'}} as const;

test('the manifest: names, start URL and scope, standalone display, the site’s colours, icons to install with', () => {
  const manifest = webAppManifest({title: 'Celo Documentation', tagline: 'Docs.', baseUrl: '/'});
  assert.equal(manifest.name, 'Celo Documentation');
  assert.equal(manifest.short_name, 'Celo Docs');
  assert.ok(manifest.short_name.length <= 12, 'a short name fits under a home-screen icon');
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.scope, '/');
  assert.equal(manifest.id, '/');
  assert.equal(manifest.display, 'standalone');
  // The default colour mode is dark: the dark navbar (Infima's dark surface) and the dark page background.
  const infima = readFileSync(
    require.resolve('infima/dist/css/default/default.css', {
      paths: [path.dirname(require.resolve('@docusaurus/theme-classic/package.json'))],
    }),
    'utf8',
  );
  assert.equal(THEME_COLOR, /--ifm-background-surface-color:\s*(#[0-9a-f]{6})/i.exec(infima)?.[1]);
  const css = readFileSync(path.join(ROOT, 'src/css/custom.css'), 'utf8');
  const dark = /\[data-theme='dark'\]\s*\{([^}]*)\}/.exec(css)![1]!;
  assert.equal(BACKGROUND_COLOR, /--ifm-background-color:\s*(#[0-9a-f]{6})/i.exec(dark)?.[1]);
  assert.equal(manifest.theme_color, THEME_COLOR);
  assert.equal(manifest.background_color, BACKGROUND_COLOR);
  const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose} ${i.type}`);
  for (const wanted of ['192x192 any image/png', '512x512 any image/png', '512x512 maskable image/png'])
    assert.ok(icons.includes(wanted), `an icon ${wanted}`);
  for (const icon of manifest.icons) assert.match(icon.src, /^\/img\//);
  assert.deepEqual(
    pwaHead('/').map((t) => `${t.tagName} ${'rel' in t ? t.rel : t.name}`),
    ['link manifest', 'meta theme-color', 'link apple-touch-icon'],
  );
  assert.equal(pwaHead('/')[0]!.href, `/${MANIFEST_FILE}`);
});

test('the icons: the favicon as it is, and maskable ones filled to the edge with the rings in the safe zone', async () => {
  assert.equal(/<rect[^>]*fill="([^"]+)"/.exec(FAVICON)?.[1]?.toUpperCase(), ICON_BACKGROUND.toUpperCase());
  const size = 192;
  const pixels = async (purpose: 'any' | 'maskable') => {
    const {data, info} = await sharp(Buffer.from(iconSvg(FAVICON, {size, purpose})))
      .ensureAlpha()
      .raw()
      .toBuffer({resolveWithObject: true});
    assert.equal(info.width, size);
    return (x: number, y: number) => [...data.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
  };
  const yellow = [0xfc, 0xff, 0x52, 255];
  const any = await pixels('any');
  assert.equal(any(0, 0)[3], 0, 'the favicon’s rounded corner is transparent');
  const maskable = await pixels('maskable');
  assert.deepEqual(maskable(0, 0), yellow, 'a maskable icon is opaque to its corners');
  // Every pixel outside the safe zone (a circle of 40% of the width around the centre) is the background.
  let art = 0;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const outside = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > 0.4 * size;
      const background = maskable(x, y).every((v, i) => Math.abs(v - yellow[i]!) <= 2);
      if (outside) assert.ok(background, `pixel ${x},${y} outside the safe zone is part of the rings`);
      else if (!background) art++;
    }
  assert.ok(art > size * 4, 'the rings are drawn inside the safe zone');
  assert.equal(APPLE_TOUCH_ICON.purpose, 'maskable', 'iOS masks the icon itself: full-bleed art');
});

test('_headers: the service worker is never cached by HTTP caches, the manifest has its type', () => {
  const rules = headerRules('p', 'l', [], [...PWA_FILES], ['/assets/js/main.1234.js']);
  const parsed = parseHeadersFile(renderHeadersFile(rules));
  const sw = headersFor(parsed, `/${SW_FILE}`);
  assert.equal(sw['Cache-Control'], 'no-cache');
  assert.match(sw['Content-Type']!, /^text\/javascript/);
  assert.equal(sw['Content-Security-Policy'], 'p', 'the worker runs under the site’s policy');
  assert.match(renderHeadersFile(rules), /^\/sw\.js\n {2}! Cache-Control\n/m, 'Cloudflare would join both values');
  assert.equal(headersFor(parsed, `/${MANIFEST_FILE}`)['Content-Type'], MANIFEST_TYPE);
  assert.equal(headersFor(parsed, '/index.html')['Cache-Control'], 'public, max-age=0, must-revalidate');
  const nginx = renderNginx(rules);
  assert.match(nginx, /location = \/sw\.js \{\n {4}types \{ \}\n {4}default_type "text\/javascript; charset=utf-8";/);
  const swBlock = nginx.slice(
    nginx.indexOf('location = /sw.js {'),
    nginx.indexOf('\n}', nginx.indexOf('location = /sw.js {')),
  );
  assert.match(swBlock, /add_header Cache-Control "no-cache" always;/);
  assert.doesNotMatch(swBlock, /Cache-Control "public/);
  assert.match(
    nginx,
    /location = \/manifest\.json \{\n {4}types \{ \}\n {4}default_type "application\/manifest\+json";/,
  );
});

/** Files of a build, as the plugin's glob lists them (sizes do not matter here): first those precached, … */
const CONTENT = new Set(['2c50553b', '4c678320']);
const entry = (url: string) => ({url, revision: url.startsWith('assets/') ? null : 'r', size: 1});
const PRECACHED = [
  'index.html',
  'assets/js/main.a773cda3.js',
  'assets/js/runtime~main.f46cbc9f.js',
  'assets/js/17896441.4d1918fe.js', // the doc page component, shared by every doc
  'assets/js/22dd74f7.803da82f.js', // the sidebars
  'assets/js/docs-assistant.6d71112f.js',
  'assets/js/docsearch-modal.31a771e6.js',
  'assets/js/local-search.2300aaf9.js',
  'assets/css/styles.5ae9da0c.css',
  'search-index/meta.json',
  'search-index.json',
  'assistant-passages.json',
  'manifest.json',
  ...[...PNG_ICONS, APPLE_TOUCH_ICON].map((i) => `${ICON_DIR}/${i.file}`),
  'img/logo.svg',
  'img/logo-dark.svg',
  'img/favicon.svg',
];
/** … then those left to be cached when visited. */
const NOT_PRECACHED = [
  '404.html',
  'build.html',
  'cli/account.html',
  'search.html',
  'assets/js/2c50553b.1a2b3c4d.js', // a doc's content
  'assets/js/4c678320.179900e6.js', // an MDX page's content
  'assets/fonts/KaTeX_Main-Regular-0123456789abcdef0123456789abcdef.woff2',
  'assets/images/diagram-0123456789abcdef0123456789abcdef.png',
  'search-index/3f99f20a6975/h0.json',
  'search-index/3f99f20a6975/p12.json',
  'img/social-card.png',
  '__fixtures/docs/verified-page.html',
];
const GLOBBED = [...PRECACHED, ...NOT_PRECACHED].map(entry);

test('the precache: the app shell, the search meta and records, the assistant’s passages; no page’s own content', () => {
  const kept = selectPrecache(GLOBBED, precachedFiles(local), CONTENT).map((e) => e.url);
  assert.deepEqual(kept, PRECACHED);
  // Hosted search and assistant: their files are neither required nor kept.
  const hosted = precachedFiles({
    search: {mode: 'algolia', appId: 'A', apiKey: 'k', indexName: 'i'},
    assistant: {mode: 'cookbook', apiKey: 'k', alwaysOpen: false, noFastMode: false},
  });
  assert.ok(!hosted.includes('search-index.json') && !hosted.includes('assistant-passages.json'));
  assert.equal(isPrecached('search-index.json', new Set(hosted), CONTENT), false);
  assert.throws(
    () =>
      selectPrecache(
        GLOBBED.filter((e) => e.url !== 'assistant-passages.json'),
        precachedFiles(local),
        CONTENT,
      ),
    /files to precache are missing from the build: assistant-passages\.json/,
  );
  assert.throws(() => selectPrecache(GLOBBED, precachedFiles(local), new Set()), /no page content chunk found/);
  assert.deepEqual(
    pageContentChunks({
      '/build-971': {__comp: '17896441', content: '2c50553b'},
      '/markdown-page-53a': {__comp: '1f391b9e', __context: {plugin: 'a7456010'}, content: '4c678320'},
      '/-e5f': {__comp: '1df93b7f', config: '5e9f5e1a'},
    }),
    CONTENT,
  );
});

test('the service worker’s routes: pages and hashed files of this origin only, never the precached start page', () => {
  const scope = new URL('https://docs.example/');
  const page = (u: string) => isPageUrl(new URL(u, scope), scope);
  assert.ok(page('/cli/account'));
  assert.ok(page('/cli/account?x=1#part'));
  assert.ok(!page('/'), 'the start page is answered by the precache');
  assert.ok(!page('/?unavailable=%2Fbuild'));
  assert.ok(!page('/search-index.json'));
  assert.ok(!page('/sw.js'));
  assert.ok(!page('/cli/account.md'));
  assert.ok(!page('https://other.example/cli/account'), 'another origin is never handled');
  const asset = (u: string) => isAssetUrl(new URL(u, scope), scope);
  assert.ok(asset('/assets/js/main.a773cda3.js'));
  assert.ok(!asset('/img/logo.svg'));
  assert.ok(!asset('https://cdn.example/assets/js/main.js'));
  const away = unavailableUrl(new URL('/cli/account?x=1#part', scope), scope);
  assert.equal(away, 'https://docs.example/?unavailable=%2Fcli%2Faccount%3Fx%3D1%23part');
  const search = new URL(away).search;
  assert.equal(unavailablePage(search, scope.origin), '/cli/account?x=1#part');
  // What the address bar holds is anything: only a path of this site is taken.
  for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', ''])
    assert.equal(unavailablePage(`?unavailable=${encodeURIComponent(bad)}`, scope.origin), null, bad);
  assert.equal(unavailablePage('?other=1', scope.origin), null);
});

test('the site config registers the plugin: offline for every visitor, registration in the client module', () => {
  const config = loadSiteConfig();
  const entry = config.plugins.find((p: unknown) => Array.isArray(p) && p[0] === '[fn pwa]');
  assert.ok(entry, 'the pwa plugin with its options');
  const options = entry[1];
  assert.deepEqual(options.offlineModeActivationStrategies, ['always']);
  assert.match(options.swRegister, /src\/plugins\/pwa\/register\.ts$/);
  assert.match(options.swCustom, /src\/plugins\/pwa\/sw\.js$/);
  assert.deepEqual(options.pwaHead, pwaHead('/'));
});

test('the built service worker precaches the app shell, search and assistant files, and no doc page (last build)', () => {
  const sw = path.join(BUILD, SW_FILE);
  assert.ok(existsSync(sw), 'build/sw.js is missing: run `npm run build:test` first');
  const source = readFileSync(sw, 'utf8');
  const urls = [...source.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  assert.ok(urls.length > 10, 'the precache manifest is in build/sw.js');
  for (const wanted of [
    'index.html',
    'search-index/meta.json',
    'search-index.json',
    'assistant-passages.json',
    'manifest.json',
  ])
    assert.ok(urls.includes(wanted), `${wanted} is precached`);
  for (const pattern of [/^assets\/js\/main\.[0-9a-f]+\.js$/, /^assets\/js\/runtime~main\./, /^assets\/css\/styles\./])
    assert.ok(
      urls.some((u) => pattern.test(u)),
      `${pattern} is precached`,
    );
  assert.deepEqual(
    urls.filter((u) => u.endsWith('.html') && u !== 'index.html'),
    [],
    'no page but the start page',
  );
  const routes = JSON.parse(readFileSync(path.join(ROOT, '.docusaurus/routesChunkNames.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const content = pageContentChunks(routes);
  assert.ok(content.size > 200, 'every doc has a content chunk');
  const contentFiles = urls.filter((u) => content.has(/^assets\/js\/([^/]+?)\./.exec(u)?.[1] ?? ''));
  assert.deepEqual(contentFiles, [], 'no page’s content chunk');
  assert.ok(!urls.some((u) => /^search-index\/[0-9a-f]+\//.test(u)), 'no index shard');
  for (const file of [MANIFEST_FILE, ...PNG_ICONS.map((i) => `${ICON_DIR}/${i.file}`)])
    assert.ok(existsSync(path.join(BUILD, file)), `build/${file} is written`);
});
