/**
 * Client module of the idle-prefetch plugin (see ./index.ts). Docusaurus puts its prefetch/preload object
 * on `window.docusaurus` (frozen) before the first render; on the first route update, before any link has
 * been observed, this replaces it with a copy whose `prefetch` queues the call for idle time.
 */
import type {ClientModule} from '@docusaurus/types';
import {browserScheduleIdle, createIdleQueue} from '@site/src/utils/idleQueue';

type DocusaurusGlobal = typeof window.docusaurus;
const QUEUED = Symbol.for('celo-docs.idle-prefetch');

function install(): void {
  const original: DocusaurusGlobal | undefined = window.docusaurus;
  if (!original || (original as DocusaurusGlobal & {[QUEUED]?: true})[QUEUED]) return;
  const queue = createIdleQueue<() => void>((job) => job(), browserScheduleIdle);
  window.docusaurus = Object.freeze({
    ...original,
    // Resolves once the queued prefetch has been started and its chunks fetched (or it was not needed).
    prefetch: (routePath: string) =>
      new Promise<void[]>((resolve) => {
        queue.push(() => {
          const started = original.prefetch(routePath);
          if (started === false) resolve([]);
          else started.then(resolve, () => resolve([]));
        });
      }),
    [QUEUED]: true,
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    install();
  },
};
export default clientModule;
