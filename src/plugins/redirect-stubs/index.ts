/**
 * Makes the client-redirect pages of @docusaurus/plugin-client-redirects valid HTML. Its template writes
 * `<html>` without `lang`, no `<title>`, and its `<script>` between `</head>` and `</html>` (outside `<body>`).
 * The plugin has no option for its template, so after the build each stub gets `lang="en"`, a title naming the
 * target, and a body holding the same script (byte for byte, so the CSP hash of src/plugins/security-headers does
 * not change) and a link for readers whose browser follows neither the script nor the meta refresh.
 * tests/unit/html-validate.test.ts validates the result.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import clientRedirects, {validateOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginOptions} from '@docusaurus/plugin-client-redirects';
import type {BuiltPages} from '../built-pages';

/** Rewrites one stub; returns the input unchanged when it is not the plugin's template (so it never breaks a page). */
export function fixRedirectStub(html: string, to: string): string {
  const script = /<\/head>\s*(<script>[\s\S]*?<\/script>)\s*<\/html>/.exec(html);
  if (!/<meta http-equiv="refresh"/.test(html) || !script) return html;
  const escaped = to.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html
    .replace(/<html>/, '<html lang="en">')
    .replace(/(<meta charset="UTF-8">)/, `$1\n    <title>Redirecting to ${escaped}</title>`)
    .replace(
      script[0],
      `</head>\n  <body>\n    <p>This page has moved to <a href="${escaped}">${escaped}</a>.</p>\n    ${script[1]}\n  </body>\n</html>`,
    );
}

/**
 * Wraps @docusaurus/plugin-client-redirects (same options): its postBuild writes the stubs, then each stub is
 * fixed. Wrapping, rather than a second plugin, orders the two steps: Docusaurus runs plugins' postBuild
 * hooks concurrently. For the same reason the stubs are written as a writer of `pages` (../built-pages.ts): the
 * plugins that read the built HTML (the security headers hash the stubs' scripts) read it once they are done.
 */
export default function redirectStubsPlugin(pages: BuiltPages): PluginModule {
  const plugin: PluginModule = (context, rawOptions) => wrapClientRedirects(context, rawOptions, pages);
  // Docusaurus validates (and fills in the defaults of) a plugin function's options with its `validateOptions`.
  return Object.assign(plugin, {validateOptions});
}

function wrapClientRedirects(context: LoadContext, rawOptions: unknown, pages: BuiltPages): Plugin | null {
  // Validated and normalised by the wrapped plugin's validateOptions (above), as for that plugin itself.
  const options = rawOptions as PluginOptions;
  const plugin = clientRedirects(context, options) as Plugin | null;
  if (!plugin) return null;
  const writing = pages.writer('redirect-stubs');
  const redirects = (options.redirects ?? []).flatMap(({from, to}) =>
    (Array.isArray(from) ? from : [from]).map((f) => ({from: f, to})),
  );
  return {
    ...plugin,
    postBuild: (props) =>
      writing(async () => {
        await plugin.postBuild?.(props);
        for (const {from, to} of redirects) {
          // Where the wrapped plugin writes a stub for a path without ".html" (its getRedirectFilePath).
          const file = path.join(props.outDir, from.replace(/^\//, ''), 'index.html');
          const html = await readFile(file, 'utf8');
          const fixed = fixRedirectStub(html, to);
          if (fixed === html)
            throw new Error(`redirect-stubs: ${file} (redirect ${from} -> ${to}) is not the expected template`);
          await writeFile(file, fixed);
        }
      }),
  };
}
