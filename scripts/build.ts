/**
 * `npm run build` and `npm run build:test`: `docusaurus build` with the arguments given, then the build's last
 * step, the precompressed siblings of its text files (./precompress.ts; DOCS_PRECOMPRESS=0 skips it). The output
 * directory is Docusaurus' own: `--out-dir`, relative to the site directory, `build` by default.
 *
 *   npm run build [-- --out-dir dir] [-- --locale en] …
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {precompressStep} from './precompress';

const ROOT = path.join(__dirname, '..');

/** The options of `docusaurus build` (3.10), so that an option's value is never taken for the site directory. */
export function outDirOf(args: string[], cwd = process.cwd()): string {
  const {values, positionals} = parseArgs({
    args,
    options: {
      dev: {type: 'boolean'},
      'bundle-analyzer': {type: 'boolean'},
      'out-dir': {type: 'string'},
      config: {type: 'string'},
      locale: {type: 'string', short: 'l', multiple: true},
      'no-minify': {type: 'boolean'},
    },
    allowPositionals: true,
    strict: true,
  });
  const siteDir = path.resolve(cwd, positionals[0] ?? '.');
  return path.resolve(siteDir, values['out-dir'] ?? 'build');
}

if (require.main === module) {
  const args = process.argv.slice(2);
  let outDir: string;
  try {
    outDir = outDirOf(args);
  } catch (err) {
    console.error(`build: ${(err as Error).message}`);
    process.exit(1);
  }
  const bin = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const built = spawnSync(process.execPath, [bin, 'build', ...args], {stdio: 'inherit'});
  if (built.status !== 0) process.exit(built.status ?? 1);
  precompressStep(outDir).catch((err: unknown) => {
    console.error(`build: precompressing ${outDir} failed: ${(err as Error).message}`);
    process.exit(1);
  });
}
