/**
 * serve:prod (scripts/serve-prod.ts) decodes and normalises the request path before every check: no
 * redirect leaves the origin, the host's files stay hidden however they are spelt, Markdown twins and
 * llms.txt are served as text. The nginx snippet denies the same files. It serves byte ranges per RFC 9110,
 * answers HEAD like GET, refuses other methods, never marks an error as immutable, listens on loopback
 * unless told otherwise, and no request header, method or malformed request stops it (fuzzed against the
 * script itself, started as `npm run serve:prod` starts it). Requests are sent raw (node:http with the path
 * as written, or a TCP socket), because fetch() would normalise them first.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer, request, type IncomingHttpHeaders} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {createHandler, decideRange, isHidden, normaliseRequestPath} from '../../scripts/serve-prod';
import {precompress} from '../../scripts/precompress';
import {
  headerRules,
  IMMUTABLE_CACHE,
  MARKDOWN_TYPE,
  PLAIN_TEXT_TYPE,
  renderHeadersFile,
  renderNginx,
  REVALIDATE_CACHE,
} from '../../src/config/securityHeaders';
import {textFiles} from '../../src/plugins/security-headers';
import {externalIPv4, rawRequest, runScript, seeded, send, startScript, withHandler} from './http-helpers';

/** An upper bound for the tests that start a server process (they wait for states, never for a time). */
const SLOW = {timeout: 300_000};
/** The fixture's llms.txt: long enough to be compressed (over 512 bytes), every byte position recognisable. */
const LLMS = Buffer.from(
  `# Celo Documentation\n${Array.from({length: 120}, (_, i) => `- line ${String(i).padStart(3, '0')}\n`).join('')}`,
);
const ASSET = '/assets/js/main.abc123.js';

/** A small build, with the precompressed siblings the build's last step writes (scripts/precompress.ts). */
async function fixtureBuild(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  mkdirSync(path.join(dir, 'network'), {recursive: true});
  mkdirSync(path.join(dir, 'evil.example'), {recursive: true});
  writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(dir, '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(path.join(dir, 'network.html'), '<h1>Networks</h1>');
  writeFileSync(path.join(dir, 'network/mainnet.html'), '<h1>Mainnet</h1>');
  writeFileSync(path.join(dir, 'network/mainnet.md'), '# Mainnet\n\nChain id 42220 — “quoted”.\n');
  writeFileSync(path.join(dir, 'llms.txt'), LLMS);
  mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
  writeFileSync(path.join(dir, ASSET), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(path.join(dir, 'nginx-security-headers.conf'), 'secret conf');
  writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  const rules = headerRules('default-src x', 'y', [], textFiles('https://docs.celo.org', ['/network/mainnet']), [
    ASSET,
  ]);
  writeFileSync(path.join(dir, '_headers'), renderHeadersFile(rules));
  await precompress(dir);
  return dir;
}

async function withServer(
  fn: (
    get: (
      rawPath: string,
    ) => Promise<{status: number; headers: Record<string, string | string[] | undefined>; body: string}>,
  ) => Promise<void>,
) {
  const server = createServer(createHandler(await fixtureBuild()));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const get = (rawPath: string) =>
    new Promise<{status: number; headers: Record<string, string | string[] | undefined>; body: string}>(
      (resolve, reject) => {
        const req = request({host: '127.0.0.1', port, path: rawPath, method: 'GET'}, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, body}));
        });
        req.on('error', reject);
        req.end();
      },
    );
  try {
    await fn(get);
  } finally {
    server.close();
  }
}

test('normalisation: decoded once, slashes collapsed, dot segments resolved, trailing slash kept for the redirect', () => {
  assert.deepEqual(normaliseRequestPath('/.//evil.example/'), {pathname: '/evil.example/', search: ''});
  assert.deepEqual(normaliseRequestPath('//evil.example/?a=1'), {pathname: '/evil.example/', search: '?a=1'});
  assert.deepEqual(normaliseRequestPath('/%5Fheaders'), {pathname: '/_headers', search: ''});
  assert.deepEqual(normaliseRequestPath('/a/../../b'), {pathname: '/b', search: ''});
  assert.deepEqual(normaliseRequestPath('/\\evil.example'), {pathname: '/evil.example', search: ''});
  assert.equal(normaliseRequestPath('/%E0%A4%A'), null, 'malformed escapes are rejected');
  assert.equal(normaliseRequestPath('/a%00b'), null, 'NUL is rejected');
  assert.ok(
    isHidden('/_headers') && isHidden('/nginx-security-headers.conf') && isHidden('/.env') && !isHidden('/llms.txt'),
  );
});

