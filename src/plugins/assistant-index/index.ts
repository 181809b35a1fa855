/**
 * Local plugin: after the build, cuts every doc page's HTML into the assistant's passages (sections with
 * their paragraphs, list items, code blocks and table rows; see src/assistant/passages.ts) and writes
 * `assistant-passages.json`. The pages are read in the pass the plugin shares with the others that read the
 * built HTML (../built-pages.ts). The Ask dialog downloads the file the first time it is used. Not written in the
 * hosted assistant mode (Ask Cookbook), nor under `npm start`, which has no built HTML.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {buildPassagesFile, extractPage} from '../../assistant/extract';
import {indexedResults, isIndexedRoute, type BuiltPages} from '../built-pages';

export const PASSAGES_FILE = 'assistant-passages.json';

/** The plugin, reading the built pages in the pass `pages` runs for every plugin that reads them. */
export default function assistantIndexPlugin(pages: BuiltPages): PluginModule {
  return (): Plugin => {
    const visited = pages.visitor('assistant-index', (page) => {
      if (!isIndexedRoute(page.route)) return null;
      try {
        return extractPage(page.doc, page.route);
      } catch (error) {
        throw new Error(`assistant-index: could not read ${page.route} (${page.file}): ${(error as Error).message}`);
      }
    });
    // The passages file is read, once written, by the service worker's precache list (src/plugins/pwa).
    const writing = pages.derivedFiles('assistant-index');
    return {
      name: 'assistant-index',
      async postBuild({outDir, routesPaths}) {
        const pages = indexedResults(await visited(outDir), routesPaths);
        // Timed apart from the shared pass, with Docusaurus' performance logger (DOCUSAURUS_PERF_LOGGER=true).
        await writing(() => writeFile(path.join(outDir, PASSAGES_FILE), JSON.stringify(buildPassagesFile(pages))));
      },
    };
  };
}
