/**
 * Remark plugin: puts "N min read" under a doc's title.
 *
 * The docs plugin of Docusaurus computes reading time only for blog posts, so this plugin counts the
 * words of the Markdown (code included) and inserts a small paragraph at the top of the content. It is a plain
 * mdast node, so it works for `.md` and `.mdx` files and is part of the static HTML (no layout shift, no client
 * code).
 *
 * The `reading-time` package counts the words of the text mdast-util-to-string gives (CJK characters count one
 * each).
 */
import type {Root, Paragraph} from 'mdast';
import readingTime from 'reading-time';
import {nativeImport} from '../utils/nativeImport';

// ES-module packages, loaded by Node rather than transpiled by the config loader (see nativeImport.ts).
const {toString} = nativeImport<typeof import('mdast-util-to-string')>('mdast-util-to-string');

const WORDS_PER_MINUTE = 200;

/** Words counted by the `reading-time` package's rules (CJK characters count one each), at 200 a minute, at least 1. */
export function minutesToRead(text: string): number {
  return Math.max(1, Math.round(readingTime(text, {wordsPerMinute: WORDS_PER_MINUTE}).words / WORDS_PER_MINUTE));
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
