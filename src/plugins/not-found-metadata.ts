/**
 * Local plugin: the built 404 page claims no URL. Docusaurus gives every page a canonical link, og:url and
 * hreflang alternates; on 404.html they named https://docs.celo.org/404.html, a page no one should index or
 * link. After the build they are removed from that one file (a theme component cannot remove a tag the
 * layout adds). Its title comes from src/theme/NotFound/Content. The file is rewritten as a writer of `pages`
 * (./built-pages.ts): the plugins that read the built HTML read it rewritten.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {load} from 'cheerio';
import type {BuiltPages} from './built-pages';

/** The page without canonical, og:url and hreflang alternate links. */
export function withoutCanonical(html: string): string {
  const $ = load(html);
  $('link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]').remove();
  return $.html();
}

export default function notFoundMetadataPlugin(pages: BuiltPages): PluginModule {
  return (): Plugin => {
    const writing = pages.writer('not-found-metadata');
    return {
      name: 'not-found-metadata',
      postBuild: ({outDir}) =>
        writing(async () => {
          const file = path.join(outDir, '404.html');
          await writeFile(file, withoutCanonical(await readFile(file, 'utf8')));
        }),
    };
  };
}
