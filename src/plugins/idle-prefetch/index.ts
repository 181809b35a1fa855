/**
 * Local plugin: route prefetching runs in idle time, a little at a time, and fetches each chunk once.
 *
 * Docusaurus prefetches the code of every internal link that scrolls into view: for each link it matches
 * the route table, scans the chunk-name map and appends a <link rel="prefetch"> per chunk. The observer
 * reports all links visible on load in one callback, so a page with many links (a CLI reference, a long
 * guide) did all of that in one main-thread task of several hundred milliseconds on a phone, right when the
 * reader starts to scroll.
 * - The client module (./client.ts) queues those calls and runs them in short idle slices (src/utils/idleQueue.ts).
 * - ./prefetchOnce.ts replaces core's prefetch helper so that a chunk shared by many routes is requested
 *   (and its <link> appended) once, not once per link.
 * Preloading on hover and navigation is unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {CORE_CLIENT_DIR, replaceModule} from '../module-replacement';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    configureWebpack(_config, _isServer, utils) {
      const prefetchOnce = {
        target: path.join(CORE_CLIENT_DIR, 'prefetch'),
        replacement: path.join(__dirname, 'prefetchOnce.ts'),
      };
      return {plugins: [replaceModule(utils, prefetchOnce)]};
    },
  };
}
