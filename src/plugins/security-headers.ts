/**
 * Local plugin: after the build, hashes every inline script and <style> element in the generated HTML (read in
 * the pass shared with the other plugins that read it, ./built-pages.ts) and writes the headers a host should
 * send (src/config/securityHeaders.ts) to `build/_headers` (Netlify / Cloudflare Pages) and
 * `build/nginx-security-headers.conf`. `npm run serve:prod` (scripts/serve-prod.ts) applies `_headers`. Hashed
 * assets are listed one by one, so that only files that exist are cached as immutable.
 *
 * The policy has no 'unsafe-inline' for styles, so a browser ignores every style attribute in the HTML: the
 * build fails, naming the pages and elements, if any page has one (content inside <noscript> included, which
 * a browser without scripts parses as HTML).
 *
 * Pages that contain a live code block get their own rule with 'unsafe-eval', for their route and for their
 * file's path (`/markdown-page`, `/markdown-page.html`), and a `<meta name="docs-live-code">` marker: when a
 * reader reaches such a page by client-side navigation from a page served with the strict policy,
 * src/theme/CodeBlock reloads it so that its own policy applies.
 */
import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {PerfLogger} from '@docusaurus/logger';
import {hasChildren, isTag, isText, type AnyNode, type Element} from 'domhandler';
import {
  buildPolicy,
  headerRules,
  MARKDOWN_TYPE,
  PLAIN_TEXT_TYPE,
  renderHeadersFile,
  renderNginx,
  serializePolicy,
  type PolicyInput,
  type TextFile,
} from '../config/securityHeaders';
import {cleanRoute, twinPath} from './markdown-twins/llmsTxt';
import {PWA_FILES} from '../config/pwa';
import {BuiltPages, routeOfHtmlFile, type BuiltPage} from './built-pages';

/** Must match LIVE_CODE_META in src/theme/CodeBlock. */
export const LIVE_CODE_META = 'docs-live-code';
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export interface ScanResult {
  hashes: string[];
  styleHashes: string[];
  livePaths: string[];
  /** The same pages' files as request paths (`/markdown-page.html`), which hosts serve as they are too. */
  liveAliases: string[];
  /** Elements with a style attribute, as `page: <tag class="…" style="…">`. */
  styleAttributes: string[];
}

/** One page's share of the scan: its inline scripts' and <style> elements' hashes, its style attributes, and
 * whether it holds a live code block. */
