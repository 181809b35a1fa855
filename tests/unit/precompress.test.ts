/**
 * The build's last step (scripts/precompress.ts) and how serve:prod sends what it writes: each compressible file
 * of 1 KiB or more gets a .br and a .gz sibling holding the same bytes compressed, with the file's modification
 * time; the server sends the sibling the request prefers with the right headers, one ETag per representation, and
 * never compresses anything per request.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import {randomBytes} from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {outDirOf} from '../../scripts/build';
import {precompress, MIN_BYTES} from '../../scripts/precompress';
import {createHandler} from '../../scripts/serve-prod';
import {FileCache, preferredCoding} from '../../scripts/serve/representations';
import {send, withHandler} from './http-helpers';
import {ASSET, servedFixture} from './serve-fixture';

test('every compressible file of 1 KiB or more gets a .br and a .gz sibling with its bytes and modification time', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
  const text = (n: number) => Buffer.from('<p>Celo docs</p>\n'.repeat(Math.ceil(n / 17))).subarray(0, n);
  const files: Record<string, Buffer> = {
    'page.html': text(5000),
    'assets/js/main.js': text(MIN_BYTES),
    'search-index.json': text(300_000),
    'twin.md': text(2000),
    'small.css': text(MIN_BYTES - 1),
    'image.png': text(5000),
    'font.woff2': text(5000),
    'noise.txt': randomBytes(5000),
  };
  for (const [file, body] of Object.entries(files)) writeFileSync(path.join(dir, file), body);
  // A sibling left from an earlier run that the file no longer earns goes away.
  writeFileSync(path.join(dir, 'noise.txt.br'), 'stale');
  const summary = await precompress(dir, {quality: 5});
  const compressed = ['page.html', 'assets/js/main.js', 'search-index.json', 'twin.md'];
  for (const file of compressed) {
    const original = files[file]!;
    const br = readFileSync(path.join(dir, `${file}.br`));
    const gz = readFileSync(path.join(dir, `${file}.gz`));
    assert.deepEqual(brotliDecompressSync(br), original, `${file}.br`);
    assert.deepEqual(gunzipSync(gz), original, `${file}.gz`);
    assert.ok(br.length < original.length && gz.length < original.length, file);
    // To the millisecond (utimes takes no finer time); Last-Modified counts seconds.
    const mtime = statSync(path.join(dir, file)).mtimeMs;
    for (const suffix of ['.br', '.gz']) {
      const sibling = statSync(path.join(dir, `${file}${suffix}`)).mtimeMs;
      assert.ok(Math.abs(sibling - mtime) < 1, `${file}${suffix} keeps the file's time (${sibling} vs ${mtime})`);
    }
  }
  for (const file of ['small.css', 'image.png', 'font.woff2', 'noise.txt']) {
    assert.ok(!existsSync(path.join(dir, `${file}.br`)) && !existsSync(path.join(dir, `${file}.gz`)), file);
  }
  assert.equal(summary.files, compressed.length);
  assert.equal(
    summary.siblingBytes.br,
    compressed.reduce((sum, f) => sum + statSync(path.join(dir, `${f}.br`)).size, 0),
  );
  // Run again: the siblings of siblings are never made.
  await precompress(dir, {quality: 5});
  assert.ok(!existsSync(path.join(dir, 'page.html.br.br')) && !existsSync(path.join(dir, 'page.html.gz.br')));
});

test('the coding sent follows Accept-Encoding weights (RFC 9110 §12.5.3), Brotli first on a tie', () => {
  const both = ['br', 'gzip'] as const;
  const cases: [string | undefined, string][] = [
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0.4, identity;q=0.5', 'identity'],
    ['gzip;q=0.5', 'gzip'],
    ['identity', 'identity'],
    ['*;q=0', 'identity'],
    ['identity;q=0', 'identity'],
    ['GZIP', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
    [';;;', 'identity'],
  ];
  for (const [field, coding] of cases) assert.equal(preferredCoding(field, both), coding, String(field));
  assert.equal(preferredCoding('br', ['gzip']), 'identity', 'only what the build has');
});

test('serve:prod sends the preferred sibling with its own Content-Encoding, length and ETag, the file’s type, and Vary', async () => {
  const dir = await servedFixture();
  // A large file the build step did not see: sent as it is, whatever the request accepts.
  const late = Buffer.from(JSON.stringify({words: 'Celo '.repeat(100_000)}));
  writeFileSync(path.join(dir, 'late.json'), late);
  await withHandler(createHandler(dir), async (port) => {
    const original = readFileSync(path.join(dir, ASSET));
    const seen = new Set<string>();
    for (const [accept, coding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await send(port, ASSET, {'Accept-Encoding': accept});
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-encoding'], coding, accept);
      assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8', 'the file’s own type');
      assert.equal(res.headers.vary, 'Accept-Encoding');
      assert.equal(res.headers['content-length'], String(res.body.length));
      const body =
        coding === 'br' ? brotliDecompressSync(res.body) : coding === 'gzip' ? gunzipSync(res.body) : res.body;
      assert.deepEqual(body, original, accept);
      if (coding) assert.deepEqual(res.body, readFileSync(path.join(dir, `${ASSET}.${coding === 'br' ? 'br' : 'gz'}`)));
      seen.add(res.headers.etag!);
      const head = await send(port, ASSET, {'Accept-Encoding': accept}, 'HEAD');
      assert.equal(head.headers.etag, res.headers.etag);
      assert.equal(head.headers['content-length'], res.headers['content-length']);
    }
    assert.equal(seen.size, 3, 'one ETag per representation');
    const big = await send(port, '/late.json', {'Accept-Encoding': 'br, gzip'});
    assert.equal(big.headers['content-encoding'], undefined, 'nothing is compressed per request');
    assert.equal(big.headers.vary, undefined, 'a file without siblings does not vary');
    assert.deepEqual(big.body, late);
    const missing = await send(port, '/nope', {'Accept-Encoding': 'br'});
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['content-encoding'], 'br');
    assert.equal(missing.headers.vary, 'Accept-Encoding');
    assert.match(brotliDecompressSync(missing.body).toString(), /Page Not Found/);
  });
});

test('npm run build precompresses the directory docusaurus build writes to', () => {
  const cwd = '/site';
  assert.equal(outDirOf([], cwd), '/site/build');
  assert.equal(outDirOf(['--out-dir', 'out'], cwd), '/site/out');
  assert.equal(outDirOf(['--out-dir=/tmp/x', '--locale', 'en'], cwd), '/tmp/x');
  assert.equal(outDirOf(['--config', 'other.config.ts', 'website'], cwd), '/site/website/build');
  assert.throws(() => outDirOf(['--bogus'], cwd), /bogus/);
});

test('serve:prod keeps small files in memory, least recently used first out, within its bound; large ones only by tag', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'file-cache-'));
  const file = (name: string, bytes: number, fill: string) => {
    const p = path.join(dir, name);
    writeFileSync(p, Buffer.alloc(bytes, fill));
    return p;
  };
  const [a, b, c, big] = [file('a', 400, 'a'), file('b', 400, 'b'), file('c', 400, 'c'), file('big', 2000, 'd')];
  // 1,000 bytes in all, 1,000 per file: two of the 400-byte files fit.
  const cache = new FileCache(1000, 1000);
  const get = (p: string) => cache.get(p, statSync(p));
  const [first, again] = await Promise.all([get(a), get(a)]);
  assert.equal(first, again, 'requests at the same time share one read');
  assert.deepEqual(first.body, readFileSync(a));
  assert.match(first.etag, /^"[\w-]{32}"$/);
  const bFirst = await get(b);
  await get(a); // a is now the most recently used
  await get(c); // over the bound: b, the least recently used, goes
  assert.equal((await get(a)).body, first.body, 'a stayed: the same Buffer');
  const bAgain = await get(b);
  assert.ok(bAgain.body && bAgain.body !== bFirst.body, 'b was read again: it had gone');
  assert.equal(bAgain.etag, (await new FileCache().get(b, statSync(b))).etag, 'the tag depends on the bytes only');
  const large = await get(big);
  assert.equal(large.body, null, 'over the per-file bound: streamed, not kept');
  assert.equal(large.etag, (await new FileCache().get(big, statSync(big))).etag);
  // A new version of a file (other size or time) is read again.
  writeFileSync(a, Buffer.alloc(400, 'z'));
  utimesSync(a, new Date(), new Date(Date.now() + 5000));
  const changed = await get(a);
  assert.notEqual(changed.etag, first.etag);
  assert.deepEqual(changed.body, Buffer.alloc(400, 'z'));
});
