/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2 (MIT, Facebook, Inc. and its affiliates), in
 * TypeScript like the theme's own source.
 *
 * Why ejected and not wrapped: in local-search mode (no Algolia credentials, the default) the search bar
 * must not preconnect to Algolia hosts, and that <link> is rendered inside this component. Changes, each
 * marked "LOCAL SEARCH" below:
 *  1. the preconnect <link> is rendered only in Algolia mode;
 *  2. in local mode the search client handed to DocSearch is the site's own (src/search/browserClient);
 *  3. intent to search (pointer over, focus on or touch of the button, and opening the modal by click or
 *     Ctrl/⌘+K) starts loading the modal's code and, in local mode, the search engine and the index's meta
 *     file; nothing is loaded on page load;
 *  4. "Believe this query should return results?" links to a prefilled GitHub issue;
 *  5. the button and keyboard shortcuts are our own (./SearchButton), so the DocSearch bundle loads on first
 *     use; DocSearch 3.9 has no Ask AI, so the theme's useAlgoliaAskAi (which imported DocSearch's whole UMD
 *     bundle) is not used;
 *  6. the modal's code loads through onDemand, which retries after a failure (offline); a failed prefetch is
 *     ignored, and a failed open falls back to the search page.
 */
import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {useSearchLinkCreator} from '../SearchPage/searchPageHooks';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
// LOCAL SEARCH (5): our own button and shortcuts, so DocSearch's bundle is not in the first load.
import {SearchButton as DocSearchButton, useSearchShortcuts} from './SearchButton';
// LOCAL SEARCH (2): the site's own search client (tiny; the engine and index load on first use).
import {localSearchClient} from '@site/src/search/browserClient';
import {missingResultsUrl} from '@site/src/search/missingResults';
import {onDemand} from '@site/src/utils/onDemand';
import {navigateSafely} from '@site/src/components/OfflineNavigation';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  translations?: {button?: Record<string, string>; modal?: DocSearchModalProps['translations']};
};

function useIsLocalSearch(): boolean {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchMode !== 'algolia';
}

// LOCAL SEARCH (6): the modal's code loads on first use, with retry after a failure.
const docSearchModal = onDemand(() =>
  Promise.all([
    import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => Modal),
);

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
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

function useTransformSearchClient(): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const isLocal = useIsLocalSearch();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      // LOCAL SEARCH (2): answer from the site's own index instead of Algolia.
      const client = isLocal ? (localSearchClient as unknown as DocSearchTransformClient) : searchClient;
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return client;
    },
    [docusaurusVersion, isLocal],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
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

function useResultsFooterComponent({closeModal}: {closeModal: () => void}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}: {state: AutocompleteState<InternalDocSearchHit>}) => (
        <ResultsFooter state={state} onClose={closeModal} />
      ),
    [closeModal],
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: AutocompleteState<InternalDocSearchHit>; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({contextualSearch, ...props}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = props.searchParameters?.facetFilters ?? [];
  const facetFilters: FacetFilters = contextualSearch
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

function DocSearch({externalUrlRegex, ...props}: DocSearchProps) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient();
  const isLocal = useIsLocalSearch();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const initialQueryRef = useRef<string | undefined>(undefined);
  initialQueryRef.current = initialQuery;
  const currentPlaceholder = translations.modal?.searchBox?.placeholderText || props.placeholder;

  // LOCAL SEARCH (3): on intent, prefetch the modal's code and (local mode) the engine and index meta.
  const prefetch = useCallback(() => {
    void docSearchModal.load().catch(() => undefined);
    if (isLocal) localSearchClient.warmUp();
  }, [isLocal]);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);
  const openModal = useCallback(() => {
    prepareSearchContainer();
    // LOCAL SEARCH (3): start the engine and index loading while the modal code loads.
    if (isLocal) localSearchClient.warmUp();
    docSearchModal.load().then(
      () => setIsOpen(true),
      // LOCAL SEARCH (6): the modal's code could not be fetched: the search page (itself subject to the
      // load-failure message with Retry when offline) still answers.
      () =>
        navigateSafely(
          `/${typeof props.searchPagePath === 'string' ? props.searchPagePath : 'search'}${
            initialQueryRef.current ? `?q=${encodeURIComponent(initialQueryRef.current)}` : ''
          }`,
        ),
    );
  }, [prepareSearchContainer, isLocal, props.searchPagePath]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const handleInput = useCallback(
    (event: KeyboardEvent) => {
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
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <DocSearchButton
        onTouchStart={prefetch}
        onFocus={prefetch}
        onMouseOver={prefetch}
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
            {...(props as Omit<DocSearchProps, 'translations'>)}
            translations={props.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchProps>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const docSearchProps = {
    ...(siteConfig.themeConfig.algolia as DocSearchProps),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };
  return <DocSearch {...docSearchProps} />;
}
