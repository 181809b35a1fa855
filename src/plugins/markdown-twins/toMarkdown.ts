/**
 * Turns one doc's source (Markdown or MDX) into plain Markdown for readers' tools: front matter stripped,
 * admonitions as block quotes, tabs as labelled sections, MDX data components rendered from src/data as
 * Markdown (dataComponents.ts), imports and expressions dropped, every link and image made absolute.
 *
 * Why our own code: docusaurus-plugin-llms (the kept plugin for this) copies the source with regex clean-up,
 * so MDX data components vanish from its output (the mainnet twin would have no chain id) and relative links
 * stay relative. Here the source is parsed with the same micromark extensions Docusaurus uses (GFM,
 * directives, math, MDX) and only the nodes that are not plain Markdown are rewritten: everything else is
 * copied from the source byte for byte, so code blocks keep their language and formatting.
 */
import path from 'node:path';
import matter from 'gray-matter';
import type {Nodes, Parent, Root} from 'mdast';
import {renderDataComponent} from './dataComponents';
import {readVerified, verifiedLine, verifiedMarkdown} from '../../data/verified';
import {codeBlocksOf, guideRunLine, guideRunMarkdown} from '../../data/guideRun';
import {repositoryUrl} from '../../config/repository';
import {nativeImport} from '../../utils/nativeImport';

// ES-module packages, loaded by Node rather than transpiled by the config loader (see nativeImport.ts).
const {fromMarkdown} = nativeImport<typeof import('mdast-util-from-markdown')>('mdast-util-from-markdown');
const {gfmFromMarkdown} = nativeImport<typeof import('mdast-util-gfm')>('mdast-util-gfm');
const {gfm} = nativeImport<typeof import('micromark-extension-gfm')>('micromark-extension-gfm');
const {directive} = nativeImport<typeof import('micromark-extension-directive')>('micromark-extension-directive');
const {directiveFromMarkdown} = nativeImport<typeof import('mdast-util-directive')>('mdast-util-directive');
const {math} = nativeImport<typeof import('micromark-extension-math')>('micromark-extension-math');
const {mathFromMarkdown} = nativeImport<typeof import('mdast-util-math')>('mdast-util-math');
const {mdxjs} = nativeImport<typeof import('micromark-extension-mdxjs')>('micromark-extension-mdxjs');
const {mdxFromMarkdown} = nativeImport<typeof import('mdast-util-mdx')>('mdast-util-mdx');
const {toString} = nativeImport<typeof import('mdast-util-to-string')>('mdast-util-to-string');

export interface TwinContext {
  /** Site origin without a trailing slash, e.g. https://docs.celo.org. */
  siteUrl: string;
  /** Absolute path of the source file (for relative links and error messages). */
  sourcePath: string;
  /** The doc's route, e.g. /network/mainnet. */
  permalink: string;
  /** Route of another doc by its absolute source path (for links written as file paths). */
  permalinkOfFile: (absolutePath: string) => string | undefined;
}

/**
 * The context of one doc's twin, from the routes of all docs by absolute source path (write.ts permalinksByFile);
 * undefined for a file that is not a doc.
 */
export function twinContext(
  siteUrl: string,
  permalinkByFile: ReadonlyMap<string, string>,
  sourcePath: string,
): TwinContext | undefined {
  const permalink = permalinkByFile.get(sourcePath);
  if (permalink === undefined) return undefined;
  return {siteUrl, sourcePath, permalink, permalinkOfFile: (file) => permalinkByFile.get(file)};
}

export class TwinError extends Error {}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/**
 * The "Verified on" line of a doc with a `verified:` record (src/data/verified.ts), as Markdown, or '' without
 * one. A bad record fails the build naming the file (the markdownlint rule celo-verified-record names the line).
 */
function verifiedFooter(data: Record<string, unknown>, ctx: TwinContext): string {
  if (data.verified === undefined) return '';
  const {record, problems} = readVerified(data.verified);
  if (!record) {
    const list = problems.map((p) => `${p.key}: ${p.message}`).join('; ');
    throw new TwinError(`${path.relative(process.cwd(), ctx.sourcePath)}: bad verified record: ${list}`);
  }
  return `\n\n${verifiedMarkdown(verifiedLine(record))}\n`;
}

