/**
 * The chunked index the browser loads (written after the build by src/plugins/local-search):
 *
 *   search-index/meta.json          pages (URL, group, title, tag, rank, first record), shard boundaries and
 *                                   the rename synonyms: all a query needs to know which files to fetch
 *   search-index/<id>/h<i>.json     head-layer term shards (titles and headings), by term range
 *   search-index/<id>/f<i>.json     full-layer term shards (every word), by term range
 *   search-index/<id>/p<page>.json  one page's records (text for snippets, hierarchy, anchors)
 *
 * `<id>` is a hash of the content, so every file but meta.json can be cached forever. A query fetches the
 * shards whose term range holds its words and prefixes, then the records of the pages it shows.
 */
import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {compileIndex, shardLayer} from './compile';
import type {IndexRecord, SearchIndexFile} from './types';

export const SHARD_DIR = 'search-index';
export const META_FILE = 'meta.json';
/** Target size of a term shard's JSON (before compression). */
export const SHARD_BYTES = {head: 24_000, full: 48_000};

export interface ShardMeta {
  version: 2;
  id: string;
  language: string;
  renames: [string, string][];
  aliases: [string, string][];
  records: number;
  /** [url, lvl0, title, docusaurus tag, inbound links, first record id] */
  pages: [string, string, string, string, number, number][];
  /** First term of each head / full shard. */
  head: string[];
  full: string[];
}

/** A page's records: [level, text, anchor?], as in the index file without the page number. */
export type PageFile = [level: IndexRecord[1], text: string, anchor?: string][];

export interface ShardFiles {
  meta: ShardMeta;
  /** Path relative to the shard directory → JSON text. */
  files: Map<string, string>;
}

export function buildShards(file: SearchIndexFile): ShardFiles {
  const compiled = compileIndex(file);
  const head = shardLayer(compiled.head, SHARD_BYTES.head);
  const full = shardLayer(compiled.full, SHARD_BYTES.full);
  const pageRecords: PageFile[] = file.pages.map(() => []);
  const first: number[] = file.pages.map(() => -1);
  file.records.forEach(([p, level, text, anchor], id) => {
    if (first[p] === -1) {
      first[p] = id;
      if (level !== 1) throw new Error(`search index: page ${file.pages[p]![0]} does not start with its title record`);
    }
    pageRecords[p]!.push(anchor ? [level, text, anchor] : [level, text]);
  });
  const body = new Map<string, string>();
  head.shards.forEach((s, i) => body.set(`h${i}.json`, JSON.stringify(s)));
  full.shards.forEach((s, i) => body.set(`f${i}.json`, JSON.stringify(s)));
  pageRecords.forEach((r, p) => body.set(`p${p}.json`, JSON.stringify(r)));
  const hash = createHash('sha256');
  for (const [name, text] of body) hash.update(name).update(text);
  const id = hash.digest('hex').slice(0, 12);
  const meta: ShardMeta = {
    version: 2,
    id,
    language: file.language,
    renames: file.renames ?? [],
    aliases: file.aliases ?? [],
    records: file.records.length,
    pages: file.pages.map(([url, lvl0, lvl1, tag, inbound], p) => [url, lvl0, lvl1, tag, inbound, first[p]!]),
    head: head.first,
    full: full.first,
  };
  const files = new Map<string, string>([[META_FILE, JSON.stringify(meta)]]);
  for (const [name, text] of body) files.set(`${id}/${name}`, text);
  return {meta, files};
}

/** Writes the shard files under `<dir>/search/`. */
export async function writeShards(dir: string, shards: ShardFiles): Promise<void> {
  const root = path.join(dir, SHARD_DIR);
  await mkdir(path.join(root, shards.meta.id), {recursive: true});
  await Promise.all([...shards.files].map(([name, text]) => writeFile(path.join(root, name), text)));
}
