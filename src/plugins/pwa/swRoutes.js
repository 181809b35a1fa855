// @ts-check
/**
 * Which requests the service worker's own routes (./sw.js) answer, and where an unvisited page sends the reader
 * offline. Plain JavaScript: the plugin compiles the service worker with Babel, without a TypeScript step. Shared with
 * the start page's offline message (src/components/OfflineNavigation.tsx) and unit-tested in tests/unit/pwa.test.ts.
 */

/** The cache of the pages a reader has visited (their HTML). */
export const PAGES_CACHE = 'celo-docs-pages';
/** The cache of the scripts, styles, images and fonts of the pages a reader has visited. */
export const ASSETS_CACHE = 'celo-docs-assets';
/** The start page's query parameter naming a page that could not be loaded offline. */
export const UNAVAILABLE_PARAM = 'unavailable';

/**
 * A page of the site: a same-origin path inside the worker's scope without a file extension (the site's pages have
 * clean URLs; its files all have one). The start page (the scope itself) is precached: the plugin's precache
 * answers it, as it does every precached file, so no route here may match one.
 * @param {URL} url
 * @param {URL} scope
 */
export function isPageUrl(url, scope) {
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return false;
  if (url.pathname === scope.pathname) return false;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * A hashed build file (scripts, styles, images, fonts): same origin, under `<scope>assets/`.
 * @param {URL} url
 * @param {URL} scope
 */
export function isAssetUrl(url, scope) {
  return url.origin === scope.origin && url.pathname.startsWith(`${scope.pathname}assets/`);
}

/**
 * Where an offline navigation to a page that is not cached goes: the precached start page, which shows the
 * load-failure message for it with Retry.
 * @param {URL} url
 * @param {URL} scope
 */
export function unavailableUrl(url, scope) {
  const start = new URL(scope.href);
  start.search = `?${UNAVAILABLE_PARAM}=${encodeURIComponent(url.pathname + url.search + url.hash)}`;
  return start.href;
}

/**
 * The page named by the start page's query parameter, or null when there is none or it is not a path of this site
 * (it is read from the address bar: anything may be there).
 * @param {string} search `location.search`
 * @param {string} origin `location.origin`
 */
export function unavailablePage(search, origin) {
  const value = new URLSearchParams(search).get(UNAVAILABLE_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
