/**
 * Style attributes in compiled Markdown become classes, so pages need no 'unsafe-inline' in the
 * Content-Security-Policy (a browser ignores style attributes the policy does not allow).
 *
 * KaTeX lays out math with style attributes on its spans (heights, vertical offsets, kerning: `height:0.15em`,
 * `top:-2.55em`), and it has no option to write classes instead (KaTeX/KaTeX#4096 is open). The rehype plugin
 * (`rehypeStyleClasses`, after rehype-katex) gives each element with a style attribute a class named after a
 * hash of the style (`style-1a2b3c4d`), removes the attribute, and adds to the document an import of a
 * stylesheet with those rules. Each declaration is `!important`: an inline style outranks every rule of the
 * page's stylesheets (KaTeX's own included), and a class rule keeps that rank only so.
 *
 * The stylesheet has no file of its own: the import names ./placeholder.css with the rules in its query
 * (`?inline-styles=<base64url>`), and this plugin's loader (./loader.js) returns them as the file's content,
 * so the CSS goes through the site's CSS pipeline into the page's stylesheet and cannot go missing from a
 * cache. Written here because no maintained package turns hast style attributes into stylesheet rules.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Element, Root, RootContent} from 'hast';
import parseStyle from 'style-to-object';
import {nativeImport} from '../../utils/nativeImport';

// ES-module package, loaded by Node rather than transpiled by the config loader (see nativeImport.ts).
const {visit} = nativeImport<typeof import('unist-util-visit')>('unist-util-visit');

export const STYLE_QUERY = 'inline-styles';
const PLACEHOLDER = path.join(__dirname, 'placeholder.css');

/** The class of a style attribute's value: the same style always gets the same class. */
export function styleClassName(style: string): string {
  return `style-${createHash('sha256').update(style).digest('hex').slice(0, 8)}`;
}

/** One rule for a style attribute's value, each declaration made `!important` (see the header). */
export function styleRule(style: string): string {
  const declarations: string[] = [];
  parseStyle(style, (property, value) => {
    declarations.push(`${property}:${value.replace(/\s*!important\s*$/i, '')}!important`);
  });
  return `.${styleClassName(style)}{${declarations.join(';')}}`;
}

function classList(node: Element): string[] {
  const c: unknown = node.properties.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/).filter(Boolean) : [];
}

/** An MDX ESM node importing `specifier` for its side effect (the stylesheet). */
function importNode(specifier: string): RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(specifier)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: {type: 'Literal', value: specifier, raw: JSON.stringify(specifier)},
          },
        ],
      },
    },
  } as unknown as RootContent;
}

/** Rehype plugin: see the header. */
export function rehypeStyleClasses() {
  return (tree: Root): void => {
    const rules = new Map<string, string>();
    visit(tree, 'element', (node) => {
      const style = node.properties.style;
      if (typeof style !== 'string') return;
      delete node.properties.style;
      if (!style.trim()) return;
      node.properties.className = [...classList(node), styleClassName(style)];
      rules.set(styleClassName(style), styleRule(style));
    });
    if (rules.size === 0) return;
    const css = [...rules.values()].join('\n');
    tree.children.unshift(importNode(`${PLACEHOLDER}?${STYLE_QUERY}=${Buffer.from(css).toString('base64url')}`));
  };
}

/** Docusaurus plugin: the loader that turns the placeholder's query into its stylesheet. */
export default function inlineStyleClassesPlugin(): Plugin {
  return {
    name: 'inline-style-classes',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]inline-style-classes[\\/]placeholder\.css$/,
              resourceQuery: new RegExp(`[?&]${STYLE_QUERY}=`),
              enforce: 'pre' as const,
              use: [{loader: path.join(__dirname, 'loader.js'), options: {query: STYLE_QUERY}}],
            },
          ],
        },
      };
    },
  };
}
