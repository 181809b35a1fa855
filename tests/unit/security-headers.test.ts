import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer, get, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {createHash} from 'node:crypto';
import {
  buildPolicy,
  headerRules,
  headersFor,
  IMMUTABLE_CACHE,
  parseHeadersFile,
  renderHeadersFile,
  renderNginx,
  REVALIDATE_CACHE,
  serializePolicy,
} from '../../src/config/securityHeaders';
import {assetPaths, scanBuild, styleAttributeError} from '../../src/plugins/security-headers';
import {routeOfHtmlFile} from '../../src/plugins/built-pages';
import {createHandler} from '../../scripts/serve-prod';
import {precompress} from '../../scripts/precompress';

/** CSP hash of the fixture's one inline script. */
const INLINE_HASH = createHash('sha256').update('window.a=1').digest('base64');

const local = {hosted: {}, search: {mode: 'local'} as const, assistant: {mode: 'local'} as const};

test('the default policy: own origin and hashed inline scripts and styles only, no unsafe-inline or eval, no framing', () => {
  const policy = serializePolicy(
    buildPolicy({...local, scriptHashes: ['abc=', 'abc=', 'def='], styleHashes: ['sty=', 'sty=']}),
  );
  assert.match(policy, /script-src 'self' 'sha256-abc=' 'sha256-def='(;|$)/);
  assert.match(policy, /style-src 'self' 'sha256-sty='(;|$)/);
  assert.doesNotMatch(policy, /unsafe-inline/, "no 'unsafe-inline' in any directive");
  assert.doesNotMatch(policy, /script-src[^;]*unsafe/);
  assert.match(policy, /frame-ancestors 'none'/);
  assert.match(policy, /object-src 'none'/);
  assert.match(policy, /connect-src 'self'(;|$)/);
  assert.doesNotMatch(policy, /https:/, 'no other origin in the default configuration');
  const live = serializePolicy(buildPolicy({...local, scriptHashes: ['abc='], liveCode: true}));
  assert.match(live, /script-src 'self' 'sha256-abc=' 'unsafe-eval'/);
});

test('hosted services extend the policy only when enabled', () => {
  const policy = serializePolicy(
    buildPolicy({
      scriptHashes: [],
      hosted: {gtagTrackingId: 'G-1', fathomSiteId: 'ABC', hubspotAccountId: '123'},
      search: {mode: 'algolia', appId: 'APPID', apiKey: 'k', indexName: 'i'},
      assistant: {mode: 'cookbook', apiKey: 'k', alwaysOpen: false, noFastMode: false},
    }),
  );
  assert.match(policy, /script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  assert.match(policy, /script-src [^;]*https:\/\/cdn\.usefathom\.com/);
  assert.match(policy, /script-src [^;]*https:\/\/js\.hs-scripts\.com/);
  assert.match(policy, /connect-src [^;]*https:\/\/appid-dsn\.algolia\.net/);
  assert.match(policy, /script-src [^;]*https:\/\/cdn\.jsdelivr\.net/);
  assert.match(policy, /frame-src https:\/\/\*\.hsforms\.net/, "'none' is dropped when a service needs frames");
  assert.doesNotMatch(policy, /frame-src[^;]*'none'/);
  assert.doesNotMatch(policy, /unsafe-inline/, "hosted services add origins, never 'unsafe-inline'");
});

test('_headers round-trips, and later rules override or detach earlier ones', () => {
  const rules = headerRules(
    "script-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    ['/markdown-page'],
    [],
    ['/assets/js/main.1234.js'],
  );
  const file = renderHeadersFile(rules);
  assert.deepEqual(parseHeadersFile(file), rules);
  assert.equal(headersFor(rules, '/cli/node')['Content-Security-Policy'], "script-src 'self'");
  assert.equal(headersFor(rules, '/markdown-page')['Content-Security-Policy'], "script-src 'self' 'unsafe-eval'");
  // Each asset that exists is immutable, detaching the site-wide value (Cloudflare joins repeated headers);
  // a path under /assets/ that is not a file of the build is revalidated like any other.
  assert.equal(headersFor(rules, '/assets/js/main.1234.js')['Cache-Control'], IMMUTABLE_CACHE);
  assert.match(
    file,
    /^\/assets\/js\/main\.1234\.js\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
  );
  assert.equal(headersFor(rules, '/assets/js/main.0000.js')['Cache-Control'], REVALIDATE_CACHE);
  assert.doesNotMatch(file, /^\/assets\/\*/m, 'no wildcard: it would match missing files too');
  assert.equal(headersFor(rules, '/cli/node')['X-Content-Type-Options'], 'nosniff');
  assert.equal(headersFor(rules, '/cli/node')['X-Frame-Options'], 'DENY');
  assert.equal(headersFor(rules, '/cli/node')['Referrer-Policy'], 'strict-origin-when-cross-origin');
  assert.throws(() => parseHeadersFile('  X-Bad: header before a path'), /header line before any path/);
  assert.throws(() => parseHeadersFile('/*\n  no colon here'), /malformed header line under \/\*/);
  const nginx = renderNginx(rules);
  // Without `always`: nginx adds it to 200, 206, 304 and redirects only, never to an error.
  assert.match(nginx, /location \/assets\/ \{[^}]*add_header Cache-Control "public, max-age=31536000, immutable";\n\}/);
  assert.match(nginx, /location \/assets\/ \{[^}]*X-Content-Type-Options "nosniff" always;/);
  assert.match(nginx, /location = \/markdown-page \{[^}]*'unsafe-eval'/);
  assert.match(nginx, /error_page 404 \/404\.html;/);
});

