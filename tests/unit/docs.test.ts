import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {loadRoutes, docRoutes, routeToFile} from '../../scripts/route-manifest.mjs';

const ROOT = path.join(__dirname, '../..');
const UNLISTED = new Set(['cli/autocomplete', 'cli/epochs', 'cli/grandamento', 'cli/reserve']);
const SIDEBARS = [
  'generalSidebar',
  'buildSidebar',
  'developersSidebar',
  'communitySidebar',
  'holderSidebar',
  'cliSidebar',
  'cel2Sidebar',
];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : /\.mdx?$/.test(f) ? [p] : [];
  });
}

const docIds = walk(path.join(ROOT, 'docs')).map((f) =>
  path.relative(path.join(ROOT, 'docs'), f).replace(/\.mdx?$/, ''),
);

function collect(items: unknown, out: {id: string; sidebar: string}[], sidebar: string) {
  if (Array.isArray(items)) {
    for (const item of items) collect(item, out, sidebar);
    return;
  }
  if (typeof items === 'string') {
    out.push({id: items, sidebar});
    return;
  }
  if (items && typeof items === 'object') {
    const item = items as {type?: string; id?: string; items?: unknown; link?: {type?: string; id?: string}};
    if (item.type === 'doc' && item.id) out.push({id: item.id, sidebar});
    if (item.link?.type === 'doc' && item.link.id) out.push({id: item.link.id, sidebar});
    if (item.items) collect(item.items, out, sidebar);
  }
}

const placed: {id: string; sidebar: string}[] = [];
for (const [name, items] of Object.entries(sidebars)) collect(items, placed, name);

test('there are exactly the seven sidebars of the spec', () => {
  assert.deepEqual(Object.keys(sidebars).sort(), [...SIDEBARS].sort());
});

test('every route of routes.txt has its doc file (or is a page)', () => {
  const routes: string[] = loadRoutes();
  assert.equal(routes.length, 295);
  const missing = docRoutes(routes).filter((r: string) => !existsSync(path.join(ROOT, routeToFile(r, routes))));
  assert.deepEqual(missing, []);
  for (const page of [
    'src/pages/index.tsx',
    'src/pages/home/index.tsx',
    'src/pages/showcase/index.tsx',
    'src/pages/markdown-page.mdx',
  ]) {
    assert.ok(existsSync(path.join(ROOT, page)), `missing page ${page}`);
  }
});

test('every doc file is served at a route listed in routes.txt (so the route walk visits it)', () => {
  const routes = new Set<string>(loadRoutes());
  const unlisted = docIds.map((id) => `/${id}`.replace(/\/index$/, '') || '/').filter((r) => !routes.has(r));
  assert.deepEqual(unlisted, [], 'add these routes to src/data/routes.txt');
});

test('every doc is in exactly one sidebar, except the four unlisted CLI pages', () => {
  const problems: string[] = [];
  for (const id of docIds) {
    const where = placed.filter((p) => p.id === id).map((p) => p.sidebar);
    if (UNLISTED.has(id)) {
      if (where.length) problems.push(`${id} must not be in a sidebar (found in ${where.join(', ')})`);
    } else if (where.length !== 1) {
      problems.push(`${id} is in ${where.length} sidebar entries (${where.join(', ') || 'none'})`);
    }
  }
  for (const {id, sidebar} of placed)
    if (!docIds.includes(id)) problems.push(`${sidebar} references missing doc ${id}`);
  assert.deepEqual(problems, []);
});

test('every sidebar starts with its overview page', () => {
  for (const name of SIDEBARS) {
    const first = (sidebars[name] as unknown[])[0] as {type: string; id: string};
    assert.equal(first.type, 'doc', `${name} starts with a doc`);
  }
});

// The writing rules (front matter, opening, links, address literals, …) are markdownlint rules: `npm run lint:md`,
// tested in tests/unit/markdownlint-rules.test.ts.
