/**
 * Local plugin (one concern: Markdown for readers' tools). After the build it writes, for every doc:
 *   - a Markdown twin at its route plus `.md` (build/network/mainnet.md), from toMarkdown.ts;
 *   - /llms.txt (one `##` section per sidebar, in sidebar order, each doc linking its twin) and /llms-full.txt.
 * Docs that no sidebar lists join the section of their nearest listed ancestor route (/cli/epochs → the CLI
 * sidebar). A doc whose twin cannot be made (an MDX component without a Markdown rendering, a bad prop) fails
 * the build with the file and line.
 *
 * The docs' order, titles and descriptions come from the docs plugin's loaded content, so the twins follow
 * whatever the pages and sidebars.ts say. The writing (./write.ts) runs in a worker thread. `_headers` entries
 * for these files: src/plugins/security-headers.ts.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PerfLogger} from '@docusaurus/logger';
import {inWorker} from '../../utils/inWorker';
import type {DocsContent, TwinsInput} from './write';

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let docsContent: DocsContent | undefined;
  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
    },
    async postBuild({outDir}) {
      if (!docsContent) throw new Error('markdown-twins: the docs plugin loaded no content');
      const input: TwinsInput = {
        siteUrl: context.siteConfig.url.replace(/\/+$/, ''),
        siteTitle: context.siteConfig.title,
        siteDir: context.siteDir,
        // Only what the twins read, as plain data for the worker.
        content: {
          loadedVersions: docsContent.loadedVersions.map((v) => ({
            docs: v.docs.map(({id, title, description, source, permalink, unlisted}) => ({
              id,
              title,
              description,
              source,
              permalink,
              unlisted,
            })),
            sidebars: v.sidebars,
          })),
        },
        outDir,
      };
      // The twins need the sources, not the built HTML: they are made in a worker thread while the other plugins'
      // postBuild hooks read the built pages on this one (../built-pages.ts). Timed with Docusaurus' performance
      // logger (DOCUSAURUS_PERF_LOGGER=true).
      await PerfLogger.async('postBuild() - markdown-twins', () => inWorker(path.join(__dirname, 'write.ts'), input));
    },
  };
}