/** A tiny build: two pages with an inline script each, one with a live code block, a 404 page. */
function fixtureBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'headers-'));
  mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
  mkdirSync(path.join(dir, 'docs'), {recursive: true});
  const page = (body: string) =>
    `<!doctype html><html><head><script>window.a=1</script></head><body>${body}${'<p>words</p>'.repeat(200)}</body></html>`;
  writeFileSync(path.join(dir, 'index.html'), page('<h1>Home</h1><script type="application/ld+json">{}</script>'));
  writeFileSync(path.join(dir, 'docs/intro.html'), page('<h1>Intro</h1><div data-live-codeblock=""></div>'));
  writeFileSync(path.join(dir, '404.html'), page('<h1>Page Not Found</h1>'));
  writeFileSync(path.join(dir, 'assets/js/main.abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  return dir;
}

test('the build scan hashes executable inline scripts only and marks pages with live code', async () => {
  const dir = fixtureBuild();
  const {hashes, styleHashes, styleAttributes, livePaths} = await scanBuild(dir);
  assert.deepEqual(hashes, [INLINE_HASH], 'one hash: the JSON-LD block is data, not script');
  assert.deepEqual(styleHashes, []);
  assert.deepEqual(styleAttributes, []);
  assert.deepEqual(livePaths, ['/docs/intro']);
  assert.match(readFileSync(path.join(dir, 'docs/intro.html'), 'utf8'), /<meta name="docs-live-code"/);
  assert.equal(routeOfHtmlFile('index.html'), '/');
  assert.equal(routeOfHtmlFile('cli/node.html'), '/cli/node');
  assert.equal(routeOfHtmlFile('cli/index.html'), '/cli');
});

test('the build scan hashes <style> elements (inside <noscript> too) and lists every style attribute', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'headers-'));
  const head = '<noscript><style>.a{display:none}</style></noscript><style>.b{color:red}</style>';
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head>${head}</head><body><p class="x" style="color:red">a</p>` +
      '<noscript><img src="i.png" style="width:1px" alt=""></noscript></body></html>',
  );
  const {styleHashes, styleAttributes} = await scanBuild(dir);
  const hash = (css: string) => createHash('sha256').update(css).digest('base64');
  assert.deepEqual(styleHashes, [hash('.a{display:none}'), hash('.b{color:red}')].sort());
  assert.deepEqual(styleAttributes, [
    'index.html: <p class="x" style="color:red">',
    'index.html: <img style="width:1px">',
  ]);
  assert.match(styleAttributeError(styleAttributes).message, /^2 element\(s\) .* style attribute[\s\S]*<p class="x"/);
});

test('serve:prod serves like a host: clean URLs, 301 without trailing slash, 404 status, compression, headers', async () => {
  const dir = fixtureBuild();
  const {hashes, livePaths} = await scanBuild(dir);
  assert.deepEqual(await assetPaths(dir), ['/assets/js/main.abc123.js']);
  const rules = headerRules(
    serializePolicy(buildPolicy({...local, scriptHashes: hashes})),
    'x',
    livePaths,
    [],
    await assetPaths(dir),
  );
  writeFileSync(path.join(dir, '_headers'), renderHeadersFile(rules));
  await precompress(dir);
  const server = createServer(createHandler(dir));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const page = await fetch(`${base}/docs/intro`, {headers: {'accept-encoding': 'gzip'}});
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<h1>Intro<\/h1>/);
    assert.equal(page.headers.get('content-security-policy'), 'x');
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
    const home = await fetch(`${base}/`);
    assert.ok(home.headers.get('content-security-policy')!.includes(`'sha256-${INLINE_HASH}'`));
    const slash = await fetch(`${base}/docs/intro/`, {redirect: 'manual'});
    assert.equal(slash.status, 301);
    assert.equal(slash.headers.get('location'), '/docs/intro');
    const missing = await fetch(`${base}/nope`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Page Not Found/);
    assert.ok(missing.headers.get('content-security-policy'));
    assert.equal((await fetch(`${base}/_headers`)).status, 404, 'the headers file itself is not served');
    // Raw request to see the encoding (fetch decompresses transparently).
    const raw = await new Promise<{encoding?: string; cache?: string; body: Buffer}>((resolve, reject) => {
      const req = get(
        `${base}/assets/js/main.abc123.js`,
        {headers: {'accept-encoding': 'gzip'}},
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              cache: res.headers['cache-control'],
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
    });
    assert.equal(raw.encoding, 'gzip');
    assert.equal(raw.cache, IMMUTABLE_CACHE);
    assert.match(gunzipSync(raw.body).toString(), /^console\.log/);
    assert.ok(raw.body.length < 1000, 'compressed');
  } finally {
    server.close();
  }
});
