/**
 * Serves build/ the way a production host would, for the e2e tests and benchmarks:
 *   - gzip or brotli compression (the `compression` middleware negotiates Accept-Encoding);
 *   - clean URLs: /cli/node serves cli/node.html, and /cli/node/ redirects (301) to /cli/node;
 *   - the 404 page with status 404; methods other than GET and HEAD get 405 with `Allow: GET, HEAD`;
 *   - the request path decoded and normalised before any check, so a redirect always targets a path on this
 *     origin (/.//evil.example/ → /evil.example) and the host's own files (_headers, *.conf) stay hidden
 *     however they are spelt (/%5Fheaders);
 *   - the headers of build/_headers (security headers with the CSP, and cache headers) for the file served,
 *     exactly as Netlify or Cloudflare Pages would; a response that is not a file (404, redirect, 405, 416…)
 *     carries the headers of the 404 page instead, so a missing /assets/ file is never cached as immutable;
 *   - HEAD answered with the headers GET would send (encoding included), without a body;
 *   - byte ranges per RFC 9110 (section numbers below).
 *
 * Files are sent by `send` (the file server under Express's serve-static): ETag and Last-Modified,
 * conditional requests (304, 412), HEAD, and the bytes of one range with `Content-Range`. The Range header
 * is decided in front of it by range-parser 2, because send's own parser (range-parser 1) answers a suffix
 * longer than the file (`bytes=-100` of 50 bytes) with 416 instead of the whole file, and lets malformed
 * byte ranges through as 200; and because send's If-Range accepts a weak ETag and any later date. So:
 *   - one satisfiable range (after merging overlapping ones) → 206 with exactly those bytes, uncompressed;
 *   - several disjoint ranges → 200 with the whole file (§14.2 lets a server ignore Range; no multipart);
 *   - byte ranges that are unsatisfiable (`bytes=999999-`) or invalid (`bytes=5-1`, `bytes=x-`) → 416 with
 *     `Content-Range: bytes *\/<size>` (§14.2: SHOULD);
 *   - another unit (`items=0-1`), or Range on HEAD → ignored: 200 (§14.2: MUST ignore);
 *   - If-Range (§13.1.5) holds only for an exact Last-Modified date: send's ETags are weak (size and mtime),
 *     and a weak tag never matches strongly. Otherwise the whole file (200).
 *
 *   npm run serve:prod [-- --port 3210] [-- --host 127.0.0.1] [-- --dir build]
 *
 * It listens on 127.0.0.1 unless --host names another address (`--host ::1`, `--host 0.0.0.0`).
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {existsSync, readFileSync, type Stats} from 'node:fs';
import {stat} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import {combineRanges, parse as parseRange} from 'range-parser';
import send from 'send';
import {headersFor, parseHeadersFile, type HeaderRule} from '../src/config/securityHeaders';

const ALLOWED_METHODS = 'GET, HEAD';

export function createHandler(dir: string) {
  const headersFile = path.join(dir, '_headers');
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no index.html: run the build first`);
  const rules: HeaderRule[] = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const notFound = readFileSync(path.join(dir, '404.html'));
  // The 404 page's own headers: for every response that is not a file of the build.
  const pageless = headersFor(rules, '/404');
  // A ranged response carries the bytes of the file as stored: never compressed (its Content-Range counts them).
  const compress = compression({
    threshold: 512,
    filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
  });

  /** A response that is not a file: the 404 page's headers, a fresh set of the rest. */
  const answer = (
    res: ServerResponse,
    status: number,
    body: string | Buffer,
    extra: Record<string, string | number> = {},
  ) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [k, v] of Object.entries(pageless)) res.setHeader(k, v);
    res.setHeader('Content-Type', Buffer.isBuffer(body) ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
    for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
    res.statusCode = status;
    res.end(body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer(res, 405, 'Method not allowed: GET or HEAD\n', {Allow: ALLOWED_METHODS});
      return;
    }
    const target = normaliseRequestPath(req.url ?? '/');
    if (!target) {
      answer(res, 400, 'Bad request path\n');
      return;
    }
    const {pathname, search} = target;
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // A same-origin path: normalisation collapsed every run of slashes, so this never starts with "//".
      answer(res, 301, '', {Location: encodePath(pathname.replace(/\/+$/, '')) + search});
      return;
    }
    // Compression sees a HEAD request as the GET it stands for, so both carry the same headers (send writes
    // no body for HEAD). It reads only the method and the headers of the request.
    const negotiated = Object.create(req, {method: {value: 'GET'}}) as IncomingMessage;
    const file = isHidden(pathname) ? null : await resolveFile(dir, pathname);
    if (!file) {
      compress(negotiated as never, res as never, () => answer(res, 404, notFound));
      return;
    }
    // Headers of the matching _headers rules, by request path (send sets no Cache-Control: cacheControl false).
    for (const [k, v] of Object.entries(headersFor(rules, pathname))) res.setHeader(k, v);
    const range = decideRange(req.method, req.headers, file.stats);
    delete req.headers['if-range'];
    if (range === 'whole') delete req.headers.range;
    else if (range === 'unsatisfiable') {
      // The one form send's parser reads as unsatisfiable too: it then answers 416 after the preconditions
      // (§13.2.2: a 304 or 412 comes first).
      req.headers.range = `bytes=${file.stats.size}-`;
    } else req.headers.range = `bytes=${range.start}-${range.end}`;
    compress(negotiated as never, res as never, () => {
      send(req, encodePath(file.relative), {root: dir, index: false, dotfiles: 'ignore', cacheControl: false})
        .on('error', (err: {status?: number; headers?: Record<string, string>}) => {
          const status = err.status ?? 500;
          if (status === 404) answer(res, 404, notFound);
          else if (status === 416) {
            answer(res, 416, 'Range not satisfiable\n', {
              ...err.headers,
              'Accept-Ranges': 'bytes',
            });
          } else answer(res, status, `${status}\n`);
        })
        .pipe(res);
    });
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((err: unknown) => {
      console.error(`serve:prod: ${req.method} ${req.url}: ${(err as Error).message}`);
      answer(res, 500, 'Internal error\n');
    });
  };
}

