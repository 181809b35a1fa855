/**
 * Local plugin: after the build, hashes every inline script and <style> element in the generated HTML and
 * writes the headers a host should send (src/config/securityHeaders.ts) to `build/_headers` (Netlify /
 * Cloudflare Pages) and `build/nginx-security-headers.conf`. `npm run serve:prod` (scripts/serve-prod.ts)
 * applies `_headers`. Hashed assets are listed one by one, so that only files that exist are cached as
 * immutable.
 *
 * The policy has no 'unsafe-inline' for styles, so a browser ignores every style attribute in the HTML: the
 * build fails, naming the pages and elements, if any page has one (content inside <noscript> included, which
 * a browser without scripts parses as HTML).
 *
 * Pages that contain a live code block get their own rule with 'unsafe-eval', and a
 * `<meta name="docs-live-code">` marker: when a reader reaches such a page by client-side navigation from a
 * page served with the strict policy, src/theme/CodeBlock reloads it so that its own policy applies.
 */
import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {load, type CheerioAPI} from 'cheerio';
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

/** Must match LIVE_CODE_META in src/theme/CodeBlock. */
export const LIVE_CODE_META = 'docs-live-code';
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The route a built HTML file serves ("cli/node.html" → "/cli/node", "index.html" → "/"). */
export function routeOfHtmlFile(relative: string): string {
  const p = relative
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${p}`.replace(/\/$/, '') || '/';
}

export interface ScanResult {
  hashes: string[];
  styleHashes: string[];
  livePaths: string[];
  /** Elements with a style attribute, as `page: <tag class="…" style="…">`. */
  styleAttributes: string[];
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The page and what <noscript> holds, parsed the way a browser without scripts parses it. */
function documentsOf(html: string): CheerioAPI[] {
  const $ = load(html);
  const inner = $('noscript')
    .toArray()
    .map((el) => load($(el).text(), null, false));
  return [$, ...inner];
}

/** Hashes the inline scripts and <style> elements of the HTML files in outDir, lists style attributes, and
 * marks the pages that contain a live code block. */
export async function scanBuild(outDir: string): Promise<ScanResult> {
  const files = (await readdir(outDir, {recursive: true})).filter((f) => f.endsWith('.html'));
  const hashes = new Set<string>();
  const styleHashes = new Set<string>();
  const styleAttributes: string[] = [];
  const livePaths: string[] = [];
  for (const file of files) {
    const full = path.join(outDir, file);
    const html = await readFile(full, 'utf8');
    const $ = load(html);
    $('script:not([src])').each((_, el) => {
      const type = ($(el).attr('type') ?? '').trim().toLowerCase();
      if (!EXECUTABLE_TYPES.has(type)) return;
      hashes.add(sha256($(el).text()));
    });
    for (const doc of documentsOf(html)) {
      doc('style').each((_, el) => void styleHashes.add(sha256(doc(el).text())));
      doc('[style]').each((_, el) => {
        const cls = doc(el).attr('class');
        styleAttributes.push(
          `${file}: <${el.tagName}${cls ? ` class="${cls}"` : ''} style="${doc(el).attr('style')}">`,
        );
      });
    }
    if ($('[data-live-codeblock]').length && !file.startsWith('404')) {
      livePaths.push(routeOfHtmlFile(file));
      if (!html.includes(`name="${LIVE_CODE_META}"`)) {
        await writeFile(full, html.replace('<head>', `<head><meta name="${LIVE_CODE_META}" content="eval-allowed">`));
      }
    }
  }
  return {
    hashes: [...hashes].sort(),
    styleHashes: [...styleHashes].sort(),
    livePaths: livePaths.sort(),
    styleAttributes,
  };
}

/** The build error for style attributes: the first few, and how many there are. */
export function styleAttributeError(found: string[]): Error {
  const shown = found.slice(0, 20).join('\n  ');
  const more = found.length > 20 ? `\n  … and ${found.length - 20} more` : '';
  return new Error(
    `${found.length} element(s) in the built HTML have a style attribute, which the Content-Security-Policy ` +
      `(no 'unsafe-inline') makes browsers ignore. Use a class instead (README, "Security headers"):\n  ${shown}${more}`,
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
      .map((p) => ({path: twinPath(p), contentType: MARKDOWN_TYPE, canonical: `${siteUrl}${p}`})),
  ];
}

export default function securityHeadersPlugin(
  options: Omit<PolicyInput, 'scriptHashes' | 'styleHashes' | 'liveCode'>,
): PluginModule {
  return (context): Plugin => {
    let docPermalinks: string[] = [];
    return {
      name: 'security-headers',
      async allContentLoaded({allContent}) {
        const docs = allContent['docusaurus-plugin-content-docs']?.default as
          {loadedVersions: {docs: {permalink: string}[]}[]} | undefined;
        docPermalinks = docs?.loadedVersions.flatMap((v) => v.docs.map((d) => d.permalink)) ?? [];
      },
      async postBuild({outDir}) {
        const {hashes, styleHashes, livePaths, styleAttributes} = await scanBuild(outDir);
        if (styleAttributes.length) throw styleAttributeError(styleAttributes);
        const input = {...options, scriptHashes: hashes, styleHashes};
        const policy = serializePolicy(buildPolicy(input));
        const livePolicy = serializePolicy(buildPolicy({...input, liveCode: true}));
        const rules = headerRules(
          policy,
          livePolicy,
          livePaths,
          textFiles(context.siteConfig.url.replace(/\/+$/, ''), docPermalinks),
          await assetPaths(outDir),
        );
        await writeFile(path.join(outDir, '_headers'), renderHeadersFile(rules));
        await writeFile(path.join(outDir, 'nginx-security-headers.conf'), renderNginx(rules));
      },
    };
  };
}
