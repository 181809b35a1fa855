// Helpers shared by the project's markdownlint rules (scripts/markdownlint-rules/*.mjs).
// markdownlint gives each rule the page's lines without the front matter; these helpers mask code, join
// paragraphs into sentences and read the site's data files, so each rule stays a few lines of policy.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import matter from 'gray-matter';
import {tsImport} from 'tsx/esm/api';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A module of the site's TypeScript (src/data), so a rule reads the same objects the site renders. Under a
 * TypeScript loader (the unit tests run with tsx) a plain import works; otherwise tsx's API compiles it.
 */
export function importTs(relativePath) {
  const url = new URL(`../../${relativePath}`, import.meta.url);
  return import(url.href).catch(() => tsImport(url.href, import.meta.url));
}

/** The front matter of a page as an object ({} when absent or unparsable). */
export function frontMatter(params) {
  const text = params.frontMatterLines.join('\n');
  if (!text.trim()) return {};
  try {
    return matter(`${text}\n`).data ?? {};
  } catch {
    return {};
  }
}

/**
 * For each line, the fenced code block it belongs to: null outside code, else {lang, fence}, where `lang` is
 * the block's language in lower case ('' when untagged) and `fence` is true on the opening and closing fence
 * lines. Fences of ``` or ~~~ close on a fence of the same character at least as long, as in CommonMark.
 */
export function codeBlocks(lines) {
  const out = [];
  let open = null;
  for (const line of lines) {
    const m = /^\s{0,3}(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (open) {
      const closes =
        m && m[1][0] === open.marker[0] && m[1].length >= open.marker.length && line.trim() === m[1].trim();
      out.push({lang: open.lang, fence: Boolean(closes)});
      if (closes) open = null;
    } else if (m) {
      open = {marker: m[1], lang: m[2].toLowerCase()};
      out.push({lang: open.lang, fence: true});
    } else {
      out.push(null);
    }
  }
  return out;
}

/** For each line, whether it is inside a fenced code block (fence lines included). */
export function codeMask(lines) {
  return codeBlocks(lines).map((b) => b !== null);
}

/** Lines outside fenced code, with inline code spans replaced by a placeholder word: [{text, lineNumber}]. */
export function proseLines(params) {
  const mask = codeMask(params.lines);
  const out = [];
  params.lines.forEach((line, i) => {
    if (!mask[i]) out.push({text: line.replace(/(`+)[^`]+?\1/g, ' code '), lineNumber: i + 1});
  });
  return out;
}

/** Index (0-based) of the first h2 line outside code, or the number of lines when there is none. */
export function firstH2Index(params) {
  const mask = codeMask(params.lines);
  const i = params.lines.findIndex((l, j) => !mask[j] && /^##\s/.test(l));
  return i === -1 ? params.lines.length : i;
}

/**
 * The opening (prose before the first h2) as paragraphs of {text, lineNumber} lines: admonitions,
 * imports/exports, headings, JSX and HTML lines are left out; link text is kept, link targets dropped.
 */
export function openingLines(params) {
  const end = firstH2Index(params);
  const mask = codeMask(params.lines);
  const out = [];
  let inAdmonition = 0;
  for (let i = 0; i < end; i++) {
    const line = params.lines[i];
    if (mask[i]) continue;
    if (/^\s*:{3,}[a-z]/.test(line)) {
      inAdmonition++;
      continue;
    }
    if (/^\s*:{3,}\s*$/.test(line)) {
      inAdmonition = Math.max(0, inAdmonition - 1);
      continue;
    }
    if (inAdmonition || /^\s*(#|import\s|export\s|<|\{\/\*)/.test(line)) continue;
    const text = line.replace(/(`+)[^`]+?\1/g, ' code ').replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
    out.push({text, lineNumber: i + 1});
  }
  return out;
}

export function countWords(text) {
  return text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
}

/**
 * Sentences of prose lines: consecutive non-blank lines form a paragraph, split after . ! or ? followed by a
 * capital or a digit. Each sentence carries the line it starts on. Table rows and list items start new
 * paragraphs so a sentence never spans two cells or items.
 */
export function sentences(lines) {
  const out = [];
  let para = [];
  const flush = () => {
    if (!para.length) return;
    let text = '';
    const starts = [];
    for (const {text: t, lineNumber} of para) {
      starts.push({offset: text.length, lineNumber});
      text += `${t.trim()} `;
    }
    const lineAt = (offset) => {
      let n = starts[0].lineNumber;
      for (const s of starts) if (s.offset <= offset) n = s.lineNumber;
      return n;
    };
    // Cut after . ! or ? followed by a capital, a digit or the end, but keep abbreviations such as "e.g."
    // together with what follows.
    let from = 0;
    const push = (to) => {
      const raw = text.slice(from, to);
      const lead = raw.length - raw.trimStart().length;
      const begin = from + lead;
      if (raw.trim())
        out.push({text: raw.trim(), lineNumber: lineAt(begin), lineFor: (index) => lineAt(begin + index)});
      from = to;
    };
    for (const m of text.matchAll(/[.!?]+(?=\s+[A-Z0-9(]|\s*$)/g)) {
      const to = m.index + m[0].length;
      if (/\b(?:e\.g|i\.e|etc|vs|approx|no)\.$/i.test(text.slice(from, to))) continue;
      push(to);
    }
    push(text.length);
    para = [];
  };
  for (const line of lines) {
    const blank = !line.text.trim();
    const starter = /^\s*(\||[-*+]\s|\d+[.)]\s|#|:::|<)/.test(line.text);
    if (blank || starter) flush();
    if (!blank) para.push(line);
    if (starter) flush();
  }
  flush();
  return out;
}

/** The text the first of `patterns` (regular expressions, tried in order) matches in `text`, or null. */
export function firstMatch(patterns, text) {
  for (const re of patterns) {
    const m = re.exec(text);
    if (m) return m[0];
  }
  return null;
}

function readListFile(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/'));
}

let knownCache = null;
/** Internal paths a page may link to: every route of src/data/routes.txt and each redirect source. */
export function knownRoutes() {
  if (!knownCache) {
    knownCache = new Set(readListFile(path.join(ROOT, 'src/data/routes.txt')));
    for (const l of readListFile(path.join(ROOT, 'src/data/redirects.txt'))) knownCache.add(l.split('->')[0].trim());
  }
  return knownCache;
}

/** Whether an internal path is a file of static/ (an image or download linked from a page). */
export function isStaticFile(target) {
  return target !== '/' && existsSync(path.join(ROOT, 'static', target));
}
