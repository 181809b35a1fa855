/**
 * The docs MCP server over Streamable HTTP, stateless: each POST to /mcp gets a fresh MCP server and SDK
 * transport (StreamableHTTPServerTransport) over the shared, read-only docs data.
 *
 * The SDK's transport does the protocol checks itself, configured here:
 *   - DNS-rebinding protection (MCP specification, transport section: servers MUST validate Origin):
 *     `allowedHosts` (exact Host values) and `allowedOrigins` (a request without Origin is allowed; a browser
 *     always sends one) → 403;
 *   - Accept and Content-Type (406, 415), the MCP-Protocol-Version header, JSON-RPC dispatch.
 * In front of it, this file adds what the SDK's transport has no option for:
 *   - path (404) and method (405: stateless, so POST only);
 *   - a bearer token, compared in constant time (crypto.timingSafeEqual on SHA-256 digests, so the lengths
 *     are equal): required when the server listens on a non-loopback address (see resolveHttpAccess);
 *   - the body, read here (raw-body) so that it goes through messages.ts as a stdio line does (a byte-order mark
 *     dropped; -32700 for a body that is not JSON; -32600 for a batch, empty or not, or JSON that is not a JSON-RPC
 *     message, with its id when it has one; all with 400) and reaches the SDK parsed; the SDK's transport would
 *     run batches, answer an empty one with 202, and fail on a byte-order mark;
 *   - a body over MAX_MESSAGE_BYTES → 413 before it is read (declared too long) or as soon as it passes the limit
 *     (chunked), with `Connection: close` so that Node closes the socket instead of draining the rest;
 *   - `Connection: close` from the client honoured on every answer: the SDK's transport sets
 *     `Connection: keep-alive` on streamed (SSE) replies, which would keep the socket open;
 *   - an MCP-Protocol-Version header naming a version this server does not speak (messages.ts) → 400, as the
 *     SDK's transport answers versions it does not know.
 */
import {createHash, timingSafeEqual} from 'node:crypto';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {isIP, type AddressInfo} from 'node:net';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import getRawBody from 'raw-body';
import {PROTOCOL_VERSIONS, readMessage, type ErrorResponse} from './messages';
import {connectDocsServer, MAX_MESSAGE_BYTES, type DocsData} from './server';

export const MCP_HTTP_PATH = '/mcp';
/** The environment variable holding the bearer token. */
export const TOKEN_ENV = 'CELO_DOCS_MCP_TOKEN';
export const MIN_TOKEN_LENGTH = 32;

export interface HttpAccessOptions {
  /** The address to listen on (default 127.0.0.1). */
  host?: string;
  /** Host names clients use besides the loopback ones (e.g. the public name behind a reverse proxy). */
  allowedHosts?: string[];
  /** Origins of browser clients allowed besides this server's loopback origins. */
  allowedOrigins?: string[];
  /** Bearer token clients must send; required for a non-loopback address. */
  token?: string;
}

/** Checked options: the address to listen on and what the guard accepts. */
export interface HttpAccess {
  host: string;
  allowedHosts: string[];
  allowedOrigins: string[];
  tokenDigest?: Buffer;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(h);
}

const isWildcard = (host: string) => ['0.0.0.0', '::', '[::]'].includes(host);

