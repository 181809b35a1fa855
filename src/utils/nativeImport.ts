/**
 * Loads an npm package that ships only ES modules with Node's own loader, for the build-time code that
 * docusaurus.config.ts imports (remark and rehype plugins, the Markdown twins, the dev search index).
 *
 * Docusaurus loads the config, and everything it imports, with jiti 1 (@docusaurus/utils' loadFreshModule),
 * which transpiles every ES module it meets with Babel, node_modules included, caching the result in
 * `$TMPDIR/node-jiti`. With that cache empty, as on every CI runner, it transpiled some 330 files of KaTeX
 * (through rehype-katex), parse5, micromark and the mdast utilities: loading the site took 8.4 s of CPU, 3.2 s
 * without them (measured with DOCUSAURUS_EXIT_AFTER_LOADING on the 2-core machine). Node (22.12 and later) loads ES modules through `require` itself, and a `require` made by
 * `module.createRequire` is one jiti does not see: the packages load untranspiled, and once (Node caches them,
 * though Docusaurus loads the config twice). Types come from `typeof import('…')` at the call site.
 */
import {createRequire} from 'node:module';

const nodeRequire = createRequire(__filename);

/** The package's module namespace (its `default` export under `.default`), loaded by Node, not by jiti. */
export function nativeImport<T>(id: string): T {
  return nodeRequire(id) as T;
}
