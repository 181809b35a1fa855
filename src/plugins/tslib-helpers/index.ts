/**
 * Local plugin: the entry bundle does not carry all of tslib for one helper.
 *
 * @docusaurus/utils-common is compiled with TypeScript's importHelpers, and its index (which core's client
 * entry, Link and ErrorBoundary import on every page) requires tslib for `__importDefault` alone. The bundler
 * resolves tslib to its ES module build and cannot drop what a `require()` of it leaves unused, so every page's
 * main bundle carried the whole helper library: 11 KB, about 4 KB gzip, of a first-load budget of 150. Here,
 * for importers in utils-common's lib folder only, `tslib` resolves to ./tslib.ts, which exports that helper.
 * tests/unit/performance-plugins.test.ts checks that it exports every helper those files call.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replacePackageImport, type PackageReplacement} from '../module-replacement';

export const TSLIB_REPLACEMENT: PackageReplacement = {
  request: 'tslib',
  // The package's main entry is lib/index.js.
  importerDirs: [path.dirname(require.resolve('@docusaurus/utils-common'))],
  replacement: path.join(__dirname, 'tslib.ts'),
};

export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, isServer, utils) {
      return isServer ? {} : {plugins: [replacePackageImport(utils, TSLIB_REPLACEMENT)]};
    },
  };
}