/** An address as it appears in a URL or a Host header (IPv6 in brackets). */
export function urlHost(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host;
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * Validates the options; throws a message saying what to set when the server would be reachable from other
 * machines without a token, or when no client could name it.
 */
export function resolveHttpAccess(options: HttpAccessOptions): HttpAccess {
  const host = options.host ?? '127.0.0.1';
  const token = options.token;
  if (token !== undefined && token.length < MIN_TOKEN_LENGTH)
    throw new Error(
      `${TOKEN_ENV} is ${token.length} characters long; use at least ${MIN_TOKEN_LENGTH} (e.g. \`openssl rand -hex 32\`).`,
    );
  if (!isLoopback(host) && token === undefined)
    throw new Error(
      `Listening on ${host} makes the server reachable from other machines: set ${TOKEN_ENV} to a secret of at least ${MIN_TOKEN_LENGTH} characters (clients send it as "Authorization: Bearer <token>"), or listen on 127.0.0.1.`,
    );
  const allowedHosts = (options.allowedHosts ?? []).map((h) => {
    const name = h.trim().toLowerCase();
    if (!name || /[\s/@?#]/.test(name))
      throw new Error(`--allowed-host takes a host name, e.g. docs-mcp.example.org; got "${h}"`);
    return isIP(name) === 6 ? `[${name}]` : name;
  });
  if (isWildcard(host) && !allowedHosts.length)
    throw new Error(
      `Listening on ${host} (every interface): name the host clients use with --allowed-host (e.g. --allowed-host docs-mcp.example.org); requests with another Host header are refused.`,
    );
  const allowedOrigins = (options.allowedOrigins ?? []).map((o) => {
    let url: URL | undefined;
    try {
      url = new URL(o);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username)
      throw new Error(`--allowed-origin takes an origin such as https://app.example.org (no path); got "${o}"`);
    return url.origin;
  });
  return {host, allowedHosts, allowedOrigins, tokenDigest: token === undefined ? undefined : digest(token)};
}

/** The Host values the SDK's transport accepts (it compares them exactly): loopback, the bound address, named. */
export function hostValues(access: HttpAccess, port: number): string[] {
  const names = [...LOOPBACK_NAMES, ...(isWildcard(access.host) ? [] : [urlHost(access.host)])];
  const named = access.allowedHosts.flatMap((h) => (/:\d+$/.test(h) ? [h] : [h, `${h}:${port}`]));
  return [...new Set([...names.map((n) => `${n}:${port}`), ...named])];
}

/** The Origin values accepted: this server's loopback origins and the named ones. */
export function originValues(access: HttpAccess, port: number): string[] {
  return [...new Set([...LOOPBACK_NAMES.map((n) => `http://${n}:${port}`), ...access.allowedOrigins])];
}

function jsonRpcError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  sendJson(res, status, {jsonrpc: '2.0', error: {code: -32000, message}, id: null}, headers);
}

function sendJson(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, {'Content-Type': 'application/json', ...headers}).end(JSON.stringify(body));
}

/**
 * Makes a response close its connection, whatever the code writing it sets: `Connection: close` is set now and
 * kept when a later header list (the SDK's SSE headers say keep-alive) would replace it; Node closes the socket
 * after a response that says close.
 */
function closeAfter(res: ServerResponse) {
  res.setHeader('Connection', 'close');
  const setHeader = res.setHeader.bind(res);
  const appendHeader = res.appendHeader.bind(res);
  const closing = (name: string, value: unknown) => (name.toLowerCase() === 'connection' ? 'close' : value);
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    setHeader(name, closing(name, value) as typeof value);
  res.appendHeader = (name: string, value: string | readonly string[]) =>
    appendHeader(name, closing(name, value) as typeof value);
}

/** Whether a request asks for its connection to be closed after the response. */
const wantsClose = (req: IncomingMessage) => /(^|,)\s*close\s*(,|$)/i.test(req.headers.connection ?? '');

/** The body as text, or why there is none to read: over the limit, or the connection went away. */
async function readBody(req: IncomingMessage): Promise<{text: string} | {tooLarge: true} | {gone: true}> {
  try {
    // A declared length over the limit fails before any byte is read; a chunked body as soon as it passes it.
    const length = req.headers['content-length'];
    return {text: await getRawBody(req, {limit: MAX_MESSAGE_BYTES, encoding: 'utf8', ...(length && {length})})};
  } catch (err) {
    return (err as {type?: string}).type === 'entity.too.large' ? {tooLarge: true} : {gone: true};
  }
}

/** True when the Authorization header carries the token (compared as equal-length digests, in constant time). */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +([^\s]+) *$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

export function createHttpServer(data: DocsData, access: HttpAccess = resolveHttpAccess({})): Server {
  let hosts: string[] = [];
  let origins: string[] = [];
  const http: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) jsonRpcError(res, 500, `Internal error: ${(err as Error).message}`);
      else res.destroy();
    });
  });
  http.on('listening', () => {
    const {port} = http.address() as AddressInfo;
    hosts = hostValues(access, port);
    origins = originValues(access, port);
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').replace(/[?#].*$/s, '');
    if (pathname !== MCP_HTTP_PATH) return jsonRpcError(res, 404, `Not found: the MCP endpoint is ${MCP_HTTP_PATH}`);
    if (req.method !== 'POST')
      return jsonRpcError(res, 405, 'Method not allowed: this stateless server takes POST only', {Allow: 'POST'});
    if (access.tokenDigest && !bearerMatches(req.headers.authorization, access.tokenDigest))
      return jsonRpcError(res, 401, 'Unauthorized: send "Authorization: Bearer <token>"', {
        'WWW-Authenticate': 'Bearer realm="celo-docs-mcp"',
      });
    if (wantsClose(req)) closeAfter(res);
    const version = req.headers['mcp-protocol-version'];
    if (typeof version === 'string' && !(PROTOCOL_VERSIONS as readonly string[]).includes(version))
      return jsonRpcError(
        res,
        400,
        `Bad Request: Unsupported protocol version: ${version.slice(0, 40)} (supported versions: ${PROTOCOL_VERSIONS.join(', ')})`,
      );
    const body = await readBody(req);
    if ('gone' in body) return void res.destroy();
    if ('tooLarge' in body) {
      closeAfter(res);
      return jsonRpcError(res, 413, `Payload Too Large: Request body must not exceed ${MAX_MESSAGE_BYTES} bytes`);
    }
    const incoming = readMessage(body.text);
    // A notification is accepted without an answer (202, as the SDK's transport answers notifications).
    if ('dropped' in incoming) return void res.writeHead(202).end();
    if ('error' in incoming) return sendJson(res, 400, incoming.error satisfies ErrorResponse);

    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableDnsRebindingProtection: true,
      allowedHosts: hosts,
      allowedOrigins: origins,
    });
    const server = await connectDocsServer(data, transport);
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await transport.handleRequest(req, res, incoming.message);
  };
  return http;
}
