/**
 * The representations serve:prod can send for a file of the build: the file itself, or one of the siblings the
 * build wrote (scripts/precompress.ts: `x.js.br`, `x.js.gz`). Which one a request gets (Accept-Encoding), its
 * media type, and its entity tag: a strong tag from a hash of its bytes, computed once per file version (path,
 * size and modification time) and shared by the requests that ask at the same time.
 */
import {createHash} from 'node:crypto';
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {contentType} from 'mime-types';
import {ENCODINGS, type Coding} from '../precompress';
import {parseWeightedList} from '../hosting/markdown-negotiation';

export type ContentCoding = Coding | 'identity';

/** The content codings whose sibling exists next to `file` (absolute path), in the server's order of preference. */
export async function siblingCodings(file: string): Promise<Coding[]> {
  const found = await Promise.all(
    ENCODINGS.map(async ({coding, suffix}) =>
      (await stat(`${file}${suffix}`).catch(() => null))?.isFile() ? coding : null,
    ),
  );
  return found.filter((c): c is Coding => c !== null);
}

export function siblingPath(file: string, coding: ContentCoding): string {
  const encoding = ENCODINGS.find((e) => e.coding === coding);
  return encoding ? `${file}${encoding.suffix}` : file;
}

/**
 * The coding to send (RFC 9110 §12.5.3): among the available siblings, the one with the highest weight above 0
 * (`*` stands for a coding the field does not name; the server prefers Brotli, then gzip, on a tie), unless the
 * field gives `identity` a higher weight. No field, or nothing acceptable available: the file as it is (a server
 * may send it even when `identity;q=0`).
 */
export function preferredCoding(field: string | undefined, available: readonly Coding[]): ContentCoding {
  if (field === undefined) return 'identity';
  const elements = parseWeightedList(field, false);
  const weight = (coding: string) =>
    elements.find((e) => e.value === coding)?.q ?? elements.find((e) => e.value === '*')?.q ?? null;
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of available) {
    const q = weight(coding) ?? 0;
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  if (!best) return 'identity';
  const identity = elements.find((e) => e.value === 'identity')?.q;
  return identity !== undefined && identity > bestQ ? 'identity' : best;
}

/** The media type of a build file, by extension, with its charset for text (`text/html; charset=utf-8`). */
export function mediaTypeOf(file: string): string {
  return contentType(path.extname(file)) || 'application/octet-stream';
}

interface TagEntry {
  size: number;
  mtimeMs: number;
  etag: Promise<string>;
}

/** Entity tags of file versions, by absolute path (one entry per file: a new version replaces the old). */
export class EntityTags {
  private readonly byPath = new Map<string, TagEntry>();

  /** The strong entity tag of `file` as `stats` describe it: a SHA-256 of its bytes, base64url, quoted. */
  of(file: string, stats: {size: number; mtimeMs: number}): Promise<string> {
    const cached = this.byPath.get(file);
    if (cached && cached.size === stats.size && cached.mtimeMs === stats.mtimeMs) return cached.etag;
    const etag = hashFile(file).then((digest) => `"${digest}"`);
    const entry = {size: stats.size, mtimeMs: stats.mtimeMs, etag};
    this.byPath.set(file, entry);
    // A file that cannot be read is not remembered.
    etag.catch(() => {
      if (this.byPath.get(file) === entry) this.byPath.delete(file);
    });
    return etag;
  }
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('base64url').slice(0, 32);
}
