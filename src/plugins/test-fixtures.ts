/**
 * Local plugin: adds test-only routes when DOCS_TEST_FIXTURES=1 (set by `npm test`). Deployed builds
 * (`npm run build`) never contain them. Routes: /__fixtures/crash (a page that throws while rendering), and
 * the docs of tests/fixtures/docs under /__fixtures/docs (a second instance of the docs plugin, fixtureDocs
 * below), rendered by the site's own doc theme: /__fixtures/docs/verified-page has a `verified:` record.
 */
import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';

export const FIXTURE_ROUTES = ['/__fixtures/crash', '/__fixtures/docs/verified-page'];

const enabled = () => process.env.DOCS_TEST_FIXTURES === '1';

/**
 * The fixture docs as a docs plugin instance of their own (id "fixtures"), in test builds only. Plugins that
 * read the docs (twins, search, site map) read the default instance, so the fixtures stay out of them.
 */
export function fixtureDocs(): PluginConfig[] {
  if (!enabled()) return [];
  return [
    [
      '@docusaurus/plugin-content-docs',
      {id: 'fixtures', path: 'tests/fixtures/docs', routeBasePath: '__fixtures/docs', sidebarPath: false},
    ],
  ];
}

export default function testFixturesPlugin(): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({actions}) {
      if (!enabled()) return;
      actions.addRoute({
        path: '/__fixtures/crash',
        component: path.resolve(__dirname, '../../tests/fixtures/pages/Crash.tsx'),
        exact: true,
      });
    },
  };
}
