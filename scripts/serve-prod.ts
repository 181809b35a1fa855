/**
 * Serves build/ the way a production host would, for the e2e tests and benchmarks:
 *   - precompressed files: the build writes a `.br` and a `.gz` sibling of each text file of 1 KiB or more
 *     (scripts/precompress.ts), and a response is the sibling the request's Accept-Encoding prefers, with
 *     `Content-Encoding`, the file's own `Content-Type`, `Vary: Accept-Encoding`, and its own length and ETag.
 *     Nothing is compressed per request: a file without siblings (a small one, or a build made without the step)
 *     is sent as it is. Files up to 8 MiB are sent from memory (64 MiB of them at most, ./serve/representations.ts),
 *     larger ones streamed;
 *   - clean URLs: /cli/node serves cli/node.html, and /cli/node/ redirects (301) to /cli/node;
 *   - Markdown by content negotiation: a page URL requested with Markdown preferred in Accept
 *     (scripts/hosting/markdown-negotiation.ts) gets the page's Markdown twin, with the twin's own headers and
 *     `Content-Location`; both the twin and the page then carry `Vary: Accept`;
 *   - the 404 page with status 404; methods other than GET and HEAD get 405 with `Allow: GET, HEAD`;
 *   - the request path decoded and normalised before any check, so a redirect always targets a path on this
 *     origin (/.//evil.example/ → /evil.example) and the host's own files (_headers, *.conf) stay hidden
 *     however they are spelt (/%5Fheaders);
 *   - the headers of build/_headers (security headers with the CSP, and cache headers) for the file served, by
 *     request path as Netlify or Cloudflare Pages would, and for an HTML file reached by another path also by its
 *     page's route (/markdown-page.html gets /markdown-page's policy); a response that is not a file (404,
 *     redirect, 405, 416…) carries the headers of the 404 page instead, so a missing /assets/ file is never
 *     cached as immutable;
 *   - HEAD answered with the headers GET would send (encoding included), without a body;
 *   - conditional requests and byte ranges exactly per RFC 9110 (./serve/conditional.ts): a strong ETag per
 *     representation (a hash of its bytes) and Last-Modified; If-Match, If-Unmodified-Since, If-None-Match and
 *     If-Modified-Since in the order of §13.2.2 (412, 304); one satisfiable range → 206 with exactly those bytes
 *     of the file as stored (never compressed); several disjoint ranges, another unit or HEAD → 200;
 *     unsatisfiable or invalid byte ranges → 416; If-Range holds only for the current strong ETag or the exact
 *     Last-Modified date. 304 and 206 carry the Vary of the 200.
 *
 *   npm run serve:prod [-- --port 3210] [-- --host 127.0.0.1] [-- --dir build]
 *
 * It listens on 127.0.0.1 unless --host names another address (`--host ::1`, `--host 0.0.0.0`).
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {createReadStream, existsSync, readFileSync, type Stats} from 'node:fs';
import {stat} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {pipeline} from 'node:stream/promises';
import {parseArgs} from 'node:util';
import {headersFor, parseHeadersFile, type HeaderRule} from '../src/config/securityHeaders';
import {routeOfHtmlFile} from '../src/plugins/built-pages';
import {twinPath} from '../src/plugins/markdown-twins/llmsTxt';
import {prefersMarkdown} from './hosting/markdown-negotiation';
import {ENCODINGS} from './precompress';
import {decideRange, evaluatePreconditions, formatHttpDate} from './serve/conditional';
import {
  FileCache,
  mediaTypeOf,
  preferredCoding,
  siblingCodings,
  siblingPath,
  type ContentCoding,
} from './serve/representations';

export {decideRange, type RangeDecision} from './serve/conditional';

const ALLOWED_METHODS = 'GET, HEAD';

/** A file of the build to send, and where its headers come from. */
interface Target {
  /** The file's path under the build directory, with a leading slash: `/cli/node.html`. */
  relative: string;
  stats: Stats;
  /** The request path whose _headers rules apply, and for an HTML file the route whose rules apply too. */
  headersPath: string;
  route?: string;
}

