/**
 * Reads of a parsed HTML tree (domhandler, what cheerio parses into) for the build-side extractors of the search
 * records and the assistant passages, which run on every element of every built page, sharing one parse
 * (src/plugins/built-pages.ts). They leave the tree as it is: where the extractors used to remove controls and
 * code from a copy of the page before reading it, they now pass a `skip` test that the walks do not enter, which
 * reads the same text without copying the page. A cheerio call with a selector (`.children('th, td')`) also
 * compiles that selector on every call; these walk the tree directly, comparing the lower-case tag names parse5
 * writes.
 */
import type {CheerioAPI} from 'cheerio';
import {hasChildren, isComment, isTag, isText, type AnyNode, type Document, type Element} from 'domhandler';

/** Elements a walk does not enter (as if removed from the tree). */
export type Skip = (el: Element) => boolean;

export const skipNone: Skip = () => false;

/** The child elements that `skip` keeps, with one of `names` as tag name (any, if none given), in order. */
export function childElements(node: AnyNode, skip: Skip, ...names: string[]): Element[] {
  if (!hasChildren(node)) return [];
  return node.children.filter(
    (c): c is Element => isTag(c) && !skip(c) && (names.length === 0 || names.includes(c.tagName)),
  );
}

/** The descendant elements `test` accepts, in document order, not looking inside the ones `skip` accepts. */
export function descendants(node: AnyNode, skip: Skip, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (n: AnyNode) => {
    for (const child of childElements(n, skip)) {
      if (test(child)) found.push(child);
      walk(child);
    }
  };
  walk(node);
  return found;
}

/** The first descendant element `test` accepts, in document order, or null. */
export function firstDescendant(node: AnyNode, test: (el: Element) => boolean): Element | null {
  if (!hasChildren(node)) return null;
  for (const child of node.children) {
    if (!isTag(child)) continue;
    if (test(child)) return child;
    const found = firstDescendant(child, test);
    if (found) return found;
  }
  return null;
}

/** The element's nearest ancestor with this tag name, or null. */
export function ancestor(el: Element, name: string): Element | null {
  for (let p = el.parent; p; p = p.parent) if (isTag(p) && p.tagName === name) return p;
  return null;
}

/** Whether the element's class attribute lists this class. */
export function hasClass(el: Element, name: string): boolean {
  return (el.attribs.class ?? '').split(/[\t\n\f\r ]+/).includes(name);
}

/**
 * The node's text, as cheerio's `.text()` gives it (text nodes in document order, comments left out), without
 * the text of the descendant elements `skip` accepts.
 */
export function textWithout(node: AnyNode, skip: Skip): string {
  if (isText(node)) return node.data;
  if (!hasChildren(node) || isComment(node)) return '';
  let text = '';
  for (const child of node.children) if (!(isTag(child) && skip(child))) text += textWithout(child, skip);
  return text;
}

/** What both extractors look up on a built doc page; found in one walk of the page and kept with it. */
export interface DocPageParts {
  /** The doc's content (the first `.theme-doc-markdown` element), or null. */
  content: Element | null;
  /** The page's `<meta>` elements with this name, in document order. */
  metas: (name: string) => Element[];
}

const parts = new WeakMap<Document, DocPageParts>();

/** The content and `<meta>` elements of a built doc page (read once per parsed page, then remembered). */
export function docPageParts($: CheerioAPI): DocPageParts {
  const root = $.root()[0]!;
  let found = parts.get(root);
  if (!found) {
    let content: Element | null = null;
    const metas = new Map<string, Element[]>();
    const walk = (node: AnyNode) => {
      for (const el of childElements(node, skipNone)) {
        if (!content && el.attribs.class?.includes('theme-doc-markdown') && hasClass(el, 'theme-doc-markdown')) {
          content = el;
        }
        const name = el.tagName === 'meta' ? el.attribs.name : undefined;
        if (name !== undefined) metas.set(name, [...(metas.get(name) ?? []), el]);
        walk(el);
      }
    };
    walk(root);
    found = {content, metas: (name) => metas.get(name) ?? []};
    parts.set(root, found);
  }
  return found;
}