test('no redirect leaves the origin: /.//evil.example/ and friends redirect to a path on this server', async () => {
  await withServer(async (get) => {
    for (const raw of [
      '/.//evil.example/',
      '//evil.example/',
      '///evil.example//',
      '/%2F%2Fevil.example/',
      '/.%2F%2Fevil.example/',
      '/\\evil.example/',
      '/%5C%5Cevil.example/',
    ]) {
      const res = await get(raw);
      assert.equal(res.status, 301, raw);
      const location = String(res.headers.location);
      assert.ok(
        location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\'),
        `${raw} → ${location} must be a same-origin path`,
      );
      assert.equal(new URL(location, 'http://docs.test').origin, 'http://docs.test', `${raw} → ${location}`);
    }
    const slash = await get('/network/mainnet/?x=1');
    assert.equal(slash.status, 301);
    assert.equal(slash.headers.location, '/network/mainnet?x=1');
  });
});

test('the host’s files stay hidden however the path is spelt', async () => {
  await withServer(async (get) => {
    for (const raw of [
      '/_headers',
      '/%5Fheaders',
      '/%5fheaders',
      '/./_headers',
      '//_headers',
      '/network/../_headers',
      '/nginx-security-headers.conf',
      '/nginx-security-headers.con%66',
      '/NGINX-SECURITY-HEADERS.CONF',
      '/.env',
      '/%2Eenv',
    ]) {
      const res = await get(raw);
      assert.equal(res.status, 404, raw);
      assert.match(res.body, /Page Not Found/, raw);
      assert.doesNotMatch(res.body, /secret|SECRET|Content-Security-Policy/, raw);
    }
    assert.equal((await get('/%E0%A4%A')).status, 400);
  });
});

test('Markdown twins and llms.txt are served as text/markdown and text/plain (UTF-8), with the twin’s canonical page', async () => {
  await withServer(async (get) => {
    const twin = await get('/network/mainnet.md');
    assert.equal(twin.status, 200);
    assert.equal(twin.headers['content-type'], MARKDOWN_TYPE);
    assert.equal(twin.headers.link, '<https://docs.celo.org/network/mainnet>; rel="canonical"');
    assert.match(twin.body, /Chain id 42220 — “quoted”/);
    const llms = await get('/llms.txt');
    assert.equal(llms.headers['content-type'], PLAIN_TEXT_TYPE);
    assert.equal((await get('/network/mainnet')).headers['content-type'], 'text/html; charset=utf-8');
    assert.equal((await get('/network//mainnet.md')).status, 200, 'a doubled slash is normalised, not a 404');
  });
});

