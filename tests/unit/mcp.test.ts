/**
 * The docs MCP server (src/mcp) through the SDK's own client, over stdio (the server started as
 * `npm run mcp` starts it) and over Streamable HTTP on loopback: the tool list, each tool's happy path, and
 * bad input answered with a clear tool error while the server keeps serving. Then what the SDK client would
 * never send, over raw sockets and raw stdin: foreign Origin and Host headers, a missing or wrong bearer
 * token, bodies and lines over the limit, lines that are not JSON, and fuzzed requests, after each of which
 * the server still answers. Needs a build (`npm run build`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {request, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  createHttpServer,
  MCP_HTTP_PATH,
  MIN_TOKEN_LENGTH,
  resolveHttpAccess,
  TOKEN_ENV,
  type HttpAccess,
} from '../../src/mcp/http';
import {loadDocsData, MAX_MESSAGE_BYTES, type DocsData} from '../../src/mcp/server';
import {networks} from '../../src/data/networks';
import {REGISTRY_ADDRESS, tokens} from '../../src/data/addresses';
import {rawExchange, rawRequest, ROOT, runScript, seeded, startScript, type RawResponse} from './http-helpers';

/** An upper bound for the tests that start a server process (they wait for states, never for a time). */
const SLOW = {timeout: 300_000};
const BUILD = path.join(ROOT, 'build');

type ToolResult = {isError?: boolean; content: {type: string; text?: string}[]};
const textOf = (r: ToolResult) => r.content.map((c) => c.text ?? '').join('\n');

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({name, arguments: args})) as ToolResult;
}

/** The same checks for every transport. */
async function exercise(client: Client) {
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ['find_address', 'get_network', 'read_page', 'search_docs']);
  for (const t of tools) {
    assert.ok(t.description && t.description.length > 30, `${t.name} is described`);
    assert.equal(t.inputSchema.additionalProperties, false, `${t.name} takes only the arguments it lists`);
  }

  const search = await call(client, 'search_docs', {query: 'forno public rpc', limit: 5});
  assert.ok(!search.isError, textOf(search));
  assert.match(
    textOf(search),
    /https:\/\/docs\.celo\.org\/network\/node\/forno/,
    'the Forno page is found, with its absolute URL',
  );
  assert.ok(
    textOf(search)
      .split('\n')
      .filter((l) => /^\d+\. /.test(l)).length <= 5,
    'limit is honoured',
  );

  const page = await call(client, 'read_page', {path: '/network/mainnet'});
  assert.ok(!page.isError, textOf(page));
  assert.match(textOf(page), /^# /);
  assert.ok(
    textOf(page).includes(String(networks.mainnet.chainId)) && textOf(page).includes(networks.mainnet.rpc.https),
  );
  for (const alias of [
    'network/mainnet',
    'https://docs.celo.org/network/mainnet.md',
    '/network/mainnet/#network-parameters',
  ]) {
    assert.equal(textOf(await call(client, 'read_page', {path: alias})), textOf(page), `read_page accepts ${alias}`);
  }

  const mainnet = JSON.parse(textOf(await call(client, 'get_network', {name: 'Celo Mainnet'})));
  assert.equal(mainnet.chainId, 42220);
  assert.equal(mainnet.rpc.https, networks.mainnet.rpc.https);
  assert.equal(JSON.parse(textOf(await call(client, 'get_network', {name: '11142220'}))).key, 'celoSepolia');

  const registry = JSON.parse(textOf(await call(client, 'find_address', {name: 'Registry', network: 'mainnet'})));
  assert.equal(registry[0].address, REGISTRY_ADDRESS);
  const cusd = JSON.parse(textOf(await call(client, 'find_address', {name: 'cUSD', network: 'mainnet'})));
  assert.equal(cusd[0].address, tokens.mainnet.find((t) => t.formerly === 'cUSD')!.address, 'former symbols work');

  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['read_page', {path: '/no/such/page'}, /No page at \/no\/such\/page/],
    ['read_page', {path: '../../../etc/passwd'}, /No page at \/etc\/passwd/],
    ['read_page', {path: ''}, /Give a page path/],
    ['search_docs', {query: ''}, /query is empty/],
    ['search_docs', {query: '   '}, /query is empty/],
    ['search_docs', {query: 'x'.repeat(10_000)}, /10000 characters long; send at most 500/],
    ['search_docs', {query: 'forno', limit: 0}, /limit must be between 1 and 25/],
    ['search_docs', {}, /Input validation error[\s\S]*query/],
    ['get_network', {name: 'alfajoresx'}, /Unknown network "alfajoresx"\. Known networks: mainnet/],
    ['get_network', {name: 42}, /Input validation error/],
    ['find_address', {name: 'NoSuchContract'}, /No address named "NoSuchContract"\. Known names: /],
    ['find_address', {name: 'Registry', network: 'mars'}, /Unknown network "mars"/],
    ['find_address', {name: ''}, /Give a contract or token name/],
    // Arguments outside the schema are refused, named (additionalProperties: false).
    ['search_docs', {query: 'forno', page: 2}, /Input validation error[\s\S]*Unrecognized key\(s\) in object: 'page'/],
    ['read_page', {path: '/network/mainnet', format: 'html'}, /Unrecognized key\(s\) in object: 'format'/],
    ['get_network', {name: 'mainnet', verbose: true}, /'verbose'/],
    ['find_address', {name: 'Registry', network: 'mainnet', chain: 1}, /'chain'/],
  ];
  for (const [tool, args, message] of bad) {
    const r = await call(client, tool, args);
    assert.equal(r.isError, true, `${tool}(${JSON.stringify(args).slice(0, 60)}) is a tool error`);
    assert.match(textOf(r), message, `${tool}(${JSON.stringify(args).slice(0, 60)})`);
  }
  // Still serving after all of that.
  assert.equal((await client.listTools()).tools.length, 4);
}

