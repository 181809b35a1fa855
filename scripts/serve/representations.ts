/**
 * The representations serve:prod can send for a file of the build: the file itself, or one of the siblings the
 * build wrote (scripts/precompress.ts: `x.js.br`, `x.js.gz`). Which one a request gets (Accept-Encoding), its
 * media type, and its bytes and entity tag (FileCache: a strong tag from a hash of the bytes, read once per file
 * version and shared by the requests that ask at the same time).
 */
import {createHash, type Hash} from 'node:crypto';
import {createReadStream} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
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

/** What serve:prod keeps of a file version: its strong entity tag and, when the file is small enough, its bytes. */
export interface CachedFile {
  /** A SHA-256 of the bytes, base64url, quoted: a strong validator. */
  etag: string;
  /** The bytes, shared by every response that sends them; null for a file over the per-file bound. */
  body: Buffer | null;
}

interface CacheEntry {
  size: number;
  mtimeMs: number;
  value: Promise<CachedFile>;
  /** Bytes of the body once read (0 until then, and for a file kept without its body). */
  bytes: number;
}

const MiB = 1024 * 1024;

/**
 * Files of the build by absolute path, one entry per file (a new version, by size and modification time, replaces
 * the old), in least-recently-used order. The bodies of files up to `maxFileBytes` stay in memory, up to
 * `maxBytes` in all, so that concurrent requests for a file send the same Buffer. Streaming each response from disk
 * allocated a chunk per read per response, left to the garbage collector: 200 concurrent requests for a 0.5 MB
 * file grew the process's RSS by 45 to 85 MB that way, and by about 10 MB from memory (tests/unit/serve-build.test.ts,
 * 2 December 2026). Larger files are streamed.
 */
export class FileCache {
  private readonly entries = new Map<string, CacheEntry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 64 * MiB,
    private readonly maxFileBytes = 8 * MiB,
  ) {}

  /** The entity tag and (when kept) bytes of `file` as `stats` describe it; requests at the same time share one read. */
  get(file: string, stats: {size: number; mtimeMs: number}): Promise<CachedFile> {
    const cached = this.entries.get(file);
    if (cached && cached.size === stats.size && cached.mtimeMs === stats.mtimeMs) {
      this.entries.delete(file);
      this.entries.set(file, cached);
      return cached.value;
    }
    if (cached) this.remove(file, cached);
    const entry: CacheEntry = {size: stats.size, mtimeMs: stats.mtimeMs, bytes: 0, value: this.load(file, stats.size)};
    this.entries.set(file, entry);
    entry.value.then(
      ({body}) => {
        if (this.entries.get(file) !== entry || !body) return;
        entry.bytes = body.length;
        this.bytes += body.length;
        this.evict();
      },
      // A file that cannot be read is not remembered.
      () => this.entries.get(file) === entry && this.remove(file, entry),
    );
    return entry.value;
  }

  private async load(file: string, size: number): Promise<CachedFile> {
    const hash = createHash('sha256');
    if (size <= this.maxFileBytes) {
      const body = await readFile(file);
      return {etag: tag(hash.update(body)), body};
    }
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    return {etag: tag(hash), body: null};
  }

  private remove(file: string, entry: CacheEntry) {
    this.entries.delete(file);
    this.bytes -= entry.bytes;
  }

  /** Drops the least recently used bodies until the total is within the bound. */
  private evict() {
    for (const [file, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      if (entry.bytes) this.remove(file, entry);
    }
  }
}

const tag = (hash: Hash) => `"${hash.digest('base64url').slice(0, 32)}"`;
