/**
 * Build side: turns a built HTML page into DocSearch records (the same shape the DocSearch crawler would
 * produce for this theme's markup): one record for the page title, one per h2/h3 heading, and one per
 * paragraph, list item or table row, each carrying its heading hierarchy and the URL of its section.
 * A table row is one record that names its column (or row) headers, "Chain ID: 42220", so a number typed
 * alone finds the row with what it means. Buttons ("Copy", "Add to wallet") are controls, not text.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {IndexRecord, SearchIndexFile} from './types';

export const MAX_CONTENT_LENGTH = 600;

export interface PageRecords {
  page: [url: string, lvl0: string, lvl1: string, tag: string];
  /** Internal pages this page's content links to (for the inbound-link rank). */
  links: string[];
  /** Records without their page index: [level, text, anchor?]. */
  records: [level: IndexRecord[1], text: string, anchor?: string][];
}

function clean(text: string): string {
  return text
    .replace(/[\u200B\u00A0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function truncate(text: string): string {
  return text.length > MAX_CONTENT_LENGTH ? `${text.slice(0, MAX_CONTENT_LENGTH).replace(/\s+\S*$/, '')}…` : text;
}

/**
 * One table row as one line of text: each cell after its column header ("Item: Proposal deposit; Value:
 * 10,000 CELO"), or after the row's own header cell (`<th scope="row">Chain ID</th><td>42220</td>` gives
 * "Chain ID: 42220"). The header row itself is not a record: every row carries it.
 */
export function tableRowText(
  cells: {header: boolean; text: string}[],
  columnHeaders: string[],
  isHeaderRow: boolean,
): string {
  if (isHeaderRow || cells.every((c) => c.header)) return '';
  const rowHeader = cells[0]?.header ? cells[0].text : '';
  const parts: string[] = [];
  cells.forEach((cell, i) => {
    if (!cell.text || (i === 0 && rowHeader)) return;
    const column = columnHeaders[i] ?? '';
    parts.push(column && column !== cell.text ? `${column}: ${cell.text}` : cell.text);
  });
  const body = parts.join('; ');
  return rowHeader ? `${rowHeader}: ${body}` : body;
}
/**
 * @param page the page's HTML, or the page parsed (left unchanged: the records are read from a copy)
 * @param url the page path (e.g. /developer/deploy/hardhat)
 * @param lvl0 the top-level group shown in search results (the section's name)
 * @returns null when the page has no documentation content (redirects, 404, landing pages)
 */
export function extractRecords(page: string | CheerioAPI, url: string, lvl0: string): PageRecords | null {
  const $ = typeof page === 'string' ? load(page) : page;
  const content = $('.theme-doc-markdown').first();
  if (content.length === 0) return null;
  if ($('meta[name="robots"][content*="noindex"]').length) return null;
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  const lvl1 = clean(content.find('h1').first().text() || $('title').text());
  if (!lvl1) return null;
  // The controls and code below are removed before reading the text: from a copy, so `page` stays whole.
  const root = content.clone();
  const links = new Set<string>();
  root.find('a[href^="/"]').each((_, a) => {
    const href = ($(a).attr('href') ?? '').split('#')[0]!.replace(/\/$/, '');
    if (href && href !== url) links.add(href);
  });

  // The title record carries the page's description, so a query that names the page's subject in other
  // words than its title still finds the page itself.
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  const records: PageRecords['records'] = [[1, description]];
  root
    .find('pre, .theme-code-block, .reading-time, .hash-link, script, style, .katex-mathml, button, [role="button"]')
    .remove();
  root.find('h2, h3, p, li, tr, dd').each((_, el) => {
    const node = $(el);
    const name = el.tagName.toLowerCase();
    if (name === 'tr') {
      const text = tableRowText(
        node
          .children('th, td')
          .map((_, c) => ({header: c.tagName.toLowerCase() === 'th', text: clean($(c).text())}))
          .get(),
        node
          .closest('table')
          .find('thead tr')
          .first()
          .children('th, td')
          .map((_, c) => clean($(c).text()))
          .get(),
        node.parent().is('thead'),
      );
      if (text.length >= 2) records.push([0, truncate(text)]);
      return;
    }
    if (node.closest('table').length) return;
    if (name === 'h2' || name === 'h3') {
      const text = clean(node.text());
      if (!text) return;
      records.push([name === 'h2' ? 2 : 3, text, node.attr('id') ?? '']);
      return;
    }
    if (node.closest('header').length) return;
    // A list item's own text only: nested lists and paragraphs are records of their own.
    let text: string;
    if (name === 'li') {
      if (node.children('p').length) return;
      // Navigation, not content: an item that is mostly a link to another page ("Related pages" lists).
      const linkText = clean(node.children('a').first().text());
      if (linkText && linkText.length >= 0.4 * clean(node.text()).length) return;
      const copy = node.clone();
      copy.find('ul, ol').remove();
      text = clean(copy.text());
    } else {
      text = clean(node.text());
    }
    if (text.length < 2) return;
    records.push([0, truncate(text)]);
  });
  return {page: [url, lvl0, lvl1, tag], links: [...links], records};
}

/**
 * Assembles the index file from the pages' records. Each page gets a rank from the number of other pages
 * whose content links to it (the site's own "page rank": hub pages such as /network rank higher).
 */
export function buildIndexFile(
  pages: PageRecords[],
  language = 'en',
  synonyms: {renames?: [string, string][]; aliases?: [string, string][]} = {},
): SearchIndexFile {
  const {renames = [], aliases = []} = synonyms;
  const file: SearchIndexFile = {
    version: 1,
    language,
    ...(renames.length && {renames}),
    ...(aliases.length && {aliases}),
    pages: [],
    records: [],
  };
  const inbound = new Map<string, number>();
  for (const p of pages) for (const l of p.links) inbound.set(l, (inbound.get(l) ?? 0) + 1);
  pages.forEach(({page, records}, i) => {
    file.pages.push([...page, inbound.get(page[0]) ?? 0]);
    for (const [level, text, anchor] of records) {
      file.records.push(anchor ? [i, level, text, anchor] : [i, level, text]);
    }
  });
  return file;
}
