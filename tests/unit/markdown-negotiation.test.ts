/**
 * Markdown by content negotiation, one rule in four places: scripts/hosting/markdown-negotiation.ts (which
 * serve:prod, the Cloudflare Pages middleware and the Netlify edge function import) and the nginx maps of
 * scripts/hosting/nginx-markdown-http.conf. One table of Accept fields is run through each: the rule itself, the
 * nginx maps (read from the file and evaluated as nginx evaluates maps, then against seeded random fields too),
 * serve:prod, both functions with a real origin behind them, and nginx itself when it is installed (NGINX_BIN or
 * `nginx` on PATH; NGINX_BROTLI_MODULE adds ngx_brotli's static module).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  MARKDOWN_CONTENT_TYPE,
  parseWeightedList,
  prefersMarkdown,
  twinPathOf,
  varyWithAccept,
} from '../../scripts/hosting/markdown-negotiation';
import {onRequest} from '../../scripts/hosting/cloudflare-pages-middleware';
import netlifyEdgeFunction from '../../scripts/hosting/netlify-edge-function';
import {createHandler} from '../../scripts/serve-prod';
import {headerRules, markdownAlternate, MARKDOWN_TYPE, renderNginx} from '../../src/config/securityHeaders';
import {textFiles} from '../../src/plugins/security-headers';
import {ROOT, seeded, send, withHandler} from './http-helpers';
import {DOC_ROUTES, LIVE_POLICY, SITE, STRICT_POLICY, servedFixture} from './serve-fixture';

/** Accept fields and whether the twin is the answer, with why. */
const ACCEPT_CASES: [string | undefined, boolean, string][] = [
  [undefined, false, 'no Accept field'],
  ['', false, 'an empty field'],
  ['text/markdown', true, 'Markdown only'],
  ['TEXT/Markdown', true, 'media types are case-insensitive'],
  ['text/markdown; charset=utf-8', true, 'parameters other than the weight do not count'],
  ['text/markdown;variant=GFM;q=0.9, text/html;q=0.8', true, 'a parameter before the weight'],
  ['text/html', false, 'HTML only'],
  ['*/*', false, 'a wildcard never chooses Markdown'],
  ['text/*', false, 'nor does text/*'],
  ['text/markdown, text/html', true, 'a tie goes to Markdown, which the client named'],
  ['text/html, text/markdown', true, 'order does not break a tie'],
  ['text/html;q=0.9, text/markdown', true, 'Markdown weighs more'],
  ['text/markdown;q=0.9, text/html', false, 'HTML weighs more'],
  ['text/markdown;q=0.5, */*', false, '*/* gives text/html weight 1'],
  ['text/markdown, */*;q=0.1', true, 'the wildcard weighs less'],
  ['text/markdown;q=0.4, text/*;q=0.5, */*', false, 'text/* is more specific than */* and weighs more'],
  ['text/markdown;q=0.6, text/*;q=0.5, */*', true, 'text/* (0.5) decides for text/html, not */*'],
  ['text/markdown;q=0.5, text/html;q=0.5', true, 'an equal weight'],
  ['text/markdown;q=0.55, text/html;q=0.549', true, 'weights to three decimals'],
  ['text/markdown;q=0.549, text/html;q=0.55', false, 'weights to three decimals'],
  ['text/markdown;q=0', false, 'q=0: not acceptable'],
  ['text/markdown;q=0.000, */*;q=0', false, 'zero with decimals'],
  ['text/html;q=0, text/markdown;q=0.001', true, 'HTML refused'],
  ['text/markdown;q=1.5', false, 'not a qvalue: the element is ignored'],
  ['text/markdown;q=0.5000', false, 'four decimals: not a qvalue'],
  ['text/markdown;q=abc, text/html;q=0.1', false, 'an invalid weight'],
  ['text/markdown;q=1.000', true, 'one with decimals'],
  ['text/markdown;q=1.', true, 'one with a point'],
  ['application/json, text/markdown;q=0.1', true, 'HTML not acceptable at all'],
  ['text/plain, text/markdown;q=0.9', true, 'another type preferred, but not HTML'],
  ['text/x-markdown', false, 'only text/markdown itself'],
  ['text/markdownx, text/html;q=0.1', false, 'a longer type is another type'],
  ['text/markdown ;q=0.8 , text/html;q=0.7', true, 'spaces around the separators'],
  ['text/markdown; q=0.3, text/html;q=0.2', true, 'a space before the weight'],
  ['text/markdown;Q=0.1, text/html;q=0.2', false, 'Q is q'],
  ['text/markdown; q =0.1, text/html;q=0.9', true, '"q =" is another parameter, not the weight: Markdown weighs 1'],
  [' , ,text/markdown', true, 'empty elements are skipped'],
  ['text/html;level=1;q=0.4, text/markdown;q=0.5', true, 'HTML with a parameter'],
  ['text/markdown, text/html;q=0.5;foo=bar', true, 'a parameter after the weight'],
];

