/**
 * Local plugin: adds test-only routes when DOCS_TEST_FIXTURES=1 (set by `npm test`). Deployed builds
 * (`npm run build`) never contain them. Routes (tests/fixtures/pages):
 * - /__fixtures/crash: a page that throws while rendering (the crash screen);
 * - /__fixtures/loading and /__fixtures/load-failure: the route loading screen (src/theme/Loading) as the
 *   router shows it while a page's code loads, and when that code fails to load; the router shows them only
 *   for a moment or when the network fails, so tests/e2e/a11y.spec.ts checks them here.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const FIXTURES: Record<string, string> = {
  '/__fixtures/crash': 'Crash.tsx',
  '/__fixtures/loading': 'Loading.tsx',
  '/__fixtures/load-failure': 'LoadFailure.tsx',
};

export const FIXTURE_ROUTES = Object.keys(FIXTURES);

export default function testFixturesPlugin(): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({actions}) {
      if (process.env.DOCS_TEST_FIXTURES !== '1') return;
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