test('the build exists (run `npm run build` first)', () => {
  assert.ok(existsSync(path.join(BUILD, 'llms.txt')) && existsSync(path.join(BUILD, 'search-index.json')));
});

test('MCP over stdio: the server as `npm run mcp` starts it', SLOW, async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, 'src/mcp/main.ts'), '--build', BUILD],
    cwd: ROOT,
    stderr: 'pipe',
  });
  const client = new Client({name: 'test', version: '1.0.0'});
  await client.connect(transport);
  try {
    assert.equal(client.getServerVersion()?.name, 'celo-docs');
    await exercise(client);
  } finally {
    await client.close();
  }
});

test('MCP over Streamable HTTP on loopback; other Host headers and paths are refused', async () => {
  const server = createHttpServer(await docsData());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new Client({name: 'test', version: '1.0.0'});
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}${MCP_HTTP_PATH}`)));
    await exercise(client);
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'x', version: '1'}},
    };
    const headers = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};
    // fetch() sends the real Host whatever it is given; node:http sends the one we set.
    const rebound = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${base}${MCP_HTTP_PATH}`,
        {method: 'POST', headers: {...headers, Host: 'evil.example'}},
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(init));
    });
    assert.equal(rebound, 403, 'DNS rebinding: a foreign Host header is refused');
    assert.equal((await fetch(`${base}/other`, {method: 'POST', headers, body: '{}'})).status, 404);
    assert.equal((await fetch(`${base}${MCP_HTTP_PATH}`, {method: 'POST', headers, body: 'not json'})).status, 400);
    const get = await fetch(`${base}${MCP_HTTP_PATH}`);
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('allow'), 'POST');
  } finally {
    await client.close();
    server.close();
  }
});

/** Valid JSON nested `depth` objects deep. */
const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

let loaded: Promise<DocsData> | undefined;
/** The build's docs data, loaded once for the in-process servers. */
const docsData = () => (loaded ??= loadDocsData(BUILD));

const INIT = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}},
});
const TOKEN = 't'.repeat(MIN_TOKEN_LENGTH + 8);

/** An HTTP server over the build on a free loopback port (or ::1), with the given access rules. */
async function listening(access: HttpAccess, host = '127.0.0.1') {
  const server: Server = createHttpServer(await docsData(), access);
  await new Promise<void>((r) => server.listen(0, host, r));
  const port = (server.address() as AddressInfo).port;
  return {port, close: () => new Promise<void>((r) => server.close(() => r()))};
}

