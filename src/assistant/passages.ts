/**
 * The assistant's passages file (`assistant-passages.json`, written after the build by
 * src/plugins/assistant-index): every doc page cut into sections (page opening, then one per h2/h3), each
 * section a list of blocks in reading order: paragraphs and list items (with the text of their links to
 * other doc pages), code blocks (with their language) and tables (header and rows). Unlike the search index
 * it keeps code and table rows, so an answer can show the code a sentence introduces. Its own format,
 * independent of the search index. Types only (the browser loads this); the build side that reads HTML is
 * extract.ts.
 */
export type BlockKind = 'p' | 'li' | 'code' | 'table';

/**
 * [section index, kind, text, extra]: a code block's language, or the texts of a paragraph's or list item's
 * links to doc pages ("See [Forno](/network/node/forno)." → ['Forno']): words that point to an answer
 * elsewhere rather than give it. A table's text is its rows, one per line, cells split by " | ".
 */
export type Block = [section: number, kind: BlockKind, text: string, extra?: string | string[]];

/** A code block's language. */
export function blockLang(block: Block): string | undefined {
  return typeof block[3] === 'string' ? block[3] : undefined;
}

/** The texts of a paragraph's or list item's links to doc pages. */
export function blockLinks(block: Block): readonly string[] {
  return Array.isArray(block[3]) ? block[3] : [];
}

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
  version: 3;
  /** [path, title] */
  pages: [url: string, title: string][];
  /** [page index, heading ('' for the page opening), anchor ('' for the page opening), the h2 an h3 sits under] */
  sections: [page: number, heading: string, anchor: string, parent?: string][];
  blocks: Block[];
  index: PrebuiltIndex;
}

export const TABLE_CELL_SEPARATOR = ' | ';

export const PASSAGES_VERSION = 3;

/** Checks a fetched passages file's shape, naming the first problem. */
export function validatePassagesFile(data: unknown): PassagesFile {
  const f = data as Partial<PassagesFile> | null;
  if (
    !f ||
    f.version !== PASSAGES_VERSION ||
    !Array.isArray(f.pages) ||
    !Array.isArray(f.sections) ||
    !Array.isArray(f.blocks)
  ) {
    throw new Error(`assistant-passages.json: not a version ${PASSAGES_VERSION} passages file`);
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
