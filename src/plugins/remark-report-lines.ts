/**
 * Remark plugin: marks the code blocks that get "Report a problem with this step" (src/theme/CodeBlock/Buttons)
 * with the page line of their opening fence, as the prop `data-report-line` of the block's <code>, which
 * src/theme/CodeBlock/Content/String.tsx passes on. Marked: every block of a guide page (front matter `guide:`),
 * and every shell block of an operator page (src/data/operatorPages.ts). The decision is made here, at build time,
 * so a page without such blocks carries nothing.
 *
 * The line is the block's position in the text Docusaurus compiles, which is the file as written (front matter
 * included) unless a `mdx-code-block` fence was unwrapped before the parse: each marked line is checked against
 * the file on disk, and a mismatch fails the build naming the page, so a report never names a wrong line.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {VFile} from 'vfile';
import {isOperatorPage, SHELL_LANGUAGES} from '../data/operatorPages';

export interface Options {
  /** The repository root: page paths are taken relative to it. */
  siteDir: string;
}

/** The hast property (attribute data-report-line) the marked blocks' <code> carries. */
export const REPORT_LINE_PROPERTY = 'dataReportLine';

/** Whether a block of language `lang` on the page `file` (relative, forward slashes) gets the report action. */
export function reportsStep(file: string, frontMatter: Record<string, unknown>, lang: string | null | undefined) {
  if (frontMatter.guide !== undefined) return true;
  return !!lang && SHELL_LANGUAGES.has(lang) && isOperatorPage(file);
}

export default function remarkReportLines({siteDir}: Options) {
  return (tree: Root, file: VFile): void => {
    if (!file.path) return;
    const page = path.relative(siteDir, file.path).split(path.sep).join('/');
    const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter ?? {};
    const marked: Code[] = [];
    const walk = (node: {type: string; children?: unknown[]}) => {
      if (node.type === 'code' && reportsStep(page, frontMatter, (node as Code).lang)) marked.push(node as Code);
      for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
    };
    walk(tree);
    if (marked.length === 0) return;
    const compiled = String(file.value).split('\n');
    const written = readFileSync(file.path, 'utf8').split('\n');
    for (const node of marked) {
      const line = node.position?.start.line;
      if (line === undefined) continue;
      if (compiled[line - 1] !== written[line - 1]) {
        throw new Error(
          `${page}:${line}: the code block's fence is not on this line of the file as written, so "Report a ` +
            'problem with this step" would name a wrong line (an unwrapped mdx-code-block fence above it?)',
        );
      }
      node.data = {...node.data, hProperties: {...node.data?.hProperties, [REPORT_LINE_PROPERTY]: line}};
    }
  };
}
