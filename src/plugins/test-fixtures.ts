/**
 * Local plugin: adds test-only routes when DOCS_TEST_FIXTURES=1 (set by `npm test`). Deployed builds
 * (`npm run build`) never contain them. Routes: /__fixtures/crash (a page that throws while rendering).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const FIXTURE_ROUTES = ['/__fixtures/crash'];

export default function testFixturesPlugin(): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({actions}) {
      if (process.env.DOCS_TEST_FIXTURES !== '1') return;
      actions.addRoute({
        path: '/__fixtures/crash',
        component: path.resolve(__dirname, '../../tests/fixtures/pages/Crash.tsx'),
        exact: true,
      });
    },
  };
}
