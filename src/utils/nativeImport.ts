/**
 * Loads an npm package that ships only ES modules with Node's own loader, for the build-time code that
 * docusaurus.config.ts imports (remark and rehype plugins, the Markdown twins, the dev search index).
 *
 * Docusaurus loads the config, and the site's TypeScript it imports, with jiti, which transpiles every file it
 * loads with Babel. A `require` made by `module.createRequire` is outside jiti: Node (22.12 and later) loads the
 * package's ES modules itself, untranspiled, once. Through jiti, remark-math and rehype-katex alone bring some 330
 * files (KaTeX, parse5, micromark, the hast and mdast utilities) to Babel; the effect on loading the config is in
 * handbook/architecture.md. Types come from `typeof import('…')` at the call site.
 */
import {createRequire} from 'node:module';

const nodeRequire = createRequire(__filename);

/** The package's module namespace (its `default` export under `.default`), loaded by Node, not by jiti. */
export function nativeImport<T>(id: string): T {
  return nodeRequire(id) as T;
}
