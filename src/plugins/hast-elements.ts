/**
 * Calls `fn` on every element of a hast tree, in document order (the order unist-util-visit would give).
 *
 * The site's rehype plugins only read or change an element's own tag name and properties, never the tree's
 * shape, so a plain loop over `children` serves them. unist-util-visit builds each node's ancestor list and a
 * visitor closure as it goes; on the MDX compile of every page, which runs on the bundler's main thread in both
 * bundlers, that bookkeeping cost more than the plugins' own work.
 */
import type {Element, Root} from 'hast';

export function forEachElement(tree: Root | Element, fn: (el: Element) => void): void {
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    fn(child);
    forEachElement(child, fn);
  }
}
