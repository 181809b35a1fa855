/**
 * Local plugin: a route's loadable component is created when the route is first preloaded or rendered, not for
 * every route while the main bundle is evaluated.
 *
 * Docusaurus' generated route table (.docusaurus/routes.js) calls ComponentCreator for each of the site's ~330
 * routes at module evaluation, and each call flattens the route's chunk names and builds a react-loadable
 * component. A page only ever uses the few routes that match it, yet that work ran inside the main bundle's
 * evaluation, the longest task of every page load (about 15% of it in Chromium's profiler at phone size, with
 * react-loadable's setup the largest part). ./ComponentCreator.tsx hands the route table a light component per
 * route that creates the real one on first use; the table's own import of `@docusaurus/ComponentCreator` is
 * swapped for it, in the browser and the server bundle alike, so both render the same tree.
 */
import path from 'node:path';
import type {Plugin, LoadContext} from '@docusaurus/types';
import {replacePackageImport, type PackageReplacement} from '../module-replacement';

export function routeTableReplacement(generatedFilesDir: string): PackageReplacement {
  return {
    request: '@docusaurus/ComponentCreator',
    importerDirs: [generatedFilesDir],
    replacement: path.join(__dirname, 'ComponentCreator.tsx'),
  };
}

export default function lazyRouteComponentsPlugin(context: LoadContext): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack(_config, _isServer, utils) {
      return {plugins: [replacePackageImport(utils, routeTableReplacement(context.generatedFilesDir))]};
    },
  };
}
