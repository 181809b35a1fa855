/**
 * Serves build/ the way a production host would, for the e2e tests and benchmarks:
 *   - gzip or brotli compression (the `compression` middleware negotiates Accept-Encoding);
 *   - clean URLs: /cli/node serves cli/node.html, and /cli/node/ redirects (301) to /cli/node;
 *   - the 404 page with status 404;
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
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Headers of the matching _headers rules, by request path (sirv sets no Cache-Control of its own).
    for (const [k, v] of Object.entries(headersFor(rules, url.pathname))) res.setHeader(k, v);
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.writeHead(301, {Location: url.pathname.replace(/\/+$/, '') + url.search});
      res.end();
      return;
    }
    if (url.pathname === '/_headers' || url.pathname.endsWith('.conf')) {
      url.pathname = '/__not_served__';
      req.url = url.pathname;
    }
    compress(req as never, res as never, () => {
      files(req, res, () => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(notFound);
      });
    });
  };
}

if (require.main === module) {
  const port = Number(arg('port', process.env.PORT ?? '3000'));
  const dir = path.resolve(arg('dir', 'build'));
  const server = createServer(createHandler(dir));
  server.listen(port, () => console.log(`Serving ${dir} at http://localhost:${port}/ (compressed, with _headers)`));
}