test('_headers lists every twin and both llms files; the nginx snippet types them and denies the host’s files', () => {
  const files = textFiles('https://docs.celo.org', ['/network/mainnet', '/cli']);
  assert.deepEqual(
    files.map((f) => f.path),
    ['/llms.txt', '/llms-full.txt', '/cli.md', '/network/mainnet.md'],
  );
  const rules = headerRules('p', 'l', ['/markdown-page'], files);
  const headers = renderHeadersFile(rules);
  assert.match(
    headers,
    /^\/network\/mainnet\.md\n {2}Content-Type: text\/markdown; charset=utf-8\n {2}Link: <https:\/\/docs\.celo\.org\/network\/mainnet>; rel="canonical"$/m,
  );
  assert.match(headers, /^\/llms-full\.txt\n {2}Content-Type: text\/plain; charset=utf-8$/m);
  const nginx = renderNginx(rules);
  assert.match(nginx, /location = \/_headers \{\n {4}return 404;\n\}/);
  assert.match(nginx, /location ~ \\\.conf\$ \{\n {4}return 404;\n\}/);
  assert.match(
    nginx,
    /location ~ \\\.md\$ \{\n {4}types \{ \}\n {4}default_type "text\/markdown; charset=utf-8";[^}]*Content-Security-Policy/,
  );
  assert.match(nginx, /location = \/llms\.txt \{\n {4}charset utf-8;/);
  assert.doesNotMatch(nginx, /location = \/network\/mainnet\.md/, 'twins share the one .md location');
  assert.ok(
    nginx.indexOf('location = /_headers') < nginx.indexOf('location / {'),
    'deny rules come first, for readers of the file',
  );
});

/** Runs `fn` against the fixture served in this process on a free loopback port. */
async function withFixture(fn: (port: number) => Promise<void>) {
  await withHandler(createHandler(await fixtureBuild()), fn);
}

const SIZE = LLMS.length;

test('Range: one satisfiable range is served exactly, uncompressed, with Content-Range (RFC 9110 §14)', async () => {
  await withFixture(async (port) => {
    const cases: [string, number, number][] = [
      ['bytes=0-0', 0, 0],
      ['bytes=-100', SIZE - 100, SIZE - 1],
      ['bytes=10-19', 10, 19],
      ['bytes=100-', 100, SIZE - 1],
      ['bytes=0-18446744073709551615', 0, SIZE - 1], // last-pos past the end: up to the end
      [`bytes=-${SIZE * 10}`, 0, SIZE - 1], // suffix longer than the file: the whole file, as a range
      ['bytes=0-4,3-9', 0, 9], // overlapping ranges are merged
      ['Bytes=5-6', 5, 6], // the unit is case-insensitive
    ];
    for (const [range, start, end] of cases) {
      for (const encoding of ['identity', 'gzip, br']) {
        const res = await send(port, '/llms.txt', {Range: range, 'Accept-Encoding': encoding});
        assert.equal(res.status, 206, `${range} (${encoding})`);
        assert.equal(res.headers['content-range'], `bytes ${start}-${end}/${SIZE}`, range);
        assert.equal(res.headers['content-encoding'], undefined, `${range}: a ranged response is not compressed`);
        assert.equal(res.headers['content-length'], String(end - start + 1), range);
        assert.deepEqual(res.body, LLMS.subarray(start, end + 1), `${range}: exactly those bytes`);
        assert.equal(res.headers['accept-ranges'], 'bytes');
      }
    }
  });
});

test('Range: unsatisfiable and invalid byte ranges get 416 with Content-Range: bytes */size, and serving goes on', async () => {
  await withFixture(async (port) => {
    for (const range of [
      'bytes=5-1', // first > last: invalid
      `bytes=${SIZE}-`, // starts at the end
      'bytes=99999999999999999999-',
      'bytes=-0',
      'bytes=abc',
      'bytes=1-2,x-',
      'bytes=-',
      'bytes=',
      'bytes=0--1',
    ]) {
      const res = await send(port, '/llms.txt', {Range: range});
      assert.equal(res.status, 416, range);
      assert.equal(res.headers['content-range'], `bytes */${SIZE}`, range);
      assert.notEqual(res.headers['cache-control'], IMMUTABLE_CACHE);
      const next = await send(port, '/llms.txt');
      assert.equal(next.status, 200, `still serving after ${range}`);
      assert.deepEqual(next.body, LLMS);
    }
  });
});

test('Range: several ranges, other units, no "=" and HEAD get the whole file (200)', async () => {
  await withFixture(async (port) => {
    for (const range of ['bytes=0-1,5-9', 'items=0-1', 'bytes 0-1', 'none']) {
      const res = await send(port, '/llms.txt', {Range: range, 'Accept-Encoding': 'identity'});
      assert.equal(res.status, 200, range);
      assert.equal(res.headers['content-range'], undefined, range);
      assert.deepEqual(res.body, LLMS, range);
    }
    const multi = await send(port, '/llms.txt', {Range: 'bytes=0-1,5-9', 'Accept-Encoding': 'gzip'});
    assert.equal(multi.headers['content-encoding'], 'gzip', 'a whole-file answer may be compressed');
    assert.deepEqual(gunzipSync(multi.body), LLMS);
    const head = await send(port, '/llms.txt', {Range: 'bytes=0-0', 'Accept-Encoding': 'identity'}, 'HEAD');
    assert.equal(head.status, 200, 'Range is defined for GET only');
    assert.equal(head.headers['content-length'], String(SIZE));
    assert.equal(head.body.length, 0);
    // An empty file: a suffix range is ignored, any other range cannot be satisfied.
    const empty = {size: 0, mtime: new Date()};
    assert.equal(decideRange('GET', {range: 'bytes=-5'}, empty), 'whole');
    assert.equal(decideRange('GET', {range: 'bytes=0-'}, empty), 'unsatisfiable');
  });
});

test('If-Range: the exact Last-Modified or the strong ETag keeps the range; an older date, a weak or other ETag or garbage gets the whole file', async () => {
  await withFixture(async (port) => {
    const plain = await send(port, '/llms.txt', {'Accept-Encoding': 'identity'});
    const lastModified = plain.headers['last-modified']!;
    const etag = plain.headers.etag!;
    assert.match(etag, /^"[^"]+"$/, 'a strong ETag (a hash of the bytes), which can satisfy If-Range');
    const ranged = (ifRange: string) => send(port, '/llms.txt', {Range: 'bytes=0-9', 'If-Range': ifRange});
    for (const validator of [lastModified, etag]) {
      const fresh = await ranged(validator);
      assert.equal(fresh.status, 206, `If-Range: ${validator}`);
      assert.deepEqual(fresh.body, LLMS.subarray(0, 10));
    }
    for (const stale of ['Thu, 01 Jan 2004 00:00:00 GMT', `W/${etag}`, '"other"', etag.slice(1), 'garbage', '']) {
      const res = await ranged(stale);
      assert.equal(res.status, 200, `If-Range: ${stale}`);
      assert.equal(res.headers['content-range'], undefined);
    }
    // Preconditions come before Range (RFC 9110 §13.2.2): a matching If-None-Match is a 304, even with a
    // range that could not be satisfied.
    const notModified = await send(port, '/llms.txt', {Range: 'bytes=5-1', 'If-None-Match': etag});
    assert.equal(notModified.status, 304);
    const since = await send(port, '/llms.txt', {'If-Modified-Since': lastModified});
    assert.equal(since.status, 304);
  });
});

test('a missing file under /assets/ is not cached for a year; an asset that exists is, and so is its 304', async () => {
  await withFixture(async (port) => {
    for (const missing of ['/assets/js/main.000000.js', '/assets/', '/assets/js/', '/assets/nope/']) {
      const res = await send(port, missing);
      assert.ok(res.status === 404 || res.status === 301, missing);
      assert.equal(res.headers['cache-control'], REVALIDATE_CACHE, `${missing}: ${res.status} is revalidated`);
      assert.ok(res.headers['content-security-policy'], `${missing} keeps the security headers`);
    }
    assert.match((await send(port, '/assets/js/main.000000.js')).body.toString(), /Page Not Found/);
    const asset = await send(port, ASSET);
    assert.equal(asset.status, 200);
    assert.equal(asset.headers['cache-control'], IMMUTABLE_CACHE);
    const revalidated = await send(port, ASSET, {'If-None-Match': asset.headers.etag!});
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.headers['cache-control'], IMMUTABLE_CACHE);
    const twin404 = await send(port, '/network/nope.md');
    assert.equal(twin404.headers['content-type'], 'text/html; charset=utf-8', 'the 404 page is HTML');
  });
});

