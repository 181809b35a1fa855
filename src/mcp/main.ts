/**
 * Runs the docs MCP server against a build (offline: it reads build/llms.txt, the Markdown twins and
 * build/search-index.json).
 *   npm run mcp                          stdio (for an MCP client that starts the server)
 *   npm run mcp -- --http 3333           Streamable HTTP at http://127.0.0.1:3333/mcp (stateless)
 *   options: --build <dir> (default build); HTTP only: --host <address> (default 127.0.0.1),
 *   --allowed-host <name> and --allowed-origin <origin> (repeatable), and the bearer token in the environment
 *   variable CELO_DOCS_MCP_TOKEN (required for a non-loopback --host; see http.ts).
 * Logs go to stderr: on stdio, stdout carries the protocol.
 */
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createHttpServer, MCP_HTTP_PATH, resolveHttpAccess, TOKEN_ENV, urlHost} from './http';
import {connectDocsServer, loadDocsData} from './server';
import {LineStdioTransport} from './stdio';

async function main() {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      http: {type: 'string'},
      host: {type: 'string'},
      'allowed-host': {type: 'string', multiple: true},
      'allowed-origin': {type: 'string', multiple: true},
    },
    strict: true,
  });
  const buildDir = path.resolve(values.build);
  if (values.http === undefined) {
    if (values.host || values['allowed-host'] || values['allowed-origin'])
      throw new Error('--host, --allowed-host and --allowed-origin apply to --http only');
    const data = await loadDocsData(buildDir);
    const transport = new LineStdioTransport();
    transport.onerror = (err) => console.error(`celo-docs MCP server (stdio): ${err.message}`);
    await connectDocsServer(data, transport);
    console.error(`celo-docs MCP server on stdio (${data.pages.list.length} pages from ${buildDir})`);
    return;
  }
  const port = Number(values.http);
  if (!/^\d+$/.test(values.http) || port > 65535) throw new Error(`--http needs a port number, got "${values.http}"`);
  // Checked before the build is read, so a refused configuration fails at once.
  const access = resolveHttpAccess({
    host: values.host,
    allowedHosts: values['allowed-host'],
    allowedOrigins: values['allowed-origin'],
    token: process.env[TOKEN_ENV] || undefined,
  });
  const data = await loadDocsData(buildDir);
  const server = createHttpServer(data, access);
  server.on('error', (err) => {
    console.error(`celo-docs MCP server: cannot listen on ${access.host} port ${port}: ${err.message}`);
    process.exit(1);
  });
  server.listen(port, access.host, () => {
    const {address, port: bound} = server.address() as AddressInfo;
    const auth = access.tokenDigest ? `, bearer token from ${TOKEN_ENV}` : '';
    console.error(
      `celo-docs MCP server at http://${urlHost(address)}:${bound}${MCP_HTTP_PATH} (Streamable HTTP${auth})`,
    );
  });
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(`celo-docs MCP server: ${(err as Error).message}`);
    process.exit(1);
  });
}
