/**
 * Dev-server side: records built straight from a doc's Markdown, for `npm start`, where no HTML has been
 * built yet. Same record shape as records.ts (which reads built HTML and is what production uses);
 * heading anchors use the same slugger as Docusaurus.
 */
import matter from 'gray-matter';
import type {Nodes, Parents} from 'mdast';
import {tableRowText, type PageRecords} from './records';
import {nativeImport} from '../utils/nativeImport';

// ES-module packages, loaded by Node rather than transpiled by the config loader (see nativeImport.ts).
const {fromMarkdown} = nativeImport<typeof import('mdast-util-from-markdown')>('mdast-util-from-markdown');
const {gfmFromMarkdown} = nativeImport<typeof import('mdast-util-gfm')>('mdast-util-gfm');
const {gfm} = nativeImport<typeof import('micromark-extension-gfm')>('micromark-extension-gfm');
const {toString} = nativeImport<typeof import('mdast-util-to-string')>('mdast-util-to-string');
const {default: GithubSlugger} = nativeImport<typeof import('github-slugger')>('github-slugger');

const cellText = (node: Nodes) => toString(node).replace(/\s+/g, ' ').trim();

export function markdownRecords(
  source: string,
  meta: {url: string; lvl0: string; title: string; description: string; tag: string},
): PageRecords {
  const {content} = matter(source);
  const tree = fromMarkdown(content, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  const slugger = new GithubSlugger();
  const records: PageRecords['records'] = [[1, meta.description]];
  const links = new Set<string>();
  const visit = (node: Nodes) => {
    if (node.type === 'code' || node.type === 'html') return;
    if (node.type === 'heading') {
      const text = toString(node).trim();
      if (node.depth === 2 || node.depth === 3) records.push([node.depth, text, slugger.slug(text)]);
      return;
    }
    if (node.type === 'link' && node.url.startsWith('/')) {
      const target = node.url.split('#')[0]!.replace(/(.)\/$/, '$1');
      if (target !== meta.url) links.add(target);
    }
    if (node.type === 'table') {
      const [head, ...rows] = node.children;
      const headers = (head?.children ?? []).map((c) => cellText(c));
      for (const row of rows) {
        const text = tableRowText(
          row.children.map((c) => ({header: false, text: cellText(c)})),
          headers,
          false,
        );
        if (text.length > 1) records.push([0, text]);
      }
    }
    if (node.type === 'paragraph') {
      const text = cellText(node);
      if (text.length > 1) records.push([0, text]);
    }
    if ('children' in node) for (const child of (node as Parents).children) visit(child);
  };
  visit(tree);
  return {page: [meta.url, meta.lvl0, meta.title, meta.tag], links: [...links], records};
}
