/**
 * Replaces @docusaurus/core/lib/client/prefetch (see ./index.ts): each chunk URL is prefetched once.
 *
 * Core's route prefetch asks this helper for every chunk of the route a link points to, and doc routes share
 * most of their chunks (the docs layout, the sidebar, the version metadata). The helper itself does not
 * remember what it fetched, so a page whose links reach 30 distinct chunks appended about 470
 * <link rel="prefetch"> elements (measured on /cli/account at phone width, 650 on a desktop), each append
 * costing main-thread time. Here a URL asked for again gets the first request's promise; the request itself
 * is still core's (rel=prefetch, or XHR where the browser has no prefetch), imported by its full path, which
 * the replacement does not match.
 */
import corePrefetch from '@docusaurus/core/lib/client/prefetch.js';

export function createPrefetchOnce(fetchUrl: (url: string) => Promise<void>): (url: string) => Promise<void> {
  const requested = new Map<string, Promise<void>>();
  return (url) => {
    let pending = requested.get(url);
    if (!pending) {
      pending = fetchUrl(url);
      requested.set(url, pending);
    }
    return pending;
  };
}

export default createPrefetchOnce(corePrefetch);
