/**
 * Local plugin: Prism (prism-react-renderer, its bundled grammars and our additionalLanguages) runs only when
 * a code block must be highlighted in the browser, never on every page and never while a page hydrates.
 *
 * - The classic theme registers a client module that imports prism-react-renderer on every page (about
 *   30 KB gzip of main.js); this plugin replaces it with an empty module. ./prismSetup registers the grammars
 *   instead, imported by ./Highlighted.
 * - `@prism-on-demand/highlighter` resolves to ./highlighter.ts in the browser (loads ./Highlighted on first
 *   need) and to ./highlighter.server.ts when rendering the static HTML (imports it statically).
 *   src/theme/CodeBlock/Content uses it, and adopts the server's highlighted HTML during hydration.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const HIGHLIGHTER_MODULE = '@prism-on-demand/highlighter';

export default function prismOnDemandPlugin(): Plugin {
  const clientModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib/prism-include-languages',
  );
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [`${clientModule}$`]: path.join(__dirname, 'emptyClientModule.ts'),
            [`${clientModule}.js$`]: path.join(__dirname, 'emptyClientModule.ts'),
            [`${HIGHLIGHTER_MODULE}$`]: path.join(__dirname, isServer ? 'highlighter.server.ts' : 'highlighter.ts'),
          },
        },
      };
    },
  };
}
