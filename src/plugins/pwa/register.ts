/**
 * The client module @docusaurus/plugin-pwa loads in the main bundle (its `swRegister` option): nothing but the
 * timing. The plugin's own registration and what goes with it (./registerLater.ts, with workbox-window) are a
 * separate chunk, imported once the page has hydrated (the first route update) and the browser is idle, so the
 * first-load JavaScript stays within its budget (scripts/bench/budgets.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import {browserScheduleIdle} from '@site/src/utils/idleQueue';

let scheduled = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (scheduled || !('serviceWorker' in navigator)) return;
    scheduled = true;
    browserScheduleIdle(() => {
      // A chunk that cannot load (offline, before any service worker) is tried again on the next page load.
      import(/* webpackChunkName: "pwa-register" */ './registerLater').then(
        ({register}) => register(),
        () => undefined,
      );
    });
  },
};
export default clientModule;
