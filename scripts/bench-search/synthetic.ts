/**
 * A synthetic corpus of `scale` times the site's records, generated from the real pages: copy 0 is the site
 * itself; copy k is every page again under /synthetic/k/…, with every letter shifted k places in the
 * alphabet and every digit k places (so "forno" becomes "gspop" in copy 1). The copies keep the real
 * pages' structure, lengths and word distribution but add their own vocabulary, as new content would,
 * and the relevance set's queries still name the real pages.
 */
import type {SearchIndexFile} from '../../src/search/types';

function shift(text: string, k: number): string {
  return text
    .replace(/[a-z]/gi, (c) => {
      const base = c <= 'Z' ? 65 : 97;
      return String.fromCharCode(base + ((c.charCodeAt(0) - base + k) % 26));
    })
    .replace(/\d/g, (d) => String((Number(d) + k) % 10));
}

export function scaleIndex(file: SearchIndexFile, scale: number): SearchIndexFile {
  const out: SearchIndexFile = {...file, pages: [...file.pages], records: [...file.records]};
  for (let k = 1; k < scale; k++) {
    const offset = out.pages.length;
    for (const [url, lvl0, lvl1, tag, inbound] of file.pages)
      out.pages.push([`/synthetic/${k}${url}`, lvl0, shift(lvl1, k), tag, inbound]);
    for (const [p, level, text, anchor] of file.records) {
      out.records.push(
        anchor === undefined ? [p + offset, level, shift(text, k)] : [p + offset, level, shift(text, k), anchor],
      );
    }
  }
  return out;
}

/** The corpus as one text per page, for Pagefind's custom records. */
export function pageTexts(file: SearchIndexFile): {url: string; title: string; content: string}[] {
  const texts = file.pages.map(([url, , title]) => ({url, title, content: [] as string[]}));
  for (const [p, , text] of file.records) texts[p]!.content.push(text);
  return texts.map((t) => ({url: t.url, title: t.title, content: t.content.join('\n')}));
}
