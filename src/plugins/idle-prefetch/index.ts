/**
 * Local plugin: route prefetching runs in idle time, a little at a time.
 *
 * Docusaurus prefetches the code of every internal link that scrolls into view: for each link it matches
 * the route table, scans the chunk-name map and appends a <link rel="prefetch"> per chunk. The observer
 * reports all links visible on load in one callback, so a page with many links (a CLI reference, a long
 * guide) did all of that in one main-thread task of several hundred milliseconds on a phone, right when the
 * reader starts to scroll. The client module queues those calls and runs them in idle callbacks instead,
 * stopping whenever a slice's idle time runs low. Preloading on hover and navigation is unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
