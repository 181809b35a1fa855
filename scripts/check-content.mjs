// Content lint for docs/: the rules every page must meet (see README "Writing a page").
// Usage: node scripts/check-content.mjs [folder-or-file ...]   (default: docs)
// Exits 1 and names each file and rule that fails.
import {readFileSync, readdirSync, statSync, existsSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export const RULES = {
  descriptionMax: 160,
  openingMinWords: 60,
};

function readLines(file) {
  return readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l.startsWith('/'));
}

/** Internal paths a page may link to: every canonical route, redirect sources, and static files. */
export function knownPaths() {
  const routes = new Set(readLines(path.join(ROOT, 'src/data/routes.txt')));
  // Pages added beyond the spec's route list (a file in docs/ is a route of its own).
  for (const f of walk(path.join(ROOT, 'docs'))) {
    routes.add('/' + path.relative(path.join(ROOT, 'docs'), f).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, ''));
  }
  const redirects = path.join(ROOT, 'src/data/redirects.txt');
  if (existsSync(redirects)) {
    for (const l of readLines(redirects)) routes.add(l.split('->')[0].trim());
  }
  return routes;
}

function walk(p) {
  if (statSync(p).isDirectory()) return readdirSync(p).flatMap((f) => walk(path.join(p, f)));
  return /\.mdx?$/.test(p) ? [p] : [];
}

function stripCode(body) {
  return body.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' x ');
}

export function countWords(text) {
  return text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
}

/** Prose before the first h2, without admonitions, imports, headings and JSX lines. */
export function openingText(body) {
  const beforeH2 = stripCode(body).split(/^##\s/m)[0] ?? '';
  return beforeH2
    .replace(/^:::[a-z]+[^\n]*\n[\s\S]*?^:::\s*$/gm, ' ')
    .split('\n')
    .filter((l) => !/^\s*(#|import |export |<)/.test(l))
    .join(' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

export function internalLinks(body) {
  const links = [];
  const re = /\]\((\/[^)\s]*)\)|href="(\/[^"]*)"|to="(\/[^"]*)"/g;
  for (const m of stripCode(body).matchAll(re)) links.push(m[1] ?? m[2] ?? m[3]);
  return links;
}

/** Returns a list of "file: problem" strings for one Markdown file. */
export function checkFile(file, known = knownPaths()) {
  const rel = path.relative(ROOT, file);
  const problems = [];
  const {data, content} = matter(readFileSync(file, 'utf8'));
  if (typeof data.title !== 'string' || !data.title.trim()) problems.push(`${rel}: front matter has no title`);
  if (typeof data.description !== 'string' || !data.description.trim()) {
    problems.push(`${rel}: front matter has no description`);
  } else if (data.description.length >= RULES.descriptionMax) {
    problems.push(`${rel}: description is ${data.description.length} characters (must be under ${RULES.descriptionMax})`);
  }
  const opening = countWords(openingText(content));
  if (opening < RULES.openingMinWords) {
    problems.push(`${rel}: opening (text before the first h2) has ${opening} words (needs ${RULES.openingMinWords})`);
  }
  if (!/^##\s/m.test(content)) problems.push(`${rel}: has no h2 section`);
  const links = internalLinks(content);
  if (links.length === 0) problems.push(`${rel}: links to no related page`);
  for (const link of links) {
    const target = link.split('#')[0].split('?')[0].replace(/\/$/, '') || '/';
    if (target.startsWith('/img/') || target.startsWith('/fonts/')) continue;
    if (!known.has(target)) problems.push(`${rel}: links to unknown route ${link}`);
  }
  if (/\b0x[0-9a-fA-F]{40}\b/.test(content)) problems.push(`${rel}: contains a literal 40-hex-digit address (use src/data)`);
  if (/\]\(\.{1,2}\//.test(content)) problems.push(`${rel}: uses a relative link; link by route (/section/page)`);
  const oldTitle = stripCode(content).match(/^:::(note|tip|info|warning|danger|caution)[ \t]+\S.*$/m);
  if (oldTitle) problems.push(`${rel}: admonition title "${oldTitle[0]}" renders as text; write :::${oldTitle[1]}[Title]`);
  return problems;
}

export function checkPaths(paths) {
  const known = knownPaths();
  return paths.flatMap(walk).flatMap((f) => checkFile(f, known));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const targets = (args.length ? args : ['docs']).map((a) => path.resolve(a));
  const problems = checkPaths(targets);
  const files = targets.flatMap(walk);
  for (const p of problems) console.error(p);
  console.log(`${files.length} files checked, ${problems.length} problems`);
  process.exit(problems.length ? 1 : 0);
}
