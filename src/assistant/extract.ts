/**
 * Build side of the passages file: cuts built HTML pages into sections and blocks (cheerio), see passages.ts.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {TABLE_CELL_SEPARATOR, type BlockKind, type PassagesFile, type PrebuiltIndex} from './passages';
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
  sections: {heading: string; anchor: string; blocks: [BlockKind, string, string?][]}[];
}

/**
 * Cuts one built HTML page (its HTML, or the page parsed, which is left unchanged) into sections and blocks.
 * Returns null for pages without doc content or marked noindex. Address tables are left out (addresses are
 * answered from src/data), as are buttons, heading links and "related pages" link lists.
 */
export function extractPage(html: string | CheerioAPI, url: string): PageBlocks | null {
  const $ = typeof html === 'string' ? load(html) : html;
  const content = $('.theme-doc-markdown').first();
  if (content.length === 0 || $('meta[name="robots"][content*="noindex"]').length) return null;
  const title = clean(content.find('h1').first().text() || $('title').text());
  if (!title) return null;
  // Controls and page furniture are removed before reading: from a copy, so the parsed page stays whole.
  const root = content.clone();
  root.find('button, .hash-link, script, style, .katex-mathml, header, .reading-time, [aria-hidden="true"]').remove();
  const page: PageBlocks = {url, title, sections: [{heading: '', anchor: '', blocks: []}]};
  const current = () => page.sections[page.sections.length - 1]!;

  const visit = (node: AnyNode) => {
    if (!('tagName' in node)) return; // elements only: text, comments and directives have no tag name
    const el = node;
    const tag = el.tagName.toLowerCase();
    const $el = $(el);
    if (tag === 'h2' || tag === 'h3') {
      const heading = clean($el.text());
      if (heading) page.sections.push({heading, anchor: $el.attr('id') ?? '', blocks: []});
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
      if (text.length >= 2) current().blocks.push(['p', text]);
      return;
    }
    if (tag === 'li') {
      if ($el.attr('role') === 'tab') return;
      // Navigation, not content: an item that is mostly a link to another page.
      const linkText = clean($el.children('a').first().text());
      const copy = $el.clone();
      copy.find('ul, ol, pre, .theme-code-block, table, p').remove();
      const own = clean(copy.text());
      if (own && !(linkText && linkText.length >= 0.4 * own.length)) current().blocks.push(['li', own]);
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
  const file: Omit<PassagesFile, 'index'> = {version: 2, pages: [], sections: [], blocks: []};
  for (const page of pages) {
    const p = file.pages.push([page.url, page.title]) - 1;
    for (const section of page.sections) {
      const s = file.sections.push([p, section.heading, section.anchor]) - 1;
      for (const [kind, text, lang] of section.blocks) file.blocks.push(lang ? [s, kind, text, lang] : [s, kind, text]);
    }
  }
  return {...file, index: prebuildIndex(file)};
}
