/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2 (MIT, Facebook, Inc. and its affiliates).
 *
 * Why ejected and not wrapped: in local-search mode (no Algolia credentials, the default) the search bar
 * must not preconnect to Algolia hosts, and that <link> is rendered inside this component. Changes, each
 * marked "LOCAL SEARCH" below:
 *  1. the preconnect <link> is rendered only in Algolia mode;
 *  2. in local mode the search client handed to DocSearch is the site's own (src/search/browserClient);
 *  3. opening the modal starts loading the local index, so the first results come faster;
 *  4. "Believe this query should return results?" links to a prefilled GitHub issue;
 *  5. the button and keyboard shortcuts are our own (./SearchButton), so the DocSearch bundle loads on first use.
 */
import React, {useCallback, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
// LOCAL SEARCH (5): our own button and shortcuts, so DocSearch's bundle is not in the first load.
import {SearchButton as DocSearchButton, useSearchShortcuts} from './SearchButton';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
// LOCAL SEARCH: the site's own search client (tiny; the engine and index load on first use).
import {localSearchClient} from '@site/src/search/browserClient';
import {missingResultsUrl} from '@site/src/search/missingResults';
import {onDemand} from '@site/src/utils/onDemand';
import {navigateSafely} from '@site/src/components/OfflineNavigation';

function useIsLocalSearch() {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchMode !== 'algolia';
}
// LOCAL SEARCH (6): the modal's code loads on first use through onDemand, which retries after a failure
// (offline); a failed prefetch on hover or focus is ignored, and a failed open falls back to the search page.
const docSearchModal = onDemand(() =>
  Promise.all([
    import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => Modal),
);
function importDocSearchModalIfNeeded() {
  return docSearchModal.load().then(
    () => undefined,
    () => undefined,
  );
}
function useNavigator({externalUrlRegex}) {
  const history = useHistory();
  const [navigator] = useState(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}
function useTransformSearchClient() {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const isLocal = useIsLocalSearch();
  return useCallback(
    (searchClient) => {
      // LOCAL SEARCH (2): answer from the site's own index instead of Algolia.
      const client = isLocal ? localSearchClient : searchClient;
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return client;
    },
    [docusaurusVersion, isLocal],
  );
}
function useTransformItems(props) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState(() => {
    return (items) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}
function useResultsFooterComponent({closeModal}) {
  return useMemo(
    () =>
      ({state}) =>
        <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}
function Hit({hit, children}) {
  return <Link to={hit.url}>{children}</Link>;
}
function ResultsFooter({state, onClose}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}
function useSearchParameters({contextualSearch, ...props}) {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = props.searchParameters?.facetFilters ?? [];
  const facetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;
  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}
function DocSearch({externalUrlRegex, ...props}) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient();
  const isLocal = useIsLocalSearch();
  const searchContainer = useRef(null);
  const searchButtonRef = useRef(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState(undefined);
  const initialQueryRef = useRef(undefined);
  initialQueryRef.current = initialQuery;
  // LOCAL SEARCH (5): DocSearch 3.9 has no Ask AI; useAlgoliaAskAi imported DocSearch's whole UMD bundle.
  const currentPlaceholder = translations.modal?.searchBox?.placeholderText || props?.placeholder;
  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);
  const openModal = useCallback(() => {
    prepareSearchContainer();
    // LOCAL SEARCH (3): fetch the index while the modal code loads.
    if (isLocal) {
      localSearchClient.warmUp();
    }
    docSearchModal.load().then(
      () => setIsOpen(true),
      // The modal's code could not be fetched: the search page (itself subject to the load-failure message
      // with Retry when offline) still answers.
      () => navigateSafely(`/${props.searchPagePath ?? 'search'}${initialQueryRef.current ? `?q=${encodeURIComponent(initialQueryRef.current)}` : ''}`),
    );
  }, [prepareSearchContainer, isLocal, props.searchPagePath]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const handleInput = useCallback(
    (event) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  const resultsFooterComponent = useResultsFooterComponent({closeModal});
  const DocSearchModal = docSearchModal.get();
  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });
  return (
    <>
      {/* LOCAL SEARCH (1): preconnect to Algolia only when Algolia answers. */}
      {!isLocal && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={currentPlaceholder}
            // LOCAL SEARCH (4): a way to report a query that should have found something.
            getMissingResultsUrl={missingResultsUrl}
            {...props}
            translations={props.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
    </>
  );
}
export default function SearchBar(props) {
  const {siteConfig} = useDocusaurusContext();
  const docSearchProps = {
    ...siteConfig.themeConfig.algolia,
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };
  return <DocSearch {...docSearchProps} />;
}
