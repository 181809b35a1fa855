/**
 * Local plugin (one concern: postcss-loader's search for a PostCSS config file).
 *
 * Unless told otherwise, postcss-loader looks for a PostCSS config file (postcss.config.js, .postcssrc and the
 * like, through cosmiconfig) from each stylesheet's directory up, for every stylesheet it processes. The site has
 * none: Docusaurus passes the PostCSS plugins in the loader's options. In a CPU profile of a cold Docusaurus Faster
 * build on the 2-core machine (27 November 2026) that search took 0.64 s of the main thread while Rspack bundled,
 * the thread that also compiles every MDX page and that bundling waits on. `config: false` in the options
 * Docusaurus hands to configurePostCss turns the search off, for both bundlers. The stylesheets come out
 * byte-identical.
 *
 * A PostCSS config file added to the repository would be ignored: tests/unit/performance-plugins.test.ts fails
 * when one exists, so that whoever adds it moves its plugins into configurePostCss or removes this plugin.
 */
import type {Plugin} from '@docusaurus/types';

export default function postcssConfigFilePlugin(): Plugin {
  return {
    name: 'postcss-config-file',
    // postcss-loader reads `config` from its postcssOptions: false means "do not look for a file".
    configurePostCss: (options) => ({...options, config: false}),
  };
}
