/**
 * The line under the title of a guide that runs end to end in CI (front matter `guide:`, run by
 * scripts/samples/guides/): "This guide runs end to end in CI on a local Anvil 1.7.1 chain with Celo Sepolia's chain
 * id (11142220), with viem 2.57.20 and solc 0.8.37." Made here, once, at build time, from what the run itself uses:
 *   - the chain: the guide's `chain` (its chain id and name from ./networks.ts) and `network`: Anvil, whose version
 *     is the samples workspace's @foundry-rs/anvil, or Hardhat's in-process network;
 *   - the libraries: the packages the page's install commands name (and those of the guide it `follows`, which
 *     runs first), each at the version samples/package-lock.json installs, since the runner installs nothing and
 *     runs every step against that workspace. A package the workspace does not install (a global tool of
 *     `docs.tools`) is not named, as the run does not use it; nor is one of `docs.anyVersion` (tsx, TypeScript,
 *     @types/node), whose version the samples do not depend on.
 * So the line can never name a version the run does not use. The HTML page gets it from
 * src/plugins/remark-guide-run-line.ts, the Markdown twin (and so the MCP server's read_page) from
 * src/plugins/markdown-twins/toMarkdown.ts, both through guideRunLine below.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {networks, type NetworkKey} from './networks';
import {findInstallSpecs, SHELL_LANGUAGES} from './installLines';
import {joinList} from './verifiedText';
import {nativeImport} from '../utils/nativeImport';

const {fromMarkdown} = nativeImport<typeof import('mdast-util-from-markdown')>('mdast-util-from-markdown');
const {gfmFromMarkdown} = nativeImport<typeof import('mdast-util-gfm')>('mdast-util-gfm');
const {gfm} = nativeImport<typeof import('micromark-extension-gfm')>('micromark-extension-gfm');

/** The chains a guide runs on (scripts/samples/guides/plan.ts CHAINS), by the network of ./networks.ts. */
export const GUIDE_CHAINS: Readonly<Record<string, NetworkKey>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, NetworkKey>, {celo: 'mainnet', 'celo-sepolia': 'celoSepolia'}),
);

export const GUIDE_RUN_START = 'This guide runs end to end in CI';
export const GUIDE_RUN_LINK_TEXT = 'How the code samples are checked';

export interface GuideRunLine {
  /** "a local Anvil 1.7.1 chain with Celo Sepolia's chain id (11142220)" */
  chain: string;
  chainId: number;
  /** In the order the run installs them. */
  libraries: {name: string; version: string}[];
  /** The maintainers' description of the code samples' checks. */
  url: string;
}

export interface CodeText {
  lang?: string | null;
  value: string;
}

/** The repository's README section on code samples (their checks, and the guides that run). */
export const codeSamplesUrl = (repositoryUrl: string) => `${repositoryUrl.replace(/\/+$/, '')}#code-samples`;

/** The line as plain text. */
export function guideRunSentence(line: GuideRunLine): string {
  const libraries = line.libraries.map((l) => `${l.name} ${l.version}`);
  return `${GUIDE_RUN_START} on ${line.chain}${libraries.length ? `, with ${joinList(libraries)}` : ''}.`;
}

/** The line as Markdown, with its link: the Markdown twin's second paragraph. */
export function guideRunMarkdown(line: GuideRunLine): string {
  return `${guideRunSentence(line)} [${GUIDE_RUN_LINK_TEXT}](${line.url})`;
}

interface SamplesInstall {
  /** Installed version by package name (samples/package-lock.json). */
  versions: Map<string, string>;
  anyVersion: Set<string>;
}

const installs = new Map<string, SamplesInstall>();

/** What the samples workspace installs: read once per build from its manifest and lockfile. */
export function readSamplesInstall(samplesDir: string): SamplesInstall {
  const cached = installs.get(samplesDir);
  if (cached) return cached;
  const lock = JSON.parse(readFileSync(path.join(samplesDir, 'package-lock.json'), 'utf8')) as {
    packages?: Record<string, {version?: string}>;
  };
  const manifest = JSON.parse(readFileSync(path.join(samplesDir, 'package.json'), 'utf8')) as {
    docs?: {anyVersion?: Record<string, string>};
  };
  const versions = new Map<string, string>();
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    // Top-level packages only: node_modules/<name>, not a copy nested under another package.
    const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(key);
    if (m && entry.version) versions.set(m[1]!, entry.version);
  }
  const result = {versions, anyVersion: new Set(Object.keys(manifest.docs?.anyVersion ?? {}))};
  installs.set(samplesDir, result);
  return result;
}

