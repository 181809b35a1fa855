/**
 * The work of the markdown-twins plugin (./index.ts) in postBuild: every doc's twin, /llms.txt and /llms-full.txt,
 * from the docs' metadata and sidebars, as files for the plugin to write into the output directory. A doc's twin
 * comes from what ./capture.ts made during the compile when there is one, else from its source.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {docToMarkdown, twinContext} from './toMarkdown';
import {cleanRoute, renderLlmsFullTxt, renderLlmsTxt, twinFile, twinPath, type Section, type TwinDoc} from './llmsTxt';

/** The parts of the docs plugin's content the twins are made from. */
export interface DocMeta {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
  unlisted?: boolean;
}
export interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}
export interface DocsContent {
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

export interface TwinsInput {
  /** The site's URL, without a trailing slash. */
  siteUrl: string;
  siteTitle: string;
  siteDir: string;
  content: DocsContent;
}

/** A file to write: its path relative to the output directory (forward slashes) and its text. */
export interface TwinsFile {
  path: string;
  text: string;
}

function resolveSource(siteDir: string, source: string): string {
  return path.resolve(siteDir, source.replace(/^@site\//, ''));
}

/** Each doc's route (as the site serves it) by the absolute path of its source. */
export function permalinksByFile(siteDir: string, content: DocsContent): Map<string, string> {
  const allDocs = content.loadedVersions.flatMap((v) => v.docs);
  return new Map(allDocs.map((d) => [resolveSource(siteDir, d.source), cleanRoute(d.permalink)]));
}

/**
 * Every doc's twin, /llms.txt and /llms-full.txt. `captured`: twin bodies made during the compile, by absolute
 * source path (./capture.ts); a doc without one is made from its source.
 */
export default async function makeTwins(
  {siteUrl, siteTitle, siteDir, content}: TwinsInput,
  captured: ReadonlyMap<string, string> = new Map(),
): Promise<TwinsFile[]> {
  const files: TwinsFile[] = [];
  const permalinkByFile = permalinksByFile(siteDir, content);
  const sections: Section[] = [];
  for (const group of orderDocs(content)) {
    const docs: TwinDoc[] = [];
    for (const meta of group.docs) {
      const sourcePath = resolveSource(siteDir, meta.source);
      const markdown =
        captured.get(sourcePath) ??
        docToMarkdown(await readFile(sourcePath, 'utf8'), twinContext(siteUrl, permalinkByFile, sourcePath)!);
      const doc = {permalink: meta.permalink, title: meta.title, description: meta.description, markdown};
      files.push({path: twinPath(meta.permalink), text: twinFile(doc)});
      docs.push(doc);
    }
    sections.push({title: group.title, docs});
  }
  const site = {title: siteTitle, summary: LLMS_SUMMARY, url: siteUrl};
  files.push({path: 'llms.txt', text: renderLlmsTxt(site, sections)});
  files.push({path: 'llms-full.txt', text: renderLlmsFullTxt(site, sections)});
  return files;
}
