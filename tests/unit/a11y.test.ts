import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, Root} from 'hast';
import {codeTheme} from '../../src/config/codeTheme';
import {composite, contrastRatio, parseColor} from '../../src/utils/contrast';
import rehypeTaskListLabels from '../../src/plugins/rehype-task-list-labels';
import rehypeEmptyHeaderCells from '../../src/plugins/rehype-empty-header-cells';

test('contrast ratios match the WCAG formula', () => {
  assert.equal(Math.round(contrastRatio('#000000', '#ffffff') * 100) / 100, 21);
  assert.equal(Math.round(contrastRatio('#6272a4', '#282a36') * 100) / 100, 3.03);
  assert.deepEqual(parseColor('rgba(0, 0, 0, 0.5)'), [0, 0, 0, 0.5]);
  assert.deepEqual(composite([0, 0, 0, 0.5], [255, 255, 255, 1]), [127.5, 127.5, 127.5, 1]);
});

test('every code token colour has 4.5:1 contrast on the code background and on highlighted lines', () => {
  const background = parseColor(codeTheme.plain.backgroundColor!);
  // --docusaurus-highlighted-code-line-bg in src/css/custom.css (light and dark mode).
  const highlighted = ['rgba(0, 0, 0, 0.1)', 'rgba(0, 0, 0, 0.3)'].map((c) => composite(parseColor(c), background));
  const colours = [
    codeTheme.plain.color!,
    ...codeTheme.styles.map((s) => s.style.color).filter((c): c is string => !!c),
  ];
  for (const colour of colours) {
    for (const bg of [background, ...highlighted]) {
      const ratio = contrastRatio(colour, bg);
      assert.ok(ratio >= 4.5, `${colour} on rgb(${bg.slice(0, 3).join(',')}) is ${ratio.toFixed(2)}:1`);
    }
  }
});

function taskItem(children: Element['children']): Element {
  return {type: 'element', tagName: 'li', properties: {className: ['task-list-item']}, children};
}
const checkbox = (): Element => ({
  type: 'element',
  tagName: 'input',
  properties: {type: 'checkbox', disabled: true},
  children: [],
});

test('task-list checkboxes are named after their item, without the nested items', () => {
  const tight = taskItem([
    checkbox(),
    {type: 'text', value: ' Use '},
    {type: 'element', tagName: 'a', properties: {href: '/x'}, children: [{type: 'text', value: 'Forno'}]},
  ]);
  const nested = {
    type: 'element',
    tagName: 'ul',
    properties: {},
    children: [taskItem([checkbox(), {type: 'text', value: ' child'}])],
  } as Element;
  const loose = taskItem([
    {type: 'element', tagName: 'p', properties: {}, children: [checkbox(), {type: 'text', value: ' Loose  item'}]},
    nested,
  ]);
  const plain: Element = {
    type: 'element',
    tagName: 'li',
    properties: {},
    children: [{type: 'text', value: 'not a task'}],
  };
  const tree: Root = {
    type: 'root',
    children: [{type: 'element', tagName: 'ul', properties: {}, children: [tight, loose, plain]}],
  };
  rehypeTaskListLabels()(tree);
  const box = (li: Element): Element => {
    const first = li.children[0] as Element;
    return (first.tagName === 'p' ? first.children[0] : first) as Element;
  };
  assert.equal(box(tight).properties.ariaLabel, 'Use Forno');
  assert.equal(box(loose).properties.ariaLabel, 'Loose item');
  assert.equal(box(nested.children[0] as Element).properties.ariaLabel, 'child');
  assert.equal(plain.properties.ariaLabel, undefined);
});

test('an empty cell of a table header row is a plain cell; header cells with text or an image stay headers', () => {
  const cell = (tagName: string, children: Element['children']): Element => ({
    type: 'element',
    tagName,
    properties: {},
    children,
  });
  const img = cell('img', []);
  const header = cell('tr', [
    cell('th', []),
    cell('th', [{type: 'text', value: ' '}]),
    cell('th', [{type: 'text', value: 'Mainnet'}]),
    cell('th', [img]),
  ]);
  const body = cell('tr', [cell('th', []), cell('td', [{type: 'text', value: '42220'}])]);
  const tree: Root = {
    type: 'root',
    children: [cell('table', [cell('thead', [header]), cell('tbody', [body])])],
  };
  rehypeEmptyHeaderCells()(tree);
  assert.deepEqual(
    header.children.map((c) => (c as Element).tagName),
    ['td', 'td', 'th', 'th'],
  );
  assert.equal((body.children[0] as Element).tagName, 'th', 'only the header row changes');
});

test('the route-change progress bar has no invalid ARIA role: nprogress gets a template with aria-hidden', async () => {
  const nprogress = (await import('nprogress')).default;
  const {PROGRESS_TEMPLATE} = await import('../../src/plugins/progress-bar/client');
  assert.equal(nprogress.settings.template, PROGRESS_TEMPLATE);
  // nprogress animates the element `barSelector` finds in the template: it must find the bar, or navigation crashes.
  assert.equal(nprogress.settings.barSelector, '.bar');
  assert.doesNotMatch(PROGRESS_TEMPLATE, /role=/);
  // The theme's styles select these classes.
  assert.match(PROGRESS_TEMPLATE, /class="bar" aria-hidden="true"/);
  assert.match(PROGRESS_TEMPLATE, /class="peg"/);
});
