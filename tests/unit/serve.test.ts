/**
 * serve:prod (scripts/serve-prod.ts) decodes and normalises the request path before every check: no
 * redirect leaves the origin, the host's files stay hidden however they are spelt, Markdown twins and
 * llms.txt are served as text. The nginx snippet denies the same files. Requests are sent raw (node:http
 * with the path as written), because fetch() would normalise them first.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {createServer, request} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {createHandler, isHidden, normaliseRequestPath} from '../../scripts/serve-prod';
import {
  headerRules,
  MARKDOWN_TYPE,
  PLAIN_TEXT_TYPE,
  renderHeadersFile,
  renderNginx,
} from '../../src/config/securityHeaders';
import {textFiles} from '../../src/plugins/security-headers';

function fixtureBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  mkdirSync(path.join(dir, 'network'), {recursive: true});
  mkdirSync(path.join(dir, 'evil.example'), {recursive: true});
  writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(dir, '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(path.join(dir, 'network.html'), '<h1>Networks</h1>');
  writeFileSync(path.join(dir, 'network/mainnet.html'), '<h1>Mainnet</h1>');
  writeFileSync(path.join(dir, 'network/mainnet.md'), '# Mainnet\n\nChain id 42220 — “quoted”.\n');
  writeFileSync(path.join(dir, 'llms.txt'), '# Celo Documentation\n');
  writeFileSync(path.join(dir, 'nginx-security-headers.conf'), 'secret conf');
  writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  const rules = headerRules('default-src x', 'y', [], textFiles('https://docs.celo.org', ['/network/mainnet']));
  writeFileSync(path.join(dir, '_headers'), renderHeadersFile(rules));
  return dir;
}

async function withServer(
  fn: (
    get: (
      rawPath: string,
    ) => Promise<{status: number; headers: Record<string, string | string[] | undefined>; body: string}>,
  ) => Promise<void>,
) {
  const server = createServer(createHandler(fixtureBuild()));
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
    assert.equal((await get('/network/mainnet')).headers['content-type'], 'text/html;charset=utf-8');
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
