/** Shapes shared by the index builder (Node) and the in-browser search client. */

/** A DocSearch record, as the DocSearch UI and the search page expect it. */
export interface DocSearchRecord {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
}

/**
 * The static index file (`/search-index.json`), kept small by storing nothing twice:
 * - `pages[p] = [url, lvl0, lvl1, docusaurusTag, inboundLinks]`;
 * - `records[i] = [p, level, text, anchor]`, in page order. Level 1 is the page title (text = the page's
 *   description), 2 and 3
 *   are h2/h3 headings (text = heading, anchor = its id), 0 is content (text = paragraph; anchor omitted).
 *   A content record belongs to the heading record before it, which gives its lvl2, lvl3 and anchor.
 */
export type IndexRecord = [page: number, level: 0 | 1 | 2 | 3, text: string, anchor?: string];

export interface SearchIndexFile {
  version: 1;
  language: string;
  /** Renamed things searched under both names, e.g. [["USDm", "cUSD"]] (from the typed token data). */
  renames?: [string, string][];
  /** One-way synonyms from the typed data: the first word also searches the second ("42220" → "mainnet"). */
  aliases?: [string, string][];
  pages: [url: string, lvl0: string, lvl1: string, tag: string, inbound: number][];
  records: IndexRecord[];
}

/** A record with its hierarchy resolved (what the engine works with). */
export interface ResolvedRecord {
  page: number;
  level: 0 | 1 | 2 | 3;
  anchor: string;
  lvl2: string;
  lvl3: string;
  content: string;
  /** Level 1 only: the page description. */
  description: string;
}

/** Resolves one page's records ([level, text, anchor?], in page order): each gets the headings above it. */
export function resolvePageRecords(
  page: number,
  records: readonly (readonly [IndexRecord[1], string, string?])[],
): ResolvedRecord[] {
  let lvl2 = '';
  let lvl3 = '';
  let anchor = '';
  return records.map(([level, text, id]) => {
    if (level === 2) {
      lvl2 = text;
      lvl3 = '';
      anchor = id ?? '';
    } else if (level === 3) {
      lvl3 = text;
      anchor = id ?? '';
    }
    return {page, level, anchor, lvl2, lvl3, content: level === 0 ? text : '', description: level === 1 ? text : ''};
  });
}

/** Resolves each record's heading hierarchy and anchor from the records before it (pages are contiguous). */
export function resolveRecords(file: SearchIndexFile): ResolvedRecord[] {
  const out: ResolvedRecord[] = [];
  let start = 0;
  for (let i = 1; i <= file.records.length; i++) {
    if (i === file.records.length || file.records[i]![0] !== file.records[start]![0]) {
      const page = file.records[start]![0];
      out.push(
        ...resolvePageRecords(
          page,
          file.records.slice(start, i).map(([, level, text, anchor]) => [level, text, anchor] as const),
        ),
      );
      start = i;
    }
  }
  return out;
}
