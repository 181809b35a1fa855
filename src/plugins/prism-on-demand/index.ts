/**
 * Local plugin: takes Prism out of the entry bundle. The classic theme registers a client module that
 * imports prism-react-renderer (with its bundled grammars and our additionalLanguages) on every page,
 * about 30 KB gzip of main.js. This plugin replaces that client module with an empty one; src/theme/CodeBlock
 * sets Prism up instead (src/theme/CodeBlock/prismSetup.ts), so Prism loads with the first code block,
 * in the same chunk, and pages without code never download it.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismOnDemandPlugin(): Plugin {
  const clientModule = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/prism-include-languages');
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [`${clientModule}$`]: path.join(__dirname, 'emptyClientModule.ts'),
            [`${clientModule}.js$`]: path.join(__dirname, 'emptyClientModule.ts'),
          },
        },
      };
    },
  };
}
