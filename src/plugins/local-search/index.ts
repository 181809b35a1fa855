/**
 * Local plugin: the default search backend. After the build it turns every documentation page into
 * DocSearch records (reading the built HTML in the pass it shares with other plugins, ../built-pages.ts),
 * compiles them into the chunked index of src/search/shards.ts (`search-index/`: what the browser loads, a few
 * shards per query) and also writes the records whole as `search-index.json` (read by the docs assistant and the
 * tests). In the browser, the DocSearch modal (src/theme/SearchBar) and the
 * theme's /search page (through a bundler alias of `algoliasearch/lite`) query the shards with the local
 * client of src/search. Not used when Algolia is configured (see docusaurus.config.ts).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {indexedResults, isIndexedRoute, type BuiltPages} from '../built-pages';
import {buildIndexFile, extractRecords, type PageRecords} from '../../search/records';
import type {SearchIndexFile} from '../../search/types';
import {markdownRecords} from '../../search/markdownRecords';
import {chainIdAliases, renamedTokens} from '../../search/renames';
import {buildShards, writeShards} from '../../search/shards';

/** Result groups (DocSearch lvl0) by sidebar: the section names of the navbar. */
export const SIDEBAR_GROUPS: Record<string, string> = {
  generalSidebar: 'What is Celo',
  buildSidebar: 'Build',
  developersSidebar: 'Tooling',
  cel2Sidebar: 'Celo L2',
  cliSidebar: 'CLI',
  holderSidebar: 'Holder',
  communitySidebar: 'Community',
};

export function groupFor(routePath: string, sidebar: string | undefined): string {
  if (sidebar && SIDEBAR_GROUPS[sidebar]) return SIDEBAR_GROUPS[sidebar];
  if (routePath.startsWith('/cli')) return 'CLI';
  return 'Documentation';
}

interface DocsContent {
  loadedVersions: {
    versionName?: string;
    docs: {
      permalink: string;
      sidebar?: string;
      source: string;
      title: string;
      description: string;
      unlisted?: boolean;
    }[];
  }[];
}

function routeOf(permalink: string): string {
  // Index docs have a trailing slash in their permalink; routes do not (trailingSlash: false).
  return permalink.replace(/(.)\/$/, '$1');
}

async function writeIndex(dir: string, index: SearchIndexFile): Promise<void> {
  await mkdir(dir, {recursive: true});
  await writeFile(path.join(dir, 'search-index.json'), JSON.stringify(index));
  await writeShards(dir, buildShards(index));
}

/** The plugin, reading the built pages in the pass `pages` runs for every plugin that reads them. */
export default function localSearchPlugin(pages: BuiltPages): PluginModule {
  // Named, so the loaded config shows which plugin it is (tests/unit/search-config.test.ts).
  return function localSearchPlugin(context) {
    return plugin(context, pages);
  };
}

function plugin(context: LoadContext, builtPages: BuiltPages): Plugin {
  const sidebarByPermalink = new Map<string, string | undefined>();
  // Filled in allContentLoaded, which runs before the pass (postBuild).
  const visited = builtPages.visitor('local-search', (page) =>
    isIndexedRoute(page.route)
      ? extractRecords(page.doc, page.route, groupFor(page.route, sidebarByPermalink.get(page.route)))
      : null,
  );
  // The index files are read, once written, by the service worker's precache list (src/plugins/pwa).
  const writing = builtPages.derivedFiles('local-search');
  const isDev = process.env.NODE_ENV === 'development';
  // Under `npm start` there is no built HTML: the index is made from the Markdown and served from here.
  const devDir = path.join(context.generatedFilesDir, 'local-search-dev');
  return {
    name: 'local-search',

    getClientModules() {
      return [path.resolve(__dirname, '../../search/local-search.css')];
    },

    configureWebpack() {
      return {
        resolve: {
          alias: {'algoliasearch/lite$': path.resolve(__dirname, '../../search/liteClient.ts')},
        },
        ...(isDev && {devServer: {static: [{directory: devDir, publicPath: context.baseUrl, watch: false}]}}),
      };
    },

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      for (const version of docs?.loadedVersions ?? []) {
        for (const doc of version.docs) sidebarByPermalink.set(routeOf(doc.permalink), doc.sidebar);
      }
      if (!isDev) return;
      const pages: PageRecords[] = [];
      for (const version of docs?.loadedVersions ?? []) {
        for (const doc of version.docs) {
          if (doc.unlisted) continue;
          const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
          const url = routeOf(doc.permalink);
          pages.push(
            markdownRecords(await readFile(file, 'utf8'), {
              url,
              lvl0: groupFor(url, doc.sidebar),
              title: doc.title,
              description: doc.description,
              tag: `docs-default-${version.versionName ?? 'current'}`,
            }),
          );
        }
      }
      await writeIndex(
        devDir,
        buildIndexFile(pages, context.i18n.currentLocale, {renames: renamedTokens(), aliases: chainIdAliases()}),
      );
    },

    async postBuild({outDir, routesPaths}) {
      const pages = indexedResults(await visited(outDir), routesPaths);
      // Timed apart from the shared pass, with Docusaurus' performance logger (DOCUSAURUS_PERF_LOGGER=true).
      await writing(() =>
        writeIndex(
          outDir,
          buildIndexFile(pages, context.i18n.currentLocale, {renames: renamedTokens(), aliases: chainIdAliases()}),
        ),
      );
    },
  };
}
