/**
 * Local plugin: the "page has hydrated" update renders as a transition, in slices, not in one long task.
 *
 * Docusaurus flips its isBrowser context (useIsBrowser, <BrowserOnly>) in an effect right after hydration.
 * Every consumer re-renders: on a doc page that mounts the copy and word-wrap buttons of every code block,
 * the colour-mode toggle and more. An update from an effect is a default-priority update, which React
 * renders synchronously: on a long page on a phone that was one blocking task of a quarter of a second,
 * just as the reader starts to interact. ./browserContext.tsx is the same provider with the update wrapped
 * in startTransition, so React renders it interruptibly and input stays responsive. It replaces the core
 * module for both of its importers (the app root and useIsBrowser), so there is still one context.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';

/** The core module's requests: `./browserContext` from lib/client/App.js, `../browserContext` from exports/. */
export const BROWSER_CONTEXT_REQUEST = /^\.{1,2}\/browserContext(\.js)?$/;
const CORE_CLIENT_DIR = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');

export function isCoreBrowserContext(request: string, context: string): boolean {
  return (
    BROWSER_CONTEXT_REQUEST.test(request) &&
    path.resolve(context, request).replace(/\.js$/, '') === path.join(CORE_CLIENT_DIR, 'browserContext')
  );
}

export default function hydrationTransitionPlugin(): Plugin {
  const replacement = path.join(__dirname, 'browserContext.tsx');
  return {
    name: 'hydration-transition',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (
          test: RegExp,
          replace: (resource: {request: string; context: string}) => void,
        ) => WebpackPluginInstance;
      };
      return {
        plugins: [
          new NormalModuleReplacementPlugin(BROWSER_CONTEXT_REQUEST, (resource) => {
            if (isCoreBrowserContext(resource.request, resource.context)) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
