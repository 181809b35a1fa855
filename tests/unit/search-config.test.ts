import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {algoliaThemeConfig, readSearchMode} from '../../src/config/search';
import {loadSiteConfig as loadConfig} from './loadSiteConfig';

const ROOT = path.join(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../src/plugins/docsearch-fixes/loader.js') as (this: unknown, source: string) => string;
import {DOCSEARCH_PATCHES} from '../../src/plugins/docsearch-fixes/patches';

test('search mode: local by default, Algolia with all three variables, an error naming missing ones', () => {
  assert.deepEqual(readSearchMode({}), {mode: 'local'});
  assert.deepEqual(readSearchMode({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'celo-docs'}), {
    mode: 'algolia',
    appId: 'APP',
    apiKey: 'key',
    indexName: 'celo-docs',
  });
  assert.throws(() => readSearchMode({ALGOLIA_APP_ID: 'APP'}), /missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/);
  assert.equal(algoliaThemeConfig({mode: 'local'}).contextualSearch, true);
});

test('default build: local search plugin on, DocSearch UI configured with inert credentials', () => {
  const config = loadConfig({});
  assert.equal(config.customFields.searchMode, 'local');
  assert.equal(config.themeConfig.algolia.appId, 'local');
  assert.equal(config.themeConfig.algolia.searchPagePath, 'search');
  assert.ok(config.plugins.some((p: unknown) => p === '[fn localSearchPlugin]'));
});

test('Algolia mode: real credentials, no local index plugin', () => {
  const config = loadConfig({
    ALGOLIA_APP_ID: 'TESTAPP',
    ALGOLIA_API_KEY: 'search-only',
    ALGOLIA_INDEX_NAME: 'celo-docs',
  });
  assert.equal(config.customFields.searchMode, 'algolia');
  assert.deepEqual(
    {
      appId: config.themeConfig.algolia.appId,
      apiKey: config.themeConfig.algolia.apiKey,
      indexName: config.themeConfig.algolia.indexName,
    },
    {appId: 'TESTAPP', apiKey: 'search-only', indexName: 'celo-docs'},
  );
  assert.ok(!config.plugins.some((p: unknown) => p === '[fn localSearchPlugin]'));
});

test('the crawler configuration targets this site and its index', () => {
  const crawler = readFileSync(path.join(ROOT, 'docsearch/crawler-config.js'), 'utf8');
  assert.match(crawler, /startUrls: \['https:\/\/docs\.celo\.org\/'\]/);
  assert.match(crawler, /indexName: 'celo-docs'/);
  assert.match(crawler, /attributesForFaceting: \[[^\]]*'docusaurus_tag'/);
});

test('the DocSearch bundle patches apply once and fail loudly when their target is missing', () => {
  const ctx = (resourcePath: string, patches = DOCSEARCH_PATCHES) => ({getOptions: () => ({patches}), resourcePath});
  for (const patch of DOCSEARCH_PATCHES) {
    assert.equal(loader.call(ctx('x.js', [patch]), `a${patch.find}b`), `a${patch.replace}b`);
  }
  assert.throws(
    () => loader.call(ctx('dist/esm/index.js'), 'nothing here'),
    /patch "keep the error status.*found it 0 times/,
  );
  const bundle = readFileSync(path.join(ROOT, 'node_modules/@docsearch/react/dist/esm/index.js'), 'utf8');
  assert.doesNotThrow(() => loader.call(ctx('index.js'), bundle));
});