interface PageScan {
  hashes: string[];
  styleHashes: string[];
  styleAttributes: string[];
  live: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** A <script> or <style> element's text: the parser keeps what they hold as text, unparsed. */
const rawText = (el: Element) => el.children.map((c) => (isText(c) ? c.data : '')).join('');

/**
 * One walk over the page's elements, in document order. The shared parse of the whole page (htmlparser2,
 * ./built-pages.ts) holds what each <noscript> contains as elements, as a browser without scripts parses it:
 * its <style> elements and style attributes count; its scripts (which no browser runs) and live-code markers do
 * not.
 */
function scanPage({file, $}: BuiltPage): PageScan {
  const scan: PageScan = {hashes: [], styleHashes: [], styleAttributes: [], live: false};
  const visit = (node: AnyNode, inNoscript: boolean) => {
    if (!hasChildren(node)) return;
    for (const el of node.children) {
      if (!isTag(el)) continue;
      const {tagName, attribs} = el;
      if (tagName === 'script') {
        const type = (attribs.type ?? '').trim().toLowerCase();
        if (!inNoscript && attribs.src === undefined && EXECUTABLE_TYPES.has(type))
          scan.hashes.push(sha256(rawText(el)));
        continue;
      }
      if (tagName === 'style') scan.styleHashes.push(sha256(rawText(el)));
      if (attribs.style !== undefined)
        scan.styleAttributes.push(
          `${file}: <${tagName}${attribs.class ? ` class="${attribs.class}"` : ''} style="${attribs.style}">`,
        );
      if (!inNoscript && attribs['data-live-codeblock'] !== undefined) scan.live = true;
      visit(el, inNoscript || tagName === 'noscript');
    }
  };
  visit($.root()[0]!, false);
  return scan;
}

/** The scan of the whole build from its pages' (by file); marks the pages with live code that lack the marker. */
async function combineScans(outDir: string, scans: Map<string, PageScan>): Promise<ScanResult> {
  const hashes = new Set<string>();
  const styleHashes = new Set<string>();
  const styleAttributes: string[] = [];
  const livePaths: string[] = [];
  const liveAliases: string[] = [];
  for (const [file, scan] of scans) {
    for (const hash of scan.hashes) hashes.add(hash);
    for (const hash of scan.styleHashes) styleHashes.add(hash);
    styleAttributes.push(...scan.styleAttributes);
    if (!scan.live || file.startsWith('404')) continue;
    livePaths.push(routeOfHtmlFile(file));
    liveAliases.push(`/${file.split(path.sep).join('/')}`);
    const full = path.join(outDir, file);
    const html = await readFile(full, 'utf8');
    if (!html.includes(`name="${LIVE_CODE_META}"`)) {
      await writeFile(full, html.replace('<head>', `<head><meta name="${LIVE_CODE_META}" content="eval-allowed">`));
    }
  }
  return {
    hashes: [...hashes].sort(),
    styleHashes: [...styleHashes].sort(),
    livePaths: livePaths.sort(),
    liveAliases: liveAliases.sort(),
    styleAttributes,
  };
}

/** Hashes the inline scripts and <style> elements of the HTML files in outDir, lists style attributes, and
 * marks the pages that contain a live code block. */
export async function scanBuild(outDir: string): Promise<ScanResult> {
  const visited = new BuiltPages().visitor('security-headers', scanPage);
  return combineScans(outDir, (await visited(outDir)).byFile);
}

/** The build error for style attributes: the first few, and how many there are. */
export function styleAttributeError(found: string[]): Error {
  const shown = found.slice(0, 20).join('\n  ');
  const more = found.length > 20 ? `\n  … and ${found.length - 20} more` : '';
  return new Error(
    `${found.length} element(s) in the built HTML have a style attribute, which the Content-Security-Policy ` +
      `(no 'unsafe-inline') makes browsers ignore. Use a class instead (handbook/hosting.md, "No inline styles"):\n  ${shown}${more}`,
  );
}

/** The hashed files of the build (everything under assets/), as request paths, sorted. */
export async function assetPaths(outDir: string): Promise<string[]> {
  const root = path.join(outDir, 'assets');
  const entries = await readdir(root, {recursive: true, withFileTypes: true}).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => `/assets/${path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .sort();
}

/** The Markdown twins of the docs (src/plugins/markdown-twins) and the llms.txt files, with their types. */
export function textFiles(siteUrl: string, docPermalinks: string[]): TextFile[] {
  return [
    {path: '/llms.txt', contentType: PLAIN_TEXT_TYPE},
    {path: '/llms-full.txt', contentType: PLAIN_TEXT_TYPE},
    ...[...new Set(docPermalinks.map(cleanRoute))]
      .sort()
      .map((p) => ({path: twinPath(p), contentType: MARKDOWN_TYPE, canonical: `${siteUrl}${p}`, page: p})),
  ];
}

/** The plugin; it reads the built pages in the pass `pages` runs for every plugin that reads them. */
export default function securityHeadersPlugin(
  options: Omit<PolicyInput, 'scriptHashes' | 'styleHashes' | 'liveCode'>,
  pages: BuiltPages,
): PluginModule {
  return (context): Plugin => {
    const visited = pages.visitor('security-headers', scanPage);
    let docPermalinks: string[] = [];
    return {
      name: 'security-headers',
      async allContentLoaded({allContent}) {
        const docs = allContent['docusaurus-plugin-content-docs']?.default as
          {loadedVersions: {docs: {permalink: string}[]}[]} | undefined;
        docPermalinks = docs?.loadedVersions.flatMap((v) => v.docs.map((d) => d.permalink)) ?? [];
      },
      async postBuild({outDir}) {
        const {byFile} = await visited(outDir);
        // Timed apart from the shared pass, with Docusaurus' performance logger (DOCUSAURUS_PERF_LOGGER=true).
        await PerfLogger.async('postBuild() - security-headers', async () => {
          const scan = await combineScans(outDir, byFile);
          const {hashes, styleHashes, styleAttributes} = scan;
          // A page's `.html` alias gets its policy too: nginx and serve:prod serve both paths.
          const livePaths = [...scan.livePaths, ...scan.liveAliases];
          if (styleAttributes.length) throw styleAttributeError(styleAttributes);
          const input = {...options, scriptHashes: hashes, styleHashes};
          const policy = serializePolicy(buildPolicy(input));
          const livePolicy = serializePolicy(buildPolicy({...input, liveCode: true}));
          const rules = headerRules(
            policy,
            livePolicy,
            livePaths,
            // The web app manifest and the service worker (src/plugins/pwa) with their types and caching.
            [...textFiles(context.siteConfig.url.replace(/\/+$/, ''), docPermalinks), ...PWA_FILES],
            await assetPaths(outDir),
          );
          await writeFile(path.join(outDir, '_headers'), renderHeadersFile(rules));
          await writeFile(path.join(outDir, 'nginx-security-headers.conf'), renderNginx(rules));
        });
      },
    };
  };
}
