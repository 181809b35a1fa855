/**
 * Local plugin: fixes a bug of the DocSearch modal (see patches.ts) with a bundler loader, so the spec's
 * "Unable to fetch results" error screen can appear. The loader fails the build, naming the patch, when the
 * DocSearch code it patches is not found exactly once.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {DOCSEARCH_PATCHES} from './patches';

export default function docsearchFixesPlugin(): Plugin {
  return {
    name: 'docsearch-fixes',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
              use: [{loader: path.resolve(__dirname, 'loader.js'), options: {patches: DOCSEARCH_PATCHES}}],
            },
          ],
        },
      };
    },
  };
}
