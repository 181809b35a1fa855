/**
 * The empty project a reader starts from, for the guide runner's second run of each guide (run.ts, mode
 * 'reader'). The workspace run checks a page's code against the samples workspace's pinned packages; this run
 * checks what a reader who follows the page gets: a new, empty folder outside this repository, the page's own
 * first step (or `npm init -y` when the page names none), the page's install lines run with the real npm against
 * the registry, then its steps.
 *
 * What the folder has, and what it deliberately lacks:
 *   - no samples workspace and no repository above it: the folder is made under the system's temporary folder,
 *     which must have no package.json or node_modules above it (checked), and PATH loses every node_modules/.bin
 *     folder (`npm test` puts the repository's first), so `npx tsx` or a missing install line fails as it would
 *     for the reader;
 *   - the machine's npm cache (`npm config get cache`, or GUIDES_NPM_CACHE), shared by every run, so a package
 *     is downloaded once per machine; npm still asks the registry for each package's versions (npm's own default,
 *     what a reader gets), so a new release reaches the run. GUIDES_NPM_PREFER_OFFLINE=1 makes npm use cached
 *     version lists instead (faster, but a release newer than the cache is not seen);
 *   - npx's "Ok to proceed?" prompt answered yes (npm_config_yes), as the reader answers it;
 *   - `npm install -g` goes to the run's own prefix, whose bin folder is on PATH;
 *   - Foundry's cast and anvil (which the reader installs with foundryup, outside npm) from the samples
 *     workspace's @foundry-rs platform packages; forge when the machine has it;
 *   - its own HOME, and the runner's files (HOME, Anvil's state) beside the project folder, not in it.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {workspaceFoundryBinary} from './anvil';

export interface ReaderProject {
  /** The run's own folder: the project, HOME, the global prefix, the tools. */
  root: string;
  /** The reader's empty folder, where the guide's first command runs. */
  project: string;
  home: string;
  state: string;
  /** Prepended to PATH: npm's global bin folder and the Foundry tools. */
  path: string[];
  /** npm's settings for the run (cache, global prefix, npx's prompt). */
  env: Record<string, string>;
}

/** A command that creates the project itself: a page that gives one needs no `npm init -y` from the runner. */
export const CREATES_PROJECT =
  /^(?:npm (?:init|create)\b|(?:yarn|pnpm|bun) create\b|npx (?:--yes |-y )?(?:@[\w.-]+\/)?create-[\w.-]+|forge init\b)/;

/** Commands that use npm's project (a package.json): a page with none of them runs without `npm init -y`. */
export const USES_NPM = /^(?:npm|npx|yarn|pnpm)\b/;

/** The npm cache the runs share: GUIDES_NPM_CACHE, or the machine's (npm's own setting, with the real HOME). */
export function sharedNpmCache(): string {
  if (process.env.GUIDES_NPM_CACHE) return path.resolve(process.env.GUIDES_NPM_CACHE);
  const r = spawnSync('npm', ['config', 'get', 'cache'], {encoding: 'utf8'});
  const cache = r.stdout?.trim();
  if (r.status !== 0 || !cache) throw new Error(`npm config get cache failed: ${r.stderr || r.error?.message}`);
  return cache;
}

/** The first folder above `dir` with a package.json or node_modules (what Node and npm would find), if any. */
export function projectAbove(dir: string): string | undefined {
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    for (const name of ['package.json', 'node_modules']) if (existsSync(path.join(d, name))) return path.join(d, name);
    if (path.dirname(d) === d) return undefined;
  }
}

/** PATH without node_modules/.bin folders (`npm run` puts the repository's first). */
export function readerPath(value: string | undefined): string[] {
  return (value ?? '').split(path.delimiter).filter((p) => p && !/node_modules[\\/]\.bin\b/.test(p));
}

/** The environment of the reader's shell: the runner's, without npm's script variables (npm_*, INIT_CWD). */
export function readerBaseEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) if (!/^(npm_|INIT_CWD$)/i.test(k)) out[k] = v;
  return out;
}

/** Makes the run's folders under the system's temporary folder (or `parent`), and its tools and npm settings. */
export function makeReaderProject(slug: string, samples: string, npmCache: string, parent = tmpdir()): ReaderProject {
  mkdirSync(parent, {recursive: true});
  const root = mkdtempSync(path.join(parent, `celo-guide-${slug.replace(/[^\w-]+/g, '-')}-`));
  const above = projectAbove(root);
  if (above)
    throw new Error(`the empty project at ${root} would see ${above}: give the runs a folder outside any project`);
  const project = path.join(root, 'project');
  const home = path.join(root, 'home');
  const state = path.join(root, 'state');
  const global = path.join(root, 'npm-global');
  const tools = path.join(root, 'tools');
  for (const d of [project, home, state, global, tools]) mkdirSync(d, {recursive: true});
  for (const tool of ['anvil', 'cast'] as const) {
    const bin = workspaceFoundryBinary(samples, tool);
    if (bin && existsSync(bin)) symlinkSync(bin, path.join(tools, tool));
  }
  return {
    root,
    project,
    home,
    state,
    path: [path.join(global, 'bin'), tools, path.dirname(process.execPath)],
    env: {
      npm_config_cache: npmCache,
      npm_config_prefix: global,
      npm_config_yes: 'true',
      ...(process.env.GUIDES_NPM_PREFER_OFFLINE === '1' ? {npm_config_prefer_offline: 'true'} : {}),
    },
  };
}
