import {test} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {renderToString} from 'react-dom/server';
import {Highlight, themes, type PrismTheme, type Token, type TokenOutputProps} from 'prism-react-renderer';
import {codeThemes, docusaurusPrismThemes} from '../../src/config/codeTheme';
import {tokenClasses, type Mode} from '../../src/utils/prismTokenClasses';

/** The generated stylesheet as rules: mode (null: both) and class → its one declaration. */
function parseCss(css: string): {vars: Map<string, string>; plain: Map<string, string>; rules: Map<string, string>} {
  const vars = new Map<string, string>();
  const plain = new Map<string, string>();
  const rules = new Map<string, string>();
  for (const line of css.trim().split('\n')) {
    const m = /^(?:html\[data-theme='(light|dark)'\])?\s*(:root|\.[^{]+)?\{([^}]*)\}$/.exec(line);
    assert.ok(m, `unexpected rule: ${line}`);
    const [, mode = '*', selector = '', body = ''] = m;
    if (selector === '' || selector === ':root') vars.set(mode, body);
    else if (selector === '.prism-code') plain.set(mode, body);
    else rules.set(`${mode} ${selector.slice(1).replace(/\\/g, '')}`, body);
  }
  return {vars, plain, rules};
}

/** The style the stylesheet gives a token with these classes in a mode, as `property:value` declarations. */
function styleFromCss(rules: Map<string, string>, classNames: string[], mode: Mode): string[] {
  return classNames
    .map((c) => rules.get(`${mode} ${c}`) ?? rules.get(`* ${c}`))
    .filter((d): d is string => d !== undefined)
    .sort();
}

/** prism-react-renderer's own style for a token (its getTokenProps), as `property:value` declarations. */
function prismStyle(getTokenProps: (input: {token: Token}) => TokenOutputProps, token: Token): string[] {
  const style = (getTokenProps({token}).style ?? {}) as Record<string, string | number>;
  return Object.entries(style)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${v}`)
    .sort();
}

/** The getTokenProps and tokens prism-react-renderer makes for some code under a theme. */
function highlight(theme: PrismTheme, code: string, language: string) {
  let captured: {getTokenProps: (input: {token: Token}) => TokenOutputProps; tokens: Token[][]} | undefined;
  renderToString(
    React.createElement(Highlight, {
      theme,
      code,
      language,
      children: (props) => {
        captured = props;
        return null;
      },
    }),
  );
  return captured!;
}

const SAMPLES: [string, string][] = [
  ['tsx', 'import {x} from "y";\n// note\nconst a = <div className="b">{`t${1}`}</div>;\n\nasync function f() {}'],
  ['javascript', 'let re = /a+/g; const o = {k: 1, s: "s"};\nclass C extends D { #p = 2; }'],
  ['markup', '<!-- c --><script>var a = 1;</script><a href="x">y</a>'],
  ['css', '.a:hover { color: #fff !important; }'],
  ['python', 'def f(x):\n    return f"{x}"  # c'],
  ['json', '{"a": [1, true, null]}'],
];

/** Token type lists: every type of the theme alone and in ordered pairs, each plain and empty, plus lone plain. */
function syntheticTokens(theme: PrismTheme): Token[] {
  const types = [...new Set(theme.styles.flatMap((s) => s.types)), 'plain', 'unknown-type'];
  const lists = [...types.map((t) => [t]), ...types.flatMap((a) => types.filter((b) => b !== a).map((b) => [a, b]))];
  return lists.flatMap((t) => [
    {types: t, content: 'x'},
    {types: t, content: '', empty: true},
  ]);
}

/** Checks the classes and stylesheet against prism-react-renderer for each mode's theme. */
function assertMatchesPrism(pair: Record<Mode, PrismTheme>): void {
  const classes = tokenClasses(pair);
  const {rules} = parseCss(classes.css());
  for (const mode of ['light', 'dark'] as const) {
    const theme = pair[mode];
    const tokens = [
      ...SAMPLES.flatMap(([language, code]) => highlight(theme, code, language).tokens.flat()),
      ...syntheticTokens(theme),
    ];
    const {getTokenProps} = highlight(theme, '', 'tsx');
    for (const token of tokens) {
      assert.deepEqual(
        styleFromCss(rules, classes.classNames(token), mode),
        prismStyle(getTokenProps, token),
        `${mode}: ${token.types.join(' ')}${token.empty ? ' (empty)' : ''}`,
      );
    }
  }
}

test('the site theme: classes and stylesheet give every token the style prism-react-renderer would write', () => {
  assertMatchesPrism({light: codeThemes.light, dark: codeThemes.dark});
});

test('two different themes: the classes carry the mode and each mode gets its own theme', () => {
  const pair = {light: themes.github, dark: codeThemes.dark};
  assertMatchesPrism(pair);
  const names = tokenClasses(pair).classNames({types: ['keyword']});
  assert.ok(names.some((n) => n.startsWith('prism-light-')) && names.some((n) => n.startsWith('prism-dark-')));
  const shared = tokenClasses({light: codeThemes.dark, dark: codeThemes.dark}).classNames({types: ['keyword']});
  assert.deepEqual(shared, ['prism-color--keyword', 'prism-font-style--keyword']);
});

test('the token stylesheet covers every token type of the code theme in both modes, and its plain colours', () => {
  const {vars, plain, rules} = parseCss(tokenClasses(codeThemes).css());
  for (const mode of ['light', 'dark'] as const) {
    const theme = codeThemes[mode];
    for (const entry of theme.styles) {
      for (const type of entry.types) {
        for (const [property, value] of Object.entries(entry.style)) {
          // A later entry for the same type wins, as in prism-react-renderer.
          const last = theme.styles.filter((e) => e.types.includes(type) && property in e.style).at(-1)!;
          const name = `prism-${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}--${type}`;
          const rule = rules.get(`${mode} ${name.replace('prism-', `prism-${mode}-`)}`) ?? rules.get(`* ${name}`);
          assert.ok(rule, `${mode}: no rule for ${type} ${property}`);
          if (last === entry) assert.match(rule, new RegExp(`:${String(value).replace(/[()]/g, '\\$&')}$`));
        }
      }
    }
    const css = plain.get(mode) ?? plain.get('*')!;
    assert.match(css, new RegExp(`color:${theme.plain.color}`));
    assert.match(css, new RegExp(`background-color:${theme.plain.backgroundColor}`));
    assert.match(
      vars.get(mode) ?? vars.get('*')!,
      new RegExp(`--prism-background-color:${theme.plain.backgroundColor}`),
    );
  }
});

test('Docusaurus gets the themes without plain colours (no style attributes), the same object in both modes', () => {
  assert.deepEqual(docusaurusPrismThemes.light.plain, {});
  assert.deepEqual(docusaurusPrismThemes.dark.styles, codeThemes.dark.styles);
  assert.equal(docusaurusPrismThemes.light, docusaurusPrismThemes.dark);
});

test('a theme entry limited to some languages is refused with a message naming it', () => {
  assert.throws(() => tokenClasses({light: themes.vsDark, dark: themes.vsDark}), /limited to some languages/);
});
