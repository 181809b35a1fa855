/**
 * The site's additions to @docusaurus/plugin-pwa's service worker (its `swCustom` option; the plugin compiles this
 * file into build/sw.js with Babel, hence plain JavaScript). The plugin's worker precaches the files of
 * src/config/pwa.ts and answers them from its cache; it caches nothing else. Here, with Workbox's routing and
 * strategies (the libraries the plugin itself is built on), when the plugin's offline mode is on:
 *   - a page of the site (./swRoutes.js) is fetched from the network and its copy kept (network first), so a visited
 *     page opens offline; offline, a page never visited goes to the precached start page, which says it could not be
 *     loaded and offers Retry (src/components/OfflineNavigation.tsx);
 *   - a hashed file under /assets/ (a visited page's scripts, images, fonts) comes from a cache if any has it (the
 *     precache included: its hashed files are stored under their own URL) and is kept once fetched (cache first);
 *   - `CACHE_URLS` messages (Workbox's documented way for a page to hand over what it loaded before the worker
 *     controlled it: src/plugins/pwa/registerLater.ts) go through the same two routes.
 * Nothing here requests another origin: both routes match this origin only, and the rest goes to the plugin.
 *
 * The plugin adds its own fetch listener after this code has run; where a route here answers, the plugin's is
 * stopped (it would otherwise answer a precached hashed file a second time, which the browser rejects).
 *
 * Not type-checked: the service worker's globals (ServiceWorkerGlobalScope, FetchEvent) are not in the site's
 * TypeScript libraries; the URL rules it applies are, in ./swRoutes.js.
 */
import {clientsClaim} from 'workbox-core';
import {ExpirationPlugin} from 'workbox-expiration';
import {Route, Router} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import {ASSETS_CACHE, isAssetUrl, isPageUrl, PAGES_CACHE, unavailableUrl} from './swRoutes.js';

/** Upper bounds of the two caches (least recently used entries go first); the site has some 300 pages. */
const MAX_PAGES = 400;
const MAX_ASSETS = 800;

/** @param {{offlineMode: boolean, debug?: boolean}} params the plugin's parameters (its registration's URL) */
export default function swCustom(params) {
  // Offline mode off: the plugin's worker caches nothing, and neither does this.
  if (!params.offlineMode) return;
  const sw = self;
  const scope = new URL(sw.registration.scope);
  // The page that registered the worker is controlled as soon as the worker is active, so the pages a reader opens
  // next in it are cached too.
  clientsClaim();

  const router = new Router();
  router.registerRoute(
    new Route(
      ({url}) => isPageUrl(url, scope),
      new NetworkFirst({
        cacheName: PAGES_CACHE,
        plugins: [
          new ExpirationPlugin({maxEntries: MAX_PAGES, purgeOnQuotaError: true}),
          {
            // No network and no copy: a navigation goes to the start page's load-failure message.
            handlerDidError: async ({request}) =>
              request.mode === 'navigate'
                ? Response.redirect(unavailableUrl(new URL(request.url), scope), 302)
                : undefined,
          },
        ],
      }),
    ),
  );
  router.registerRoute(
    new Route(
      ({url}) => isAssetUrl(url, scope),
      new CacheFirst({
        cacheName: ASSETS_CACHE,
        plugins: [
          // Not in this cache: any other (the precache holds the app shell's hashed files under their URL).
          {
            cachedResponseWillBeUsed: async ({cachedResponse, request}) =>
              cachedResponse ?? (await caches.match(request)),
          },
          new ExpirationPlugin({maxEntries: MAX_ASSETS, purgeOnQuotaError: true}),
        ],
      }),
    ),
  );
  router.addCacheListener();

  sw.addEventListener('fetch', (event) => {
    const response = router.handleRequest({request: event.request, event});
    if (!response) return;
    event.stopImmediatePropagation();
    event.respondWith(response);
  });
  if (params.debug) console.log('[celo-docs][SW]: page and asset routes installed', {scope: scope.href});
}
