/**
 * The search page (/search), swizzled (ejected) from @docusaurus/theme-search-algolia 3.10.2 and changed where
 * the theme's page could not be wrapped:
 * - Landmarks: the whole page (title, search form, status, results) is the page's <main>; the theme put only
 *   the list of results in one, so an empty or unanswered page had none (axe `landmark-one-main`, `region`).
 *   Results are no longer <nav> landmarks each (their breadcrumbs are a plain list).
 * - States: nothing (no query), searching, results ("N documents found"), no results ("No results were
 *   found") and error ("Unable to fetch results", with Retry). The state is derived from whether an answer
 *   for exactly the query in the box has arrived, so the page says "Searching…" until it has: the theme's
 *   page said "No results were found" for a moment before every search. The state text is a polite live
 *   region, so screen readers hear it.
 * - No style attributes or <style> elements (the Content-Security-Policy has no 'unsafe-inline'): the
 *   "Powered by Algolia" credit, shown only when Algolia is the backend, is a text link.
 * - Text typed before the page is interactive (the box has focus at once) is not lost: it becomes the query.
 * - `noindex` on /search (a results page has no content of its own for search engines; the robots meta also
 *   keeps the route out of the sitemap), and without JavaScript a note pointing to the site map (/site-map),
 *   since the search runs in the browser.
 * Querying is the theme's: algoliasearch-helper over `algoliasearch/lite`, which in local mode is the site's
 * own client (src/plugins/local-search), 15 hits a page, more pages as the reader scrolls.
 */
import React, {useEffect, useMemo, useReducer, useRef, useState} from 'react';
import clsx from 'clsx';
import algoliaSearchHelper from 'algoliasearch-helper';
import {liteClient} from 'algoliasearch/lite';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, useEvent, usePluralForm} from '@docusaurus/theme-common';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useSearchQueryString} from './searchPageHooks';
import styles from './styles.module.css';

const HITS_PER_PAGE = 15;
/** Typing waits this long for the next key before searching; the query the page opens with runs at once. */
const TYPING_DELAY_MS = 200;

interface Item {
  title: string;
  url: string;
  summary: string;
  breadcrumbs: string[];
}

/** An answer for one query: the pages of hits received so far. */
interface Answer {
  query: string;
  items: Item[];
  total: number;
  pages: number;
  lastPage: number;
}

interface State {
  answer: Answer | null;
  /** The query whose search failed, until the next search. */
  failed: string | null;
}

type Action = {type: 'search'} | {type: 'answer'; answer: Answer} | {type: 'error'; query: string};

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'search':
      return {...state, failed: null};
    case 'answer': {
      const {answer} = action;
      const previous = state.answer;
      // A later page of the same query adds its hits to those shown.
      const items =
        answer.lastPage > 0 && previous?.query === answer.query ? [...previous.items, ...answer.items] : answer.items;
      return {answer: {...answer, items}, failed: null};
    }
    case 'error':
      return {...state, failed: action.query};
  }
}

export type SearchStatus = 'idle' | 'searching' | 'results' | 'none' | 'error';

/** What the page shows for the query in the box, given the answer and failure received so far. */
export function searchStatus(query: string, state: State): SearchStatus {
  if (!query.trim()) return 'idle';
  if (state.answer?.query === query) return state.answer.total > 0 ? 'results' : 'none';
  if (state.failed === query) return 'error';
  return 'searching';
}

function useDocumentsFoundPlural(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description: 'Pluralized label for "{count} documents found"',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

/** The docs version each docs plugin searches (one select per versioned plugin, as in the theme). */
function useSearchVersions() {
  const allDocsData = useAllDocsData();
  const [versions, setVersions] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(allDocsData).map(([id, data]) => [id, data.versions[0]!.name])),
  );
  const versioned = Object.entries(allDocsData).filter(([, data]) => data.versions.length > 1);
  return {
    versions,
    versioned,
    setVersion: (pluginId: string, version: string) => setVersions((v) => ({...v, [pluginId]: version})),
  };
}

