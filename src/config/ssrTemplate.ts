/**
 * The HTML template of every page (Docusaurus' `ssrTemplate` option): the default template, except for how
 * the entry scripts (runtime and main bundle) are loaded, and the class of the theme's icon sprite (below).
 *
 * The default puts them in <head> with `defer`: the browser downloads them while it parses the page and runs
 * them as soon as parsing ends, often before the first paint, so on a phone the page's first contentful
 * paint waited for the main bundle to download and evaluate. Here a small inline loader at the end of
 * <body> adds the same scripts, in the same order (async = false), once the first frame with the content has
 * been painted (requestAnimationFrame, then a task). The reader sees the page first and React hydrates it
 * a moment later; a hidden tab (no frames) loads them at once. The loader sits after the app's markup, so
 * the markup is complete when the scripts run. Without JavaScript nothing changes.
 *
 * Before adding them, the loader opens the page's session storage (reads its length). Chromium opens a page's
 * session storage synchronously, with a round trip to the browser process, the first time it is used or a
 * `storage` event listener is added; Docusaurus' colour mode adds one in an effect of the hydration, so that wait
 * fell inside the hydration's commit, one of the longest tasks of a page load (0.4-5 ms per page here, and
 * Lighthouse multiplies a task's time by 4). In the loader's task, after the first paint, it stands alone.
 *
 * The loader is an inline script: src/plugins/security-headers hashes it into the Content-Security-Policy
 * like Docusaurus' own inline scripts. tests/unit/ssr-template.test.ts checks the built pages, and
 * tests/e2e/performance.spec.ts that the content paints before the scripts are requested.
 */

/** The loader, minus the list of script URLs it is called with. Kept small: it ships in every page. */
export const SCRIPT_LOADER =
  '(function(u){function l(){try{sessionStorage.length}catch(e){}' +
  'u.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=false;document.body.appendChild(e)})}' +
  'document.hidden?l():requestAnimationFrame(function(){setTimeout(l,0)})})';

/**
 * The classic theme puts an SVG sprite (icons pages reference with <use>) at the top of <body>, hidden by a
 * style attribute, which the Content-Security-Policy (no 'unsafe-inline') would block: the empty <svg> would
 * then take up room above the page. The template gives it a class instead (src/css/custom.css hides it).
 */
export const SPRITE_TAG = '<svg style="display: none;">';
export const SPRITE_TAG_WITH_CLASS = '<svg class="theme-svg-sprites" aria-hidden="true">';

/**
 * Docusaurus' base-URL banner ("Your Docusaurus site did not load properly", shown when a host serves the site
 * under another base URL) is an inline script in the home page's <head> (a <Head> tag, so one of the
 * template's metaAttributes) that inserts HTML with style attributes. It inserts it on every load of the home
 * page (it tests for the app's scripts, which this template loads after the first paint; the site's CSS hides
 * the banner), and the policy blocks those style attributes, so the browser reported a violation for each. The
 * template removes them from the script's HTML string (they are JSON-escaped there: style=\"…\"): where the
 * banner matters, the site's CSS did not load, and its text shows unstyled.
 */
// The quote is \x22: the template parser (Eta) would read a literal quote as the start of a string.
export const BANNER_STYLE_ATTRIBUTE = / style=\\\x22[^\x22]*\\\x22/g;

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute.replace(${String(BANNER_STYLE_ATTRIBUTE)}, '') %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags.replace('${SPRITE_TAG}', '${SPRITE_TAG_WITH_CLASS}') %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${SCRIPT_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;

/**
 * The script loaders in a built page's <body>: each one's code and the script URLs it adds. The HTML
 * minifier rewrites the loader's code, so the URLs are read from the call's argument, the JSON array that
 * closes the script.
 */
export function scriptLoaders(html: string): {script: string; urls: string[]}[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<script>([^<]*)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((script) => script.includes('createElement("script")'))
    .map((script) => {
      const list = script.match(/(\[[^\]]*\])\)$/);
      return {script, urls: list ? (JSON.parse(list[1]!) as string[]) : []};
    });
}

/** The script URLs a built page's loader adds, or [] if the page has no loader. */
export function loaderScriptUrls(html: string): string[] {
  return scriptLoaders(html)[0]?.urls ?? [];
}
