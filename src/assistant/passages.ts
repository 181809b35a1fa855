/**
 * The assistant's passages file (`assistant-passages.json`, written after the build by
 * src/plugins/assistant-index): every doc page cut into sections (page opening, then one per h2/h3), each
 * section a list of blocks in reading order: paragraphs, list items, code blocks (with their language) and
 * tables (header and rows). Unlike the search index it keeps code and table rows, so an answer can show the
 * code a sentence introduces. Its own format, independent of the search index. Types only (the browser
 * loads this); the build side that reads HTML is extract.ts.
 */
export type BlockKind = 'p' | 'li' | 'code' | 'table';

/** [section index, kind, text, language (code) ]; a table's text is its rows, one per line, cells split by " | ". */
export type Block = [section: number, kind: BlockKind, text: string, lang?: string];

export interface PassagesFile {
  version: 1;
  /** [path, title] */
  pages: [url: string, title: string][];
  /** [page index, heading ('' for the page opening), anchor ('' for the page opening)] */
  sections: [page: number, heading: string, anchor: string][];
  blocks: Block[];
}

export const TABLE_CELL_SEPARATOR = ' | ';

/** Checks a fetched passages file's shape, naming the first problem. */
export function validatePassagesFile(data: unknown): PassagesFile {
  const f = data as Partial<PassagesFile> | null;
  if (!f || f.version !== 1 || !Array.isArray(f.pages) || !Array.isArray(f.sections) || !Array.isArray(f.blocks)) {
    throw new Error('assistant-passages.json: not a version 1 passages file');
  }
  return f as PassagesFile;
}
