/**
 * The Markdown twins of a build (written by src/plugins/markdown-twins), looked up by the doc's route as an
 * agent might write it: /network/mainnet, network/mainnet, /network/mainnet.md, the full URL, with an anchor
 * or a trailing slash. Only routes listed in the build's llms.txt are served, so a path can never reach
 * another file.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parseLlmsTxt, routeOfTwin, twinPath, type LlmsEntry} from '../plugins/markdown-twins/llmsTxt';
import {LookupError} from './reference';

export interface DocsPages {
  /** The site's origin, from the URLs llms.txt lists. */
  siteUrl: string;
  list: LlmsEntry[];
  read(pathOrUrl: string): Promise<{route: string; url: string; markdown: string}>;
}

export async function loadDocsPages(buildDir: string): Promise<DocsPages> {
  const file = path.join(buildDir, 'llms.txt');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new Error(`cannot read ${file} (run \`npm run build\` first): ${(err as Error).message}`);
  }
  const {entries} = parseLlmsTxt(text);
  if (!entries[0]) throw new Error(`${file} lists no page`);
  const siteUrl = new URL(entries[0].url).origin;
  const byRoute = new Map<string, LlmsEntry>();
  for (const e of entries) byRoute.set(routeOfTwin(new URL(e.url).pathname), e);

  return {
    siteUrl,
    list: entries,
    async read(input) {
      const raw = input.trim();
      if (!raw) throw new LookupError('Give a page path such as /network/mainnet (see search_docs for paths).');
      if (raw.length > 500) throw new LookupError('The path is too long (500 characters at most).');
      let route: string;
      try {
        route = new URL(raw.startsWith('http') ? raw : `/${raw.replace(/^\/+/, '')}`, siteUrl).pathname;
      } catch {
        throw new LookupError(`"${raw.slice(0, 100)}" is not a page path or URL.`);
      }
      try {
        route = decodeURIComponent(route);
      } catch {
        throw new LookupError(`"${raw.slice(0, 100)}" is not a page path or URL.`);
      }
      route = route.replace(/\.md$/, '').replace(/\/+$/, '') || '/';
      const entry = byRoute.get(route);
      if (!entry) {
        const near = [...byRoute.keys()].filter((r) => r.split('/').pop() === route.split('/').pop()).slice(0, 5);
        throw new LookupError(
          `No page at ${route.slice(0, 200)}.${near.length ? ` Did you mean ${near.join(', ')}?` : ' Use search_docs to find a page.'}`,
        );
      }
      const markdown = await readFile(path.join(buildDir, twinPath(route)), 'utf8');
      return {route, url: `${siteUrl}${route}`, markdown};
    },
  };
}
