/**
 * Ejected from @docusaurus/theme-search-algolia (3.10): the DocSearch strings, with the same translation ids.
 *
 * The theme's module also carries the strings of DocSearch 4 (Ask AI screens, conversations, v4 aliases of the
 * v3 keys), about forty translate() calls that shipped in every page's main bundle. The site runs DocSearch 3.9
 * (handbook/architecture.md, "Overrides"), whose modal reads only the keys below (its `DocSearchTranslations` type).
 */
import {translate} from '@docusaurus/Translate';

const search = translate({id: 'theme.SearchBar.label', message: 'Search'});
const clear = translate({id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query'});
const cancel = translate({id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel'});

const translations = {
  button: {buttonText: search, buttonAriaLabel: search},
  modal: {
    searchBox: {
      resetButtonTitle: clear,
      resetButtonAriaLabel: clear,
      cancelButtonText: cancel,
      cancelButtonAriaLabel: cancel,
      placeholderText: translate({id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs'}),
      searchInputLabel: translate({id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search'}),
    },
    startScreen: {
      recentSearchesTitle: translate({id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent'}),
      noRecentSearchesText: translate({
        id: 'theme.SearchModal.startScreen.noRecentSearchesText',
        message: 'No recent searches',
      }),
      saveRecentSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
        message: 'Save this search',
      }),
      removeRecentSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
        message: 'Remove this search from history',
      }),
      favoriteSearchesTitle: translate({
        id: 'theme.SearchModal.startScreen.favoriteSearchesTitle',
        message: 'Favorite',
      }),
      removeFavoriteSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
        message: 'Remove this search from favorites',
      }),
    },
    errorScreen: {
      titleText: translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'}),
      helpText: translate({
        id: 'theme.SearchModal.errorScreen.helpText',
        message: 'You might want to check your network connection.',
      }),
    },
    footer: {
      selectText: translate({id: 'theme.SearchModal.footer.selectText', message: 'Select'}),
      selectKeyAriaLabel: translate({id: 'theme.SearchModal.footer.selectKeyAriaLabel', message: 'Enter key'}),
      navigateText: translate({id: 'theme.SearchModal.footer.navigateText', message: 'Navigate'}),
      navigateUpKeyAriaLabel: translate({id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel', message: 'Arrow up'}),
      navigateDownKeyAriaLabel: translate({
        id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel',
        message: 'Arrow down',
      }),
      closeText: translate({id: 'theme.SearchModal.footer.closeText', message: 'Close'}),
      closeKeyAriaLabel: translate({id: 'theme.SearchModal.footer.closeKeyAriaLabel', message: 'Escape key'}),
      searchByText: translate({id: 'theme.SearchModal.footer.searchByText', message: 'Powered by'}),
    },
    noResultsScreen: {
      noResultsText: translate({
        id: 'theme.SearchModal.noResultsScreen.noResultsText',
        message: 'No results found for',
      }),
      suggestedQueryText: translate({
        id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
        message: 'Try searching for',
      }),
      reportMissingResultsText: translate({
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
        message: 'Believe this query should return results?',
      }),
      reportMissingResultsLinkText: translate({
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
        message: 'Let us know.',
      }),
    },
  },
};

export default translations;
