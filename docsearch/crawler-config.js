// DocSearch crawler configuration for this site (Algolia Crawler, "Editor" tab of the crawler dashboard).
// Used only in Algolia mode: the default build answers search from its own static index instead.
// Selectors match this site's markup (Docusaurus 3 classic theme): see README, "Search".
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY', // a write key for the crawler, never the search-only key of the site
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://docs.celo.org/'],
  sitemaps: ['https://docs.celo.org/sitemap.xml'],
  ignoreCanonicalTo: true,
  discoveryPatterns: ['https://docs.celo.org/**'],
  // Test-only routes never exist in deployed builds; skip them defensively along with the search page.
  exclusionPatterns: ['https://docs.celo.org/search**', 'https://docs.celo.org/__fixtures/**'],
  actions: [
    {
      indexName: 'celo-docs',
      pathsToMatch: ['https://docs.celo.org/**'],
      recordExtractor: ({$, helpers}) => {
        // The section name (navbar entry) is lvl0, like the local index's result groups.
        const lvl0 =
          $('.menu__link.menu__link--sublist.menu__link--active').first().text() ||
          $('.navbar__item.navbar__link--active').first().text() ||
          'Documentation';
        // Remove what is not content: reading time, heading anchors, code blocks.
        $('.reading-time, .hash-link, pre, .theme-code-block').remove();
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['header h1', 'article h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5, article td:first-child',
            lvl6: 'article h6',
            content: 'article p, article li, article td:last-child',
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    'celo-docs': {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
