/**
 * Rehype plugin: gives the checkbox of each GFM task-list item ("- [ ] text") an accessible name.
 *
 * remark-gfm renders `<li class="task-list-item"><input type="checkbox" disabled> text</li>`: the checkbox
 * has no label, so a screen reader announces only "checkbox, not checked" (WCAG 4.1.2, axe rule `label`).
 * The item's own text (without nested lists) becomes the checkbox's aria-label.
 */
import type {Element, ElementContent, Root} from 'hast';
import {nativeImport} from '../utils/nativeImport';

// ES-module package, loaded by Node rather than transpiled by the config loader (see nativeImport.ts).
const {visit} = nativeImport<typeof import('unist-util-visit')>('unist-util-visit');

function classes(node: Element): string[] {
  const c: unknown = node.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
}

/** Text of a node, leaving out nested lists (their items have checkboxes of their own). */
function ownText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || node.tagName === 'ul' || node.tagName === 'ol') return '';
  return node.children.map(ownText).join('');
}

export function taskItemLabel(item: Element): string {
  return item.children.map(ownText).join('').replace(/\s+/g, ' ').trim();
}

function findCheckbox(node: Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'input' && child.properties?.type === 'checkbox') return child;
    // Loose lists wrap the item in a <p>: the checkbox is its first child.
    if (child.tagName === 'p') {
      const inner = findCheckbox(child);
      if (inner) return inner;
    }
  }
  return undefined;
}

export default function rehypeTaskListLabels() {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'li' || !classes(node).includes('task-list-item')) return;
      const checkbox = findCheckbox(node);
      const label = taskItemLabel(node);
      if (checkbox && label && !checkbox.properties?.ariaLabel) {
        checkbox.properties = {...checkbox.properties, ariaLabel: label};
      }
    });
  };
}
