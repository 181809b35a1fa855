/**
 * The docs MCP server (src/mcp) through the SDK's own client, over stdio (the server started as
 * `npm run mcp` starts it) and over Streamable HTTP on loopback: the tool list, each tool's happy path, and
 * bad input answered with a clear tool error while the server keeps serving. Then what the SDK client would
 * never send, over raw sockets and raw stdin: foreign Origin and Host headers, a missing or wrong bearer
 * token, bodies and lines over the limit, lines that are not JSON, and fuzzed requests, after each of which
 * the server still answers; a table of malformed messages (WIRE_CASES) with the one answer each gets on both
 * transports; `Connection: close` on a streamed reply; and the MCP Inspector's CLI (a devDependency) against
 * both transports. Needs a build (`npm run build`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
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
  // Chain ids work as strings and as numbers.
  assert.equal(JSON.parse(textOf(await call(client, 'get_network', {name: '11142220'}))).key, 'celoSepolia');
  assert.equal(JSON.parse(textOf(await call(client, 'get_network', {name: 11142220}))).key, 'celoSepolia');
  assert.equal(JSON.parse(textOf(await call(client, 'get_network', {name: 42220}))).key, 'mainnet');
  const advertised = (await client.listTools()).tools.find((t) => t.name === 'get_network')!.inputSchema;
  assert.match(JSON.stringify(advertised.properties), /"string"[\s\S]*"integer"|"integer"[\s\S]*"string"/);

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
    ['search_docs', {}, /^search_docs needs the argument "query": a string/],
    ['get_network', {name: 'alfajoresx'}, /Unknown network "alfajoresx"\. Known networks: mainnet/],
    ['get_network', {name: 42}, /Unknown network "42"\. Known networks: mainnet/],
    ['get_network', {name: true}, /^get_network: the argument "name" must be a network name .* got a boolean \(true\)/],
    [
      'search_docs',
      {query: 'forno', limit: '5'},
      /the argument "limit" must be an integer from 1 to 25 .*got a string \("5"\)/,
    ],
    ['find_address', {name: 'NoSuchContract'}, /No address named "NoSuchContract"\. Known names: /],
    ['find_address', {name: 'Registry', network: 'mars'}, /Unknown network "mars"/],
    ['find_address', {name: ''}, /Give a contract or token name/],
    // Arguments outside the schema are refused, named (additionalProperties: false).
    [
      'search_docs',
      {query: 'forno', page: 2},
      /^search_docs has no argument "page": it takes query \(required\), limit \(optional\)\.$/,
    ],
    ['read_page', {path: '/network/mainnet', format: 'html'}, /no argument "format"/],
    ['get_network', {name: 'mainnet', verbose: true}, /no argument "verbose"/],
    ['find_address', {name: 'Registry', network: 'mainnet', chain: 1}, /no argument "chain"/],
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
        error: {code: -32700, message: 'Parse error: the message is not JSON'},
      });
      for (const [line, id] of [
        ['{"hello":"world"}', null],
        ['[1,2]', null],
        ['42', null],
        ['{"jsonrpc":"1.0","id":1,"method":"x"}', 1],
      ] as const) {
        write(`${line}\n`);
        const reply = await next();
        assert.equal(reply.id, id, line);
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
      assert.match(strict.result.content[0].text, /^get_network has no argument "x": it takes name \(required\)\.$/);
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

/** A chunked body as sent, decoded. */
function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length;) {
    const eol = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** The JSON-RPC messages of an HTTP answer: its JSON body, or the data lines of its event stream. */
function messagesOf(r: RawResponse): any[] {
  const chunked = /chunked/i.test(r.headers.get('transfer-encoding') ?? '');
  const text = (chunked ? unchunk(r.body) : r.body).toString('utf8');
  if (/^text\/event-stream/.test(r.headers.get('content-type') ?? ''))
    return text
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)));
  return text.trim() ? [JSON.parse(text)] : [];
}

const toolCall = (id: unknown, params: unknown) => JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params});
const initialize = (id: number, protocolVersion: unknown) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: {protocolVersion, capabilities: {}, clientInfo: {name: 'raw', version: '1'}},
  });

