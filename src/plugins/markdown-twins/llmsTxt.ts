/**
 * The llms.txt files (https://llmstxt.org): `/llms.txt` lists every doc by sidebar, linking its Markdown twin;
 * `/llms-full.txt` holds every twin in the same order. Also the parser the tests and the MCP server use to
 * read `/llms.txt` back.
 */

export interface TwinDoc {
  /** Route, e.g. /network/mainnet. */
  permalink: string;
  title: string;
  description: string;
  /** The twin's Markdown body (no title). */
  markdown: string;
}

export interface Section {
  title: string;
  docs: TwinDoc[];
}

/** A doc's route without the trailing slash Docusaurus gives index docs' permalinks (/cli/ → /cli). */
export function cleanRoute(permalink: string): string {
  return permalink.replace(/\/+$/, '') || '/';
}

/** The twin's path for a route: /network/mainnet → /network/mainnet.md, / → /index.md. */
export function twinPath(permalink: string): string {
  const clean = permalink.replace(/\/+$/, '');
  return `${clean || '/index'}.md`;
}

/** The route a twin path belongs to (the inverse of twinPath). */
export function routeOfTwin(twin: string): string {
  const route = twin.replace(/\.md$/, '');
  return route === '/index' ? '/' : route;
}

const escapeLinkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The twin as served: title, description, body. */
export function twinFile(doc: TwinDoc): string {
  const intro = doc.description ? `> ${oneLine(doc.description)}\n\n` : '';
  return `# ${oneLine(doc.title)}\n\n${intro}${doc.markdown}`;
}

export function renderLlmsTxt(site: {title: string; summary: string; url: string}, sections: Section[]): string {
  const out = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  out.push(
    `Every page below is Markdown (the same content as the HTML page at the URL without \`.md\`). ` +
      `${site.url}/llms-full.txt holds all of them in one file.`,
    '',
    `Agents may also ask for a page's own URL with \`Accept: text/markdown\` to get this Markdown instead of its ` +
      `HTML. Each page links its Markdown with \`rel="alternate"\` and \`type="text/markdown"\` (a \`Link\` header ` +
      `and a \`<link>\` element).`,
    '',
  );
  for (const s of sections) {
    out.push(`## ${oneLine(s.title)}`, '');
    for (const d of s.docs) {
      const description = oneLine(d.description);
      out.push(
        `- [${escapeLinkText(oneLine(d.title))}](${site.url}${twinPath(d.permalink)})${description ? `: ${description}` : ''}`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

export function renderLlmsFullTxt(site: {title: string; summary: string; url: string}, sections: Section[]): string {
  const parts = [`# ${site.title}\n\n> ${oneLine(site.summary)}\n`];
  for (const s of sections) {
    for (const d of s.docs) {
      parts.push(`# ${oneLine(d.title)}\n\nURL: ${site.url}${d.permalink}\n\n${d.markdown.trim()}\n`);
    }
  }
  return parts.join('\n\n');
}

export interface LlmsEntry {
  section: string;
  title: string;
  url: string;
  description: string;
  line: number;
}

/**
 * Parses an llms.txt file and checks its structure (one h1, a `>` summary, `##` sections of `- [title](url)`
 * items); throws naming the line of the first problem.
 */
export function parseLlmsTxt(text: string): {title: string; summary: string; entries: LlmsEntry[]} {
  const lines = text.split('\n');
  if (!lines[0]?.startsWith('# ')) throw new Error('llms.txt line 1: must be the "# " title');
  const summaryLine = lines.findIndex((l) => l.startsWith('> '));
  if (summaryLine < 0) throw new Error('llms.txt: no "> " summary line');
  const entries: LlmsEntry[] = [];
  let section = '';
  lines.forEach((line, i) => {
    if (line.startsWith('## ')) {
      section = line.slice(3).trim();
      return;
    }
    if (!line.startsWith('- ')) return;
    const m = /^- \[((?:\\.|[^\]\\])+)\]\((\S+)\)(?:: (.+))?$/.exec(line);
    if (!m) throw new Error(`llms.txt line ${i + 1}: not a "- [Title](url): description" item: ${line}`);
    if (!section) throw new Error(`llms.txt line ${i + 1}: item before any "## " section`);
    entries.push({section, title: m[1]!.replace(/\\(.)/g, '$1'), url: m[2]!, description: m[3] ?? '', line: i + 1});
  });
  return {title: lines[0].slice(2).trim(), summary: lines[summaryLine]!.slice(2).trim(), entries};
}