test('the rule: Markdown when Accept names it with a weight above 0 and no text/html range weighs more', () => {
  for (const [accept, markdown, why] of ACCEPT_CASES) {
    assert.equal(prefersMarkdown(accept), markdown, `${JSON.stringify(accept)}: ${why}`);
  }
  assert.deepEqual(parseWeightedList('text/html;q=0.5, bad, */*;q=0, a/b;q=2'), [
    {value: 'text/html', q: 0.5},
    {value: '*/*', q: 0},
  ]);
  assert.equal(twinPathOf('/network/mainnet'), '/network/mainnet.md');
  for (const p of ['/', '/cli/', '/network/mainnet.md', '/markdown-page.html', '/assets/js/main.js'])
    assert.equal(twinPathOf(p), null, p);
  assert.equal(varyWithAccept('Accept-Encoding'), 'Accept, Accept-Encoding');
  assert.equal(varyWithAccept(null), 'Accept');
  assert.equal(varyWithAccept('accept'), 'accept');
  assert.equal(MARKDOWN_CONTENT_TYPE, MARKDOWN_TYPE, 'the hosts send the type _headers gives twins');
});

// --- nginx ---------------------------------------------------------------------------------------------------

interface NginxMap {
  source: string;
  target: string;
  fallback: string;
  entries: {pattern: RegExp; value: string}[];
}