/**
 * A guide's "This guide runs end to end in CI…" line (src/data/guideRun.ts) as the twin's first paragraph, the
 * same line the HTML page shows under its title, or '' for a page without `guide:`. The build runs in the site's
 * folder, whose docs/ and samples/ the line is made from.
 */
function guideRunHeader(tree: Nodes, data: Record<string, unknown>, ctx: TwinContext): string {
  const siteDir = process.cwd();
  const line = guideRunLine({
    guide: data.guide,
    blocks: tree.type === 'root' ? codeBlocksOf(tree) : [],
    file: path.relative(siteDir, ctx.sourcePath),
    siteDir,
    repositoryUrl: repositoryUrl(),
  });
  return line ? `${guideRunMarkdown(line)}\n\n` : '';
}

/**
 * The Markdown body of a doc (no title: the caller adds it), starting with its guide-run line and ending with its
 * "Verified on" line, if it has them.
 */
export function docToMarkdown(raw: string, ctx: TwinContext): string {
  const {content: body, data} = matter(raw);
  // Blank lines in place of the front matter keep error messages' line numbers those of the file.
  const content = '\n'.repeat(raw.slice(0, raw.length - body.length).split('\n').length - 1) + body;
  return twinFromTree(content, parseDocBody(content, ctx.sourcePath.endsWith('.mdx')), data, ctx);
}

/** A doc's body (front matter removed) parsed with the syntax the docs plugin reads: GFM, directives, math, MDX. */
export function parseDocBody(content: string, isMdx: boolean): Root {
  return fromMarkdown(content, {
    extensions: [gfm(), directive(), math(), ...(isMdx ? [mdxjs()] : [])],
    mdastExtensions: [
      gfmFromMarkdown(),
      directiveFromMarkdown(),
      mathFromMarkdown(),
      ...(isMdx ? [mdxFromMarkdown()] : []),
    ],
  });
}

/**
 * The twin of a doc already parsed: `src` is the text the tree's positions point into (a front matter node in it,
 * as remark-frontmatter makes, is left out), `data` its front matter. Docusaurus' own parse of each doc comes here
 * through ./capture.ts; docToMarkdown parses the source itself.
 */
export function twinFromTree(src: string, tree: Nodes, data: Record<string, unknown>, ctx: TwinContext): string {
  const out = guideRunHeader(tree, data, ctx) + new Emitter(src, ctx).emit(tree);
  const footer = verifiedFooter(data, ctx);
  return `${out
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}${footer || '\n'}`;
}

type AnyNode = Nodes & {children?: AnyNode[]; name?: string | null; attributes?: unknown};

class Emitter {
  constructor(
    private readonly src: string,
    private readonly ctx: TwinContext,
  ) {}

  private start(n: AnyNode): number {
    return n.position!.start.offset!;
  }
  private end(n: AnyNode): number {
    return n.position!.end.offset!;
  }
  private where(n: AnyNode): string {
    return `${path.relative(process.cwd(), this.ctx.sourcePath)}:${n.position?.start.line ?? '?'}`;
  }

