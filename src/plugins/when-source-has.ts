/**
 * Runs a remark or rehype plugin only on documents whose source could give it work, tested on the source text.
 *
 * rehype-katex and rehypeStyleClasses (./inline-style-classes) walk every element of every compiled page, and
 * most pages have no math; on those the walk finds nothing. Skipping them takes that work out of the MDX compile,
 * which runs on one thread in both bundlers. A document whose source cannot produce the nodes a plugin changes
 * gives the same output without it (tests/unit/when-source-has.test.ts; tests/unit/markdown-sources.test.ts
 * parses every doc and checks that each one the math test skips has no math).
 */
import type {Root} from 'hast';
import type {VFile} from 'vfile';

/** A ```math or ~~~math fence: rehype-katex renders those as display math. */
const MATH_FENCE = /^[ \t]*(?:```|~~~)[ \t]*math\b/m;
/**
 * A fenced code block whose closing fence is found: the opening fence (three or more backticks or tildes) to the
 * first later line holding only a fence of the same character at least as long. remark-math never reads math
 * inside one. A block this does not recognise is left in, so the test errs towards running the plugin.
 */
const FENCED_CODE = /^[ \t]*(([`~])\2{2,})[^\n]*\n[\s\S]*?^[ \t]*\1\2*[ \t]*$/gm;

/**
 * Whether a source can hold math: a ```math fence, or a `$` (remark-math's delimiter) outside fenced code. Shell
 * and Solidity samples are full of `$`; some 40 of the 70 docs with one have it only in code.
 */
export function couldHoldMath(source: string): boolean {
  return MATH_FENCE.test(source) || (source.includes('$') && source.replace(FENCED_CODE, '').includes('$'));
}

/** Whether a source can hold a style attribute: math (KaTeX writes them) or raw HTML with one. */
export function couldHoldStyle(source: string): boolean {
  return /\bstyle\s*=/.test(source) || couldHoldMath(source);
}

type Transformer = (tree: Root, file: VFile) => unknown;

/** `attacher`, whose transformer runs only on documents whose source passes `sourceTest`. */
export function whenSourceHas<Options extends unknown[]>(
  sourceTest: (source: string) => boolean,
  attacher: (...options: Options) => Transformer | void,
): (...options: Options) => Transformer {
  return function attach(this: unknown, ...options: Options): Transformer {
    const transform = attacher.apply(this, options);
    return (tree, file) => (transform && sourceTest(String(file.value)) ? transform(tree, file) : undefined);
  };
}
