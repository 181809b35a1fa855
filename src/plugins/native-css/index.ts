/**
 * Local plugin (one concern: the stylesheets' browser support, done natively when Rspack bundles).
 *
 * Docusaurus runs every stylesheet through postcss-loader with postcss-preset-env, which lowers newer CSS and adds
 * vendor prefixes for the site's browserslist. In JavaScript, on the thread that also compiles every MDX page,
 * that took about a second of a cold Docusaurus Faster build (postcss-preset-env, autoprefixer and browserslist in
 * a CPU profile of the build). With Rspack, Rspack's own Lightning CSS loader (`builtin:lightningcss-loader`, in
 * Rust) does the same lowering and prefixing for the same browserslist, so this plugin takes postcss-preset-env
 * out of postcss-loader's plugins and puts that loader after it. postcss-loader stays for the plugins that need it
 * (the CSS cascade layers plugin wraps stylesheets in their layer there). The webpack build is left as it is.
 * tests/unit/performance-plugins.test.ts checks the rewritten rules.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

const PRESET_ENV = /[\\/]postcss-preset-env[\\/]/;

interface PostCssLoaderItem {
  loader: string;
  options: {postcssOptions: {plugins: unknown[]}};
}

function isPostCssLoader(item: unknown): item is PostCssLoaderItem {
  if (typeof item !== 'object' || item === null || !('options' in item)) return false;
  const {options} = item as {options?: {postcssOptions?: {plugins?: unknown}}};
  return Array.isArray(options?.postcssOptions?.plugins);
}

function isPresetEnv(plugin: unknown): boolean {
  const name: unknown = Array.isArray(plugin) ? (plugin as unknown[])[0] : plugin;
  return typeof name === 'string' && PRESET_ENV.test(name);
}

/**
 * Rewrites, in place, every rule whose loaders include postcss-loader with postcss-preset-env: the preset is
 * removed and the Lightning CSS loader, with `targets`, runs on postcss-loader's output. Returns how many.
 */
export function lowerWithLightningCss(rules: readonly unknown[], targets: string[]): number {
  let rewritten = 0;
  const visit = (rule: RuleSetRule) => {
    for (const inner of rule.oneOf ?? []) if (inner) visit(inner);
    for (const inner of rule.rules ?? []) if (inner) visit(inner);
    if (!Array.isArray(rule.use)) return;
    const at = rule.use.findIndex(
      (item: unknown) => isPostCssLoader(item) && item.options.postcssOptions.plugins.some(isPresetEnv),
    );
    if (at < 0) return;
    const postcss = rule.use[at] as PostCssLoaderItem;
    postcss.options.postcssOptions.plugins = postcss.options.postcssOptions.plugins.filter((p) => !isPresetEnv(p));
    // Loaders run from last to first: inserting before postcss-loader runs Lightning CSS on its output.
    rule.use.splice(at, 0, {loader: 'builtin:lightningcss-loader', options: {targets}});
    rewritten += 1;
  };
  for (const rule of rules) if (rule && typeof rule === 'object') visit(rule);
  return rewritten;
}

/** The site's production browserslist (package.json), the targets postcss-preset-env read. */
function productionTargets(context: LoadContext): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the site's own package.json, read once
  const pkg = require(`${context.siteDir}/package.json`) as {browserslist?: {production?: string[]}};
  const targets = pkg.browserslist?.production;
  if (!targets?.length) throw new Error('native-css: package.json has no browserslist.production');
  return targets;
}

export default function nativeCssPlugin(context: LoadContext): Plugin {
  return {
    name: 'native-css',
    configureWebpack(config, isServer, utils) {
      // The server bundle's stylesheet rules have no postcss-loader (it only maps CSS module class names).
      if (isServer || utils.currentBundler.name !== 'rspack') return {};
      const rewritten = lowerWithLightningCss(config.module?.rules ?? [], productionTargets(context));
      if (rewritten === 0) throw new Error('native-css: no stylesheet rule runs postcss-preset-env any more');
      return {};
    },
  };
}