/**
 * Every malformed message and the one answer it gets, on stdio and over HTTP alike (MCP 2025-11-25, the version
 * the server declares: JSON-RPC errors for messages that are not valid requests and for malformed params, a tool
 * result with isError for arguments a tool cannot take). `http` is the HTTP status: 400 when the body is not a
 * JSON-RPC message or its params are not an object or carry a malformed _meta (answered before the SDK), 200 when
 * the request reaches the server (an event stream).
 */
const WIRE_CASES: {
  case: string;
  send: string;
  id: string | number | null;
  error?: [code: number, message: RegExp];
  toolError?: RegExp;
  result?: (result: any) => void;
  http: number;
}[] = [
  {
    case: 'params null',
    send: toolCall(1, null),
    id: 1,
    error: [-32602, /^Invalid params: "params" must be an object, or left out \(got null\)$/],
    http: 400,
  },
  {
    case: 'params a string',
    send: '{"jsonrpc":"2.0","id":"s","method":"tools/list","params":"x"}',
    id: 's',
    error: [-32602, /"params" must be an object, or left out \(got a string \("x"\)\)/],
    http: 400,
  },
  {
    case: 'arguments null',
    send: toolCall(2, {name: 'get_network', arguments: null}),
    id: 2,
    error: [
      -32602,
      /^Invalid params: "arguments" must be an object of the tool's arguments, or left out \(got null\)$/,
    ],
    http: 200,
  },
  {
    case: 'arguments an array',
    send: toolCall(3, {name: 'get_network', arguments: ['mainnet']}),
    id: 3,
    error: [-32602, /"arguments" must be an object .*\(got an array\)/],
    http: 200,
  },
  {
    case: 'numeric tool name',
    send: toolCall(4, {name: 42, arguments: {}}),
    id: 4,
    error: [-32602, /^Invalid params: "name" must be a string, the name of a tool \(got an integer \(42\)\)$/],
    http: 200,
  },
  {
    case: 'numeric protocolVersion',
    send: initialize(5, 20251125),
    id: 5,
    error: [-32602, /^Invalid params: "protocolVersion" must be a string \(got number\)$/],
    http: 200,
  },
  {
    case: 'initialize without clientInfo',
    send: '{"jsonrpc":"2.0","id":6,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{}}}',
    id: 6,
    error: [-32602, /"clientInfo" is required/],
    http: 200,
  },
  {
    case: 'tools/call with _meta that is not an object',
    send: toolCall(9, {name: 'get_network', arguments: {name: 'mainnet'}, _meta: 5}),
    id: 9,
    error: [-32602, /^Invalid params: "_meta" must be an object \(got number\)$/],
    http: 400,
  },
  {
    case: 'unknown tool',
    send: toolCall(7, {name: 'nope', arguments: {}}),
    id: 7,
    error: [
      -32602,
      /^Invalid params: Unknown tool "nope": the tools are search_docs, read_page, get_network, find_address$/,
    ],
    http: 200,
  },
  {
    case: 'a tool named constructor',
    send: toolCall(8, {name: 'constructor', arguments: {}}),
    id: 8,
    error: [-32602, /Unknown tool "constructor"/],
    http: 200,
  },
  ...['__proto__', 'constructor', 'prototype'].map((key, i) => ({
    case: `an argument named ${key}`,
    send: `{"jsonrpc":"2.0","id":${10 + i},"method":"tools/call","params":{"name":"get_network","arguments":{"name":"mainnet","${key}":{"polluted":true}}}}`,
    id: 10 + i,
    toolError: new RegExp(`^get_network has no argument "${key}": it takes name \\(required\\)\\.$`),
    http: 200,
  })),
  {
    case: 'an argument of the wrong type',
    send: toolCall(13, {name: 'search_docs', arguments: {query: ['forno']}}),
    id: 13,
    toolError: /^search_docs: the argument "query" must be a string: words to search for.*; got an array\.$/,
    http: 200,
  },
  {
    case: 'a missing argument',
    send: toolCall(14, {name: 'read_page', arguments: {}}),
    id: 14,
    toolError: /^read_page needs the argument "path": a string: the route or URL of a page/,
    http: 200,
  },
  {
    case: 'a chain id as a number',
    send: toolCall(15, {name: 'get_network', arguments: {name: 42220}}),
    id: 15,
    result: (r) => assert.equal(JSON.parse(r.content[0].text).key, 'mainnet'),
    http: 200,
  },
  {
    case: 'a request without a method',
    send: '{"jsonrpc":"2.0","id":5,"params":null}',
    id: 5,
    error: [-32600, /^Invalid Request: a request needs a "method"$/],
    http: 400,
  },
  {
    case: 'jsonrpc 1.0',
    send: '{"jsonrpc":"1.0","id":"v","method":"ping"}',
    id: 'v',
    error: [-32600, /"jsonrpc" must be "2\.0"/],
    http: 400,
  },
  {
    case: 'an id that is an object',
    send: '{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}',
    id: null,
    error: [-32600, /"id" must be a string or an integer/],
    http: 400,
  },
  {
    case: 'a batch',
    send: '[{"jsonrpc":"2.0","id":16,"method":"ping"}]',
    id: null,
    error: [-32600, /^Invalid Request: JSON-RPC batches \(arrays of messages\) are not part of MCP 2025-11-25/],
    http: 400,
  },
  {case: 'an empty batch', send: '[]', id: null, error: [-32600, /JSON-RPC batches/], http: 400},
  {
    case: 'a byte-order mark',
    send: '\uFEFF{"jsonrpc":"2.0","id":17,"method":"ping"}',
    id: 17,
    result: (r) => assert.deepEqual(r, {}),
    http: 200,
  },
  {case: 'not JSON', send: '{"jsonrpc":', id: null, error: [-32700, /^Parse error/], http: 400},
  ...(
    [
      ['2025-11-25', '2025-11-25'],
      ['2025-06-18', '2025-06-18'],
      ['2025-03-26', '2024-11-05'],
      ['2099-01-01', '2025-11-25'],
      ['draft', '2025-11-25'],
    ] as const
  ).map(([asked, answered], i) => ({
    case: `initialize asking for ${asked}`,
    send: initialize(20 + i, asked),
    id: 20 + i,
    result: (r: any) => assert.equal(r.protocolVersion, answered),
    http: 200,
  })),
];

