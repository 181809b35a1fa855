/**
 * Build side of the passages file: cuts built HTML pages into sections and blocks (cheerio), see passages.ts.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {
  PASSAGES_VERSION,
  TABLE_CELL_SEPARATOR,
  type BlockKind,
  type PassagesFile,
  type PrebuiltIndex,
} from './passages';
import type {FieldLengths, Posting} from './answer';
import {stem, words} from './text';

function clean(text: string): string {
  return text
    .replace(/[\u200B\u00A0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A code block's text, line by line (Prism renders each line as a span; a <br> carries no text). */
function codeText($: CheerioAPI, el: Element): string {
  const lines = $(el).find('.token-line');
  const text = lines.length
    ? lines
        .toArray()
        .map((l) => $(l).text())
        .join('\n')
    : $(el).find('code').text() || $(el).text();
  return text.replace(/\u00A0/g, ' ').replace(/\s+$/, '');
}

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
function docLinks($: CheerioAPI, el: Cheerio<Element>): string[] {
  return el
    .find('a[href]')
    .toArray()
    .filter((a) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test($(a).attr('href') ?? ''))
    .map((a) => clean($(a).text()))
    .filter((t) => /[\p{L}\p{N}]/u.test(t));
}

/** A text block, with its links to doc pages when it has any. */
function textBlock(kind: 'p' | 'li', text: string, links: string[]): [BlockKind, string, string[]?] {
  return links.length ? [kind, text, links] : [kind, text];
}

/**
 * Cuts one built HTML page into sections and blocks. Returns null for pages without doc content or marked
 * noindex. Address tables are left out (addresses are answered from src/data), as are buttons, heading
 * links and "related pages" link lists.
 */
export function extractPage(html: string, url: string): PageBlocks | null {
  const $ = load(html);
  const root = $('.theme-doc-markdown').first();
  if (root.length === 0 || $('meta[name="robots"][content*="noindex"]').length) return null;
  const title = clean(root.find('h1').first().text() || $('title').text());
  if (!title) return null;
  root.find('button, .hash-link, script, style, .katex-mathml, header, .reading-time, [aria-hidden="true"]').remove();
  const page: PageBlocks = {url, title, sections: [{heading: '', anchor: '', blocks: []}]};
  const current = () => page.sections[page.sections.length - 1]!;
  let h2 = '';

  const visit = (node: AnyNode) => {
    if (!('tagName' in node)) return; // elements only: text, comments and directives have no tag name
    const el = node;
    const tag = el.tagName.toLowerCase();
    const $el = $(el);
    if (tag === 'h2' || tag === 'h3') {
      const heading = clean($el.text());
      if (tag === 'h2') h2 = heading;
      if (heading)
        page.sections.push({
          heading,
          anchor: $el.attr('id') ?? '',
          ...(tag === 'h3' && h2 && {parent: h2}),
          blocks: [],
        });
      return;
    }
    if ($el.hasClass('theme-code-block') || tag === 'pre') {
      const lang = /language-([\w-]+)/.exec(
        `${$el.attr('class') ?? ''} ${$el.find('[class*="language-"]').attr('class') ?? ''}`,
      )?.[1];
      const text = codeText($, el);
      if (text.trim()) current().blocks.push(lang ? ['code', text, lang] : ['code', text]);
      return;
    }
    if (tag === 'table') {
      const text = $el.text();
      if (/0x[0-9a-fA-F]{40}/.test(text)) return;
      const rows = $el
        .find('tr')
        .toArray()
        .map((tr) =>
          $(tr)
            .children('th, td')
            .toArray()
            .map((c) => clean($(c).text()))
            .join(TABLE_CELL_SEPARATOR),
        )
        .filter((r) => r.replace(/[\s|]/g, ''));
      if (rows.length > 1) current().blocks.push(['table', rows.join('\n')]);
      return;
    }
    if (tag === 'p') {
      const text = clean($el.text());
      if (text.length >= 2) current().blocks.push(textBlock('p', text, docLinks($, $el)));
      return;
    }
    if (tag === 'li') {
      if ($el.attr('role') === 'tab') return;
      // Navigation, not content: an item that is mostly a link to another page.
      const linkText = clean($el.children('a').first().text());
      const copy = $el.clone();
      copy.find('ul, ol, pre, .theme-code-block, table, p').remove();
      const own = clean(copy.text());
      if (own && !(linkText && linkText.length >= 0.4 * own.length))
        current().blocks.push(textBlock('li', own, docLinks($, copy)));
      // Paragraphs, code and nested lists inside the item are blocks of their own.
      for (const child of $el.children().toArray())
        if (!/^(a|code|strong|em|b|i|span)$/i.test(child.tagName)) visit(child);
      return;
    }
    for (const child of $el.children().toArray()) visit(child);
  };
  for (const child of root.children().toArray()) visit(child);
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
