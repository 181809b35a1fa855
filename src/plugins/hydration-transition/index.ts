/**
 * Local plugin: the work right after hydration is light and renders in slices, not in one long task.
 *
 * - Docusaurus flips its isBrowser context (useIsBrowser, <BrowserOnly>) in an effect right after
 *   hydration. Every consumer re-renders: on a doc page that mounts the copy and word-wrap buttons of every
 *   code block, the colour-mode toggle and more. An update from an effect is a default-priority update,
 *   which React renders synchronously: on a long page on a phone that was one blocking task of a quarter
 *   of a second, just as the reader starts to interact. ./browserContext.tsx is the same provider with the
 *   update wrapped in startTransition, so React renders it interruptibly and input stays responsive. It
 *   replaces the core module for both of its importers (the app root and useIsBrowser), so there is still
 *   one context.
 * - Once the window size is known, a doc page on a phone renders its mobile sidebar, whose filler
 *   (theme-common's NavbarSecondaryMenuFiller) memoizes its props with a key sort by
 *   String#localeCompare. The first localeCompare of a page loads ICU's collation data: 8-11 ms on this
 *   machine's Chromium, so 35-45 ms in the same task on a phone four times slower, for sorting a few
 *   ASCII keys. ./shallowMemo.ts gives that one importer the same hook with a plain comparison.
 * - That window size is itself set in an effect after hydration; ./useWindowSize.ts sets it as a
 *   transition, so the switch to the mobile navbar, sidebar and layout renders in slices too.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {CORE_CLIENT_DIR, THEME_COMMON_LIB, replaceModule, type Replacement} from '../module-replacement';

export const REPLACEMENTS: Replacement[] = [
  {target: path.join(CORE_CLIENT_DIR, 'browserContext'), replacement: path.join(__dirname, 'browserContext.tsx')},
  {
    target: path.join(THEME_COMMON_LIB, 'hooks', 'useWindowSize'),
    replacement: path.join(__dirname, 'useWindowSize.ts'),
  },
  {
    target: path.join(THEME_COMMON_LIB, 'utils', 'reactUtils'),
    importerDirs: [path.join(THEME_COMMON_LIB, 'contexts', 'navbarSecondaryMenu')],
    replacement: path.join(__dirname, 'shallowMemo.ts'),
  },
];

export default function hydrationTransitionPlugin(): Plugin {
  return {
    name: 'hydration-transition',
    configureWebpack(_config, _isServer, utils) {
      return {plugins: REPLACEMENTS.map((replacement) => replaceModule(utils, replacement))};
    },
  };
}
