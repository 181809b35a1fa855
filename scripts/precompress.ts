/**
 * The build's last step (scripts/build.ts runs it after `docusaurus build`): every compressible file of the output
 * directory of MIN_BYTES or more gets a Brotli sibling (`main.js.br`) and a gzip one (`main.js.gz`), with the
 * file's own modification time, so that `npm run serve:prod` (and nginx's gzip_static and brotli_static) send
 * compressed bytes without compressing anything per request. A sibling that would not be smaller is not written.
 *
 * It runs after the build rather than in a plugin's postBuild: Docusaurus runs every plugin's postBuild at once,
 * and several write files then (the sitemap, the redirect pages, the Markdown twins, the search and assistant
 * indexes, the live-code marker in HTML, a service worker), so a plugin compressing beside them could write the
 * sibling of a half-written file. The work goes to Node's zlib thread pool (the asynchronous zlib calls), as many
 * files at a time as the machine has cores.
 *
 * Written here rather than taken from the `precompress` package: that is a command line only, with no size
 * threshold or Brotli quality to choose, and it picks files by sniffing their bytes rather than by type.
 *
 *   npx tsx scripts/precompress.ts [--dir build] [--quality 10]
 */
import {readdir, readFile, stat, unlink, utimes, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs, promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {PerfLogger} from '@docusaurus/logger';

/** Smaller files are sent as they are: compressing them saves a few hundred bytes at most. */
export const MIN_BYTES = 1024;

/** Text types, by extension; fonts, images and other binary files are compressed already or gain nothing. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.md',
  '.map',
  '.webmanifest',
]);

/** The siblings, in the server's order of preference when a client accepts both equally. */
export const ENCODINGS = [
  {coding: 'br', suffix: '.br'},
  {coding: 'gzip', suffix: '.gz'},
] as const;
export type Coding = (typeof ENCODINGS)[number]['coding'];

/**
 * Brotli quality 10. On this site's 1,238 files (28.4 MB) on 2 December 2026, quality 11 took 40 s of CPU for
 * 6.07 MB, 10 took 18 s for 6.21 MB (2% more), 8 took 2 s for 6.79 MB; gzip level 9 gave 7.37 MB in 2 s. Quality 11
 * would add some 20 s to a build on two cores for 2% of the bytes. `npx tsx scripts/precompress.ts --quality 11`
 * reports the figures for a build.
 */
export const BROTLI_QUALITY = 10;
export const GZIP_LEVEL = 9;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

export interface PrecompressSummary {
  /** Files that got at least one sibling. */
  files: number;
  /** Their bytes, and the bytes of their siblings by coding. */
  bytes: number;
  siblingBytes: Record<Coding, number>;
  seconds: number;
  /** CPU time of the whole process (zlib's threads included) while it ran. */
  cpuSeconds: number;
}

async function compress(coding: Coding, body: Buffer, quality: number): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, {level: GZIP_LEVEL});
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Writes (or removes, when it would not be smaller) each sibling of one file; returns the bytes written. */
async function precompressFile(file: string, quality: number): Promise<Partial<Record<Coding, number>> | null> {
  const body = await readFile(file);
  const {atime, mtime} = await stat(file);
  const written: Partial<Record<Coding, number>> = {};
  for (const {coding, suffix} of ENCODINGS) {
    const sibling = `${file}${suffix}`;
    const packed = await compress(coding, body, quality);
    if (packed.length >= body.length) {
      await unlink(sibling).catch(() => undefined);
      continue;
    }
    await writeFile(sibling, packed);
    await utimes(sibling, atime, mtime);
    written[coding] = packed.length;
  }
  return Object.keys(written).length ? written : null;
}

/** Writes the siblings of every compressible file under `dir` (see the header). */
export async function precompress(
  dir: string,
  {quality = BROTLI_QUALITY, concurrency = os.availableParallelism()} = {},
): Promise<PrecompressSummary> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  const candidates: {file: string; size: number}[] = [];
  for (const e of entries) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    const {size} = await stat(file);
    if (isCompressible(file, size)) candidates.push({file, size});
  }
  // The largest first, so that one big file does not start last and run alone.
  candidates.sort((a, b) => b.size - a.size);
  const summary: PrecompressSummary = {files: 0, bytes: 0, siblingBytes: {br: 0, gzip: 0}, seconds: 0, cpuSeconds: 0};
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const {file, size} = candidates[next++]!;
      const written = await precompressFile(file, quality);
      if (!written) continue;
      summary.files++;
      summary.bytes += size;
      for (const [coding, bytes] of Object.entries(written) as [Coding, number][])
        summary.siblingBytes[coding] += bytes;
    }
  };
  await Promise.all(Array.from({length: Math.max(1, concurrency)}, worker));
  const used = process.cpuUsage(cpu);
  summary.seconds = (performance.now() - started) / 1000;
  summary.cpuSeconds = (used.user + used.system) / 1e6;
  return summary;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

export function describe(s: PrecompressSummary): string {
  return (
    `Precompressed ${s.files} files (${mb(s.bytes)}): .br ${mb(s.siblingBytes.br)}, .gz ${mb(s.siblingBytes.gzip)}, ` +
    `in ${s.seconds.toFixed(1)} s (${s.cpuSeconds.toFixed(1)} s CPU)`
  );
}

/**
 * Precompresses `dir`, timed as `Precompress` by Docusaurus' performance logger (printed when
 * DOCUSAURUS_PERF_LOGGER=true, which the build profile of `npm run bench` reads), unless DOCS_PRECOMPRESS=0.
 */
export async function precompressStep(dir: string, quality = BROTLI_QUALITY): Promise<void> {
  if (process.env.DOCS_PRECOMPRESS === '0') {
    console.log('Precompression skipped (DOCS_PRECOMPRESS=0)');
    return;
  }
  const summary = await PerfLogger.async('Precompress', () => precompress(dir, {quality}));
  console.log(describe(summary));
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, quality: {type: 'string', default: String(BROTLI_QUALITY)}},
    strict: true,
  });
  const quality = Number(values.quality);
  if (!Number.isInteger(quality) || quality < 0 || quality > 11) {
    console.error(`precompress: --quality is a Brotli quality from 0 to 11, got "${values.quality}"`);
    process.exit(1);
  }
  precompressStep(path.resolve(values.dir), quality).catch((err: unknown) => {
    console.error(`precompress: ${(err as Error).message}`);
    process.exit(1);
  });
}
