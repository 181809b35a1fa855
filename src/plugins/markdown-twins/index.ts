/**
 * Local plugin (one concern: Markdown for readers' tools). A production build gets, for every doc:
 *   - a Markdown twin at its route plus `.md` (build/network/mainnet.md), from toMarkdown.ts;
 *   - /llms.txt (one `##` section per sidebar, in sidebar order, each doc linking its twin) and /llms-full.txt.
 * Docs that no sidebar lists join the section of their nearest listed ancestor route (/cli/epochs → the CLI
 * sidebar). A doc whose twin cannot be made (an MDX component without a Markdown rendering, a bad prop) fails
 * the build with the file and line.
 *
 * The docs' order, titles and descriptions come from the docs plugin's loaded content, so the twins follow
 * whatever the pages and sidebars.ts say. The twins need the sources, not the built HTML: they are made
 * (./write.ts) in a worker thread that starts as soon as the content is loaded, so the work runs while the site
 * is bundled and rendered, and postBuild only writes the files. `_headers` entries for these files:
 * src/plugins/security-headers.ts.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PerfLogger} from '@docusaurus/logger';
import {inWorker} from '../../utils/inWorker';
import type {DocsContent, TwinsFile, TwinsInput} from './write';

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let input: TwinsInput | undefined;
  let twins: Promise<TwinsFile[]> | undefined;
  const start = (what: TwinsInput): Promise<TwinsFile[]> => {
    // Timed with Docusaurus' performance logger (DOCUSAURUS_PERF_LOGGER=true) when the worker is done.
    const pending = PerfLogger.async('markdown-twins (worker, beside bundling)', () =>
      inWorker<TwinsFile[]>(path.join(__dirname, 'write.ts'), what),
    );
    // A failure is reported by postBuild; until then it is not an unhandled rejection.
    pending.catch(() => undefined);
    return pending;
  };
  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!docsContent) throw new Error('markdown-twins: the docs plugin loaded no content');
      input = {
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
      };
      // A production build starts the work now, beside bundling. The dev server has no postBuild, and
      // `docusaurus build --dev` (NODE_ENV development) makes the twins in postBuild.
      if (process.env.NODE_ENV === 'production') twins = start(input);
    },
    async postBuild({outDir}) {
      if (!input) throw new Error('markdown-twins: postBuild ran before the content was loaded');
      const pending = twins ?? start(input);
      await PerfLogger.async('postBuild() - markdown-twins', async () => {
        const files = await pending;
        for (const file of files) {
          const target = path.join(outDir, file.path);
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, file.text);
        }
      });
    },
  };
}
