/**
 * Reads the code samples of the docs: every fenced block with its language, its fence meta markers and the
 * page line where its code starts, grouped into the units the checkers compile. Parsing uses mdast (the
 * Markdown parser the site already depends on), so fences inside lists and admonitions are found too.
 *
 * Fence meta markers (the words after the language, e.g. ```ts title="deploy.ts" continue):
 *   title="path/file.ext"  the block is that file of the page's project: units are written under that path, so
 *                          other blocks can import it; the Hardhat guide run uses these paths.
 *   continue               the block continues the previous block of the same kind on the page; both are
 *                          checked as one unit (a block with a title continues only the same title).
 *   prelude="name"         (ts/tsx/js) the block is checked after the shared setup samples/preludes/<name>.ts,
 *                          setup the page tells the reader to have (a kit, a client, an account): the unit's
 *                          file gets one import line, of the prelude's exports the unit does not declare itself,
 *                          so errors in the block keep their page lines. A continued unit gets the preludes of
 *                          all its blocks. An unknown name fails the check (see checkTypeScript in compile.ts).
 *   excerpt="reason"       the block is a fragment that cannot compile on its own; it is counted, not checked.
 *                          The reason is required.
 *   output                 (text) what the shell command just above prints; its title, shown to readers, is
 *                          "Output" or "Output (exit code N)". The Hardhat page runners check both (see
 *                          hardhat-project.ts); the guide runner (scripts/samples/guides/) checks the text.
 * Markers of the guide runner only (pages that opt in with `guide:` in their front matter):
 *   skip="reason"          the runner does not run the block (it is still checked above); the reason is printed.
 *   append                 (with title) the block is added to the end of that file, which an earlier step made.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';

export type SampleKind = 'ts' | 'solidity' | 'json' | 'yaml' | 'toml' | 'shell' | 'other';

export interface Block {
  /** Page path relative to the repository (e.g. docs/developer/viem.md). */
  page: string;
  lang: string;
  kind: SampleKind;
  meta: BlockMeta;
  code: string;
  /** Page line of the block's first code line (the line after the opening fence). */
  line: number;
}

export interface BlockMeta {
  title?: string;
  continues: boolean;
  excerpt?: string;
  /** Name of the shared setup the block is checked after (samples/preludes/<name>.ts). */
  prelude?: string;
  /** The block is the output of the command above it (set only when present). */
  output?: true;
  /** Guide runner: the block is not run, for this reason. */
  skip?: string;
  /** Guide runner: the titled block is appended to its file instead of replacing it. */
  append?: true;
  /** Problems with the markers themselves (an excerpt without a reason, …). */
  problems: string[];
}

export interface InlineCode {
  page: string;
  value: string;
  line: number;
}

/** A unit: one or more blocks checked together, with a map from unit line (0-based) to page line. */
export interface Unit {
  page: string;
  kind: SampleKind;
  lang: string;
  /** File name inside the page's folder (the title, or block-<line>.<ext>). */
  file: string;
  code: string;
  lineMap: number[];
  /** Line of the first block (for messages). */
  line: number;
  /** Preludes the unit's blocks name, each with the page line of the fence that names it. */
  preludes: {name: string; line: number}[];
}

const KINDS: Record<string, SampleKind> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'ts',
  js: 'ts',
  javascript: 'ts',
  jsx: 'ts',
  mjs: 'ts',
  cjs: 'ts',
  solidity: 'solidity',
  sol: 'solidity',
  json: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'toml',
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  console: 'shell',
  zsh: 'shell',
};

