// Maps every doc route of src/data/routes.txt (the product specification's route list) to its Markdown file.
// Usage: node scripts/route-manifest.mjs  -> prints "route<TAB>file" lines.
import {existsSync, readFileSync} from 'node:fs';

const PAGES = new Set(['/', '/home', '/markdown-page', '/search', '/showcase', '/site-map']);

export function loadRoutes(file = new URL('../src/data/routes.txt', import.meta.url)) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/'));
}

export function docRoutes(routes = loadRoutes()) {
  return routes.filter((r) => !PAGES.has(r));
}

const ROOT = new URL('..', import.meta.url).pathname;

/**
 * A route that is the parent of another route becomes `index.md` in its folder. Pages that use components
 * are `.mdx`: the existing file wins, `.md` otherwise.
 */
export function routeToFile(route, routes = loadRoutes()) {
  const isParent = routes.some((r) => r !== route && r.startsWith(route + '/'));
  const base = isParent ? `docs${route}/index` : `docs${route}`;
  return existsSync(`${ROOT}${base}.mdx`) ? `${base}.mdx` : `${base}.md`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = loadRoutes();
  for (const r of docRoutes(routes)) console.log(`${r}\t${routeToFile(r, routes)}`);
}
