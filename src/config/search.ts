/**
 * Which search backend the site uses. Local (the default) needs nothing; Algolia needs all three of
 * ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only) and ALGOLIA_INDEX_NAME at build time. Setting only some of
 * them is a mistake and stops the build with a message naming the missing ones.
 */
type Env = Record<string, string | undefined>;

export type SearchMode = {mode: 'local'} | {mode: 'algolia'; appId: string; apiKey: string; indexName: string};

const VARS = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export function readSearchMode(env: Env = process.env): SearchMode {
  const values = VARS.map((v) => env[v]?.trim() || undefined);
  const set = values.filter(Boolean).length;
  if (set === 0) return {mode: 'local'};
  if (set < VARS.length) {
    const missing = VARS.filter((_, i) => !values[i]);
    throw new Error(`Algolia search needs ${VARS.join(', ')}; missing: ${missing.join(', ')}`);
  }
  const [appId, apiKey, indexName] = values as [string, string, string];
  return {mode: 'algolia', appId, apiKey, indexName};
}

/** themeConfig.algolia: real credentials in Algolia mode; inert values in local mode (the UI needs the key). */
export function algoliaThemeConfig(search: SearchMode) {
  const common = {contextualSearch: true, searchPagePath: 'search'};
  return search.mode === 'algolia'
    ? {...common, appId: search.appId, apiKey: search.apiKey, indexName: search.indexName}
    : {...common, appId: 'local', apiKey: 'local', indexName: 'celo-docs'};
}
