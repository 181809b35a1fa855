/**
 * Build side: turns a built HTML page into DocSearch records (the same shape the DocSearch crawler would
 * produce for this theme's markup): one record for the page title, one per h2/h3 heading, and one per
 * paragraph, list item or table row, each carrying its heading hierarchy and the URL of its section.
 * A table row is one record that names its column (or row) headers, "Chain ID: 42220", so a number typed
 * alone finds the row with what it means. Buttons ("Copy", "Add to wallet") are controls, not text.
 */
import {load, type CheerioAPI} from 'cheerio';
import {isTag, type Element} from 'domhandler';
import {
  ancestor,
  childElements,
  descendants,
  docPageParts,
  firstDescendant,
  hasClass,
  skipNone,
  textWithout,
  type Skip,
} from '../utils/dom';
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
 * What the records leave out: code, controls, heading links, the reading time, a guide's "runs end to end in CI"
 * line (src/plugins/remark-guide-run-line.ts), KaTeX's MathML copy.
 */
const SKIPPED_TAGS = ['pre', 'script', 'style', 'button'];
const SKIPPED_CLASSES = ['theme-code-block', 'reading-time', 'guide-run-line', 'hash-link', 'katex-mathml'];
const skipped: Skip = (el) =>
  SKIPPED_TAGS.includes(el.tagName) ||
  el.attribs.role === 'button' ||
  SKIPPED_CLASSES.some((c) => el.attribs.class?.includes(c) && hasClass(el, c));
const RECORD_TAGS = ['h2', 'h3', 'p', 'li', 'tr', 'dd'];

/**
 * @param page the page's HTML, or the page parsed (read, not changed)
 * @param url the page path (e.g. /developer/deploy/hardhat)
 * @param lvl0 the top-level group shown in search results (the section's name)
 * @returns null when the page has no documentation content (redirects, 404, landing pages)
 */
export function extractRecords(page: string | CheerioAPI, url: string, lvl0: string): PageRecords | null {
  const $ = typeof page === 'string' ? load(page) : page;
  const {content, metas} = docPageParts($);
  if (!content) return null;
  if (metas('robots').some((m) => m.attribs.content?.includes('noindex'))) return null;
  const tag = metas('docsearch:docusaurus_tag')[0]?.attribs.content ?? 'default';
  const h1 = firstDescendant(content, (el) => el.tagName === 'h1');
  const lvl1 = clean((h1 ? $(h1).text() : '') || $('title').text());
  if (!lvl1) return null;
  const links = new Set<string>();
  for (const a of descendants(content, skipNone, (el) => el.tagName === 'a' && !!el.attribs.href?.startsWith('/'))) {
    const href = a.attribs.href!.split('#')[0]!.replace(/\/$/, '');
    if (href && href !== url) links.add(href);
  }

  // The title record carries the page's description, so a query that names the page's subject in other
  // words than its title still finds the page itself.
  const description = clean(metas('description')[0]?.attribs.content ?? '');
  const records: PageRecords['records'] = [[1, description]];
  const text = (el: Element) => clean(textWithout(el, skipped));
  // The header row of each table, read once per table.
  const columnHeaders = new Map<Element, string[]>();
  const headersOf = (table: Element) => {
    let headers = columnHeaders.get(table);
    if (!headers) {
      const row = descendants(table, skipped, (el) => el.tagName === 'tr' && ancestor(el, 'thead') !== null)[0];
      headers = row ? childElements(row, skipped, 'th', 'td').map(text) : [];
      columnHeaders.set(table, headers);
    }
    return headers;
  };
  for (const el of descendants(content, skipped, (e) => RECORD_TAGS.includes(e.tagName))) {
    const name = el.tagName;
    if (name === 'tr') {
      const table = ancestor(el, 'table');
      const row = tableRowText(
        childElements(el, skipped, 'th', 'td').map((c) => ({header: c.tagName === 'th', text: text(c)})),
        table ? headersOf(table) : [],
        el.parent !== null && isTag(el.parent) && el.parent.tagName === 'thead',
      );
      if (row.length >= 2) records.push([0, truncate(row)]);
      continue;
    }
    if (ancestor(el, 'table')) continue;
    if (name === 'h2' || name === 'h3') {
      const heading = text(el);
      if (heading) records.push([name === 'h2' ? 2 : 3, heading, el.attribs.id ?? '']);
      continue;
    }
    if (ancestor(el, 'header')) continue;
    // A list item's own text only: nested lists and paragraphs are records of their own.
    let body: string;
    if (name === 'li') {
      if (childElements(el, skipped, 'p').length) continue;
      // Navigation, not content: an item that is mostly a link to another page ("Related pages" lists).
      const link = childElements(el, skipped, 'a')[0];
      const linkText = link ? text(link) : '';
      if (linkText && linkText.length >= 0.4 * text(el).length) continue;
      body = clean(textWithout(el, (e) => skipped(e) || e.tagName === 'ul' || e.tagName === 'ol'));
    } else {
      body = text(el);
    }
    if (body.length >= 2) records.push([0, truncate(body)]);
  }
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