test('malformed messages get the same specified answer on stdio and over HTTP (MCP 2025-11-25)', SLOW, async () => {
  const {started, next, write} = await stdioServer();
  const {port, close} = await listening(resolveHttpAccess({}));
  try {
    write(`${INIT}\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n`);
    assert.equal((await next()).id, 1);
    for (const c of WIRE_CASES) {
      write(`${c.send}\n`);
      const onStdio = await next();
      const http = await post(port, {}, c.send);
      assert.equal(http.status, c.http, `${c.case}: HTTP status`);
      const overHttp = messagesOf(http);
      assert.equal(overHttp.length, 1, `${c.case}: one answer over HTTP`);
      assert.deepEqual(overHttp[0], onStdio, `${c.case}: the same answer on both transports`);
      assert.equal(onStdio.id, c.id, `${c.case}: id`);
      if (c.error) {
        assert.equal(onStdio.error?.code, c.error[0], `${c.case}: ${JSON.stringify(onStdio)}`);
        assert.match(onStdio.error.message, c.error[1], c.case);
      } else if (c.toolError) {
        assert.equal(onStdio.result?.isError, true, `${c.case}: ${JSON.stringify(onStdio)}`);
        assert.match(onStdio.result.content[0].text, c.toolError, c.case);
      } else {
        assert.ok(onStdio.result && !onStdio.result.isError, `${c.case}: ${JSON.stringify(onStdio)}`);
        c.result!(onStdio.result);
      }
    }
    // A notification gets no answer, whatever its params: stdio answers the next request; HTTP says 202.
    const notification = '{"jsonrpc":"2.0","method":"notifications/initialized","params":null}';
    write(`${notification}\n{"jsonrpc":"2.0","id":"after","method":"ping"}\n`);
    assert.equal((await next()).id, 'after');
    assert.equal((await post(port, {}, notification)).status, 202);
    assert.equal(started.child.exitCode, null, 'still running');
  } finally {
    await started.stop();
    await close();
  }
});

