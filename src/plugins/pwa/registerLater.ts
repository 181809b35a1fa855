/**
 * Loaded in idle time by ./register.ts: @docusaurus/plugin-pwa's own registration (its registerSw module, which
 * registers the service worker with the offline mode of its options, and shows the reload prompt when a new version
 * waits), with two additions:
 *   - an update still installing is let finish first. The plugin shows the prompt for a worker that waits when it
 *     registers, or that starts installing after; one that was mid-install at that moment (found by the navigation
 *     that opened this page) would get no prompt until the next page load;
 *   - a page that no service worker controlled when it loaded (the first visit) hands the worker its own URL and
 *     everything it loaded, once the worker is active, so that this first page also opens offline (Workbox's
 *     `CACHE_URLS` message, answered by the routes of ./sw.js).
 */
const controlledAtLoad = Boolean(navigator.serviceWorker.controller);

async function updateInstalled(): Promise<void> {
  const installing = (await navigator.serviceWorker.getRegistration())?.installing;
  if (!installing) return;
  await new Promise<void>((resolve) => {
    const settled = () => {
      if (installing.state === 'installing') return;
      installing.removeEventListener('statechange', settled);
      resolve();
    };
    installing.addEventListener('statechange', settled);
    settled();
  });
}

async function cacheThisPage(): Promise<void> {
  if (controlledAtLoad) return;
  const registration = await navigator.serviceWorker.ready;
  const sameOrigin = (url: string) => new URL(url, location.href).origin === location.origin;
  const urlsToCache = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)].filter(
    sameOrigin,
  );
  registration.active?.postMessage({type: 'CACHE_URLS', payload: {urlsToCache}});
}

export async function register(): Promise<void> {
  await updateInstalled();
  await import('@docusaurus/plugin-pwa/lib/registerSw.js');
  await cacheThisPage();
}