/** Parses the fence meta string into markers. Unknown words are left to Docusaurus (e.g. showLineNumbers). */
export function parseMeta(meta: string | null | undefined): BlockMeta {
  const out: BlockMeta = {continues: false, problems: []};
  const text = meta ?? '';
  const title = /(?:^|\s)title=(["'])(.*?)\1/.exec(text);
  if (title) out.title = title[2];
  const excerpt = /(?:^|\s)excerpt(?:=(["'])(.*?)\1)?(?=\s|$)/.exec(text);
  if (excerpt) {
    const reason = (excerpt[2] ?? '').trim();
    if (!reason) out.problems.push('excerpt marker without a reason (write excerpt="why it cannot compile alone")');
    out.excerpt = reason || '(no reason)';
  }
  const prelude = /(?:^|\s)prelude(?:=(["'])(.*?)\1)?(?=\s|$)/.exec(text);
  if (prelude) {
    const name = (prelude[2] ?? '').trim();
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) {
      out.problems.push(
        `prelude marker needs the name of a file in samples/preludes/ (prelude="contractkit"), got "${name}"`,
      );
    } else out.prelude = name;
  }
  if (out.prelude && out.excerpt !== undefined)
    out.problems.push('a block is either an excerpt or checked after a prelude');
  out.continues = /(?:^|\s)continue(?=\s|$)/.test(text);
  // Outside quoted values, so a title that contains the word is not the marker.
  const unquoted = text.replace(/(["']).*?\1/g, '');
  if (/(?:^|\s)output(?=\s|$)/.test(unquoted)) out.output = true;
  if (/(?:^|\s)append(?=\s|$)/.test(unquoted)) out.append = true;
  const skip = /(?:^|\s)skip(?:=(["'])(.*?)\1)?(?=\s|$)/.exec(text);
  if (skip) {
    const reason = (skip[2] ?? '').trim();
    if (!reason) out.problems.push('skip marker without a reason (write skip="why the runner cannot run it")');
    out.skip = reason || '(no reason)';
  }
  if (out.append && !out.title) out.problems.push('append marker without a title (write title="file" append)');
  return out;
}

export function kindOf(lang: string): SampleKind {
  return KINDS[lang.toLowerCase()] ?? 'other';
}

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  position?: {start: {line: number}};
}

export function parsePage(page: string, source: string): {blocks: Block[]; inline: InlineCode[]} {
  const tree = fromMarkdown(source, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}) as MdNode;
  const blocks: Block[] = [];
  const inline: InlineCode[] = [];
  const visit = (node: MdNode): void => {
    if (node.type === 'code' && node.position) {
      const lang = (node.lang ?? '').trim();
      blocks.push({
        page,
        lang,
        kind: kindOf(lang),
        meta: parseMeta(node.meta),
        code: node.value ?? '',
        line: node.position.start.line + 1,
      });
    } else if (node.type === 'inlineCode' && node.position) {
      inline.push({page, value: node.value ?? '', line: node.position.start.line});
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return {blocks, inline};
}

export function listPages(dir: string): string[] {
  if (statSync(dir).isFile()) return /\.mdx?$/.test(dir) ? [dir] : [];
  return readdirSync(dir)
    .sort()
    .flatMap((f) => listPages(path.join(dir, f)));
}

export function readPages(root: string, dirs: string[]): {blocks: Block[]; inline: InlineCode[]} {
  const blocks: Block[] = [];
  const inline: InlineCode[] = [];
  for (const dir of dirs) {
    for (const file of listPages(path.resolve(root, dir))) {
      const parsed = parsePage(path.relative(root, file), readFileSync(file, 'utf8'));
      blocks.push(...parsed.blocks);
      inline.push(...parsed.inline);
    }
  }
  return {blocks, inline};
}

const EXT: Record<string, string> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  mjs: 'mjs',
  cjs: 'cjs',
  solidity: 'sol',
  sol: 'sol',
  json: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'toml',
};

/**
 * Groups the checkable blocks of one kind into units. A block marked `continue` is appended to the previous unit
 * of the page (with a title: the previous unit of that title); a later block with the title of an earlier unit
 * and no `continue` takes over that file name (pages say "replace hardhat.config.ts with"), and the earlier one is
 * still checked under a name with its line.
 */
export function toUnits(blocks: Block[], kind: SampleKind): {units: Unit[]; excerpts: Block[]; problems: string[]} {
  const units: Unit[] = [];
  const excerpts: Block[] = [];
  const problems: string[] = [];
  const last = new Map<string, Unit>();
  for (const b of blocks) {
    if (b.kind !== kind) continue;
    for (const p of b.meta.problems) problems.push(`${b.page}:${b.line - 1}: ${p}`);
    if (b.meta.prelude && kind !== 'ts') {
      problems.push(`${b.page}:${b.line - 1}: prelude markers are for ts/tsx/js blocks only`);
    }
    if (b.meta.excerpt !== undefined) {
      excerpts.push(b);
      continue;
    }
    const lines = b.code.split('\n');
    const map = lines.map((_, i) => b.line + i);
    const prelude = b.meta.prelude ? [{name: b.meta.prelude, line: b.line - 1}] : [];
    const prev = b.meta.continues
      ? b.meta.title
        ? last.get(`${b.page}\0${b.meta.title}`)
        : last.get(b.page)
      : undefined;
    if (b.meta.continues && !prev) {
      problems.push(`${b.page}:${b.line - 1}: "continue" but no earlier ${kind} block on the page to continue`);
    }
    if (prev) {
      prev.code += '\n' + b.code;
      prev.lineMap.push(...map);
      prev.preludes.push(...prelude.filter((p) => !prev.preludes.some((q) => q.name === p.name)));
      continue;
    }
    const ext = EXT[b.lang.toLowerCase()] ?? kind;
    const file = b.meta.title ?? `block-${b.line}.${ext}`;
    const unit: Unit = {
      page: b.page,
      kind,
      lang: b.lang,
      file,
      code: b.code,
      lineMap: map,
      line: b.line,
      preludes: prelude,
    };
    // The earlier version stays checked, as a sibling file named after its line (hardhat.config.22.ts).
    const earlier = b.meta.title ? units.find((u) => u.page === b.page && u.file === b.meta.title) : undefined;
    if (earlier) earlier.file = earlier.file.replace(/(\.[^./]+)?$/, (ext) => `.${earlier.line}${ext}`);
    units.push(unit);
    last.set(b.page, unit);
    if (b.meta.title) last.set(`${b.page}\0${b.meta.title}`, unit);
  }
  return {units, excerpts, problems};
}

/** Folder name of a page's extracted files: docs/developer/viem.md → developer__viem. */
export function pageSlug(page: string): string {
  return page
    .replace(/^docs\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '__');
}
