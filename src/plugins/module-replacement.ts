/**
 * Shared by the local plugins that swap one module of a Docusaurus package for their own (hydration-transition,
 * idle-prefetch, tslib-helpers). Core's client modules and theme-common's internals have no option for what those
 * plugins change and cannot be swizzled, so the bundler gives the package's own imports of the module the
 * plugin's file instead. Only imports that resolve to the target file (from the listed importer folders, if
 * any), or a bare package request made from the listed importer folders, are swapped; the same request from
 * anywhere else, or the target imported by its package path, is not.
 */
import path from 'node:path';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';

export const CORE_CLIENT_DIR = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
);
// The package's main entry is lib/index.js (its exports map hides package.json).
export const THEME_COMMON_LIB = path.dirname(require.resolve('@docusaurus/theme-common'));

export interface Replacement {
  /** The replaced module: absolute path without `.js`. */
  target: string;
  /** Only imports made from these folders are swapped (default: any importer). */
  importerDirs?: string[];
  /** The file imported instead. */
  replacement: string;
}

/** The relative requests that can name `target` (`./name`, `../name`, `../../dir/name`, with or without .js). */
export function relativeRequest(target: string): RegExp {
  return new RegExp(`^(\\.{1,2}/)+([\\w-]+/)*${path.basename(target)}(\\.js)?$`);
}

/** Is `request`, made from the folder `context`, an import of `target` that the replacement swaps? */
export function isReplacedImport(
  {target, importerDirs}: Omit<Replacement, 'replacement'>,
  request: string,
  context: string,
): boolean {
  return (
    relativeRequest(target).test(request) &&
    (!importerDirs || importerDirs.includes(path.resolve(context))) &&
    path.resolve(context, request).replace(/\.js$/, '') === target
  );
}

/** A bare package request (`tslib`) swapped for `replacement`, only when made from one of `importerDirs`. */
export interface PackageReplacement {
  request: string;
  importerDirs: string[];
  replacement: string;
}

export function isReplacedPackageImport(
  {request: target, importerDirs}: Omit<PackageReplacement, 'replacement'>,
  request: string,
  context: string,
): boolean {
  return request === target && importerDirs.includes(path.resolve(context));
}

type Resource = {request: string; context: string};

function replacementPlugin(
  utils: ConfigureWebpackUtils,
  test: RegExp,
  swap: (resource: Resource) => boolean,
  replacement: string,
): WebpackPluginInstance {
  const {NormalModuleReplacementPlugin} = utils.currentBundler.instance as unknown as {
    NormalModuleReplacementPlugin: new (test: RegExp, replace: (resource: Resource) => void) => WebpackPluginInstance;
  };
  return new NormalModuleReplacementPlugin(test, (resource) => {
    if (swap(resource)) resource.request = replacement;
  });
}

export function replaceModule(utils: ConfigureWebpackUtils, replacement: Replacement): WebpackPluginInstance {
  return replacementPlugin(
    utils,
    relativeRequest(replacement.target),
    (r) => isReplacedImport(replacement, r.request, r.context),
    replacement.replacement,
  );
}

export function replacePackageImport(
  utils: ConfigureWebpackUtils,
  replacement: PackageReplacement,
): WebpackPluginInstance {
  const exact = new RegExp(`^${replacement.request.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return replacementPlugin(
    utils,
    exact,
    (r) => isReplacedPackageImport(replacement, r.request, r.context),
    replacement.replacement,
  );
}