test('HEAD carries the headers GET sends (encoding included), without a body', async () => {
  // Framing and the clock may differ; everything else may not.
  const comparable = (h: IncomingHttpHeaders) =>
    Object.fromEntries(
      Object.entries(h).filter(([k]) => !['date', 'transfer-encoding', 'connection', 'keep-alive'].includes(k)),
    );
  await withFixture(async (port) => {
    for (const p of ['/', '/network/mainnet', '/network/mainnet.md', '/llms.txt', ASSET, '/nope', '/assets/x.js']) {
      for (const encoding of ['identity', 'gzip', 'br', '']) {
        const headers: Record<string, string> = encoding ? {'Accept-Encoding': encoding} : {};
        const get = await send(port, p, headers);
        const head = await send(port, p, headers, 'HEAD');
        assert.equal(head.status, get.status, `${p} (${encoding})`);
        assert.deepEqual(comparable(head.headers), comparable(get.headers), `HEAD ${p} (${encoding || 'none'})`);
        assert.equal(head.body.length, 0, `HEAD ${p} has no body`);
      }
    }
  });
});

test('methods other than GET and HEAD get 405 with Allow: GET, HEAD', async () => {
  await withFixture(async (port) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'TRACE']) {
      for (const p of ['/', '/llms.txt', '/nope']) {
        const res = await send(port, p, {}, method);
        assert.equal(res.status, 405, `${method} ${p}`);
        assert.equal(res.headers.allow, 'GET, HEAD', `${method} ${p}`);
      }
    }
    const lower = await rawRequest(port, 'get / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.ok(lower.status === 400 || lower.status === 405, `a lower-case method is not GET (${lower.status})`);
  });
});

