/**
 * Client-side navigation while offline. Docusaurus loads the next page's code before switching pages and,
 * when that fails, reloads the browser, which offline shows the browser's own error page. When the browser
 * says it is offline, this component takes over clicks on same-site links: if the next page's code is available
 * (already prefetched and cached) it navigates as usual; if not, it shows the load-failure message with
 * Retry (src/components/LoadFailure) over the current page, instead of a blank or browser error page.
 *
 * The service worker (src/plugins/pwa/sw.js) sends an offline navigation to a page it has not cached to the start
 * page with `?unavailable=<path>`: that page is tried here as if its link had been followed (it opens if its code is
 * cached, else the message with Retry shows, and Retry opens it once back online). That is also where a click ends
 * up when the browser thinks it is online but the network reaches nothing: the router's reload lands there.
 */
import React, {useCallback, useEffect, useState} from 'react';
import {useHistory} from '@docusaurus/router';
// The router's own forced preload (window.docusaurus.preload skips routes it has tried once, e.g. on hover).
import preload from '@docusaurus/core/lib/client/preload';
import LoadFailure from '@site/src/components/LoadFailure';
import {unavailablePage} from '@site/src/plugins/pwa/swRoutes';

/** Event other components dispatch (through navigateSafely) to navigate with the same offline handling. */
const NAVIGATE_EVENT = 'celo-docs:navigate';

/**
 * Navigates like a click on a same-site link: offline, a page whose code cannot be fetched shows the
 * load-failure message instead of the router reloading into the browser's error page. For code that
 * navigates without a link (the search button's fallback to the search page).
 */
export function navigateSafely(path: string): void {
  window.dispatchEvent(new CustomEvent<string>(NAVIGATE_EVENT, {detail: path}));
}

interface Failure {
  path: string;
  error: unknown;
  /** The page stands in for the start page the service worker opened: it replaces it in the history. */
  replace: boolean;
}

function sameSiteTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return url;
}

export default function OfflineNavigation(): React.JSX.Element | null {
  const history = useHistory();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [retrying, setRetrying] = useState(false);

  const attempt = useCallback(
    async (path: string, replace = false, retry = false) => {
      // The page's code is fetched first, whatever navigator.onLine says: it reports true on a network that reaches
      // nothing (and under some browsers' offline emulation), and the router, left to fail, would reload into the
      // service worker's start page again.
      try {
        await preload(new URL(path, window.location.href).pathname);
        setFailure(null);
        if (replace) history.replace(path);
        else history.push(path);
      } catch (error) {
        // A route's loader keeps its first failure, so a retry once the browser says it is online loads the page
        // afresh; if the network still reaches nothing, the service worker brings the reader back here.
        if (retry && navigator.onLine) {
          if (replace) window.location.replace(path);
          else window.location.assign(path);
          return;
        }
        setFailure({path, error, replace});
      }
    },
    [history],
  );

  // The start page opened by the service worker for a page it could not load offline: that page, in its place.
  useEffect(() => {
    const path = unavailablePage(window.location.search, window.location.origin);
    if (path) void attempt(path, true);
  }, [attempt]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (navigator.onLine) return;
      const url = sameSiteTarget(event);
      if (!url) return;
      // Stops the router's own navigation (it skips default-prevented clicks) and the full reload.
      event.preventDefault();
      void attempt(url.pathname + url.search + url.hash);
    }
    function onNavigate(event: Event) {
      void attempt((event as CustomEvent<string>).detail);
    }
    document.addEventListener('click', onClick, true);
    window.addEventListener(NAVIGATE_EVENT, onNavigate);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(NAVIGATE_EVENT, onNavigate);
    };
  }, [attempt]);

  // A successful navigation elsewhere (e.g. back button) dismisses the message.
  useEffect(() => history.listen(() => setFailure(null)), [history]);

  if (!failure) return null;
  return (
    <div className="offline-navigation-overlay">
      <LoadFailure
        error={failure.error}
        retrying={retrying}
        onRetry={() => {
          setRetrying(true);
          void attempt(failure.path, failure.replace, true).finally(() => setRetrying(false));
        }}
      />
    </div>
  );
}
