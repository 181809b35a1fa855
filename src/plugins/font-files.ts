/**
 * Local plugin: fonts are always emitted as files, never inlined into the stylesheet. Docusaurus inlines
 * assets under 10 KB as base64; for KaTeX that put about 120 KB of fonts into the site-wide, render-blocking
 * CSS of every page. As files, the browser fetches a KaTeX font only when a page uses its glyphs.
 */
import type {Plugin} from '@docusaurus/types';

const FONT = 'font.woff2';

interface LoaderRule {
  test?: unknown;
  use?: {loader?: string; options?: Record<string, unknown>}[];
}

export default function fontFilesPlugin(): Plugin {
  return {
    name: 'font-files',
    configureWebpack(config) {
      const rules = (config.module?.rules ?? []) as LoaderRule[];
      const fontRule = rules.find(
        (r) => r && r.test instanceof RegExp && r.test.test(FONT) && r.use?.[0]?.loader?.includes('url-loader'),
      );
      if (!fontRule)
        throw new Error('font-files plugin: the font rule (url-loader) was not found in the bundler config');
      fontRule.use![0]!.options = {...fontRule.use![0]!.options, limit: false};
      return {};
    },
  };
}
