/**
 * Runs a remark or rehype plugin only on documents whose source could give it work, tested on the source text.
 *
 * rehype-katex and rehypeStyleClasses (./inline-style-classes) walk every element of every compiled page, and
 * about three pages in four have no math; on those the walk finds nothing. Skipping them takes that work out of
 * the MDX compile, which runs on one thread in both bundlers. A document whose source lacks the characters a
 * plugin acts on cannot produce the nodes it changes, so the output is the same (tests/unit/when-source-has.test.ts).
 */
import type {Root} from 'hast';
import type {VFile} from 'vfile';

/** Sources that can hold math: remark-math's `$` delimiters, or a ```math fence (rehype-katex renders those too). */
export const MATH_SOURCE = /\$|^[ \t]*(?:```|~~~)[ \t]*math\b/m;
/** Sources that can hold a style attribute: math (KaTeX writes them) or raw HTML with one. */
export const STYLE_SOURCE = new RegExp(`${MATH_SOURCE.source}|\\bstyle\\s*=`, 'm');

type Transformer = (tree: Root, file: VFile) => unknown;

/** `attacher`, whose transformer runs only on documents whose source matches `pattern`. */
export function whenSourceHas<Options extends unknown[]>(
  pattern: RegExp,
  attacher: (...options: Options) => Transformer | void,
): (...options: Options) => Transformer {
  return function attach(this: unknown, ...options: Options): Transformer {
    const transform = attacher.apply(this, options);
    return (tree, file) => (transform && pattern.test(String(file.value)) ? transform(tree, file) : undefined);
  };
}
