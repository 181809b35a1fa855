/**
 * Build side of the passages file: cuts built HTML pages into sections and blocks (cheerio), see passages.ts.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {
  PASSAGES_VERSION,
  TABLE_CELL_SEPARATOR,
  type BlockKind,
  type PassagesFile,
  type PrebuiltIndex,
} from './passages';
import type {FieldLengths, Posting} from './answer';
import {stem, words} from './text';
import {
  childElements,
  descendants,
  docPageParts,
  firstDescendant,
  hasClass,
  textWithout,
  type Skip,
} from '../utils/dom';

function clean(text: string): string {
  return text
    .replace(/[\u200B\u00A0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What the passages leave out: controls, heading links, page furniture (the reading time, a guide's "runs end to
 * end in CI" line), KaTeX's MathML copy.
 */
const SKIPPED_TAGS = ['button', 'script', 'style', 'header'];
const SKIPPED_CLASSES = ['hash-link', 'katex-mathml', 'reading-time', 'guide-run-line'];
const skipped: Skip = (el) =>
  SKIPPED_TAGS.includes(el.tagName) ||
  el.attribs['aria-hidden'] === 'true' ||
  SKIPPED_CLASSES.some((c) => el.attribs.class?.includes(c) && hasClass(el, c));

const textOf = (el: Element) => textWithout(el, skipped);

/** A code block's text, line by line (Prism renders each line as a span; a <br> carries no text). */
function codeText(el: Element): string {
  const lines = descendants(el, skipped, (e) => hasClass(e, 'token-line'));
  const text = lines.length
    ? lines.map(textOf).join('\n')
    : descendants(el, skipped, (e) => e.tagName === 'code')
        .map(textOf)
        .join('') || textOf(el);
  return text.replace(/\u00A0/g, ' ').replace(/\s+$/, '');
}

/** What a list item's own text leaves out: blocks that are blocks of their own. */
const OWN_TEXT_SKIPS = ['ul', 'ol', 'pre', 'table', 'p'];

export interface PageBlocks {
  url: string;
  title: string;
  /** Blocks: [kind, text, code language or the texts of links to doc pages] (see passages.ts). */
  sections: {
    heading: string;
    anchor: string;
    /** For an h3, the h2 it sits under. */
    parent?: string;
    blocks: [BlockKind, string, (string | string[])?][];
  }[];
}

/** Texts of the links to doc pages (a route or an anchor, not another site) inside an element. */
function docLinks(el: Element, skip: Skip): string[] {
  return descendants(el, skip, (e) => e.tagName === 'a' && e.attribs.href !== undefined)
    .filter((a) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(a.attribs.href ?? ''))
    .map((a) => clean(textOf(a)))
    .filter((t) => /[\p{L}\p{N}]/u.test(t));
}

/** A text block, with its links to doc pages when it has any. */
function textBlock(kind: 'p' | 'li', text: string, links: string[]): [BlockKind, string, string[]?] {
  return links.length ? [kind, text, links] : [kind, text];
}

/**
 * Cuts one built HTML page (its HTML, or the page parsed, read and not changed) into sections and blocks.
 * Returns null for pages without doc content or marked noindex. Address tables are left out (addresses are
 * answered from src/data), as are buttons, heading links and "related pages" link lists.
 */