/** nginx's unescaping of a quoted string in its configuration: \" \' \\ only. */
const unquote = (s: string) => (/^".*"$/.test(s) ? s.slice(1, -1).replace(/\\(["'\\])/g, '$1') : s);

/** The `map` blocks of an nginx configuration (regex entries and `default` only, which is all the file uses). */
function parseMaps(conf: string): NginxMap[] {
  const maps: NginxMap[] = [];
  for (const block of conf.matchAll(/^map\s+("[^"]*"|\S+)\s+\$(\w+)\s*\{\n([\s\S]*?)\n\}/gm)) {
    const map: NginxMap = {source: unquote(block[1]!), target: block[2]!, fallback: '', entries: []};
    for (const raw of block[3]!.split('\n')) {
      const line = raw.trim();
      if (!line || line.startsWith('#')) continue;
      const m = /^("(?:[^"\\]|\\.)*"|\S+)\s+("[^"]*"|\S+);$/.exec(line);
      assert.ok(m, `an entry nginx would read: ${line}`);
      const [key, value] = [unquote(m[1]!), unquote(m[2]!)];
      if (key === 'default') map.fallback = value;
      else {
        assert.ok(key.startsWith('~'), `only regular expressions are used: ${key}`);
        const caseless = key.startsWith('~*');
        map.entries.push({pattern: new RegExp(key.slice(caseless ? 2 : 1), caseless ? 'i' : ''), value});
      }
    }
    maps.push(map);
  }
  // Nothing but maps and comments: a line outside every block would be a directive nginx does not know here.
  const rest = conf.replace(/^map\s[\s\S]*?\n\}$/gm, '').replace(/^\s*#.*$/gm, '');
  assert.equal(rest.trim(), '', 'the file holds map blocks and comments only');
  return maps;
}

/** Evaluates the maps in order, as nginx does for one request: regexes in order, captures in the value. */
function runMaps(maps: NginxMap[], vars: Record<string, string>): Record<string, string> {
  const out = {...vars};
  for (const map of maps) {
    const input = map.source.replace(/\$(\w+)/g, (_, name: string) => out[name] ?? '');
    let value = map.fallback;
    for (const {pattern, value: template} of map.entries) {
      const m = pattern.exec(input);
      if (!m) continue;
      value = template.replace(/\$\{?(\d)\}?/g, (_, n: string) => m[Number(n)] ?? '');
      break;
    }
    out[map.target] = value;
  }
  return out;
}

const NGINX_HTTP = readFileSync(path.join(ROOT, 'scripts/hosting/nginx-markdown-http.conf'), 'utf8');
const nginxPrefers = (accept: string | undefined) =>
  runMaps(parseMaps(NGINX_HTTP), {http_accept: accept ?? ''}).markdown_preferred === '1';

test('the nginx maps give the rule’s answer for every case of the table', () => {
  const maps = parseMaps(NGINX_HTTP);
  assert.deepEqual(
    maps.map((m) => m.target),
    ['markdown_q', 'html_q', 'markdown_preferred'],
  );
  for (const [accept, markdown, why] of ACCEPT_CASES) {
    assert.equal(nginxPrefers(accept), markdown, `nginx, ${JSON.stringify(accept)}: ${why}`);
  }
});

/** Random Accept fields from the parts the rule reads (each type at most once: see nginx-markdown-http.conf). */
function randomAccepts(seed: number, count: number): string[] {
  const random = seeded(seed);
  const types = [
    'text/markdown',
    'text/html',
    'text/*',
    '*/*',
    'application/json',
    'text/plain',
    'TEXT/MARKDOWN',
    'Text/Html',
  ];
  const params = [
    '',
    ';q=0',
    ';q=1',
    ';q=0.5',
    ';q=0.25',
    ';q=0.125',
    ';q=0.999',
    ';q=1.0',
    ';q=0.',
    ';q=1.000',
    ';q=abc',
    ';q=2',
    ';q=0.1234',
    ';charset=utf-8',
    ';variant=GFM',
    ' ;q=0.3',
    '; q=0.7',
    ';Q=0.9',
    '; q =0.4',
    ';level=1;q=0.6',
    ';q=0.8;ext=1',
  ];
  const separators = [', ', ',', ' , ', ',,'];
  return Array.from({length: count}, () => {
    const chosen = Array.from({length: 1 + random.int(4)}, () => random.pick(types)).filter(
      (t, j, all) => all.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === j,
    );
    return chosen.map((type, j) => (j ? random.pick(separators) : '') + type + random.pick(params)).join('');
  });
}

test('the nginx maps agree with the rule on 5,000 seeded random Accept fields', () => {
  let markdownAnswers = 0;
  for (const accept of randomAccepts(20261202, 5000)) {
    const expected = prefersMarkdown(accept);
    if (expected) markdownAnswers++;
    assert.equal(nginxPrefers(accept), expected, `nginx disagrees with the rule on Accept: ${accept}`);
  }
  // The fields reached both answers, often.
  assert.ok(markdownAnswers > 500 && markdownAnswers < 4500, `${markdownAnswers} of 5,000 chose Markdown`);
});

// --- serve:prod and the hosts' functions -------------------------------------------------------------------------

const DOC = DOC_ROUTES[0]!;
const isTwin = (body: string) => body.startsWith('# Mainnet');
const isPage = (body: string) => body.startsWith('<!doctype html>');

test('serve:prod: a doc URL answers with its twin or its page as the rule says, with Vary: Accept on both', async () => {
  const dir = await servedFixture();
  await withHandler(createHandler(dir), async (port) => {
    for (const [accept, markdown, why] of ACCEPT_CASES) {
      const res = await send(port, DOC, accept === undefined ? {} : {Accept: accept});
      const body = res.body.toString();
      const label = `${JSON.stringify(accept)} (${why})`;
      assert.equal(res.status, 200, label);
      assert.equal(res.headers.vary, 'Accept, Accept-Encoding', label);
      if (markdown) {
        assert.ok(isTwin(body), label);
        assert.equal(res.headers['content-type'], MARKDOWN_TYPE, label);
        assert.equal(res.headers['content-location'], `${DOC}.md`, label);
        assert.equal(res.headers.link, `<${SITE}${DOC}>; rel="canonical"`, `${label}: the twin’s own headers`);
      } else {
        assert.ok(isPage(body), label);
        assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', label);
        assert.equal(res.headers.link, markdownAlternate(`${DOC}.md`), `${label}: the page links its twin`);
      }
    }
    // The twin served at the page URL has the twin file's validators: conditional and compressed alike.
    const md = {Accept: 'text/markdown', 'Accept-Encoding': 'br'};
    const first = await send(port, DOC, md);
    assert.equal(first.headers['content-encoding'], 'br');
    const direct = await send(port, `${DOC}.md`, {'Accept-Encoding': 'br'});
    assert.equal(first.headers.etag, direct.headers.etag, 'the twin’s ETag');
    const again = await send(port, DOC, {...md, 'If-None-Match': first.headers.etag!});
    assert.equal(again.status, 304);
    assert.equal(again.headers.vary, 'Accept, Accept-Encoding');
    const pageTag = (await send(port, DOC, {'Accept-Encoding': 'br'})).headers.etag!;
    assert.notEqual(pageTag, first.headers.etag, 'the page and its twin are different representations');
    assert.equal((await send(port, DOC, {...md, 'If-None-Match': pageTag})).status, 200);
    const ranged = await send(port, DOC, {Accept: 'text/markdown', Range: 'bytes=0-8'});
    assert.equal(ranged.status, 206);
    assert.equal(ranged.body.toString(), '# Mainnet');
    // The .html alias is the page's file, not negotiated, but still links its twin; a page without a twin does
    // not vary by Accept.
    const alias = await send(port, `${DOC}.html`, {Accept: 'text/markdown'});
    assert.ok(isPage(alias.body.toString()));
    assert.equal(alias.headers.link, markdownAlternate(`${DOC}.md`));
    assert.equal(alias.headers.vary, 'Accept-Encoding');
    const noTwin = await send(port, '/markdown-page', {Accept: 'text/markdown'});
    assert.ok(isPage(noTwin.body.toString()));
    assert.equal(noTwin.headers.vary, 'Accept-Encoding');
    assert.equal(noTwin.headers['content-security-policy'], LIVE_POLICY);
  });
});

/** The fixture served by serve:prod, as the origin the hosts' functions fetch the twin from. */
async function withOrigin(fn: (origin: string) => Promise<void>) {
  const dir = await servedFixture();
  await withHandler(createHandler(dir), (port) => fn(`http://127.0.0.1:${port}`));
}

/** `next()` as a host gives it: the page the request names, from the origin, without negotiation. */
const pageFrom = (origin: string, request: Request) => () =>
  fetch(new URL(new URL(request.url).pathname, origin), {
    method: request.method,
    headers: {'Accept-Encoding': 'identity'},
  });

test('the Cloudflare Pages middleware and the Netlify edge function answer each case as the rule does', async () => {
  await withOrigin(async (origin) => {
    const hosts: [string, (request: Request) => Promise<Response>][] = [
      [
        'Cloudflare',
        (request) =>
          onRequest({request, next: pageFrom(origin, request), env: {ASSETS: {fetch: (r: Request) => fetch(r)}}}),
      ],
      ['Netlify', (request) => netlifyEdgeFunction(request, {next: pageFrom(origin, request)})],
    ];
    for (const [host, run] of hosts) {
      for (const [accept, markdown, why] of ACCEPT_CASES) {
        const request = new Request(`${origin}${DOC}`, {headers: accept === undefined ? {} : {Accept: accept}});
        const res = await run(request);
        const label = `${host}, ${JSON.stringify(accept)} (${why})`;
        const body = await res.text();
        assert.equal(res.status, 200, label);
        assert.ok(markdown ? isTwin(body) : isPage(body), label);
        assert.match(res.headers.get('vary') ?? '', /^Accept(, |$)/, label);
        if (markdown) {
          assert.equal(res.headers.get('content-type'), MARKDOWN_TYPE, label);
          assert.equal(res.headers.get('content-location'), `${DOC}.md`, label);
        }
      }
      // A page without a twin: the page, from next().
      const noTwin = await run(new Request(`${origin}/markdown-page`, {headers: {Accept: 'text/markdown'}}));
      assert.ok(isPage(await noTwin.text()), `${host}: no twin, the page`);
      // Not a page URL, or not GET/HEAD: passed on untouched (no Vary added).
      const asset = await run(new Request(`${origin}/llms.txt`, {headers: {Accept: 'text/markdown'}}));
      assert.equal(asset.headers.get('vary'), 'Accept-Encoding', `${host}: llms.txt untouched`);
      const post = await run(new Request(`${origin}${DOC}`, {method: 'POST', headers: {Accept: 'text/markdown'}}));
      assert.equal(post.status, 405, `${host}: a POST goes to the host as it is`);
      // The request's own conditional headers reach the twin.
      const first = await run(new Request(`${origin}${DOC}`, {headers: {Accept: 'text/markdown'}}));
      const tag = first.headers.get('etag')!;
      const again = await run(
        new Request(`${origin}${DOC}`, {headers: {Accept: 'text/markdown', 'If-None-Match': tag}}),
      );
      assert.equal(again.status, 304, `${host}: If-None-Match reaches the twin`);
    }
  });
});

// --- nginx itself, where it is installed -------------------------------------------------------------------------

function findNginx(): string | null {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'});
  return found.status === 0 ? found.stdout.trim() : null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const {port} = server.address() as {port: number};
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

test('nginx with the generated snippet and both negotiation files serves twins, links and siblings', async (t) => {
  const nginx = findNginx();
  if (!nginx) {
    t.skip('nginx is not installed (set NGINX_BIN to run this test)');
    return;
  }
  const dir = await servedFixture();
  const conf = mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const rules = headerRules(
    STRICT_POLICY,
    LIVE_POLICY,
    ['/markdown-page', '/markdown-page.html'],
    textFiles(SITE, DOC_ROUTES),
  );
  writeFileSync(path.join(conf, 'security.conf'), renderNginx(rules));
  const port = await freePort();
  // ngx_brotli's static module, when given (Debian: /usr/lib/nginx/modules/ngx_http_brotli_static_module.so).
  const brotli = process.env.NGINX_BROTLI_MODULE;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `    ${k}_temp_path ${conf}/${k};`)
    .join('\n');
  writeFileSync(
    path.join(conf, 'nginx.conf'),
    `${brotli ? `load_module ${brotli};\n` : ''}daemon off;\nmaster_process off;\npid ${conf}/nginx.pid;\nevents {}\n` +
      `http {\n${temp}\n` +
      `    access_log off;\n    types { text/html html; text/plain txt; text/javascript js; }\n` +
      `    include ${ROOT}/scripts/hosting/nginx-markdown-http.conf;\n` +
      `    server {\n        listen 127.0.0.1:${port};\n        root ${dir};\n` +
      `        include ${conf}/security.conf;\n        include ${ROOT}/scripts/hosting/nginx-markdown-server.conf;\n` +
      (brotli ? '        brotli_static on;\n' : '') +
      `    }\n}\n`,
  );
  const check = spawnSync(nginx, ['-t', '-e', 'stderr', '-p', conf, '-c', path.join(conf, 'nginx.conf')], {
    encoding: 'utf8',
  });
  assert.equal(check.status, 0, `nginx -t:\n${check.stderr}`);
  const child = spawn(nginx, ['-e', 'stderr', '-p', conf, '-c', path.join(conf, 'nginx.conf')], {stdio: 'pipe'});
  let log = '';
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));
  try {
    // Ready when it answers.
    for (let attempt = 0; ; attempt++) {
      const ok = await send(port, '/').then(
        () => true,
        () => false,
      );
      if (ok) break;
      assert.equal(child.exitCode, null, `nginx exited:\n${log}`);
      assert.ok(attempt < 2000, 'nginx never answered');
      await new Promise((r) => setImmediate(r));
    }
    for (const [accept, markdown, why] of ACCEPT_CASES) {
      const res = await send(port, DOC, accept === undefined ? {} : {Accept: accept});
      const label = `nginx, ${JSON.stringify(accept)} (${why})`;
      assert.equal(res.status, 200, label);
      assert.ok(markdown ? isTwin(res.body.toString()) : isPage(res.body.toString()), label);
      assert.match(String(res.headers.vary), /Accept(,|$)/, label);
      if (markdown) assert.equal(res.headers['content-type'], MARKDOWN_TYPE, label);
      else assert.equal(res.headers.link, markdownAlternate(`${DOC}.md`), label);
    }
    // nginx's own regular expressions (PCRE) on random fields, against the rule.
    for (const accept of randomAccepts(7, 300)) {
      const res = await send(port, DOC, {Accept: accept});
      assert.equal(isTwin(res.body.toString()), prefersMarkdown(accept), `nginx itself, Accept: ${accept}`);
    }
    const alias = await send(port, `${DOC}.html`, {Accept: 'text/markdown'});
    assert.ok(isPage(alias.body.toString()), 'the .html alias is not negotiated');
    assert.equal(alias.headers.link, markdownAlternate(`${DOC}.md`));
    const live = await send(port, '/markdown-page.html');
    assert.equal(live.headers['content-security-policy'], LIVE_POLICY, 'the alias of a live page has its policy');
    const gz = await send(port, DOC, {'Accept-Encoding': 'gzip'});
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gz.body, readFileSync(path.join(dir, `${DOC}.html.gz`)), 'gzip_static sends the sibling');
    if (brotli) {
      const br = await send(port, DOC, {Accept: 'text/markdown', 'Accept-Encoding': 'br, gzip'});
      assert.equal(br.headers['content-encoding'], 'br');
      assert.deepEqual(br.body, readFileSync(path.join(dir, `${DOC}.md.br`)), 'brotli_static sends the twin’s sibling');
    }
  } finally {
    child.kill();
  }
});
