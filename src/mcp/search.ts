/**
 * The docs search for the MCP server: the site's own engine (src/search/engine.ts) over the site's built
 * index, so an agent gets the ranking a reader gets in the search box. This file is the server's only
 * import surface into src/search: one function that loads the index from a build and returns a search.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {MAX_QUERY_LENGTH, SearchEngine} from '../search/engine';
import {queryTermsOf, snippet} from '../search/highlight';
import type {SearchIndexFile} from '../search/types';

export interface DocsSearchHit {
  title: string;
  /** Page title › heading, when the hit is a section. */
  section: string;
  url: string;
  snippet: string;
}

export type DocsSearch = (query: string, limit: number) => DocsSearchHit[];

export {MAX_QUERY_LENGTH};

/** Loads build/search-index.json and returns a search over it; throws naming the file if it is missing. */
export async function loadDocsSearch(buildDir: string, siteUrl: string): Promise<DocsSearch> {
  const file = path.join(buildDir, 'search-index.json');
  let index: SearchIndexFile;
  try {
    index = JSON.parse(await readFile(file, 'utf8')) as SearchIndexFile;
  } catch (err) {
    throw new Error(`cannot read the search index ${file} (run \`npm run build\` first): ${(err as Error).message}`);
  }
  const engine = new SearchEngine(index);
  return (query, limit) => {
    const opts = {queryTerms: queryTermsOf(query), preTag: '', postTag: ''};
    return engine
      .search({query}, siteUrl)
      .slice(0, limit)
      .map(({record}) => ({
        title: record.hierarchy.lvl1 ?? '',
        section: [record.hierarchy.lvl2, record.hierarchy.lvl3].filter(Boolean).join(' › '),
        url: record.url,
        // Text from the index is HTML-escaped for the site's UI; an agent gets plain text.
        snippet: unescapeHtml(snippet(record.content, 30, opts).value),
      }));
  };
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
