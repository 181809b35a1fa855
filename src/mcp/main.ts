/**
 * Runs the docs MCP server against a build (offline: it reads build/llms.txt, the Markdown twins and
 * build/search-index.json).
 *   npm run mcp                          stdio (for an MCP client that starts the server)
 *   npm run mcp -- --http 3333           Streamable HTTP at http://127.0.0.1:3333/mcp (stateless)
 *   options: --build <dir> (default build), --host <address> (HTTP only, default 127.0.0.1)
 * Logs go to stderr: on stdio, stdout carries the protocol.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createDocsServer, loadDocsData, type DocsData} from './server';

export const MCP_HTTP_PATH = '/mcp';
const MAX_BODY = 1_000_000;

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(new Error('request body too large'));
      else chunks.push(c);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error('request body is not JSON'));
      }
    });
    req.on('error', reject);
  });
}

function jsonRpcError(res: ServerResponse, status: number, message: string) {
  res
    .writeHead(status, {'Content-Type': 'application/json'})
    .end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

/**
 * A Streamable HTTP server in stateless mode: each POST gets a fresh MCP server and transport over the
 * shared, read-only docs data. Only the Host names of `host:port` are accepted (DNS-rebinding protection).
 */
export function createHttpServer(data: DocsData, host = '127.0.0.1'): Server {
  const http: Server = createServer((req, res) => void handle(req, res));
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const port = (http.address() as AddressInfo).port;
    const allowedHosts = [`${host}:${port}`, `localhost:${port}`, `127.0.0.1:${port}`];
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== MCP_HTTP_PATH)
      return jsonRpcError(res, 404, `Not found: the MCP endpoint is ${MCP_HTTP_PATH}`);
    if (req.method !== 'POST')
      return jsonRpcError(res, 405, 'Method not allowed: this stateless server takes POST only');
    let body: unknown;
    try {
      body = await readJson(req);
    } catch (err) {
      return jsonRpcError(res, 400, (err as Error).message);
    }
    const server = createDocsServer(data);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableDnsRebindingProtection: true,
      allowedHosts,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch (err) {
      if (!res.headersSent) jsonRpcError(res, 500, `Internal error: ${(err as Error).message}`);
    }
  };
  return http;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const buildDir = path.resolve(arg('build') ?? 'build');
  const data = await loadDocsData(buildDir);
  const httpPort = arg('http');
  if (httpPort === undefined) {
    await createDocsServer(data).connect(new StdioServerTransport());
    console.error(`celo-docs MCP server on stdio (${data.pages.list.length} pages from ${buildDir})`);
    return;
  }
  const port = Number(httpPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`--http needs a port number, got "${httpPort}"`);
  const host = arg('host') ?? '127.0.0.1';
  const server = createHttpServer(data, host);
  server.listen(port, host, () =>
    console.error(`celo-docs MCP server at http://${host}:${port}${MCP_HTTP_PATH} (Streamable HTTP)`),
  );
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(`celo-docs MCP server: ${(err as Error).message}`);
    process.exit(1);
  });
}