/** The fenced code blocks of a parsed page, in page order. */
export function codeBlocksOf(tree: Root): CodeText[] {
  const out: CodeText[] = [];
  const walk = (node: {type: string; lang?: string | null; value?: string; children?: unknown[]}) => {
    if (node.type === 'code') out.push({lang: node.lang, value: node.value ?? ''});
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(tree);
  return out;
}

/** The source file of a doc route (routeBasePath is `/`), or undefined. */
function fileOfRoute(siteDir: string, route: string): string | undefined {
  const base = path.join(siteDir, 'docs', ...route.split('/').filter(Boolean));
  return [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')].find((f) =>
    existsSync(f),
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface GuideRunInput {
  /** The page's `guide:` front matter value (undefined: not a guide). */
  guide: unknown;
  /** The page's code blocks. */
  blocks: CodeText[];
  /** The page, for error messages (docs/developer/viem.md). */
  file: string;
  /** The repository root: docs/ and samples/ are read from it. */
  siteDir: string;
  /** The repository's web address (https://github.com/celo-org/docs), for the link. */
  repositoryUrl: string;
}

/** The line of a guide page, or undefined for a page without `guide:`. Throws naming the file for a bad `guide:`. */
export function guideRunLine({guide, blocks, file, siteDir, repositoryUrl}: GuideRunInput): GuideRunLine | undefined {
  if (guide === undefined) return undefined;
  const fail = (why: string): never => {
    throw new Error(`${file}: guide: ${why} (see README, "Guides that run")`);
  };
  if (!isObject(guide)) return fail('must be a mapping with chain');
  const key = typeof guide.chain === 'string' ? GUIDE_CHAINS[guide.chain] : undefined;
  if (!key)
    return fail(`chain must be one of ${Object.keys(GUIDE_CHAINS).join(', ')}, got ${JSON.stringify(guide.chain)}`);
  const network = networks[key];
  const samples = readSamplesInstall(path.join(siteDir, 'samples'));

  let runner: string;
  const chainId = `${network.name}'s chain id (${network.chainId})`;
  if (guide.network === 'hardhat') runner = `Hardhat's in-process network with ${chainId}`;
  else if (guide.network === undefined || guide.network === 'anvil') {
    const anvil = samples.versions.get('@foundry-rs/anvil');
    if (!anvil) return fail('the samples workspace installs no @foundry-rs/anvil (samples/package-lock.json)');
    runner = `a local Anvil ${anvil} chain with ${chainId}`;
  } else return fail(`network must be anvil or hardhat, got ${JSON.stringify(guide.network)}`);

  // The guide this one follows runs first, in the same folder: its installs count too.
  const all: CodeText[] = [];
  if (guide.follows !== undefined) {
    const followed = typeof guide.follows === 'string' ? fileOfRoute(siteDir, guide.follows) : undefined;
    if (!followed) return fail(`follows names no page of docs/ (${JSON.stringify(guide.follows)})`);
    const tree = fromMarkdown(readFileSync(followed, 'utf8'), {
      extensions: [gfm()],
      mdastExtensions: [gfmFromMarkdown()],
    });
    all.push(...codeBlocksOf(tree));
  }
  all.push(...blocks);

  const libraries = new Map<string, string>();
  for (const block of all) {
    if (block.lang && !SHELL_LANGUAGES.has(block.lang)) continue;
    for (const {name} of findInstallSpecs(file, block.value, 1)) {
      const version = samples.versions.get(name);
      if (version && !samples.anyVersion.has(name) && !libraries.has(name)) libraries.set(name, version);
    }
  }
  return {
    chain: runner,
    chainId: network.chainId,
    libraries: [...libraries].map(([name, version]) => ({name, version})),
    url: codeSamplesUrl(repositoryUrl),
  };
}