export function extractPage(html: string | CheerioAPI, url: string): PageBlocks | null {
  const $ = typeof html === 'string' ? load(html) : html;
  const {content, metas} = docPageParts($);
  if (!content || metas('robots').some((m) => m.attribs.content?.includes('noindex'))) return null;
  const h1 = firstDescendant(content, (el) => el.tagName === 'h1');
  const title = clean((h1 ? $(h1).text() : '') || $('title').text());
  if (!title) return null;
  const page: PageBlocks = {url, title, sections: [{heading: '', anchor: '', blocks: []}]};
  const current = () => page.sections[page.sections.length - 1]!;
  let h2 = '';

  const visit = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    if (tag === 'h2' || tag === 'h3') {
      const heading = clean(textOf(el));
      if (tag === 'h2') h2 = heading;
      if (heading)
        page.sections.push({
          heading,
          anchor: el.attribs.id ?? '',
          ...(tag === 'h3' && h2 && {parent: h2}),
          blocks: [],
        });
      return;
    }
    if (hasClass(el, 'theme-code-block') || tag === 'pre') {
      const inner = descendants(el, skipped, (e) => e.attribs.class?.includes('language-') ?? false)[0];
      const lang = /language-([\w-]+)/.exec(`${el.attribs.class ?? ''} ${inner?.attribs.class ?? ''}`)?.[1];
      const text = codeText(el);
      if (text.trim()) current().blocks.push(lang ? ['code', text, lang] : ['code', text]);
      return;
    }
    if (tag === 'table') {
      if (/0x[0-9a-fA-F]{40}/.test(textOf(el))) return;
      const rows = descendants(el, skipped, (e) => e.tagName === 'tr')
        .map((tr) =>
          childElements(tr, skipped, 'th', 'td')
            .map((c) => clean(textOf(c)))
            .join(TABLE_CELL_SEPARATOR),
        )
        .filter((r) => r.replace(/[\s|]/g, ''));
      if (rows.length > 1) current().blocks.push(['table', rows.join('\n')]);
      return;
    }
    if (tag === 'p') {
      const text = clean(textOf(el));
      if (text.length >= 2) current().blocks.push(textBlock('p', text, docLinks(el, skipped)));
      return;
    }
    if (tag === 'li') {
      if (el.attribs.role === 'tab') return;
      // Navigation, not content: an item that is mostly a link to another page.
      const link = childElements(el, skipped, 'a')[0];
      const linkText = link ? clean(textOf(link)) : '';
      const ownSkip: Skip = (e) => skipped(e) || OWN_TEXT_SKIPS.includes(e.tagName) || hasClass(e, 'theme-code-block');
      const own = clean(textWithout(el, ownSkip));
      if (own && !(linkText && linkText.length >= 0.4 * own.length))
        current().blocks.push(textBlock('li', own, docLinks(el, ownSkip)));
      // Paragraphs, code and nested lists inside the item are blocks of their own.
      for (const child of childElements(el, skipped))
        if (!/^(a|code|strong|em|b|i|span)$/i.test(child.tagName)) visit(child);
      return;
    }
    for (const child of childElements(el, skipped)) visit(child);
  };
  for (const child of childElements(content, skipped)) visit(child);
  page.sections = page.sections.filter((s) => s.blocks.length > 0 || s.heading);
  return page;
}

/**
 * The retrieval index of a passages file (without one): one pass of tokenising every section's title, heading
 * and blocks. Run at build time (src/plugins/assistant-index), so the browser only turns arrays into a map (answer.ts): this
 * pass took 120 ms in Node and about 190 ms in Chromium, most of the first answer's time. Not MiniSearch: indexing
 * this 1.1 MB file took it over a second on a 2-core machine.
 */
export function prebuildIndex(file: Omit<PassagesFile, 'index'>): PrebuiltIndex {
  const blocksOf: number[][] = file.sections.map(() => []);
  file.blocks.forEach((b, i) => blocksOf[b[0]]?.push(i));
  const postings = new Map<string, number[]>();
  const last = new Map<string, number>();
  const lengths: number[] = [];
  file.sections.forEach(([page, heading], id) => {
    const tf = new Map<string, Posting>();
    const length: FieldLengths = [0, 0, 0];
    const add = (text: string, field: 1 | 2 | 3) => {
      for (const w of words(text)) {
        const k = stem(w);
        let p = tf.get(k);
        if (!p) tf.set(k, (p = [id, 0, 0, 0]));
        p[field]++;
        length[field - 1] = length[field - 1]! + 1;
      }
    };
    add(file.pages[page]![1], 1);
    add(heading, 2);
    for (const b of blocksOf[id]!) add(file.blocks[b]![2], 3);
    lengths.push(...length);
    for (const [k, [, title, head, text]] of tf) {
      let list = postings.get(k);
      if (!list) postings.set(k, (list = []));
      list.push(id - (last.get(k) ?? 0), title, head, text);
      last.set(k, id);
    }
  });
  return {terms: [...postings.keys()], postings: [...postings.values()], lengths};
}

export function buildPassagesFile(pages: PageBlocks[]): PassagesFile {
  const file: Omit<PassagesFile, 'index'> = {version: PASSAGES_VERSION, pages: [], sections: [], blocks: []};
  for (const page of pages) {
    const p = file.pages.push([page.url, page.title]) - 1;
    for (const section of page.sections) {
      const s =
        file.sections.push(
          section.parent ? [p, section.heading, section.anchor, section.parent] : [p, section.heading, section.anchor],
        ) - 1;
      for (const [kind, text, extra] of section.blocks)
        file.blocks.push(extra ? [s, kind, text, extra] : [s, kind, text]);
    }
  }
  return {...file, index: prebuildIndex(file)};
}
