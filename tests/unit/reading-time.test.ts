/**
 * The reading time under a doc's title (src/plugins/remark-reading-time.ts): minutes from the `reading-time`
 * package's word count, and the paragraph the plugin puts first in the tree.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root} from 'mdast';
import remarkReadingTime, {minutesToRead} from '../../src/plugins/remark-reading-time';

test('minutesToRead rounds the words at 200 a minute, and says at least 1', () => {
  assert.equal(minutesToRead(''), 1);
  assert.equal(minutesToRead('word '.repeat(299)), 1);
  assert.equal(minutesToRead('word '.repeat(300)), 2);
  assert.equal(minutesToRead('word '.repeat(2000)), 10);
  assert.equal(minutesToRead('一'.repeat(1000)), 5);
});

test('the plugin puts the "N min read" paragraph first, with the minutes in data-reading-time', () => {
  const tree: Root = {
    type: 'root',
    children: [{type: 'paragraph', children: [{type: 'text', value: 'word '.repeat(700)}]}],
  };
  remarkReadingTime()(tree);
  const first = tree.children[0]!;
  assert.equal(first.type, 'paragraph');
  assert.deepEqual(first.data?.hProperties, {className: ['reading-time'], 'data-reading-time': 4});
  assert.deepEqual(first.type === 'paragraph' && first.children, [{type: 'text', value: '4 min read'}]);
  assert.equal(tree.children.length, 2);
});
