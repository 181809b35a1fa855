/**
 * Remark plugin: under the title of a guide page (front matter `guide:`), the line saying that the guide runs end to
 * end in CI, on which chain and with which library versions (made by src/data/guideRun.ts from the guide's front
 * matter and the samples workspace's lockfile), with a link to the README's code samples section. A plain mdast
 * paragraph, like the reading time's (./remark-reading-time.ts), so it is in the static HTML and costs no script;
 * it goes after the reading time. The Markdown twin gets the same line from the same function
 * (./markdown-twins/toMarkdown.ts).
 */
import path from 'node:path';
import type {Paragraph, Root} from 'mdast';
import type {VFile} from 'vfile';
import {codeBlocksOf, guideRunLine, guideRunSentence, GUIDE_RUN_LINK_TEXT} from '../data/guideRun';
import {repositoryUrl} from '../config/repository';

export interface Options {
  /** The repository root (docs/ and samples/ are read from it). */
  siteDir: string;
}

export const GUIDE_RUN_CLASS = 'guide-run-line';

export default function remarkGuideRunLine({siteDir}: Options) {
  return (tree: Root, file: VFile): void => {
    const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter ?? {};
    if (frontMatter.guide === undefined || !file.path) return;
    const line = guideRunLine({
      guide: frontMatter.guide,
      blocks: codeBlocksOf(tree),
      file: path.relative(siteDir, file.path),
      siteDir,
      repositoryUrl: repositoryUrl(),
    });
    if (!line) return;
    const node: Paragraph = {
      type: 'paragraph',
      data: {hName: 'p', hProperties: {className: [GUIDE_RUN_CLASS]}},
      children: [
        {type: 'text', value: `${guideRunSentence(line)} `},
        {type: 'link', url: line.url, children: [{type: 'text', value: GUIDE_RUN_LINK_TEXT}]},
      ],
    };
    // After the reading time, which src/plugins/remark-reading-time.ts puts first.
    const first = tree.children[0];
    const afterReadingTime = first?.data?.hProperties?.['data-reading-time'] !== undefined ? 1 : 0;
    tree.children.splice(afterReadingTime, 0, node);
  };
}
