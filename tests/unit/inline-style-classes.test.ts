import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, Root} from 'hast';
import rehypeKatex from 'rehype-katex';
import {visit} from 'unist-util-visit';
import {rehypeStyleClasses, styleClassName, styleRule, STYLE_QUERY} from '../../src/plugins/inline-style-classes';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../src/plugins/inline-style-classes/loader.js') as (this: unknown) => string;

/** A document with inline and display math, as remark-math hands it to rehype-katex. */
function mathDocument(): Root {
  const math = (value: string, display: boolean): Element => ({
    type: 'element',
    tagName: 'code',
    properties: {className: ['language-math', display ? 'math-display' : 'math-inline']},
    children: [{type: 'text', value}],
  });
  return {
    type: 'root',
    children: [
      {type: 'element', tagName: 'p', properties: {}, children: [math('e^{i\\pi} + 1 = 0', false)]},
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [math('\\frac{\\text{gasUsed}_n - \\text{gasTarget}}{\\text{gasTarget}}', true)],
      },
      {type: 'element', tagName: 'span', properties: {style: 'color: red; font-weight: bold !important'}, children: []},
    ],
  };
}

function transform(): {tree: Root; styles: string[]} {
  const tree = mathDocument();
  const file = {message() {}, path: 'doc.md'};
  (rehypeKatex() as unknown as (t: Root, f: unknown) => void)(tree, file);
  const styles: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (typeof node.properties.style === 'string') styles.push(node.properties.style);
  });
  rehypeStyleClasses()(tree);
  return {tree, styles};
}

test('KaTeX style attributes become classes, and the document imports a stylesheet with their rules', () => {
  const {tree, styles} = transform();
  assert.ok(styles.length > 10, 'KaTeX wrote style attributes');
  let left = 0;
  const classes = new Set<string>();
  visit(tree, 'element', (node: Element) => {
    if ('style' in node.properties) left++;
    const names = node.properties.className;
    if (Array.isArray(names)) for (const c of names.map(String)) if (c.startsWith('style-')) classes.add(c);
  });
  assert.equal(left, 0, 'no style attribute is left');
  assert.deepEqual([...classes].sort(), [...new Set(styles.map(styleClassName))].sort());

  const esm = tree.children[0] as unknown as {type: string; value: string};
  assert.equal(esm.type, 'mdxjsEsm');
  const specifier = JSON.parse(esm.value.replace(/^import /, '').replace(/;$/, '')) as string;
  assert.match(specifier, /[\\/]inline-style-classes[\\/]placeholder\.css\?inline-styles=/);
  const css = loader.call({
    getOptions: () => ({query: STYLE_QUERY}),
    resourceQuery: specifier.slice(specifier.indexOf('?')),
    resource: specifier,
  });
  for (const style of new Set(styles)) assert.ok(css.includes(styleRule(style)), `rule for ${style}`);
  assert.equal(css.split('\n').length, classes.size, 'one rule per distinct style');
});

test('each declaration of a rule is !important (an inline style outranks every stylesheet rule)', () => {
  assert.equal(
    styleRule('color: red; font-weight: bold !important'),
    `.${styleClassName('color: red; font-weight: bold !important')}{color:red!important;font-weight:bold!important}`,
  );
  assert.equal(styleClassName('height:0.15em;'), styleClassName('height:0.15em;'), 'the same style, the same class');
  assert.notEqual(styleClassName('height:0.15em;'), styleClassName('height:0.16em;'));
});

test('a document without style attributes is left as it is', () => {
  const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'p', properties: {}, children: []}]};
  rehypeStyleClasses()(tree);
  assert.equal(tree.children.length, 1);
});
