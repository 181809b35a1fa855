/**
 * Validators for the reference data (networks, addresses, upstreams, the pages that need no verified record).
 * Each problem names the entry. Used by tests/unit/reference-data.test.ts and unverified-pages.test.ts; a
 * deliberately bad fixture proves every rule fails.
 */
import {keccak_256} from '@noble/hashes/sha3.js';
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils.js';
import type {Network} from './networks';
import type {UnverifiedPage} from './unverifiedPages';
import type {Upstream} from './upstreams';

/** EIP-55 checksum of an address (keccak-256 from @noble/hashes). */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '');
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  return `0x${[...lower].map((c, i) => (parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
}

export function addressProblem(address: string): string | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'is not a 20-byte hex address';
  if (toChecksumAddress(address) !== address)
    return `is not EIP-55 checksummed (expected ${toChecksumAddress(address)})`;
  return null;
}

function urlProblem(url: string, schemes: string[]): string | null {
  try {
    const u = new URL(url);
    return schemes.includes(u.protocol) ? null : `must use ${schemes.join(' or ')}`;
  } catch {
    return 'is not a valid URL';
  }
}

export function validateNetworks(list: readonly Network[]): string[] {
  const problems: string[] = [];
  const ids = new Set<number>();
  for (const n of list) {
    const where = `network "${n.key}"`;
    if (!Number.isInteger(n.chainId) || n.chainId <= 0)
      problems.push(`${where}: chain id ${n.chainId} is not a positive integer`);
    if (ids.has(n.chainId)) problems.push(`${where}: chain id ${n.chainId} is used twice`);
    ids.add(n.chainId);
    if (n.chainIdHex !== `0x${n.chainId.toString(16)}`) {
      problems.push(`${where}: chainIdHex ${n.chainIdHex} does not match ${n.chainId} (0x${n.chainId.toString(16)})`);
    }
    const checks: [string, string, string[]][] = [
      ['rpc.https', n.rpc.https, ['https:']],
      ...(n.rpc.wss ? ([['rpc.wss', n.rpc.wss, ['wss:']]] as [string, string, string[]][]) : []),
      ...n.explorers.map((e): [string, string, string[]] => [`explorer "${e.name}"`, e.url, ['https:']]),
      ...n.faucets.map((f): [string, string, string[]] => [`faucet "${f.name}"`, f.url, ['https:']]),
      ...(n.bridge ? ([[`bridge "${n.bridge.name}"`, n.bridge.url, ['https:']]] as [string, string, string[]][]) : []),
    ];
    for (const [field, url, schemes] of checks) {
      const p = urlProblem(url, schemes);
      if (p) problems.push(`${where}: ${field} "${url}" ${p}`);
    }
    if (n.explorers.length === 0) problems.push(`${where}: has no block explorer`);
  }
  return problems;
}

export interface NamedAddress {
  /** Where the entry lives, e.g. "tokens.mainnet". */
  list: string;
  name: string;
  address: string;
}

/** Every address valid and checksummed; within one list, no address under two different names. */
export function validateAddresses(entries: readonly NamedAddress[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const e of entries) {
    const p = addressProblem(e.address);
    if (p) problems.push(`${e.list} "${e.name}": address ${e.address} ${p}`);
    const key = `${e.list}:${e.address.toLowerCase()}`;
    const other = seen.get(key);
    if (other !== undefined && other !== e.name) {
      problems.push(`${e.list} "${e.name}": address ${e.address} is already listed as "${other}"`);
    } else if (other !== undefined) {
      problems.push(`${e.list} "${e.name}": listed twice`);
    }
    if (other === undefined) seen.set(key, e.name);
  }
  return problems;
}

const UPSTREAM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** owner/name as GitHub allows them (owner: letters, digits, hyphens; name: also dots and underscores). */
const GITHUB_REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
/** An npm package name: optional @scope/, lower case, no spaces. */
const NPM_PACKAGE = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;
const KINDS = new Set(['npm', 'github-release', 'github-branch']);

/**
 * Every upstream (src/data/upstreams.ts) well formed: ids unique and in front-matter form, a known kind, a
 * real-looking repository or package, a branch, relative paths. Each problem names the entry.
 */
export function validateUpstreams(list: readonly Upstream[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const u of list) {
    const where = `upstream "${u.id}"`;
    if (!UPSTREAM_ID.test(u.id)) problems.push(`${where}: id must be lower case, digits and single hyphens`);
    if (seen.has(u.id)) problems.push(`${where}: id is used twice`);
    seen.add(u.id);
    if (!u.name.trim()) problems.push(`${where}: has no name`);
    if (!u.about.trim()) problems.push(`${where}: says nothing about what the docs take from it`);
    const source = u.source as {
      kind: string;
      repo?: string;
      package?: string;
      branch?: string;
      paths?: unknown;
      releaseNotes?: {repo?: string; tagPrefix?: unknown};
    };
    if (!KINDS.has(source.kind)) {
      problems.push(`${where}: unknown kind "${source.kind}" (npm, github-release or github-branch)`);
      continue;
    }
    if (source.kind === 'npm') {
      if (!NPM_PACKAGE.test(source.package ?? ''))
        problems.push(`${where}: "${source.package}" is not an npm package name`);
      const notes = source.releaseNotes;
      if (notes && (!GITHUB_REPO.test(notes.repo ?? '') || typeof notes.tagPrefix !== 'string' || !notes.tagPrefix))
        problems.push(`${where}: releaseNotes needs a repo (owner/name) and the tag prefix of its releases`);
      continue;
    }
    if (!GITHUB_REPO.test(source.repo ?? '') || source.repo!.endsWith('.git'))
      problems.push(`${where}: repo "${source.repo}" is not owner/name`);
    if (source.kind === 'github-branch') {
      if (!source.branch || /\s|^-|\.\./.test(source.branch))
        problems.push(`${where}: branch "${source.branch}" is not a branch name`);
      const paths = source.paths;
      if (paths !== undefined) {
        if (!Array.isArray(paths) || paths.length === 0) problems.push(`${where}: paths must list at least one path`);
        else
          for (const p of paths as unknown[])
            if (typeof p !== 'string' || !p || p.startsWith('/') || p.includes('..'))
              problems.push(`${where}: path "${String(p)}" must be relative to the repository root`);
      }
    }
  }
  return problems;
}

const UNVERIFIED_REASONS = new Set(['history', 'legal', 'link-hub', 'external', 'repository']);

/**
 * The list of pages that need no verified record (src/data/unverifiedPages.ts): each page a source path under
 * docs/ that exists and carries no record (a listed page with a record is redundant), a known reason, a `why`
 * of one sentence, the list sorted by page with no page twice. `page` answers, for a path under docs/, whether
 * the file exists and whether its front matter has a `verified:` record.
 */
export function validateUnverifiedPages(
  list: readonly UnverifiedPage[],
  page: (path: string) => {exists: boolean; hasRecord: boolean},
): string[] {
  const problems: string[] = [];
  let previous = '';
  for (const e of list) {
    const where = `unverifiedPages "${e.page}"`;
    if (!/^(?!\/|docs\/)[\w./-]+\.mdx?$/.test(e.page) || e.page.includes('..'))
      problems.push(`${where}: page must be a .md or .mdx path under docs/, without the docs/ prefix`);
    else {
      const found = page(e.page);
      if (!found.exists) problems.push(`${where}: no such page under docs/`);
      else if (found.hasRecord)
        problems.push(`${where}: the page has a verified: record, so it need not be listed (remove the entry)`);
    }
    if (!UNVERIFIED_REASONS.has(e.reason))
      problems.push(`${where}: reason "${e.reason}" is not one of ${[...UNVERIFIED_REASONS].join(', ')}`);
    const why = (e.why ?? '').trim();
    if (!why) problems.push(`${where}: why is empty (say in one sentence what makes the page ${e.reason})`);
    else if (!/[.!?]$/.test(why) || /[.!?]\s+[A-Z]/.test(why.slice(0, -1)))
      problems.push(`${where}: why must be one sentence, ending with a full stop`);
    if (e.page === previous) problems.push(`${where}: listed twice`);
    else if (e.page < previous)
      problems.push(`${where}: out of order (the list is sorted by page; it follows "${previous}")`);
    previous = e.page;
  }
  return problems;
}
