/**
 * The search page's query string and the links to it, for the search bar (src/theme/SearchBar) and the search page
 * (src/theme/SearchPage).
 *
 * Docusaurus 3.10 exports `useSearchQueryString` and `useSearchLinkCreator` from `@docusaurus/theme-common`;
 * Docusaurus 4 moved them to `@docusaurus/theme-search-algolia/client`. Both versions export the building blocks
 * they are made of (`useQueryString` from theme-common, the site config from `useDocusaurusContext`), so the site
 * keeps its own two-line versions of the hooks here and builds on either major (`npm run check:next`).
 */
import {useCallback} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useQueryString} from '@docusaurus/theme-common';

/** The search page's query parameter, as Docusaurus names it. */
const QUERY_PARAM = 'q';

/** The `q` query string of the current URL, and a setter that replaces it in the history. */
export function useSearchQueryString(): [string, (value: string) => void] {
  return useQueryString(QUERY_PARAM);
}

/** Makes the URL of the search page for a query: `/search?q=…` under the site's base URL. */
export function useSearchLinkCreator(): (query: string) => string {
  const {siteConfig} = useDocusaurusContext();
  const {searchPagePath} = siteConfig.themeConfig.algolia as {searchPagePath?: string | false};
  const baseUrl = siteConfig.baseUrl;
  return useCallback(
    (query: string) => `${baseUrl}${searchPagePath || 'search'}?${QUERY_PARAM}=${encodeURIComponent(query)}`,
    [baseUrl, searchPagePath],
  );
}
