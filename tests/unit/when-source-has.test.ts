/**
 * src/plugins/when-source-has.ts: rehype-katex and rehypeStyleClasses run only on documents whose source can hold
 * math or a style attribute, and on those they do exactly what they did before.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, Root} from 'hast';
import rehypeKatex from 'rehype-katex';
import {VFile} from 'vfile';
import {couldHoldMath, couldHoldStyle, whenSourceHas} from '../../src/plugins/when-source-has';
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
  for (const source of [
    'Gas is $g \\cdot p$.',
    '$$\nx^2\n$$',
    '```math\nx^2\n```',
    '  ~~~ math\nx\n~~~',
    'Costs $5 and $6.',
    'Run `echo $HOME`.',
    '```sh\necho $HOME\n```\n\nFee $f$',
    // A fence that is never closed, or closed by the other character, is not taken for code.
    '```sh\necho $HOME',
    '```sh\necho $HOME\n~~~',
    // A closing fence shorter than the opening one does not close it; the later, longer one does.
    '````sh\na\n```\nb\n````\n\nFee $f$',
  ])
    assert.ok(couldHoldMath(source), `matches ${JSON.stringify(source)}`);
  for (const source of [
    'Plain prose.',
    '```ts\nconst mathematics = 1;\n```',
    'A mathematician',
    '```bash\nexport KEY=$(cat key)\n```\n\nThen run it.',
    '  ~~~~sh\necho $A\n  ~~~~~\n\n```solidity\nuint x = $y;\n```',
  ])
    assert.ok(!couldHoldMath(source), `does not match ${JSON.stringify(source)}`);
  assert.ok(couldHoldStyle('<span style="color: red">x</span>'));
  assert.ok(couldHoldStyle('Fee $f$'), 'math pages get style classes (KaTeX writes style attributes)');
  assert.ok(!couldHoldStyle('<span class="a">x</span>'));
  assert.ok(!couldHoldStyle('```sh\necho $HOME\n```'));
});

test('the wrapped plugin runs on a matching document, as before, and leaves any other untouched', () => {
  const katex = whenSourceHas(couldHoldMath, rehypeKatex)();
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
  whenSourceHas(couldHoldStyle, rehypeStyleClasses)()(styled, new VFile({value: '<span style="color: red"></span>'}));
  assert.match(JSON.stringify(styled), /style-[0-9a-f]{8}/, 'the style attribute became a class');
});