/** A POST of `body` to /mcp with the headers an MCP client sends, sent raw; `headers` adds or replaces some. */
function post(port: number, headers: Record<string, string> = {}, body = INIT): Promise<RawResponse> {
  const all: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...headers,
  };
  const head = Object.entries(all)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  return rawRequest(port, `POST ${MCP_HTTP_PATH} HTTP/1.1\r\n${head}\r\n\r\n${body}`);
}

const initialized = (r: RawResponse) => r.status === 200 && /"serverInfo":\{"name":"celo-docs"/.test(r.body.toString());

test('Origin (DNS rebinding): a foreign origin gets 403; no Origin, this server’s loopback origins and named ones are served', async () => {
  const {port, close} = await listening(resolveHttpAccess({allowedOrigins: ['https://app.example.org']}));
  try {
    for (const origin of [
      'http://evil.example',
      'null',
      `http://localhost:${port + 1}`,
      'https://app.example.org.evil',
    ]) {
      const r = await post(port, {Origin: origin});
      assert.equal(r.status, 403, `Origin: ${origin}`);
      assert.match(r.body.toString(), /Invalid Origin header/);
      assert.doesNotMatch(r.body.toString(), /serverInfo|tools/, 'nothing is served to a foreign origin');
    }
    assert.ok(initialized(await post(port)), 'no Origin (not a browser)');
    for (const origin of [
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      `http://[::1]:${port}`,
      'https://app.example.org',
    ]) {
      assert.ok(initialized(await post(port, {Origin: origin})), `Origin: ${origin}`);
    }
    assert.equal((await post(port, {Host: `evil.example:${port}`})).status, 403, 'and a foreign Host');
  } finally {
    await close();
  }
});

test(
  'a non-loopback address needs a bearer token and the host names clients use; the guard enforces both',
  SLOW,
  async () => {
    assert.throws(() => resolveHttpAccess({host: '0.0.0.0'}), new RegExp(`set ${TOKEN_ENV}`));
    assert.throws(() => resolveHttpAccess({host: '192.0.2.10'}), new RegExp(`set ${TOKEN_ENV}`));
    assert.throws(() => resolveHttpAccess({host: '0.0.0.0', token: 'short'}), /at least 32/);
    assert.throws(() => resolveHttpAccess({host: '::', token: TOKEN}), /--allowed-host/);
    assert.throws(() => resolveHttpAccess({allowedOrigins: ['https://app.example.org/path']}), /--allowed-origin/);
    assert.ok(
      resolveHttpAccess({host: '192.0.2.10', token: TOKEN}).tokenDigest,
      'one address: that address is its host',
    );
    // The command refuses to start, saying what to set, before it reads the build.
    const refused = await runScript('src/mcp/main.ts', ['--http', '0', '--host', '0.0.0.0', '--build', BUILD], {
      [TOKEN_ENV]: '',
    });
    assert.equal(refused.code, 1);
    assert.match(refused.output, new RegExp(`Listening on 0\\.0\\.0\\.0 .*set ${TOKEN_ENV}`));

    // The guard of a 0.0.0.0 configuration, exercised on loopback (no test server on every interface).
    const access = resolveHttpAccess({host: '0.0.0.0', token: TOKEN, allowedHosts: ['docs-mcp.example.org']});
    const {port, close} = await listening(access);
    try {
      for (const authorization of [undefined, `Bearer ${'x'.repeat(TOKEN.length)}`, 'Bearer short', `Basic ${TOKEN}`]) {
        const r = await post(port, authorization ? {Authorization: authorization} : {});
        assert.equal(r.status, 401, `Authorization: ${authorization}`);
        assert.match(r.headers.get('www-authenticate') ?? '', /^Bearer/);
      }
      const auth = {Authorization: `Bearer ${TOKEN}`};
      assert.ok(
        initialized(await post(port, {...auth, Host: 'docs-mcp.example.org'})),
        'the named host, behind a proxy',
      );
      assert.ok(
        initialized(await post(port, {...auth, Host: `docs-mcp.example.org:${port}`})),
        'the named host, direct',
      );
      assert.ok(
        initialized(await post(port, {...auth, Authorization: `bearer   ${TOKEN}`})),
        'scheme case-insensitive',
      );
      assert.equal(
        (await post(port, {...auth, Host: 'evil.example'})).status,
        403,
        'another Host, even with the token',
      );
      const client = new Client({name: 'test', version: '1.0.0'});
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}${MCP_HTTP_PATH}`), {
          requestInit: {headers: auth},
        }),
      );
      try {
        assert.equal((await client.listTools()).tools.length, 4);
      } finally {
        await client.close();
      }
    } finally {
      await close();
    }
  },
);

test(
  '`--host ::1` listens on IPv6 loopback and prints the bracketed URL, which the SDK client reaches',
  SLOW,
  async () => {
    const started = await startScript(
      'src/mcp/main.ts',
      ['--http', '0', '--host', '::1', '--build', BUILD],
      /celo-docs MCP server at (http:\/\/\S+) /,
    ).catch((err: Error) => err);
    if (started instanceof Error) {
      assert.match(started.message, /EADDRNOTAVAIL|EAFNOSUPPORT/, 'only a machine without IPv6 may refuse ::1');
      return;
    }
    const client = new Client({name: 'test', version: '1.0.0'});
    try {
      assert.match(started.ready[1]!, /^http:\/\/\[::1\]:\d+\/mcp$/);
      await client.connect(new StreamableHTTPClientTransport(new URL(started.ready[1]!)));
      assert.equal((await client.listTools()).tools.length, 4);
    } finally {
      await client.close();
      await started.stop();
    }
  },
);

test('HTTP bodies over the limit get 413 before the rest is read, and the connection is closed', async () => {
  const {port, close} = await listening(resolveHttpAccess({}));
  const head = (extra: string) =>
    `POST ${MCP_HTTP_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
    `Accept: application/json, text/event-stream\r\n${extra}\r\n`;
  try {
    // Declared too long: answered at once, though only 10 bytes of the body ever arrive.
    const declared = await rawExchange(port, (s) =>
      s.write(`${head(`Content-Length: ${MAX_MESSAGE_BYTES + 1}\r\n`)}{"jsonrpc"`),
    );
    assert.equal(declared.status, 413, declared.raw.toString().slice(0, 200));
    assert.equal(declared.headers.get('connection'), 'close');
    assert.match(declared.body.toString(), /Payload Too Large/);
    // Chunked: cut off at the limit; the client never ends the body, the server answers and closes.
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const chunked = await rawExchange(port, (s) => {
      s.write(head('Transfer-Encoding: chunked\r\n'));
      for (let sent = 0; sent <= MAX_MESSAGE_BYTES; sent += chunk.length)
        s.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]));
    });
    assert.equal(chunked.status, 413, chunked.raw.toString().slice(0, 200));
    assert.match(chunked.body.toString(), /Payload Too Large/);
    assert.ok(initialized(await post(port)), 'still serving');
  } finally {
    await close();
  }
});

