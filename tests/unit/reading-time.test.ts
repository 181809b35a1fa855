/**
 * The reading-time word count (src/plugins/remark-reading-time.ts) against the package whose rules it follows,
 * reading-time 1.5: on every doc's source and on generated text mixing every class of character it tells apart.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import readingTime from 'reading-time';
import {countWords, minutesToRead} from '../../src/plugins/remark-reading-time';

const DOCS = path.join(__dirname, '../../docs');

test('countWords gives reading-time’s count for every doc', () => {
  const files = readdirSync(DOCS, {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f));
  assert.ok(files.length > 250, `the docs are read (${files.length})`);
  for (const file of files) {
    const text = readFileSync(path.join(DOCS, file), 'utf8');
    assert.equal(countWords(text), readingTime(text).words, file);
  }
});

test('countWords gives reading-time’s count on generated text with CJK, punctuation, bounds and surrogates', () => {
  const pieces = [
    ...'abcXYZ019é',
    ' ',
    '\n',
    '\r',
    '\t',
    '\u00a0', // bounds, and a no-break space, which is not one
    ...'!/:@[`{~', // ASCII punctuation at each range's edges
    'ぁ',
    'ゟ',
    'ア', // hiragana's range, and katakana, which reading-time leaves out
    '一',
    '龥',
    '鿿',
    '가',
    '힣', // ideographs and Hangul, at their ranges' edges
    '、',
    '〿',
    '！',
    '～',
    '￯', // CJK and full-width punctuation
    '😀',
    '𠀀', // surrogate pairs (𠀀 is U+20000, in the extension range reading-time cannot reach)
  ];
  let seed = 30;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let n = 0; n < 3000; n++) {
    let text = '';
    const length = Math.floor(random() * 40);
    for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
    assert.equal(countWords(text), readingTime(text).words, JSON.stringify(text));
  }
  for (const text of ['', ' ', '\n\n', 'a', ' a ', '一', '一、', '一 、 ', 'a一b', '、一']) {
    assert.equal(countWords(text), readingTime(text).words, JSON.stringify(text));
  }
});

test('minutesToRead rounds the words at 200 a minute, and says at least 1', () => {
  assert.equal(minutesToRead(''), 1);
  assert.equal(minutesToRead('word '.repeat(299)), 1);
  assert.equal(minutesToRead('word '.repeat(300)), 2);
  assert.equal(minutesToRead('word '.repeat(2000)), 10);
  assert.equal(minutesToRead('一'.repeat(1000)), 5);
});