export function createHandler(dir: string) {
  const headersFile = path.join(dir, '_headers');
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no index.html: run the build first`);
  const rules: HeaderRule[] = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  // The 404 page in each coding the build has it in, read once.
  const notFoundFile = path.join(dir, '404.html');
  const notFound = new Map<ContentCoding, Buffer>([['identity', readFileSync(notFoundFile)]]);
  for (const {coding, suffix} of ENCODINGS) {
    if (existsSync(notFoundFile + suffix)) notFound.set(coding, readFileSync(notFoundFile + suffix));
  }
  const notFoundCodings = ENCODINGS.map((e) => e.coding).filter((c) => notFound.has(c));
  // The 404 page's own headers: for every response that is not a file of the build.
  const pageless = headersFor(rules, '/404');
  const files = new FileCache();

  /** A response that is not a file: the 404 page's headers, a fresh set of the rest. */
  const answer = (
    req: IncomingMessage,
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
    res.setHeader('Content-Length', Buffer.byteLength(body));
    for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
    res.statusCode = status;
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** The 404 page, in the coding the request prefers among those the build has it in. */
  const answerNotFound = (req: IncomingMessage, res: ServerResponse) => {
    const coding = preferredCoding(req.headers['accept-encoding'], notFoundCodings);
    answer(req, res, 404, notFound.get(coding)!, {
      ...(notFoundCodings.length ? {Vary: 'Accept-Encoding'} : {}),
      ...(coding === 'identity' ? {} : {'Content-Encoding': coding}),
    });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer(req, res, 405, 'Method not allowed: GET or HEAD\n', {Allow: ALLOWED_METHODS});
      return;
    }
    const normalised = normaliseRequestPath(req.url ?? '/');
    if (!normalised) {
      answer(req, res, 400, 'Bad request path\n');
      return;
    }
    const {pathname, search} = normalised;
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // A same-origin path: normalisation collapsed every run of slashes, so this never starts with "//".
      answer(req, res, 301, '', {Location: encodePath(pathname.replace(/\/+$/, '')) + search});
      return;
    }
    const file = isHidden(pathname) ? null : await resolveFile(dir, pathname);
    if (!file) {
      answerNotFound(req, res);
      return;
    }
    let target: Target = {...file, headersPath: pathname};
    const vary: string[] = [];
    const extra: Record<string, string> = {};
    if (file.relative.endsWith('.html')) {
      target.route = routeOfHtmlFile(file.relative.slice(1));
      // Negotiated on the page's own URL only (not on /x.html), and only when the build has its twin.
      const twin = pathname === target.route ? await twinOf(dir, target.route) : null;
      if (twin) {
        vary.push('Accept');
        if (prefersMarkdown(req.headers.accept)) {
          target = {...twin, headersPath: twin.relative};
          extra['Content-Location'] = encodePath(twin.relative);
        }
      }
    }
    await sendFile(req, res, target, vary, extra);
  };

  /** Sends a file of the build: the representation, preconditions and range decide the answer (see the header). */
  const sendFile = async (
    req: IncomingMessage,
    res: ServerResponse,
    target: Target,
    vary: string[],
    extra: Record<string, string>,
  ) => {
    const absolute = path.join(dir, target.relative);
    const available = await siblingCodings(absolute);
    if (available.length) vary.push('Accept-Encoding');
    // Ranges are of the file as stored; If-Range compares the file's own validators.
    const range = decideRange(req.method, req.headers, {
      size: target.stats.size,
      mtime: target.stats.mtime,
      etag: req.headers['if-range'] === undefined ? undefined : (await files.get(absolute, target.stats)).etag,
    });
    let coding: ContentCoding =
      range === 'whole' ? preferredCoding(req.headers['accept-encoding'], available) : 'identity';
    // The sibling the request prefers (the file itself when a sibling went missing since it was listed).
    let file = siblingPath(absolute, coding);
    let stats = coding === 'identity' ? target.stats : await stat(file).catch(() => null);
    if (!stats) {
      [coding, file, stats] = ['identity', absolute, target.stats];
    }
    const {etag, body} = await files.get(file, stats);
    const headers = headersFor(rules, target.headersPath, target.route);
    for (const [k, v] of Object.entries({...headers, ...extra})) res.setHeader(k, v);
    if (vary.length) res.setHeader('Vary', vary.join(', '));
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', formatHttpDate(stats.mtimeMs));
    res.setHeader('Accept-Ranges', 'bytes');
    const outcome = evaluatePreconditions(req.method!, req.headers, {etag, lastModified: stats.mtimeMs});
    if (outcome === 412) {
      answer(req, res, 412, 'Precondition failed\n');
      return;
    }
    if (outcome === 304) {
      // §15.4.5: the 200's validators, Vary and caching headers, without its content headers.
      res.statusCode = 304;
      res.end();
      return;
    }
    if (range === 'unsatisfiable') {
      answer(req, res, 416, 'Range not satisfiable\n', {
        'Content-Range': `bytes */${stats.size}`,
        'Accept-Ranges': 'bytes',
      });
      return;
    }
    res.setHeader('Content-Type', headers['Content-Type'] ?? mediaTypeOf(target.relative));
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    const [start, end] = range === 'whole' ? [0, stats.size - 1] : [range.start, range.end];
    if (range !== 'whole') {
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`);
    }
    res.setHeader('Content-Length', Math.max(0, end - start + 1));
    if (req.method === 'HEAD' || end < start) {
      res.end();
      return;
    }
    if (body) {
      res.end(body.subarray(start, end + 1));
      return;
    }
    // A large file: Node opens and closes it; a client that goes away ends the stream (the response is cut short).
    await pipeline(createReadStream(file, {start, end}), res).catch(() => res.destroy());
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((err: unknown) => {
      console.error(`serve:prod: ${req.method} ${req.url}: ${(err as Error).message}`);
      answer(req, res, 500, 'Internal error\n');
    });
  };
}

/** The Markdown twin a route has in the build, if any (src/plugins/markdown-twins: the route plus `.md`). */
async function twinOf(dir: string, route: string): Promise<{relative: string; stats: Stats} | null> {
  const relative = twinPath(route);
  const stats = await stat(path.join(dir, relative)).catch(() => null);
  return stats?.isFile() ? {relative, stats} : null;
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
  // The step that writes the siblings may have been skipped (DOCS_PRECOMPRESS=0, or `docusaurus build` alone).
  const compressed = existsSync(path.join(dir, '404.html.br'))
    ? 'precompressed'
    : 'not compressed: the build has no .br or .gz files';
  server.listen(port, values.host, () =>
    console.log(`Serving ${dir} at ${serverUrl(server.address() as AddressInfo)} (${compressed}, with _headers)`),
  );
}
