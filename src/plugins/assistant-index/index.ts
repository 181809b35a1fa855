/**
 * Local plugin: after the build, cuts every doc page's HTML into the assistant's passages (sections with
 * their paragraphs, list items, code blocks and table rows; see src/assistant/passages.ts) and writes
 * `assistant-passages.json`. The Ask dialog downloads it the first time it is used. Not written in the
 * hosted assistant mode (Ask Cookbook), nor under `npm start`, which has no built HTML.
 */
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {buildPassagesFile, extractPage, type PageBlocks} from '../../assistant/extract';

export const PASSAGES_FILE = 'assistant-passages.json';

function htmlFile(outDir: string, routePath: string): string | null {
  const candidates =
    routePath === '/' ? ['index.html'] : [`${routePath.slice(1)}.html`, `${routePath.slice(1)}/index.html`];
  return candidates.map((c) => path.join(outDir, c)).find((f) => existsSync(f)) ?? null;
}

export default function assistantIndexPlugin(): Plugin {
  return {
    name: 'assistant-index',
    async postBuild({outDir, routesPaths}) {
      const pages: PageBlocks[] = [];
      const paths = [...new Set(routesPaths)].filter((p) => p !== '/404.html' && !p.startsWith('/__fixtures/')).sort();
      for (const routePath of paths) {
        const file = htmlFile(outDir, routePath);
        if (!file) continue;
        try {
          const page = extractPage(await readFile(file, 'utf8'), routePath);
          if (page) pages.push(page);
        } catch (error) {
          throw new Error(`assistant-index: could not read ${routePath} (${file}): ${(error as Error).message}`);
        }
      }
      await writeFile(path.join(outDir, PASSAGES_FILE), JSON.stringify(buildPassagesFile(pages)));
    },
  };
}
