/**
 * Local plugin: the built 404 page claims no URL. Docusaurus gives every page a canonical link, og:url and
 * hreflang alternates; on 404.html they named https://docs.celo.org/404.html, a page no one should index or
 * link. After the build they are removed from that one file (a theme component cannot remove a tag the
 * layout adds). Its title comes from src/theme/NotFound/Content.
 */
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {load} from 'cheerio';

/** The page without canonical, og:url and hreflang alternate links. */
export function withoutCanonical(html: string): string {
  const $ = load(html);
  $('link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]').remove();
  return $.html();
}

export default function notFoundMetadataPlugin(): Plugin {
  return {
    name: 'not-found-metadata',
    async postBuild({outDir}) {
      const file = path.join(outDir, '404.html');
      // Written aside then renamed: other plugins read the build's HTML during the same postBuild phase.
      await writeFile(`${file}.tmp`, withoutCanonical(await readFile(file, 'utf8')));
      await rename(`${file}.tmp`, file);
    },
  };
}
