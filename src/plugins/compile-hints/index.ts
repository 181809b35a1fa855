/**
 * Local plugin: the main bundle asks V8 to compile all its functions while the script downloads.
 *
 * V8 compiles a function the first time it runs unless told otherwise, and it is told by the magic comment
 * `//# allFunctionsCalledOnLoad` at the start of a script (explicit compile hints, Chrome 136+; other engines
 * ignore the comment). The main bundle (React DOM, the router, Docusaurus' client and the theme's layout) is
 * evaluated and hydrates the page right after it loads, so nearly every function in it runs at once, and each
 * was compiled on the main thread inside the longest tasks of the load: evaluating the bundle and committing the
 * hydration. With the hint Chromium compiles them on its background streaming thread while the bytes arrive:
 * on /cli/account at phone size the bundle's evaluation went from 31-37 to 21-26 ms of CPU and the hydration
 * commit from 21-24 to 14-19 ms (Chromium trace, four runs each). Route chunks are left as they are: they also
 * load on navigation and for prefetching, where eager compilation would be wasted work.
 *
 * The comment is added after minification (which would remove it) and before the content hash is computed.
 */
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The main bundle's file name in the client build's output. */
export const MAIN_BUNDLE = /^assets\/js\/main\.[0-9a-f]+\.js$/;
/** After PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (400, minification), before OPTIMIZE_HASH (2500, content hashes). */
const AFTER_MINIFICATION = 700;

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {BannerPlugin} = utils.currentBundler.instance as unknown as {
        BannerPlugin: new (options: {
          banner: string;
          raw: boolean;
          include: RegExp;
          stage: number;
        }) => WebpackPluginInstance;
      };
      return {
        plugins: [new BannerPlugin({banner: COMPILE_HINT, raw: true, include: MAIN_BUNDLE, stage: AFTER_MINIFICATION})],
      };
    },
  };
}
