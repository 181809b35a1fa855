/**
 * Serves build/ the way a production host would, for the e2e tests and benchmarks:
 *   - gzip or brotli compression (the `compression` middleware negotiates Accept-Encoding);
 *   - clean URLs: /cli/node serves cli/node.html, and /cli/node/ redirects (301) to /cli/node;
 *   - the 404 page with status 404;
 *   - the request path decoded and normalised before any check, so a redirect always targets a path on this
 *     origin (/.//evil.example/ → /evil.example) and the host's own files (_headers, *.conf) stay hidden
 *     however they are spelt (/%5Fheaders);
 *   - the headers of build/_headers (security headers with the CSP, and cache headers: hashed assets under
 *     /assets/ are immutable, everything else is revalidated), exactly as Netlify or Cloudflare Pages would.
 *
 *   npm run serve:prod [-- --port 3210] [-- --dir build]
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {headersFor, parseHeadersFile, type HeaderRule} from '../src/config/securityHeaders';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

export function createHandler(dir: string) {
  const headersFile = path.join(dir, '_headers');
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no index.html: run the build first`);
  const rules: HeaderRule[] = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const notFound = readFileSync(path.join(dir, '404.html'));
  const compress = compression({threshold: 512});
  const files = sirv(dir, {
    extensions: ['html'],
    etag: true,
    dotfiles: false,
  });

  return (req: IncomingMessage, res: ServerResponse) => {
    const target = normaliseRequestPath(req.url ?? '/');
    if (!target) {
      res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Bad request path\n');
      return;
    }
    const {pathname, search} = target;
    // Headers of the matching _headers rules, by request path (sirv sets no Cache-Control of its own).
    for (const [k, v] of Object.entries(headersFor(rules, pathname))) res.setHeader(k, v);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // A same-origin path: normalisation collapsed every run of slashes, so this never starts with "//".
      res.writeHead(301, {Location: encodePath(pathname.replace(/\/+$/, '')) + search});
      res.end();
      return;
    }
    req.url = isHidden(pathname) ? '/__not_served__' : encodePath(pathname) + search;
    compress(req as never, res as never, () => {
      files(req, res, () => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(notFound);
      });
    });
  };
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

if (require.main === module) {
  const port = Number(arg('port', process.env.PORT ?? '3000'));
  const dir = path.resolve(arg('dir', 'build'));
  const server = createServer(createHandler(dir));
  server.listen(port, () => console.log(`Serving ${dir} at http://localhost:${port}/ (compressed, with _headers)`));
}