/** `npm run serve:prod` over `dir` on a free port; `ready[1]` is the URL it prints. */
const serveProd = (dir: string, args: string[] = []) =>
  startScript('scripts/serve-prod.ts', ['--port', '0', '--dir', dir, ...args], /Serving \S+ at (http:\/\/\S+\/) /);

test(
  'the script listens on 127.0.0.1 by default and prints the address it listens on; --host ::1 works',
  SLOW,
  async () => {
    const dir = await fixtureBuild();
    const served = await serveProd(dir);
    try {
      const url = new URL(served.ready[1]!);
      assert.equal(url.hostname, '127.0.0.1', served.output());
      const home = await fetch(url);
      assert.equal(home.status, 200);
      assert.match(await home.text(), /<h1>Home<\/h1>/);
      const external = await externalIPv4();
      if (external) {
        const other = await rawRequest(Number(url.port), 'GET / HTTP/1.1\r\nHost: x\r\n\r\n', external);
        assert.equal(other.status, 0, `nothing answers on ${external}`);
        assert.match(other.error ?? '', /ECONNREFUSED/);
      }
    } finally {
      await served.stop();
    }
    const v6 = await serveProd(dir, ['--host', '::1']).catch((err: Error) => err);
    if (v6 instanceof Error) {
      assert.match(v6.message, /EADDRNOTAVAIL|EAFNOSUPPORT/, 'only a machine without IPv6 may refuse ::1');
      return;
    }
    try {
      assert.match(v6.ready[1]!, /^http:\/\/\[::1\]:\d+\/$/);
      const res = await fetch(v6.ready[1]!);
      assert.equal(res.status, 200);
    } finally {
      await v6.stop();
    }
    const bad = await runScript('scripts/serve-prod.ts', ['--port', 'eighty', '--dir', dir]);
    assert.equal(bad.code, 1);
    assert.match(bad.output, /--port needs a port number/);
  },
);

