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

/**
 * The retrieval index, computed at build time so the browser does not tokenise every block before its first
 * answer: per stem (`terms[i]`), its postings flattened as [section − the previous posting's section, title tf,
 * heading tf, text tf, …] in section order (`postings[i]`); per section, its title, heading and text lengths in
 * words (`lengths`, three numbers a section).
 */
export interface PrebuiltIndex {
  terms: string[];
  postings: number[][];
  lengths: number[];
}

/** Numbers per posting in PrebuiltIndex.postings. */
export const POSTING_WIDTH = 4;

export interface PassagesFile {
  version: 2;
  /** [path, title] */
  pages: [url: string, title: string][];
  /** [page index, heading ('' for the page opening), anchor ('' for the page opening)] */
  sections: [page: number, heading: string, anchor: string][];
  blocks: Block[];
  index: PrebuiltIndex;
}

export const TABLE_CELL_SEPARATOR = ' | ';

/** Checks a fetched passages file's shape, naming the first problem. */
export function validatePassagesFile(data: unknown): PassagesFile {
  const f = data as Partial<PassagesFile> | null;
  if (!f || f.version !== 2 || !Array.isArray(f.pages) || !Array.isArray(f.sections) || !Array.isArray(f.blocks)) {
    throw new Error('assistant-passages.json: not a version 2 passages file');
  }
  const index = f.index;
  if (
    !index ||
    !Array.isArray(index.terms) ||
    !Array.isArray(index.postings) ||
    index.postings.length !== index.terms.length ||
    !Array.isArray(index.lengths) ||
    index.lengths.length !== 3 * f.sections.length
  ) {
    throw new Error('assistant-passages.json: its prebuilt index is missing or does not match its sections');
  }
  return f as PassagesFile;
}