test('HTTP honours Connection: close on a streamed reply; without it the connection stays open', async () => {
  const {port, close} = await listening(resolveHttpAccess({}));
  const list = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
  const head = (connection: string) =>
    `POST ${MCP_HTTP_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
    `Accept: application/json, text/event-stream\r\nContent-Length: ${list.length}\r\n${connection}\r\n${list}`;
  try {
    // Read until the server closes the connection: a server that keeps it open ends in the "timeout" error.
    const closed = await rawExchange(port, (s) => s.write(head('Connection: close\r\n')), {timeoutMs: 30_000});
    assert.equal(closed.error, undefined, 'the server closed the connection after the response');
    assert.equal(closed.status, 200);
    assert.match(closed.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(closed.headers.get('connection'), 'close');
    assert.equal(messagesOf(closed)[0].result.tools.length, 4, 'the whole response came first');
    const kept = await rawRequest(port, head(''));
    assert.equal(kept.status, 200);
    assert.equal(kept.headers.get('connection'), 'keep-alive');
  } finally {
    await close();
  }
});

const INSPECTOR = path.join(ROOT, 'node_modules/.bin/mcp-inspector');

/**
 * Runs the MCP Inspector's CLI to its end; its output is JSON. The connection may take its time: the stdio server
 * starts through tsx, which took more than the Inspector's default 15 s under a load average of 12 (CI, 2 December
 * 2026); the test's own timeout still bounds the whole run.
 */
function inspector(args: string[]): Promise<{code: number | null; json: any; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(INSPECTOR, ['--cli', '--connect-timeout', '0', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.on('close', (code) => {
      let json: unknown;
      try {
        json = JSON.parse(out);
      } catch {
        json = undefined;
      }
      resolve({code, json, output: `${out}\n${err}`});
    });
  });
}

test(
  'the MCP Inspector CLI lists the tools and calls them over stdio and HTTP',
  {
    ...SLOW,
    skip: existsSync(INSPECTOR)
      ? false
      : 'the MCP Inspector is not installed (it is the devDependency @modelcontextprotocol/inspector: run npm ci)',
  },
  async () => {
    const stdio = [process.execPath, '--import', 'tsx', path.join(ROOT, 'src/mcp/main.ts'), '--build', BUILD];
    const started = await startScript(
      'src/mcp/main.ts',
      ['--http', '0', '--build', BUILD],
      /celo-docs MCP server at (http:\/\/127\.0\.0\.1:\d+\/mcp)/,
      {[TOKEN_ENV]: ''},
    );
    try {
      for (const server of [stdio, [started.ready[1]!, '--transport', 'http']]) {
        const where = server.join(' ');
        const list = await inspector([...server, '--method', 'tools/list']);
        assert.equal(list.code, 0, list.output);
        assert.deepEqual(
          list.json.tools.map((t: {name: string}) => t.name).sort(),
          ['find_address', 'get_network', 'read_page', 'search_docs'],
          where,
        );
        const byNumber = await inspector([
          ...server,
          ...['--method', 'tools/call', '--tool-name', 'get_network', '--tool-arg', 'name=42220'],
        ]);
        assert.equal(byNumber.code, 0, byNumber.output);
        assert.equal(JSON.parse(byNumber.json.content[0].text).key, 'mainnet', where);
        const call = ['--method', 'tools/call', '--tool-name', 'get_network', '--tool-arg', 'name=mainnet'];
        const bad = await inspector([...server, ...call, '--tool-arg', 'constructor=1']);
        assert.notEqual(bad.code, 0, 'the Inspector reports the tool error');
        assert.equal(bad.json?.isError, true, `${where}: ${bad.output}`);
        assert.equal(bad.json.content[0].text, 'get_network has no argument "constructor": it takes name (required).');
      }
    } finally {
      await started.stop();
    }
  },
);