test(
  'fuzz: no request header, method or malformed request stops serve:prod, and every answer is well formed',
  SLOW,
  async () => {
    const dir = await fixtureBuild();
    const served = await serveProd(dir);
    const port = Number(new URL(served.ready[1]!).port);
    const random = seeded(20261126);
    const numbers = ['0', '1', '5', '-1', String(SIZE - 1), String(SIZE), '18446744073709551615', '1e3', '0x10', ' 7'];
    const rangeValue = () =>
      random.pick([
        () => `bytes=${random.pick(numbers)}-${random.pick(numbers)}`,
        () => `bytes=-${random.pick(numbers)}`,
        () => `bytes=${random.pick(numbers)}-`,
        () =>
          `bytes=${Array.from({length: 1 + random.int(60)}, () => `${random.int(SIZE)}-${random.int(SIZE)}`).join(',')}`,
        () => random.pick(['bytes', 'bytes==1-2', 'bytes=--', 'items=0-1', 'bytes=1-2;x', 'bytes=\t1-2', 'bytes=½-1']),
      ])();
    const dateValue = () =>
      random.pick(['Thu, 01 Jan 1970 00:00:00 GMT', 'Sun, 06 Nov 2094 08:49:37 GMT', 'yesterday', '0', '-1', '']);
    const generators: [string, () => string][] = [
      ['Range', rangeValue],
      ['If-Range', () => random.pick([dateValue(), '"abc"', 'W/"abc"', '*', '""'])],
      ['If-None-Match', () => random.pick(['*', '"x"', 'W/"x", "y"', '"', ',,,', 'W/'])],
      ['If-Match', () => random.pick(['*', '"x"', 'nonsense'])],
      ['If-Modified-Since', dateValue],
      ['If-Unmodified-Since', dateValue],
      [
        'Accept-Encoding',
        () => random.pick(['gzip', 'br;q=1, gzip;q=0.5', '*;q=0', 'identity;q=0', 'x-custom', 'gzip;q=abc', ';;;', '']),
      ],
      ['Cache-Control', () => random.pick(['no-cache', 'max-age=-1', 'no-store, no-transform'])],
      ['X-Long', () => 'a'.repeat(random.pick([100, 8_000, 20_000]))],
    ];
    const framing = [
      () => `Content-Length: ${random.pick(['0', '-1', 'abc', '99999999999', '1, 2'])}`,
      () => `Transfer-Encoding: ${random.pick(['chunked', 'gzip, chunked', 'nonsense'])}`,
      () => random.pick(['NoColon', ' folded: line', 'Bad Name: x', 'X: \u0001', 'Host: second.example']),
    ];
    const paths = ['/', '/llms.txt', ASSET, '/network/mainnet', '/network/mainnet.md', '/nope', '/assets/none.js'];
    const oddPaths = ['/%', '/%00', '/../../etc/passwd', '//evil.example/', '/a?b#c', `/${'x'.repeat(9000)}`, '*'];
    const odd = ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'BREW', 'get', 'G ET'];
    const seen = new Map<number, number>();
    try {
      for (let i = 0; i < 500; i++) {
        const draw = random.next();
        const method = draw < 0.65 ? 'GET' : draw < 0.8 ? 'HEAD' : random.pick(odd);
        const target = random.next() < 0.85 ? random.pick(paths) : random.pick(oddPaths);
        const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
        if (random.next() < 0.6) lines.push(`Range: ${rangeValue()}`);
        for (let n = random.int(4); n > 0; n--) {
          const [name, value] = random.pick(generators);
          lines.push(`${name}: ${value()}`);
        }
        // Framing headers and malformed lines (answered 400 by Node's parser), now and then.
        if (random.next() < 0.08) lines.push(random.pick(framing)());
        const request = `${lines.join('\r\n')}\r\n\r\n`;
        const res = await rawRequest(port, request);
        assert.equal(served.child.exitCode, null, `the server died on:\n${request.slice(0, 500)}\n${served.output()}`);
        assert.notEqual(res.error, 'timeout', `no answer to:\n${request.slice(0, 500)}`);
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        if (!res.status) continue; // the server may close a connection it cannot parse
        assert.ok(res.status < 500, `no internal error (${res.status}) on:\n${request.slice(0, 500)}`);
        if (res.status === 206) {
          const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get('content-range') ?? '');
          assert.ok(m, `206 without a Content-Range on:\n${request.slice(0, 500)}`);
          assert.equal(res.headers.get('content-encoding'), undefined);
          if (method === 'GET') {
            const file = readFileSync(
              path.join(dir, target === '/' ? 'index.html' : target.replace(/^\/network\/mainnet$/, '$&.html')),
            );
            assert.deepEqual(res.body, file.subarray(Number(m[1]), Number(m[2]) + 1), request.slice(0, 300));
          }
        }
        if (res.status === 416) assert.match(res.headers.get('content-range') ?? '', /^bytes \*\/\d+$/);
      }
      // The cases reached every kind of answer (so the fuzz did not degrade into 400s).
      for (const status of [200, 206, 304, 400, 404, 405, 416, 431])
        assert.ok(seen.has(status), `no ${status} among ${JSON.stringify([...seen])}`);
      assert.equal(served.child.exitCode, null);
      const home = await send(port, '/');
      assert.equal(home.status, 200);
      assert.match(home.body.toString(), /<h1>Home<\/h1>/);
      const one = await send(port, '/llms.txt', {Range: 'bytes=0-0'});
      assert.equal(one.status, 206);
      assert.equal(one.body.toString(), '#');
    } finally {
      await served.stop();
    }
  },
);