function pageTitle(query: string): string {
  return query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

interface Hit {
  url: string;
  _highlightResult: {hierarchy: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
}

function SearchPageContent(): React.JSX.Element {
  const {
    siteConfig: {customFields},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {
    algolia: {appId, apiKey, indexName, contextualSearch},
  } = useAlgoliaThemeConfig();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFound = useDocumentsFoundPlural();
  const {versions, versioned, setVersion} = useSearchVersions();
  const [query, setQuery] = useSearchQueryString();
  const [state, dispatch] = useReducer(reducer, {answer: null, failed: null});
  const status = searchStatus(query, state);
  const isAlgolia = customFields?.searchMode === 'algolia';

  // The box has focus as soon as the page shows, before its scripts have run: what a reader types in that
  // moment is in the box but never reached the URL (React may not report it as a change), so it becomes the
  // query once the page is interactive.
  const input = useRef<HTMLInputElement>(null);
  const adoptTypedQuery = useEvent(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== query) setQuery(typed);
  });
  useEffect(() => adoptTypedQuery(), [adoptTypedQuery]);

  const helper = useMemo(
    () =>
      algoliaSearchHelper(liteClient(appId, apiKey), indexName, {
        hitsPerPage: HITS_PER_PAGE,
        advancedSyntax: true,
        disjunctiveFacets: contextualSearch ? ['language', 'docusaurus_tag'] : [],
      }),
    [appId, apiKey, indexName, contextualSearch],
  );

  // Answers and failures, each for the query it was asked with.
  useEffect(() => {
    const sanitize = (value: string) =>
      value.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');
    const onResult = ({
      results,
      state: asked,
    }: {
      results: algoliaSearchHelper.SearchResults;
      state: {query?: string};
    }) => {
      const hits = (Array.isArray(results.hits) ? results.hits : []) as unknown as Hit[];
      const items = hits.map(({url, _highlightResult: {hierarchy}, _snippetResult: snippet = {}}) => {
        const titles = Object.keys(hierarchy).map((key) => sanitize(hierarchy[key]!.value));
        return {
          title: titles.pop() ?? '',
          url: processSearchResultUrl(url),
          summary: snippet.content ? `${sanitize(snippet.content.value)}...` : '',
          breadcrumbs: titles,
        };
      });
      dispatch({
        type: 'answer',
        answer: {
          query: asked.query ?? results.query,
          items,
          total: results.nbHits,
          pages: results.nbPages,
          lastPage: results.page,
        },
      });
    };
    const onError = () => dispatch({type: 'error', query: helper.state.query ?? ''});
    helper.on('result', onResult);
    helper.on('error', onError);
    return () => {
      helper.removeListener('result', onResult);
      helper.removeListener('error', onError);
    };
  }, [helper, processSearchResultUrl]);

  const search = useEvent((page: number) => {
    helper.clearRefinements();
    if (contextualSearch) {
      helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
      helper.addDisjunctiveFacetRefinement('language', currentLocale);
      for (const [pluginId, version] of Object.entries(versions)) {
        helper.addDisjunctiveFacetRefinement('docusaurus_tag', `docs-${pluginId}-${version}`);
      }
    }
    dispatch({type: 'search'});
    helper.setQuery(query).setPage(page).search();
  });

  // A new query (or docs version) searches from its first page: at once when the page opens with it, after a
  // pause in typing otherwise.
  const searched = useRef(false);
  useEffect(() => {
    if (!query.trim()) return undefined;
    const delay = searched.current ? TYPING_DELAY_MS : 0;
    searched.current = true;
    const timer = window.setTimeout(() => search(0), delay);
    return () => window.clearTimeout(timer);
  }, [query, versions, search]);

  // More hits when the reader scrolls to the end of the list.
  const answer = status === 'results' ? state.answer! : null;
  const hasMore = !!answer && answer.pages > answer.lastPage + 1;
  const [loader, setLoader] = useState<HTMLDivElement | null>(null);
  const nextPage = answer ? answer.lastPage + 1 : 0;
  useEffect(() => {
    if (!loader || !hasMore) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) search(nextPage);
      },
      {threshold: 1},
    );
    observer.observe(loader);
    return () => observer.disconnect();
  }, [loader, hasMore, nextPage, search]);

  const title = pageTitle(query);
  return (
    <Layout>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <noscript>
          <div className="search-no-js" role="note">
            <p>
              Search needs JavaScript, which is turned off in this browser. The <Link to="/site-map">site map</Link>{' '}
              lists every page of the documentation.
            </p>
          </div>
        </noscript>

        <form className="row" role="search" onSubmit={(e) => e.preventDefault()}>
          <div
            className={clsx('col', styles.searchQueryColumn, {
              'col--9': versioned.length > 0,
              'col--12': versioned.length === 0,
            })}
          >
            <input
              ref={input}
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'The ARIA label for search page input',
              })}
              onChange={(e) => setQuery(e.target.value)}
              value={query}
              autoComplete="off"
              // The page exists to search: the box has focus when it opens (as in the theme).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </div>
          {contextualSearch && versioned.length > 0 && (
            <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchVersionColumn)}>
              {versioned.map(([pluginId, data]) => (
                <select
                  key={pluginId}
                  aria-label={translate({
                    id: 'theme.SearchPage.versionLabel',
                    message: 'Documentation version',
                    description: 'The ARIA label for the version select of the search page',
                  })}
                  onChange={(e) => setVersion(pluginId, e.target.value)}
                  defaultValue={versions[pluginId]}
                  className={styles.searchVersionInput}
                >
                  {data.versions.map((version) => (
                    <option
                      key={version.name}
                      label={`${versioned.length > 1 ? `${pluginId}: ` : ''}${version.label}`}
                      value={version.name}
                    />
                  ))}
                </select>
              ))}
            </div>
          )}
        </form>

        <section
          className={styles.results}
          aria-label={translate({
            id: 'theme.SearchPage.resultsLabel',
            message: 'Search results',
            description: 'The ARIA label of the search page results region',
          })}
          aria-busy={status === 'searching'}
        >
          <div className="row">
            <div className={clsx('col', 'col--8', styles.searchResultsColumn)} role="status">
              {status === 'searching' && (
                <p className={styles.searching}>
                  <span className={styles.loadingSpinner} aria-hidden="true" />
                  <Translate id="theme.SearchPage.searching" description="The search page while a search runs">
                    Searching…
                  </Translate>
                </p>
              )}
              {status === 'results' && <p>{documentsFound(answer!.total)}</p>}
              {status === 'none' && (
                <p>
                  <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
                    No results were found
                  </Translate>
                </p>
              )}
              {status === 'error' && (
                <>
                  <p>
                    <Translate id="theme.SearchPage.errorTitle" description="The search page when a search fails">
                      Unable to fetch results
                    </Translate>
                  </p>
                  <p className={styles.errorHelp}>
                    <Translate
                      id="theme.SearchPage.errorHelp"
                      description="The search page's advice when a search fails"
                    >
                      You might want to check your network connection.
                    </Translate>
                  </p>
                </>
              )}
            </div>
            {isAlgolia && (
              <p className={clsx('col', 'col--4', styles.searchLogoColumn)}>
                <Translate
                  id="theme.SearchPage.poweredBy"
                  description="The credit of the search service"
                  values={{algolia: <Link to="https://www.algolia.com/">Algolia</Link>}}
                >
                  {'Powered by {algolia}'}
                </Translate>
              </p>
            )}
          </div>
          {status === 'error' && (
            <button type="button" className="button button--primary" onClick={() => search(0)}>
              <Translate id="theme.SearchPage.retry" description="The button that runs a failed search again">
                Retry
              </Translate>
            </button>
          )}

          {answer?.items.map(({title: itemTitle, url, summary, breadcrumbs}, index) => (
            <article key={`${index}:${url}`} className={styles.searchResultItem}>
              <Heading as="h2" className={styles.searchResultItemHeading}>
                <Link to={url} dangerouslySetInnerHTML={{__html: itemTitle}} />
              </Heading>
              {breadcrumbs.length > 0 && (
                <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                  {breadcrumbs.map((html, index) => (
                    // The search client's highlighted text (escaped, with <span> marks), as in the theme.
                    <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
                  ))}
                </ul>
              )}
              {summary && <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{__html: summary}} />}
            </article>
          ))}

          {hasMore && (
            <div className={styles.loader} ref={setLoader}>
              <Translate
                id="theme.SearchPage.fetchingNewResults"
                description="The paragraph for fetching new search results"
              >
                Fetching new results...
              </Translate>
            </div>
          )}
        </section>
      </main>
    </Layout>
  );
}

export default function SearchPage(): React.JSX.Element {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
