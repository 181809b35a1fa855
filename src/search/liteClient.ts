/**
 * Stand-in for `algoliasearch/lite` in local-search mode (a bundler alias set by src/plugins/local-search).
 * The theme's /search page calls `liteClient(appId, apiKey)`; it gets the shared local client instead.
 */
import {localSearchClient} from './browserClient';

export function liteClient(_appId?: string, _apiKey?: string) {
  return localSearchClient;
}

export default liteClient;
