/**
 * Loads the site's own TypeScript for docusaurus.config.ts with tsx, which transpiles with esbuild, instead of
 * jiti 1, with which Docusaurus loads the config (@docusaurus/utils' loadFreshModule) and which transpiles every
 * TypeScript file the config imports with Babel. With jiti's cache empty, as on every CI runner and in every cold
 * build, Babel took about 1 s for the config's 138 files: loading the config took 2.1–2.3 s through jiti and
 * 1.2–1.3 s through tsx (2-core machine, 27 November 2026, Node 26).
 *
 * Each call loads the modules afresh in a tsx namespace of its own, as jiti's `requireCache: false` did, so a
 * dev server that reloads the config also reloads the plugins. The namespace stays registered, so that a module
 * loaded in it can still `require` another of the site's files later. A dynamic `import()` of one would not go
 * through tsx (Node's ES module loader does not resolve a path without its extension): the site's modules import
 * each other statically. npm packages they load with nativeImport (./nativeImport.ts) stay outside the namespace.
 */
import {randomUUID} from 'node:crypto';
import {createRequire} from 'node:module';
import type * as TsxApi from 'tsx/cjs/api';

const nodeRequire = createRequire(__filename);

/** The module at `file` (resolved from `fromFile`), loaded with tsx, fresh. */
export function loadConfigModules<T>(file: string, fromFile: string): T {
  const {register} = nodeRequire('tsx/cjs/api') as typeof TsxApi;
  return register({namespace: `docusaurus-config-${randomUUID()}`}).require(file, fromFile) as T;
}
