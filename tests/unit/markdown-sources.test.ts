/**
 * Every doc, parsed as the docs plugin parses it (GFM, directives, math, and MDX for .mdx), checked against the
 * shortcuts the build takes on the strength of its source:
 * - rehype-katex and the style-class plugin skip a doc when couldHoldMath says it has no math
 *   (src/plugins/when-source-has.ts): such a doc must have no math node;
 * - remark-emoji is off (`markdown.emoji: false` in docusaurus.config.ts): no doc may have a shortcode it would
 *   have turned into an emoji.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {Nodes, Root} from 'mdast';
import {couldHoldMath} from '../../src/plugins/when-source-has';
import {parseDocBody as parse} from '../../src/plugins/markdown-twins/toMarkdown';
import {docFiles} from '../../scripts/sources/ledger';

const DOCS = path.join(__dirname, '../../docs');

function count(node: Nodes, types: ReadonlySet<string>): number {
  const own = types.has(node.type) ? 1 : 0;
  return 'children' in node ? node.children.reduce((n, child) => n + count(child, types), own) : own;
}

const MATH_NODES = new Set(['math', 'inlineMath']);

type Transformer = (tree: Root) => void;

/** Whether `emoji` (remark-emoji's transformer) changes the tree: it replaces the shortcodes it knows in text nodes. */
function emojiChanges(emoji: Transformer, tree: Root): boolean {
  const before = JSON.stringify(tree);
  emoji(tree);
  return JSON.stringify(tree) !== before;
}

const docs = docFiles(DOCS).map((file) => {
  const body = matter(readFileSync(file, 'utf8')).content;
  return {name: path.relative(DOCS, file), body, tree: parse(body, file.endsWith('.mdx'))};
});

test('every doc the math test skips has no math (rehype-katex would have nothing to render)', () => {
  assert.ok(docs.length > 250, `${docs.length} docs read`);
  let withMath = 0;
  for (const {name, body, tree} of docs) {
    const mathNodes = count(tree, MATH_NODES);
    if (mathNodes > 0) withMath += 1;
    assert.ok(
      mathNodes === 0 || couldHoldMath(body),
      `docs/${name} has ${mathNodes} math node(s) but couldHoldMath says it has none: fix src/plugins/when-source-has.ts`,
    );
  }
  assert.ok(withMath >= 5, `${withMath} docs with math: the check has pages to check`);
  // The check can fail: a page with inline math outside code.
  const page = 'Fee $f$ per gas.';
  assert.equal(count(parse(page, false), MATH_NODES), 1);
});

test('no doc writes an emoji shortcode (remark-emoji is off)', async () => {
  // The plugin Docusaurus runs when `markdown.emoji` is on (a dependency of @docusaurus/mdx-loader, ES module only).
  const {default: remarkEmoji} = (await import('remark-emoji')) as {default: () => Transformer};
  const emoji = remarkEmoji();
  for (const {name, tree} of docs)
    assert.ok(
      !emojiChanges(emoji, tree),
      `docs/${name} uses an emoji shortcode such as :tada:: write the emoji itself, or set markdown.emoji back to true in docusaurus.config.ts`,
    );
  // The check can fail: remark-emoji does change a page with a shortcode it knows.
  assert.ok(emojiChanges(emoji, parse('Done :tada:', false)));
});
