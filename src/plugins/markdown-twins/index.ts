/**
 * Local plugin (one concern: Markdown for readers' tools). A production build gets, for every doc:
 *   - a Markdown twin at its route plus `.md` (build/network/mainnet.md), from toMarkdown.ts;
 *   - /llms.txt (one `##` section per sidebar, in sidebar order, each doc linking its twin) and /llms-full.txt.
 * Docs that no sidebar lists join the section of their nearest listed ancestor route (/cli/epochs → the CLI
 * sidebar). A doc whose twin cannot be made (an MDX component without a Markdown rendering, a bad prop) fails
 * the build with the file and line.
 *
 * The docs' order, titles and descriptions come from the docs plugin's loaded content, so the twins follow
 * whatever the pages and sidebars.ts say. A production build makes each twin while Docusaurus compiles the doc,
 * from the tree it has just parsed (./capture.ts, a remark plugin the docs preset runs first); postBuild makes
 * the twins of docs that were not compiled in this build (Rspack's persistent cache) from their sources, then
 * writes every file (./write.ts). `_headers` entries for these files: src/plugins/security-headers.ts.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PerfLogger} from '@docusaurus/logger';
import {closeCapture, openCapture, type Capture} from './capture';
import makeTwins, {permalinksByFile, type DocsContent, type TwinsInput} from './write';

export {default as remarkCaptureTwin} from './capture';

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let input: TwinsInput | undefined;
  let capture: Capture | undefined;
  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!docsContent) throw new Error('markdown-twins: the docs plugin loaded no content');
      input = {
        siteUrl: context.siteConfig.url.replace(/\/+$/, ''),
        siteTitle: context.siteConfig.title,
        siteDir: context.siteDir,
        content: docsContent,
      };
      // A production build captures the twins as the docs compile. The dev server has no postBuild, and
      // `docusaurus build --dev` (NODE_ENV development) makes them all from the sources in postBuild.
      if (process.env.NODE_ENV === 'production') {
        capture = openCapture(input.siteUrl, permalinksByFile(input.siteDir, docsContent));
      }
    },
    async postBuild({outDir}) {
      if (!input) throw new Error('markdown-twins: postBuild ran before the content was loaded');
      const captured = capture?.twins ?? new Map<string, string>();
      if (capture) closeCapture(capture);
      await PerfLogger.async('postBuild() - markdown-twins', async () => {
        const files = await PerfLogger.async(
          `markdown-twins: ${captured.size} twins made during the compile, the rest from their sources`,
          () => makeTwins(input!, captured),
        );
        for (const file of files) {
          const target = path.join(outDir, file.path);
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, file.text);
        }
      });
    },
  };
}
