/**
 * Loads an npm package that ships only ES modules with Node's own loader, for the build-time code that
 * docusaurus.config.ts imports (remark and rehype plugins, the Markdown twins, the dev search index).
 *
 * A `require` made by `module.createRequire` is outside whatever loader the config uses: Node (22.12 and
 * later) loads the package's ES modules itself, untranspiled, and once. When jiti loaded the config's modules
 * it transpiled such packages with Babel (some 330 files of KaTeX through rehype-katex, parse5, micromark and
 * the mdast utilities; loading the site took 8.4 s of CPU with them, 3.2 s without, measured with
 * DOCUSAURUS_EXIT_AFTER_LOADING on the 2-core machine). The config's modules now load through tsx
 * (./configModules.ts), which would otherwise handle these packages in its own namespace. Types come from
 * `typeof import('…')` at the call site.
 */
import {createRequire} from 'node:module';

const nodeRequire = createRequire(__filename);

/** The package's module namespace (its `default` export under `.default`), loaded by Node, not by jiti. */
export function nativeImport<T>(id: string): T {
  return nodeRequire(id) as T;
}
