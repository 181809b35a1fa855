/**
 * Local plugin: adds test-only routes when DOCS_TEST_FIXTURES=1 (set by `npm test`). Deployed builds
 * (`npm run build`) never contain them. Routes (tests/fixtures/pages):
 * - /__fixtures/crash: a page that throws while rendering (the crash screen);
 * - /__fixtures/loading and /__fixtures/load-failure: the route loading screen (src/theme/Loading) as the
 *   router shows it while a page's code loads, and when that code fails to load; the router shows them only
 *   for a moment or when the network fails, so tests/e2e/a11y.spec.ts checks them here;
 * - the docs of tests/fixtures/docs under /__fixtures/docs (a second instance of the docs plugin, fixtureDocs
 *   below), rendered by the site's own doc theme and the docs' own remark plugins (reading time, guide-run line,
 *   report lines): /__fixtures/docs/verified-page has a `verified:` record, /__fixtures/docs/guide-page a `guide:`.
 */
import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';

const FIXTURES: Record<string, string> = {
  '/__fixtures/crash': 'Crash.tsx',
  '/__fixtures/loading': 'Loading.tsx',
  '/__fixtures/load-failure': 'LoadFailure.tsx',
};

export const FIXTURE_ROUTES = [
  ...Object.keys(FIXTURES),
  '/__fixtures/docs/verified-page',
  '/__fixtures/docs/guide-page',
];

const enabled = () => process.env.DOCS_TEST_FIXTURES === '1';

/**
 * The fixture docs as a docs plugin instance of their own (id "fixtures"), in test builds only. Plugins that
 * read the docs (twins, search, site map) read the default instance, so the fixtures stay out of them.
 */
export function fixtureDocs(remarkPlugins: readonly unknown[] = []): PluginConfig[] {
  if (!enabled()) return [];
  return [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'fixtures',
        path: 'tests/fixtures/docs',
        routeBasePath: '__fixtures/docs',
        sidebarPath: false,
        remarkPlugins: [...remarkPlugins],
      },
    ],
  ];
}

export default function testFixturesPlugin(): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({actions}) {
      if (!enabled()) return;
      for (const [route, file] of Object.entries(FIXTURES)) {
        actions.addRoute({
          path: route,
          component: path.resolve(__dirname, '../../tests/fixtures/pages', file),
          exact: true,
        });
      }
    },
  };
}
