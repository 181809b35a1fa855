/**
 * Rehype plugin: an empty cell in a table's header row is a plain cell (<td>), not a header (<th>).
 *
 * GFM tables always have a header row, so a table whose rows are labelled by their first column leaves the
 * corner empty (`| | Mainnet | Sepolia |`), and a table of label/value pairs leaves the whole row empty
 * (`| | |`). An empty <th> is a header that names nothing: screen readers announce a blank column header, and
 * axe reports it (`empty-table-header`). As a <td> the corner is what it is, an empty cell; it looks the same
 * (an empty cell takes the header row's background either way).
 */
import type {ElementContent, Root} from 'hast';
import {nativeImport} from '../utils/nativeImport';

// ES-module package, loaded by Node rather than transpiled by the config loader (see nativeImport.ts).
const {visit} = nativeImport<typeof import('unist-util-visit')>('unist-util-visit');

function text(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  // An image or other embedded content names the cell even without text.
  if (['img', 'svg', 'math', 'input'].includes(node.tagName)) return 'x';
  return node.children.map(text).join('');
}

export default function rehypeEmptyHeaderCells() {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'thead') return;
      for (const row of node.children) {
        if (row.type !== 'element' || row.tagName !== 'tr') continue;
        for (const cell of row.children) {
          if (cell.type === 'element' && cell.tagName === 'th' && !cell.children.map(text).join('').trim()) {
            cell.tagName = 'td';
          }
        }
      }
    });
  };
}
