/**
 * Remark plugin: puts "N min read" under a doc's title.
 *
 * The docs plugin of Docusaurus computes reading time only for blog posts, so this plugin counts the
 * words of the Markdown (code included) and inserts a small paragraph at the top of the content. It is a plain
 * mdast node, so it works for `.md` and `.mdx` files and is part of the static HTML (no layout shift, no client
 * code).
 *
 * The words are counted by the rules of the `reading-time` package (1.5), which the site used before, but with
 * character codes in one loop: the package tests each character through string and array helpers, and took
 * about 0.3 s of the main thread's MDX compile in a cold build, for 289 docs. tests/unit/reading-time.test.ts
 * checks the count against the package's on every doc and on generated text.
 */
import type {Root, Paragraph} from 'mdast';
import {nativeImport} from '../utils/nativeImport';

// ES-module packages, loaded by Node rather than transpiled by the config loader (see nativeImport.ts).
const {toString} = nativeImport<typeof import('mdast-util-to-string')>('mdast-util-to-string');

const WORDS_PER_MINUTE = 200;

/** Space, line feed, carriage return, tab: what separates words. */
const isBound = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Hiragana, CJK unified ideographs, Hangul: each one is a word. (reading-time also lists the CJK extensions at
 * U+20000 and above, but it tests one UTF-16 code unit at a time, which never reaches them.)
 */
const isCJK = (c: number) =>
  (c >= 0x3040 && c <= 0x309f) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7a3);

/** ASCII punctuation, CJK symbols and punctuation, full-width forms. */
const isPunctuation = (c: number) =>
  (c >= 0x21 && c <= 0x2f) ||
  (c >= 0x3a && c <= 0x40) ||
  (c >= 0x5b && c <= 0x60) ||
  (c >= 0x7b && c <= 0x7e) ||
  (c >= 0x3000 && c <= 0x303f) ||
  (c >= 0xff00 && c <= 0xffef);

/** The number of words in `text`, as reading-time 1.5 counts them. */
export function countWords(text: string): number {
  const length = text.length;
  // The text with a line feed after it, as reading-time reads it; NaN past that.
  const code = (i: number) => (i < length ? text.charCodeAt(i) : i === length ? 0x0a : NaN);
  let start = 0;
  let end = length - 1;
  while (start < length && isBound(code(start))) start++;
  while (end >= 0 && isBound(code(end))) end--;
  let words = 0;
  for (let i = start; i <= end; i++) {
    const c = code(i);
    const next = code(i + 1);
    // A CJK character is a word; so is a run of other characters that a bound or a CJK character ends.
    if (isCJK(c) || (!isBound(c) && (isBound(next) || isCJK(next)))) words++;
    // Punctuation and bounds after a CJK character belong to it.
    if (isCJK(c)) {
      while (i <= end && (isPunctuation(code(i + 1)) || isBound(code(i + 1)))) i++;
    }
  }
  return words;
}

export function minutesToRead(text: string): number {
  return Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE));
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

export default function remarkReadingTime() {
  return (tree: Root): void => {
    const minutes = minutesToRead(toString(tree));
    const node: Paragraph = {
      type: 'paragraph',
      data: {hName: 'p', hProperties: {className: ['reading-time'], 'data-reading-time': minutes}},
      children: [{type: 'text', value: readingTimeLabel(minutes)}],
    };
    tree.children.unshift(node);
  };
}