  emit(node: AnyNode): string {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return '';
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.indentContinuation(node, this.jsx(node));
      case 'containerDirective':
        return this.indentContinuation(node, this.admonition(node));
      case 'link':
      case 'image':
      case 'definition':
        return this.withAbsoluteUrl(node, this.splice(node));
      case 'heading':
        return this.splice(node).replace(/\s*\\?\{#[\w-]+\\?\}\s*$/, '');
      default:
        return this.splice(node);
    }
  }

  /** The node's source with each child replaced by its own emitted text. */
  private splice(node: AnyNode): string {
    const children = node.children ?? [];
    if (!node.position) return children.map((c) => this.emit(c)).join('');
    if (!children.length) return this.src.slice(this.start(node), this.end(node));
    let out = '';
    let pos = this.start(node);
    for (const child of children) {
      if (!child.position) continue;
      out += this.src.slice(pos, this.start(child)) + this.emit(child);
      pos = this.end(child);
    }
    return out + this.src.slice(pos, this.end(node));
  }

  /** The children as a block of Markdown, dedented (content inside JSX is often indented). */
  private block(children: AnyNode[]): string {
    const placed = children.filter((c) => c.position);
    if (!placed.length) return '';
    let out = '';
    let pos = this.start(placed[0]!);
    // Include the first child's own indentation so that dedenting is uniform.
    const lineStart = this.src.lastIndexOf('\n', pos - 1) + 1;
    if (/^[ \t]*$/.test(this.src.slice(lineStart, pos))) pos = lineStart;
    for (const child of placed) {
      out += this.src.slice(pos, this.start(child)) + this.emit(child);
      pos = this.end(child);
    }
    return dedent(out).trim();
  }

  /**
   * A multi-line replacement inside a list item or block quote: continuation lines get the prefix of the
   * node's first line (spaces for list indentation, `>` for quotes).
   */
  private indentContinuation(node: AnyNode, text: string): string {
    if (!text.includes('\n')) return text;
    const offset = this.start(node);
    const lineStart = this.src.lastIndexOf('\n', offset - 1) + 1;
    const prefix = this.src.slice(lineStart, offset);
    if (!prefix) return text;
    const cont = prefix.replace(/[^\s>]/g, ' ');
    return text
      .split('\n')
      .map((line, i) => (i === 0 || !line ? line : cont + line))
      .join('\n');
  }

  private admonition(node: AnyNode): string {
    const kind = node.name ?? '';
    const label = ADMONITION_LABELS[kind];
    const children = node.children ?? [];
    const titleNode = children.find(
      (c) => c.type === 'paragraph' && (c.data as {directiveLabel?: boolean} | undefined)?.directiveLabel,
    );
    const body = this.block(children.filter((c) => c !== titleNode));
    if (!label) {
      // Not an admonition: a directive Docusaurus leaves as text. Keep its content.
      return body;
    }
    // The label paragraph's position includes its brackets; its children are the title itself.
    const title = titleNode
      ? (titleNode.children ?? [])
          .map((c) => this.emit(c))
          .join('')
          .trim()
      : '';
    const head = `**${title ? `${label}: ${title}` : label}**`;
    return [head, '', body]
      .join('\n')
      .trim()
      .split('\n')
      .map((line) => (line ? `> ${line}` : '>'))
      .join('\n');
  }

  private attr(node: AnyNode, name: string): string | undefined {
    const attrs = (node.attributes ?? []) as {type: string; name?: string; value?: unknown}[];
    const a = attrs.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
    if (!a) return undefined;
    if (a.value === null || a.value === undefined) return 'true';
    if (typeof a.value === 'string') return a.value;
    const expr = (a.value as {value?: string}).value?.trim();
    if (expr === 'true' || expr === 'false' || (expr && /^-?\d+$/.test(expr))) return expr;
    if (expr && /^(['"]).*\1$/.test(expr)) return expr.slice(1, -1);
    throw new TwinError(
      `${this.where(node)}: <${node.name}> attribute ${name}={${expr}} is an expression the Markdown twin cannot evaluate`,
    );
  }

  private attrs(node: AnyNode): Map<string, string> {
    const attrs = (node.attributes ?? []) as {type: string; name?: string}[];
    const map = new Map<string, string>();
    for (const a of attrs) if (a.type === 'mdxJsxAttribute' && a.name) map.set(a.name, this.attr(node, a.name)!);
    return map;
  }

  private jsx(node: AnyNode): string {
    const name = node.name ?? '';
    const children = node.children ?? [];
    const inline = node.type === 'mdxJsxTextElement';
    const inner = () => (inline ? children.map((c) => this.emit(c)).join('') : this.block(children));
    if (name === 'Tabs') {
      const items = children.filter((c) => c.type === 'mdxJsxFlowElement' && c.name === 'TabItem');
      return items
        .map(
          (item) =>
            `**${this.attr(item, 'label') ?? this.attr(item, 'value') ?? 'Tab'}**\n\n${this.block(item.children ?? [])}`,
        )
        .join('\n\n');
    }
    if (name === 'summary') return `**${toString(node).trim()}**`;
    if (name === 'br') return inline ? '  \n' : '';
    if (name === 'img') {
      const src = this.attr(node, 'src');
      return src ? `![${this.attr(node, 'alt') ?? ''}](${this.absolute(src)})` : '';
    }
    const rendered = renderDataComponent(name, this.attrs(node), this.ctx.siteUrl);
    if (rendered.kind === 'error') throw new TwinError(`${this.where(node)}: ${rendered.message}`);
    if (rendered.kind === 'markdown') return rendered.markdown;
    if (children.length) return inner();
    if (/^[A-Z]/.test(name)) {
      throw new TwinError(
        `${this.where(node)}: <${name} /> has no Markdown rendering; add one to src/plugins/markdown-twins/dataComponents.ts`,
      );
    }
    return '';
  }

  /** An absolute URL for a link written in the doc (route, anchor, file path or relative URL). */
  absolute(url: string): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
    const base = `${this.ctx.siteUrl}${this.ctx.permalink}`;
    if (url.startsWith('#')) return base + url;
    const [file, hash = ''] = url.split(/(?=#)/);
    if (file && /\.mdx?$/.test(file) && !file.startsWith('/')) {
      const target = this.ctx.permalinkOfFile(path.resolve(path.dirname(this.ctx.sourcePath), decodeURI(file)));
      if (target) return `${this.ctx.siteUrl}${target}${hash}`;
    }
    return new URL(url, base).href;
  }

  private withAbsoluteUrl(node: AnyNode, text: string): string {
    const url = (node as {url?: string}).url;
    if (!url) return text;
    const abs = this.absolute(url);
    if (abs === url) return text;
    if (node.type === 'definition') return text.replace(/^(\s*\[[^\]]*\]:\s*<?)[^\s>]+/, `$1${abs}`);
    // The destination follows the last `](`; the text before it may itself contain brackets.
    const i = text.lastIndexOf('](');
    if (i < 0) return text;
    const tail = text.slice(i).replace(/^(\]\(\s*<?)[^\s)>]+/, `$1${abs}`);
    return text.slice(0, i) + tail;
  }
}

/** Removes the indentation common to every non-empty line. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const widths = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length);
  const min = widths.length ? Math.min(...widths) : 0;
  return min ? lines.map((l) => l.slice(Math.min(min, /^[ \t]*/.exec(l)![0].length))).join('\n') : text;
}

