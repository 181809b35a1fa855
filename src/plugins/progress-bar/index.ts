/**
 * Local plugin: the route-change progress bar says nothing to assistive technology.
 *
 * The classic theme shows nprogress's bar when a client-side navigation takes longer than 200 ms. nprogress's
 * default template marks the bar `role="bar"`, which is not an ARIA role (axe: aria-roles, critical), so a
 * screen reader met an invalid role on every slow navigation. The bar only repeats what the browser's own
 * loading state says, so the client module gives nprogress the same markup with `aria-hidden` instead: the
 * theme's styles (`#nprogress .bar`, `.peg`) still apply. Configuration merges, so the theme's
 * `showSpinner: false` is kept whichever module runs first.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function progressBarPlugin(): Plugin {
  return {
    name: 'progress-bar',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