/** What the Range and If-Range headers of a request ask for (see the header for the rules). */
export type RangeDecision = 'whole' | 'unsatisfiable' | {start: number; end: number};

export function decideRange(
  method: string | undefined,
  headers: IncomingMessage['headers'],
  file: Pick<Stats, 'size' | 'mtime'>,
): RangeDecision {
  const header = headers.range;
  if (method !== 'GET' || !header) return 'whole';
  const ifRange = headers['if-range'];
  if (ifRange !== undefined && !ifRangeHolds(String(ifRange), file.mtime)) return 'whole';
  const parsed = parseRange(file.size, header);
  if (parsed.type !== 'bytes') return 'whole';
  if (parsed.code & 1) return 'unsatisfiable'; // malformed or invalid (first > last)
  if (!parsed.ranges.length) return file.size === 0 && parsed.code === 0 ? 'whole' : 'unsatisfiable';
  const merged = combineRanges(parsed.ranges);
  return merged.length === 1 ? {start: merged[0]!.start, end: merged[0]!.end} : 'whole';
}

/** §13.1.5: only a strong validator that matches exactly; this server's only strong one is Last-Modified. */
function ifRangeHolds(value: string, mtime: Date): boolean {
  const v = value.trim();
  if (v.startsWith('"') || v.startsWith('W/')) return false;
  const date = Date.parse(v);
  return Number.isFinite(date) && date === Math.floor(mtime.getTime() / 1000) * 1000;
}

/** The build file for a clean URL: the path itself, then path.html, then path/index.html; null when none. */
async function resolveFile(dir: string, pathname: string): Promise<{relative: string; stats: Stats} | null> {
  const candidates = pathname === '/' ? ['/index.html'] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
  for (const relative of candidates) {
    const stats = await stat(path.join(dir, relative)).catch(() => null);
    if (stats?.isFile()) return {relative, stats};
  }
  return null;
}

/**
 * The request path decoded once and normalised (backslashes as slashes, runs of slashes collapsed, "." and
 * ".." segments resolved), so that every check below sees the path a file system or a browser would;
 * null when it cannot be decoded or holds a NUL byte.
 */
export function normaliseRequestPath(rawUrl: string): {pathname: string; search: string} | null {
  const q = rawUrl.search(/[?#]/);
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const search = q >= 0 && rawUrl[q] === '?' ? rawUrl.slice(q).replace(/#.*$/, '') : '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const trailing = /[/\\]$/.test(decoded) && decoded.length > 1;
  let pathname = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`).replace(/\/{2,}/g, '/');
  if (trailing && !pathname.endsWith('/')) pathname += '/';
  return {pathname, search};
}

/** Files in the build that are for the host, not for readers: _headers, the nginx snippet, dotfiles. */
export function isHidden(pathname: string): boolean {
  const segments = pathname.split('/');
  return pathname === '/_headers' || /\.conf$/i.test(pathname) || segments.some((s) => s.startsWith('.'));
}

/** Percent-encodes a decoded path for a URL (the characters that would end a path too). */
function encodePath(pathname: string): string {
  return encodeURI(pathname).replace(/[?#]/g, encodeURIComponent);
}

/** The URL a listening server answers at (IPv6 addresses in brackets). */
export function serverUrl(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      host: {type: 'string', default: '127.0.0.1'},
      dir: {type: 'string', default: 'build'},
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) {
    console.error(`serve:prod: --port needs a port number (0 for any free port), got "${values.port}"`);
    process.exit(1);
  }
  const dir = path.resolve(values.dir);
  const server = createServer(createHandler(dir));
  // Keep idle connections for a minute, as load balancers in front of static hosts do, instead of Node's 5 s:
  // a client that sends its next request on a kept-alive socket just as the server closes it gets ECONNRESET.
  // On a busy CI machine the end-to-end route walk's gaps between requests passed 5 s, and one such request
  // failed a run.
  server.keepAliveTimeout = 60_000;
  server.on('error', (err) => {
    console.error(`serve:prod: cannot listen on ${values.host} port ${port}: ${err.message}`);
    process.exit(1);
  });
  server.listen(port, values.host, () =>
    console.log(`Serving ${dir} at ${serverUrl(server.address() as AddressInfo)} (compressed, with _headers)`),
  );
}
