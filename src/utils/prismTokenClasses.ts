/**
 * Code-block colours as classes instead of style attributes, so the Content-Security-Policy needs no
 * `'unsafe-inline'` for styles.
 *
 * prism-react-renderer writes each token's colour into a `style` attribute (getTokenProps): it merges the
 * theme's style of every type of the token, in order, a later type overriding an earlier one property by
 * property (`tag punctuation` takes the punctuation colour; `keyword string` the string colour and the
 * keyword's italics). CSS cannot see the order of classes, so one rule per token type would not give the same
 * result. Instead a token gets one class per style property, naming the type the property comes from:
 * `prism-color--punctuation`, `prism-font-style--keyword`. The stylesheet has one rule per type and property
 * (codeThemeCss), so the colours in the HTML are exactly those prism-react-renderer would have written, in
 * light and dark mode, from the same theme objects (src/config/codeTheme.ts). When the two modes use different
 * themes the classes carry the mode (`prism-dark-color--keyword`) and the rules are scoped to it.
 *
 * Written here because no maintained package renders prism-react-renderer themes as classes.
 * tests/unit/prism-token-classes.test.ts checks the result against prism-react-renderer's own styles.
 */
import type {PrismTheme} from 'prism-react-renderer';

export type Mode = 'light' | 'dark';
type Style = Record<string, string | number>;
type Dictionary = Map<string, Style>;

/** A token as prism-react-renderer's normalizeTokens makes it (`empty` marks the token of an empty line). */
export interface TokenLike {
  types: readonly string[];
  empty?: boolean;
}

/** The pseudo-type of the `display: inline-block` prism-react-renderer gives the token of an empty line. */
const EMPTY = 'empty';
const EMPTY_STYLE: Style = {display: 'inline-block'};

/**
 * The styles of each token type (prism-react-renderer's themeToDict): the theme's entries in order, later
 * entries overriding earlier ones; then `root` is the plain style and `plain` the plain style without its
 * background, whatever the entries say.
 */
function dictionary(theme: PrismTheme): Dictionary {
  const dict: Dictionary = new Map();
  for (const entry of theme.styles) {
    if (entry.languages) {
      throw new Error(
        `Code theme entry for ${entry.types.join(', ')} is limited to some languages; token classes do not know a ` +
          'block language (src/utils/prismTokenClasses.ts): give the entry no `languages`.',
      );
    }
    for (const type of entry.types) dict.set(type, {...dict.get(type), ...(entry.style as Style)});
  }
  const plain = theme.plain as Style;
  dict.set('root', plain);
  dict.set('plain', {...plain, backgroundColor: undefined} as unknown as Style);
  return dict;
}

/**
 * For each style property of the token, the type it comes from (or EMPTY), following prism-react-renderer's
 * useGetTokenProps: a lone `plain` token has no style (an empty one: inline-block); a lone empty token of
 * another type has its type's style only; otherwise every type's style in order, after inline-block if empty.
 * A property a later type sets to nothing (`plain` has no background) is left out: the token has none.
 */
export function styleSources(dict: ReadonlyMap<string, Style>, token: TokenLike): Map<string, string> {
  const sources = new Map<string, string>();
  const add = (style: Style | undefined, source: string) => {
    for (const [property, value] of Object.entries(style ?? {})) {
      if (value === undefined || value === '') sources.delete(property);
      else sources.set(property, source);
    }
  };
  const {types, empty} = token;
  const isEmpty = empty != null;
  if (types.length === 1 && types[0] === 'plain') {
    if (isEmpty) add(EMPTY_STYLE, EMPTY);
    return sources;
  }
  if (types.length === 1 && isEmpty) {
    add(dict.get(types[0]!), types[0]!);
    return sources;
  }
  if (isEmpty) add(EMPTY_STYLE, EMPTY);
  for (const type of types) add(dict.get(type), type);
  return sources;
}

/** Numbers React writes without a unit (its unitless properties that code themes can use). */
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'order', 'flexGrow', 'flexShrink']);

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Token types are Prism grammar names (letters, digits, `-`, `_`); anything else is escaped for CSS. */
const cssIdent = (name: string) => name.replace(/[^\w-]/g, (c) => `\\${c}`);

function className(prefix: string, property: string, source: string): string {
  return `${prefix}${kebab(property)}--${source}`;
}

function sameTheme(a: PrismTheme, b: PrismTheme): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export interface TokenClasses {
  /** The classes of a token (besides prism-react-renderer's own `token <types>`). */
  classNames(token: TokenLike): string[];
  /** The stylesheet: plain colours (also as --prism-color and --prism-background-color) and one rule per type
   * and property, per mode. */
  css(): string;
}

/** Class names and stylesheet for the code themes of both colour modes. */
export function tokenClasses(themes: Readonly<Record<Mode, PrismTheme>>): TokenClasses {
  const shared = sameTheme(themes.light, themes.dark);
  const modes: {mode: Mode | null; theme: PrismTheme; prefix: string; dict: Dictionary}[] = (
    shared ? [[null, themes.dark] as const] : (['light', 'dark'] as const).map((m) => [m, themes[m]] as const)
  ).map(([mode, theme]) => ({mode, theme, prefix: mode ? `prism-${mode}-` : 'prism-', dict: dictionary(theme)}));

  return {
    classNames(token) {
      return modes.flatMap(({prefix, dict}) =>
        [...styleSources(dict, token)].map(([property, source]) => className(prefix, property, source)),
      );
    },
    css() {
      const declarations = (style: Style) =>
        Object.entries(style)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([property, value]) => {
            const unit = typeof value === 'number' && !UNITLESS.has(property) ? 'px' : '';
            return `${kebab(property)}:${value}${unit}`;
          })
          .join(';');
      const rules: string[] = [];
      for (const {mode, theme, prefix, dict} of modes) {
        const scope = mode ? `html[data-theme='${mode}'] ` : '';
        const {color, backgroundColor} = theme.plain;
        const variables = [
          color && `--prism-color:${color}`,
          backgroundColor && `--prism-background-color:${backgroundColor}`,
        ].filter(Boolean);
        rules.push(`${mode ? `html[data-theme='${mode}']` : ':root'}{${variables.join(';')}}`);
        rules.push(`${scope}.prism-code{${declarations(theme.plain)}}`);
        for (const [type, style] of [...dict, [EMPTY, EMPTY_STYLE] as const]) {
          for (const [property, value] of Object.entries(style)) {
            if (value === undefined || value === '') continue;
            rules.push(`${scope}.${cssIdent(className(prefix, property, type))}{${declarations({[property]: value})}}`);
          }
        }
      }
      return `${rules.join('\n')}\n`;
    },
  };
}
