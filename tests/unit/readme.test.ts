/**
 * The README is a front door, and it and the guides it leads to stay navigable: README.md has at most 300 lines
 * and names at most 3 dates (a figure appears once, as its current value; the handbook holds the rest), every
 * relative link in README.md, CONTRIBUTING.md and handbook/*.md reaches a file, and every anchor a heading of
 * its file, by GitHub's own slugs (github-slugger). handbook/architecture.md lists every custom part.
 */
// cspell:ignore testbudgets
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';

const ROOT = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const readme = read('README.md');
const scripts = (JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts;
const HANDBOOK = readdirSync(path.join(ROOT, 'handbook'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `handbook/${name}`);
/** The Markdown files whose links are checked, relative to the repository root. */
const GUIDES = ['README.md', 'CONTRIBUTING.md', ...HANDBOOK];

const MAX_README_LINES = 300;
const MAX_README_DATES = 3;

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(): {n: number; text: string}[] {
  let fenced = false;
  return readme.split('\n').flatMap((text, i) => {
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{n: i + 1, text}];
  });
}

/** Parsed trees, by text: each file is parsed once however many links name it. */
const trees = new Map<string, Root>();
function parse(text: string): Root {
  let tree = trees.get(text);
  if (!tree) trees.set(text, (tree = fromMarkdown(text, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]})));
  return tree;
}

const anchorSets = new Map<string, Set<string>>();
/** The anchors GitHub gives a Markdown file: each heading's slug (repeats get -1, -2, …), and HTML ids and names. */
export function anchorsOf(text: string): Set<string> {
  const known = anchorSets.get(text);
  if (known) return known;
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  anchorSets.set(text, anchors);
  visit(parse(text), (node) => {
    if (node.type === 'heading') anchors.add(slugger.slug(toString(node)));
    if (node.type === 'html')
      for (const m of node.value.matchAll(/\b(?:id|name)\s*=\s*["']([^"']+)["']/g)) anchors.add(m[1]!);
  });
  return anchors;
}

/**
 * Every relative link of `text` (the file `file`, relative to the repository root) that reaches no file, or whose
 * `#anchor` is no heading of the Markdown file it names; each message names the file, the line and the link.
 */
export function brokenLinks(file: string, text: string): string[] {
  const problems: string[] = [];
  const anchorsOfFile = (target: string) => anchorsOf(target === file ? text : read(target));
  visit(parse(text), (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const url = node.url;
    if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return;
    const line = node.position?.start.line ?? 0;
    const where = `${file}:${line}: link "${url}"`;
    const hash = url.indexOf('#');
    let pathPart: string, anchor: string | undefined;
    try {
      pathPart = decodeURIComponent(hash < 0 ? url : url.slice(0, hash));
      anchor = hash < 0 ? undefined : decodeURIComponent(url.slice(hash + 1));
    } catch {
      problems.push(`${where}: not a valid URL escape`);
      return;
    }
    const target = pathPart
      ? path.posix.normalize(
          pathPart.startsWith('/') ? pathPart.slice(1) : path.posix.join(path.posix.dirname(file), pathPart),
        )
      : file;
    if (target !== file && !existsSync(path.join(ROOT, target))) {
      problems.push(`${where}: ${target} does not exist`);
      return;
    }
    if (anchor === undefined || !target.endsWith('.md')) return;
    if (!anchorsOfFile(target).has(anchor))
      problems.push(`${where}: ${target} has no heading with the anchor #${anchor}`);
  });
  return problems;
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const DATE = new RegExp(
  [
    `\\b\\d{1,2} ${MONTH} \\d{4}\\b`,
    `\\b${MONTH} \\d{1,2}, \\d{4}\\b`,
    `\\b${MONTH} \\d{4}\\b`,
    `\\b\\d{4}-\\d{2}-\\d{2}\\b`,
  ].join('|'),
  'g',
);

/** Every date a text names (day, month and year; month and year; or ISO), in order. */
export function datesIn(text: string): string[] {
  return [...text.matchAll(DATE)].map((m) => m[0]);
}

test(`README.md has at most ${MAX_README_LINES} lines: it is the front door, the handbook holds the rest`, () => {
  const lines = readme.endsWith('\n') ? readme.split('\n').length - 1 : readme.split('\n').length;
  assert.ok(lines <= MAX_README_LINES, `README.md has ${lines} lines; move detail into handbook/`);
});

test(`README.md names at most ${MAX_README_DATES} dates (a figure appears once, current, in the handbook)`, () => {
  const dates = datesIn(readme);
  assert.ok(dates.length <= MAX_README_DATES, `README.md names ${dates.length} dates: ${dates.join('; ')}`);
  assert.deepEqual(datesIn('On 28 November 2026, then March 2025, May 3, 2024 and 2026-12-02.'), [
    '28 November 2026',
    'March 2025',
    'May 3, 2024',
    '2026-12-02',
  ]);
});

test('README tables are not cut by a blank line (rows after it would render as raw "|" text)', () => {
  const lines = proseLines();
  for (let i = 2; i < lines.length; i++) {
    const [before, blank, row] = [lines[i - 2]!, lines[i - 1]!, lines[i]!];
    if (before.text.startsWith('|') && blank.text.trim() === '' && row.text.startsWith('|')) {
      const next = lines[i + 1]?.text ?? '';
      // A new table starts with a header row followed by a delimiter row; anything else continues the last one.
      assert.match(
        next,
        /^\|\s*:?-{3,}/,
        `README.md:${row.n}: table row after a blank line (the table above ends at line ${before.n})`,
      );
    }
  }
});

test('every `npm run <script>` the README, CONTRIBUTING.md and the handbook name exists in package.json', () => {
  for (const file of GUIDES) {
    const named = new Set([...read(file).matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1]!));
    for (const name of named)
      assert.ok(Object.hasOwn(scripts, name), `${file} names "npm run ${name}", which package.json does not define`);
  }
  assert.ok(new Set([...readme.matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1])).size > 5);
  assert.ok(Object.hasOwn(scripts, 'start') && Object.hasOwn(scripts, 'test'));
});