/** The stdio server as `npm run mcp` starts it, driven line by line. */
async function stdioServer() {
  const started = await startScript('src/mcp/main.ts', ['--build', BUILD], /celo-docs MCP server on stdio/);
  const stdout = started.child.stdout!;
  const lines: string[] = [];
  let partial = '';
  let waiting: (() => void) | undefined;
  stdout.on('data', (c: Buffer) => {
    partial += c.toString('utf8');
    const parts = partial.split('\n');
    partial = parts.pop()!;
    lines.push(...parts.filter((l) => l.trim()));
    waiting?.();
  });
  const next = async (): Promise<{id: unknown; error?: {code: number; message: string}; result?: any}> => {
    while (!lines.length) {
      if (started.child.exitCode !== null) throw new Error(`the server exited:\n${started.output()}`);
      await new Promise<void>((r) => (waiting = r));
    }
    return JSON.parse(lines.shift()!);
  };
  const write = (text: string | Buffer) => started.child.stdin!.write(text);
  return {started, next, write};
}

test(
  'stdio: a line that is not JSON, JSON that is not JSON-RPC and a line over the limit get a JSON-RPC error; the next line is served',
  SLOW,
  async () => {
    const {started, next, write} = await stdioServer();
    try {
      write('not json\n');
      assert.deepEqual(await next(), {
        jsonrpc: '2.0',
        id: null,
        error: {code: -32700, message: 'Parse error: the line is not JSON'},
      });
      for (const line of ['{"hello":"world"}', '[1,2]', '42', '{"jsonrpc":"1.0","id":1,"method":"x"}']) {
        write(`${line}\n`);
        const reply = await next();
        assert.equal(reply.id, null, line);
        assert.equal(reply.error?.code, -32600, line);
      }
      write('\n   \n'); // blank lines are skipped
      write(`${'x'.repeat(MAX_MESSAGE_BYTES + 10)}\n`);
      const tooLong = await next();
      assert.equal(tooLong.error?.code, -32600);
      assert.match(tooLong.error.message, new RegExp(`at most ${MAX_MESSAGE_BYTES} bytes`));
      // Over the limit across several writes, the next message in the same write.
      write('y'.repeat(MAX_MESSAGE_BYTES - 10));
      write(`${'y'.repeat(20)}\n${INIT}\n`);
      assert.equal((await next()).error?.code, -32600);
      const init = await next();
      assert.equal(init.id, 1);
      assert.equal(init.result.serverInfo.name, 'celo-docs');
      write('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
      write('{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n');
      const list = await next();
      assert.equal(list.id, 2);
      assert.equal(list.result.tools.length, 4);
      write(
        '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"get_network","arguments":{"name":"mainnet","x":1}}}\n',
      );
      const strict = await next();
      assert.equal(strict.id, 3);
      assert.equal(strict.result.isError, true);
      assert.match(strict.result.content[0].text, /Unrecognized key\(s\) in object: 'x'/);
      assert.equal(started.child.exitCode, null, 'still running');
    } finally {
      await started.stop();
    }
  },
);

test('fuzz: no line on stdin stops the stdio server', SLOW, async () => {
  const {started, next, write} = await stdioServer();
  const random = seeded(4242);
  const fragments = [
    '{',
    '}',
    '[',
    ']',
    '"',
    ':',
    ',',
    'null',
    '"jsonrpc"',
    '"2.0"',
    '"id"',
    '1',
    '"method"',
    '\\u0000',
  ];
  const lines = [
    () => Array.from({length: random.int(30)}, () => random.pick(fragments)).join(''),
    () => JSON.stringify({jsonrpc: '2.0', id: random.int(1000), method: random.pick(['tools/call', 'x', '', 'ping'])}),
    () =>
      JSON.stringify({
        jsonrpc: '2.0',
        id: `s${random.int(1000)}`,
        method: 'tools/call',
        params: {name: random.pick(['search_docs', 'read_page', 'nope']), arguments: {query: 1, path: [], z: {}}},
      }),
    () => '['.repeat(random.pick([10, 1000, 100_000])),
    () =>
      `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"read_page","arguments":${deep(random.pick([10, 50_000]))}}}`,
    () =>
      Buffer.from(Array.from({length: 50}, () => random.int(256)))
        .toString('latin1')
        .replace(/\n/g, ''),
    () => 'z'.repeat(random.pick([10, MAX_MESSAGE_BYTES + 1])),
  ];
  try {
    for (let i = 0; i < 200; i++) write(`${random.pick(lines)()}\r\n`);
    write('{"jsonrpc":"2.0","id":"last","method":"tools/list"}\n');
    for (;;) {
      const reply = await next();
      if (reply.id === 'last') {
        assert.equal(reply.result.tools.length, 4);
        break;
      }
    }
    assert.equal(started.child.exitCode, null);
  } finally {
    await started.stop();
  }
});

test('fuzz: no header, method or body stops the HTTP server', SLOW, async () => {
  const started = await startScript(
    'src/mcp/main.ts',
    ['--http', '0', '--build', BUILD],
    /celo-docs MCP server at http:\/\/127\.0\.0\.1:(\d+)\/mcp/,
    {[TOKEN_ENV]: ''},
  );
  const port = Number(started.ready[1]);
  const random = seeded(1126);
  const bodies = [
    () => INIT,
    () => '',
    () => 'not json',
    () => '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_docs","arguments":{"query":[]}}}',
    () => JSON.stringify({jsonrpc: '2.0', id: 'x', method: 'tools/list'}),
    () =>
      JSON.stringify(Array.from({length: random.pick([2, 101])}, (_, i) => ({jsonrpc: '2.0', id: i, method: 'ping'}))),
    () => '['.repeat(random.pick([100, 100_000])),
    () => `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search_docs","arguments":${deep(50_000)}}}`,
    () => Buffer.from(Array.from({length: 64}, () => random.int(256))).toString('latin1'),
    () => `"${'q'.repeat(random.pick([1000, 300_000, MAX_MESSAGE_BYTES]))}"`,
  ];
  const headers: [string, () => string][] = [
    ['Origin', () => random.pick(['http://evil.example', `http://127.0.0.1:${port}`, 'null', '', 'http://'])],
    ['Host', () => random.pick([`127.0.0.1:${port}`, `localhost:${port}`, 'evil.example', '', '[::1'])],
    ['Content-Type', () => random.pick(['application/json', 'text/plain', 'application/json; charset=latin1', ''])],
    ['Accept', () => random.pick(['application/json, text/event-stream', '*/*', 'text/event-stream', ''])],
    ['Authorization', () => random.pick(['Bearer x', 'Basic Zm9vOmJhcg==', 'Bearer', ''])],
    ['Mcp-Session-Id', () => random.pick(['abc', '', '\u00ff'])],
    ['Mcp-Protocol-Version', () => random.pick(['2025-06-18', '1999-01-01', 'x'])],
    ['X-Long', () => 'a'.repeat(random.pick([100, 20_000]))],
  ];
  const odd = ['GET', 'DELETE', 'PUT', 'OPTIONS', 'HEAD', 'PATCH', 'BREW'];
  const oddPaths = [`${MCP_HTTP_PATH}?x=1`, '/', '/MCP', '/mcp/', '*', '/%'];
  const seen = new Map<number, number>();
  try {
    for (let i = 0; i < 300; i++) {
      const body = Buffer.from(random.pick(bodies)(), 'latin1');
      const method = random.next() < 0.85 ? 'POST' : random.pick(odd);
      const target = random.next() < 0.85 ? MCP_HTTP_PATH : random.pick(oddPaths);
      const lines = [`${method} ${target} HTTP/1.1`, 'Connection: close'];
      // What the SDK client sends, then up to three headers replaced or added.
      const named = new Map<string, string>([
        ['Host', `127.0.0.1:${port}`],
        ['Content-Type', 'application/json'],
        ['Accept', 'application/json, text/event-stream'],
      ]);
      for (let n = random.int(4); n > 0; n--) {
        const [name, value] = random.pick(headers);
        named.set(name, value());
      }
      for (const [k, v] of named) lines.push(`${k}: ${v}`);
      const chunked = random.next() < 0.2;
      lines.push(chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`);
      const framed = chunked
        ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')])
        : body;
      const request = Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), framed]);
      const res = await rawRequest(port, request);
      const shown = request.subarray(0, 400).toString('latin1');
      assert.notEqual(res.error, 'timeout', `no answer to:\n${shown}`);
      assert.equal(started.child.exitCode, null, `the server died on:\n${shown}\n${started.output()}`);
      if (res.status)
        assert.ok(res.status < 500, `no internal error (${res.status}) on:\n${shown}\n${res.body.toString()}`);
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
    }
    for (const status of [200, 400, 403, 404, 405, 406, 413, 415])
      assert.ok(seen.has(status), `no ${status} among ${JSON.stringify([...seen])}`);
    const client = new Client({name: 'test', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}${MCP_HTTP_PATH}`)));
    try {
      assert.equal((await client.listTools()).tools.length, 4);
    } finally {
      await client.close();
    }
  } finally {
    await started.stop();
  }
});
