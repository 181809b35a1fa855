import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {forEachElement} from '../../src/plugins/hast-elements';

const el = (tagName: string, ...children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});

// A table with a task list in one cell, text and comments between the elements.
const tree: Root = {
  type: 'root',
  children: [
    el('h2', text('Title')),
    {type: 'comment', value: 'note'},
    el(
      'table',
      el('thead', el('tr', el('th'), el('th', text('Mainnet')))),
      el('tbody', el('tr', el('td', el('ul', el('li', el('input'), text('done')))), el('td', text('x')))),
    ),
    el('p', text('end'), el('code', text('c'))),
  ],
};

test('forEachElement visits every element in the order unist-util-visit does', () => {
  const expected: string[] = [];
  visit(tree, 'element', (node: Element) => void expected.push(node.tagName));
  const seen: string[] = [];
  forEachElement(tree, (node) => seen.push(node.tagName));
  assert.deepEqual(seen, expected);
  assert.equal(seen.length, 15);
});

test('forEachElement sees a change made to an element before it walks its children', () => {
  const thead = structuredClone(tree);
  const names: string[] = [];
  forEachElement(thead, (node) => {
    if (node.tagName === 'th') node.tagName = 'td';
    names.push(node.tagName);
  });
  assert.deepEqual(names.slice(2, 7), ['thead', 'tr', 'td', 'td', 'tbody']);
});