test('README gives the two commands, and .ci/run still runs npm test', () => {
  assert.match(readme, /^npm ci && npm start$/m);
  assert.match(readme, /^npm test$/m);
  assert.match(read('.ci/run'), /^npm test$/m);
});

test('every relative link of README.md, CONTRIBUTING.md and handbook/*.md reaches a file and a heading', () => {
  assert.ok(HANDBOOK.length >= 10, `handbook/ holds ${HANDBOOK.length} Markdown files`);
  const problems = GUIDES.flatMap((file) => brokenLinks(file, read(file)));
  assert.deepEqual(problems, []);
});

test('the link check fails on a missing file, a missing anchor and a missing cross-file anchor, naming each', () => {
  const fixture = [
    '# Fixture',
    '',
    '## A heading with `code` and a [link](handbook/README.md)',
    '',
    '[ok](#a-heading-with-code-and-a-link) [ok](handbook/search.md#how-it-works) [ok](https://example.org/#x)',
    '[gone](handbook/no-such-file.md) [here](#no-such-heading) [there](handbook/README.md#no-such-heading)',
    '[bad](%E0%A4%A)',
    '',
    '```md',
    '[in code](not-checked.md)',
    '```',
  ].join('\n');
  assert.deepEqual(brokenLinks('fixture.md', fixture), [
    'fixture.md:6: link "handbook/no-such-file.md": handbook/no-such-file.md does not exist',
    'fixture.md:6: link "#no-such-heading": fixture.md has no heading with the anchor #no-such-heading',
    'fixture.md:6: link "handbook/README.md#no-such-heading": handbook/README.md has no heading with the anchor #no-such-heading',
    'fixture.md:7: link "%E0%A4%A": not a valid URL escape',
  ]);
  // GitHub's slugs: punctuation dropped, repeats numbered.
  assert.deepEqual(
    [...anchorsOf('# A\n## Budgets (`npm run test:budgets`)\n## Budgets (`npm run test:budgets`)')],
    ['a', 'budgets-npm-run-testbudgets', 'budgets-npm-run-testbudgets-1'],
  );
});

test('handbook/README.md links every handbook file', () => {
  const index = read('handbook/README.md');
  for (const file of HANDBOOK.filter((f) => f !== 'handbook/README.md'))
    assert.ok(index.includes(`](${path.basename(file)})`), `handbook/README.md does not link ${file}`);
});

test('handbook/architecture.md lists every local plugin, patch and override', () => {
  const inventory = read('handbook/architecture.md');
  for (const entry of readdirSync(path.join(ROOT, 'src/plugins'), {withFileTypes: true})) {
    const named = `\`src/plugins/${entry.name}${entry.isDirectory() ? '/' : ''}\``;
    assert.ok(inventory.includes(named), `handbook/architecture.md does not list ${named}`);
  }
  for (const patch of readdirSync(path.join(ROOT, 'patches')))
    assert.ok(inventory.includes(`\`${patch}\``), `handbook/architecture.md does not list patches/${patch}`);
  const {overrides} = JSON.parse(read('package.json')) as {overrides: Record<string, unknown>};
  for (const name of Object.keys(overrides))
    assert.ok(inventory.includes(`\`${name}\``), `handbook/architecture.md does not list the override of ${name}`);
});