/** A twin parsed as the plain Markdown it is (GFM and math), for the checks below; parse once, check twice. */
export function parseTwin(markdown: string): Nodes {
  return fromMarkdown(markdown, {
    extensions: [gfm(), math()],
    mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()],
  });
}

/** Links and images in a twin whose URL is not absolute (used by tests). */
export function relativeLinks(twin: string | Nodes): string[] {
  const tree = typeof twin === 'string' ? parseTwin(twin) : twin;
  const found: string[] = [];
  const visit = (n: AnyNode) => {
    const url = (n as {url?: string}).url;
    if (url !== undefined && !/^[a-z][a-z0-9+.-]*:/i.test(url))
      found.push(`line ${n.position?.start.line ?? 0}: ${url}`);
    for (const c of (n as Parent).children ?? []) visit(c);
  };
  visit(tree);
  return found;
}

/** Node types that must not survive in a twin (used by tests). */
export function leftoverMdx(twin: string | Nodes): string[] {
  const tree = typeof twin === 'string' ? parseTwin(twin) : twin;
  const problems: string[] = [];
  const visit = (n: AnyNode) => {
    if (n.type === 'code' || n.type === 'inlineCode' || n.type === 'math' || n.type === 'inlineMath') return;
    const line = n.position?.start.line ?? 0;
    if (n.type === 'html' && /<\/?[A-Z][\w.]*[\s/>]/.test(n.value))
      problems.push(`line ${line}: JSX element ${n.value.slice(0, 60)}`);
    if (n.type === 'text' || n.type === 'paragraph') {
      const text = n.type === 'text' ? n.value : '';
      if (/^\s*(import|export)\s.+\sfrom\s['"]/m.test(text)) problems.push(`line ${line}: MDX import/export`);
      if (/^:::/m.test(text)) problems.push(`line ${line}: admonition fence`);
      if (/<\/?[A-Z][\w.]*(\s[^>]*)?\/?>/.test(text)) problems.push(`line ${line}: JSX element`);
      if (/\{\/\*/.test(text)) problems.push(`line ${line}: MDX comment`);
    }
    for (const c of (n as Parent).children ?? []) visit(c);
  };
  visit(tree);
  return problems;
}
