/**
 * The docs MCP server (src/mcp) through the SDK's own client, over stdio (the server started as
 * `npm run mcp` starts it) and over Streamable HTTP on loopback: the tool list, each tool's happy path, and
 * bad input answered with a clear tool error while the server keeps serving. Needs a build (`npm run build`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {request} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {createHttpServer, MCP_HTTP_PATH} from '../../src/mcp/main';
import {loadDocsData} from '../../src/mcp/server';
import {networks} from '../../src/data/networks';
import {REGISTRY_ADDRESS, tokens} from '../../src/data/addresses';

const ROOT = path.join(__dirname, '../..');
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
  for (const t of tools) assert.ok(t.description && t.description.length > 30, `${t.name} is described`);

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

test('MCP over stdio: the server as `npm run mcp` starts it', async () => {
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
  const server = createHttpServer(await loadDocsData(BUILD));
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
  } finally {
    await client.close();
    server.close();
  }
});
