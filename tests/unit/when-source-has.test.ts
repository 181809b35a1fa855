/**
 * src/plugins/when-source-has.ts: rehype-katex and rehypeStyleClasses run only on documents whose source can hold
 * math or a style attribute, and on those they do exactly what they did before.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, Root} from 'hast';
import rehypeKatex from 'rehype-katex';
import {VFile} from 'vfile';
import {MATH_SOURCE, STYLE_SOURCE, whenSourceHas} from '../../src/plugins/when-source-has';
import {rehypeStyleClasses} from '../../src/plugins/inline-style-classes';

/** What remark-math hands rehype-katex for `$x^2$`: a code element with the language-math class. */
function mathTree(): Root {
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: {className: ['language-math', 'math-inline']},
    children: [{type: 'text', value: 'x^2'}],
  };
  return {type: 'root', children: [{type: 'element', tagName: 'p', properties: {}, children: [code]}]};
}

test('the math test matches every way a page writes math, and not prose or other fences', () => {
  for (const source of ['Gas is $g \\cdot p$.', '$$\nx^2\n$$', '```math\nx^2\n```', '  ~~~ math\nx\n~~~', 'echo $HOME'])
    assert.ok(MATH_SOURCE.test(source), `matches ${JSON.stringify(source)}`);
  for (const source of ['Plain prose.', '```ts\nconst mathematics = 1;\n```', 'A mathematician'])
    assert.ok(!MATH_SOURCE.test(source), `does not match ${JSON.stringify(source)}`);
  assert.ok(STYLE_SOURCE.test('<span style="color: red">x</span>'));
  assert.ok(STYLE_SOURCE.test('Fee $f$'), 'math pages get style classes (KaTeX writes style attributes)');
  assert.ok(!STYLE_SOURCE.test('<span class="a">x</span>'));
});

test('the wrapped plugin runs on a matching document, as before, and leaves any other untouched', () => {
  const katex = whenSourceHas(MATH_SOURCE, rehypeKatex)();
  const plain = rehypeKatex();
  const withMath = mathTree();
  const expected = mathTree();
  katex(withMath, new VFile({value: 'Area $x^2$'}));
  plain(expected, new VFile({value: 'Area $x^2$'}));
  assert.deepEqual(withMath, expected);
  assert.match(JSON.stringify(withMath), /katex/, 'KaTeX rendered the math');

  const untouched = mathTree();
  katex(untouched, new VFile({value: 'No delimiters here'}));
  assert.deepEqual(untouched, mathTree(), 'not run where the source has no math');

  const styled: Root = {
    type: 'root',
    children: [{type: 'element', tagName: 'span', properties: {style: 'color: red'}, children: []}],
  };
  whenSourceHas(STYLE_SOURCE, rehypeStyleClasses)()(styled, new VFile({value: '<span style="color: red"></span>'}));
  assert.match(JSON.stringify(styled), /style-[0-9a-f]{8}/, 'the style attribute became a class');
});
