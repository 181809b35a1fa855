/**
 * Local plugin: the main bundle initialises in three tasks instead of one.
 *
 * Docusaurus' client entry imports everything statically, so evaluating the main bundle ran every module's
 * initialisation in one task: React DOM, the route table of ~330 routes with its chunk registry, then the app, the
 * theme's layout, and the loading of the route's chunks. On /cli/account at phone size that was 20-21 ms of CPU
 * (Chromium trace), an 80 ms task on the phone Lighthouse simulates, and a page's longest. ./entry.ts, the client
 * bundle's entry instead of core's clientEntry, imports React DOM, then the route table, then core's clientEntry
 * (which starts hydration as before), yielding to the browser between them: three tasks of 6-12 ms. The server
 * bundle is unchanged. Its measured effect is in handbook/architecture.md.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const CORE_CLIENT_ENTRY = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'clientEntry.js',
);
export const STAGED_ENTRY = path.join(__dirname, 'entry.ts');

export default function stagedEntryPlugin(): Plugin {
  return {
    name: 'staged-entry',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Core sets the entry to its clientEntry; anything else means Docusaurus changed how it starts the app.
      if (config.entry !== CORE_CLIENT_ENTRY)
        throw new Error(
          `staged-entry plugin: the client entry is ${JSON.stringify(config.entry)}, not core's clientEntry`,
        );
      config.entry = STAGED_ENTRY;
      return {};
    },
  };
}
