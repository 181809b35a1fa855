/**
 * Local plugin (one concern: Markdown for readers' tools). After the build it writes, for every doc:
 *   - a Markdown twin at its route plus `.md` (build/network/mainnet.md), from toMarkdown.ts;
 *   - /llms.txt (one `##` section per sidebar, in sidebar order, each doc linking its twin) and /llms-full.txt.
 * Docs that no sidebar lists join the section of their nearest listed ancestor route (/cli/epochs → the CLI
 * sidebar). A doc whose twin cannot be made (an MDX component without a Markdown rendering, a bad prop) fails
 * the build with the file and line.
 *
 * The docs' order, titles and descriptions come from the docs plugin's loaded content, so the twins follow
 * whatever the pages and sidebars.ts say. `_headers` entries for these files: src/plugins/security-headers.ts.
 */
import {readFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PerfLogger} from '@docusaurus/logger';
import {docToMarkdown} from './toMarkdown';
import {cleanRoute, renderLlmsFullTxt, renderLlmsTxt, twinFile, twinPath, type Section, type TwinDoc} from './llmsTxt';

/** The parts of the docs plugin's content this plugin reads. */
interface DocMeta {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
  unlisted?: boolean;
}
interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}
interface DocsContent {
  loadedVersions: {docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}[];
}

export const LLMS_SUMMARY =
  'Guides and references for building on Celo, an Ethereum Layer 2: networks, contract addresses, tooling, the celocli command line, nodes and validators, governance and the CELO token.';

/** Doc ids of a sidebar in reading order (a category's own page before its items). */
function sidebarDocIds(items: SidebarItem[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
      ids.push(...sidebarDocIds(item.items ?? []));
    }
  }
  return ids;
}

/** Docs grouped by sidebar, in sidebar order; each doc appears once. */
export function orderDocs(content: DocsContent): {title: string; docs: DocMeta[]}[] {
  const version = content.loadedVersions[0];
  if (!version) return [];
  // Index docs' permalinks end with a slash (/cli/); the site serves them without (trailingSlash: false).
  const byId = new Map(version.docs.map((d) => [d.id, {...d, permalink: cleanRoute(d.permalink)}]));
  const seen = new Set<string>();
  const sections: {title: string; docs: DocMeta[]}[] = [];
  for (const items of Object.values(version.sidebars)) {
    const docs: DocMeta[] = [];
    for (const id of sidebarDocIds(items)) {
      const doc = byId.get(id);
      if (doc && !seen.has(id)) {
        seen.add(id);
        docs.push(doc);
      }
    }
    if (docs.length) sections.push({title: docs[0]!.title, docs});
  }
  // Unlisted docs: the section holding their nearest ancestor route, else an "Other pages" section.
  const sectionOf = new Map(sections.flatMap((s) => s.docs.map((d) => [d.permalink, s] as const)));
  let other: {title: string; docs: DocMeta[]} | undefined;
  for (const doc of byId.values()) {
    if (seen.has(doc.id)) continue;
    let route = doc.permalink;
    let section: {title: string; docs: DocMeta[]} | undefined;
    while (!section && route.includes('/')) {
      route = route.slice(0, route.lastIndexOf('/'));
      section = sectionOf.get(route || '/');
    }
    if (!section) {
      other ??= {title: 'Other pages', docs: []};
      section = other;
    }
    section.docs.push(doc);
  }
  if (other) sections.push(other);
  return sections;
}

/** Writes every doc's twin, /llms.txt and /llms-full.txt into `outDir`. */
async function writeTwins(context: LoadContext, content: DocsContent, outDir: string): Promise<void> {
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  const siteDir = context.siteDir;
  const resolveSource = (source: string) => path.resolve(siteDir, source.replace(/^@site\//, ''));
  const allDocs = content.loadedVersions.flatMap((v) => v.docs);
  const permalinkByFile = new Map(allDocs.map((d) => [resolveSource(d.source), cleanRoute(d.permalink)]));
  const sections: Section[] = [];
  for (const group of orderDocs(content)) {
    const docs: TwinDoc[] = [];
    for (const meta of group.docs) {
      const sourcePath = resolveSource(meta.source);
      const markdown = docToMarkdown(await readFile(sourcePath, 'utf8'), {
        siteUrl,
        sourcePath,
        permalink: meta.permalink,
        permalinkOfFile: (file) => permalinkByFile.get(file),
      });
      const doc = {permalink: meta.permalink, title: meta.title, description: meta.description, markdown};
      const file = path.join(outDir, twinPath(meta.permalink));
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, twinFile(doc));
      docs.push(doc);
    }
    sections.push({title: group.title, docs});
  }
  const site = {title: context.siteConfig.title, summary: LLMS_SUMMARY, url: siteUrl};
  await writeFile(path.join(outDir, 'llms.txt'), renderLlmsTxt(site, sections));
  await writeFile(path.join(outDir, 'llms-full.txt'), renderLlmsFullTxt(site, sections));
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let docsContent: DocsContent | undefined;
  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
    },
    async postBuild({outDir}) {
      if (!docsContent) throw new Error('markdown-twins: the docs plugin loaded no content');
      const content = docsContent;
      // Timed with Docusaurus' performance logger (DOCUSAURUS_PERF_LOGGER=true).
      await PerfLogger.async('postBuild() - markdown-twins', () => writeTwins(context, content, outDir));
    },
  };
}
