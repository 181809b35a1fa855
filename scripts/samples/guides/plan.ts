/**
 * Reads a guide page into the steps the guide runner executes, in page order, from the page itself. A page opts
 * in with a `guide:` key in its front matter (handbook/code-samples.md, "Guides that run"):
 *
 *   guide:
 *     chain: celo-sepolia          # the local chain's id: celo (42220) or celo-sepolia (11142220)
 *     network: hardhat             # optional: Hardhat's in-process network instead of Anvil (Hardhat guides)
 *     follows: /developer/deploy/foundry  # optional: run that guide first, in the same folder and chain
 *     block-time: 1                # optional: Anvil makes a block every second, as Celo does (a script that
 *                                  # checks the head's age); without it, a block per transaction
 *     values:                      # placeholders the reader replaces, and what the runner puts there
 *       0xYourAddress: test-address
 *     env:                         # variables the page tells the reader to set in prose
 *       PRIVATE_KEY: test-key
 *     password: choose-a-passphrase  # what the reader types at a keystore password prompt
 *     fund: [NEW_ADDRESS]          # captured addresses the page tells the reader to fund from the faucet:
 *                                  # the runner gives each 100 test CELO as soon as it is captured
 *
 * Value kinds: test-key (a funded test account's private key), test-address (its address), recipient (the
 * address of a second funded test account), rpc-url (the local chain's URL, Anvil only), explorer-key (an explorer
 * API key, which the local stand-in explorer accepts), test-mnemonic (the test accounts' public recovery phrase,
 * "test test … junk": test-key is its first account on Ethereum's path).
 *
 * Steps, from the fenced blocks (markers as in extract.ts):
 *   - a block with title="path" is written to that file (with `append` or `continue`, added to its end), even
 *     when it is an excerpt for check.ts (a file that imports one the page does not show);
 *   - a shell block runs command by command (a line ending in `\` continues the command; comments are dropped);
 *   - a ```text output block right after a shell block states what its last command prints: each non-empty line
 *     must appear, in order, as a whole line of the output; `…` stands for any text, and `<NAME>` for one word
 *     that the runner remembers and puts in place of `<NAME>` in later steps (a deployed address, say); once
 *     captured, `<NAME>` in a later output block must be that same word;
 *   - a block marked skip="reason", or an untitled excerpt="reason", is listed as skipped with that reason;
 *   - any other block is an error: a guide accounts for every block.
 */
import matter from 'gray-matter';
import {parsePage, type Block} from '../extract';

export type ValueKind = 'test-key' | 'test-address' | 'recipient' | 'rpc-url' | 'explorer-key' | 'test-mnemonic';
const VALUE_KINDS = new Set<string>([
  'test-key',
  'test-address',
  'recipient',
  'rpc-url',
  'explorer-key',
  'test-mnemonic',
]);

/** Where a guide's transactions go: Anvil, or (Hardhat guides) Hardhat's in-process network. */
export type NetworkKind = 'anvil' | 'hardhat';
const NETWORKS = new Set<string>(['anvil', 'hardhat']);

export const CHAINS = {celo: 42220, 'celo-sepolia': 11142220} as const;
export type ChainName = keyof typeof CHAINS;

export interface GuideSpec {
  chain: ChainName;
  network: NetworkKind;
  /** Route of the guide whose steps run first (this page continues its project). */
  follows?: string;
  /** Seconds between Anvil's blocks (Anvil only); undefined: a block per transaction. */
  blockTime?: number;
  values: Map<string, ValueKind>;
  env: Map<string, ValueKind>;
  password: string;
  fund: Set<string>;
}

const KEYS = ['chain', 'network', 'follows', 'block-time', 'values', 'env', 'password', 'fund'];

export interface Expect {
  /** Page line of each expected output line. */
  lines: {line: number; text: string}[];
}

export type Step =
  | {kind: 'write'; line: number; file: string; code: string; append: boolean}
  | {kind: 'run'; line: number; command: string; expect?: Expect}
  | {kind: 'skip'; line: number; label: string; reason: string};

export interface Plan {
  page: string;
  spec: GuideSpec;
  steps: Step[];
  problems: string[];
}

/** True when the page's front matter opts in to the runner. */
export function isGuide(source: string): boolean {
  return Object.hasOwn(matter(source).data, 'guide');
}

function readSpec(page: string, source: string, problems: string[]): GuideSpec {
  const data = matter(source).data as Record<string, unknown>;
  const raw = data.guide;
  const at = `${page}:${Math.max(1, source.split('\n').findIndex((l) => /^guide:/.test(l)) + 1)}`;
  const spec: GuideSpec = {
    chain: 'celo-sepolia',
    network: 'anvil',
    values: new Map(),
    env: new Map(),
    password: 'guide-runner-test-password',
    fund: new Set(),
  };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push(`${at}: guide: must be a mapping with chain (and optional values, env)`);
    return spec;
  }
  const g = raw as Record<string, unknown>;
  for (const key of Object.keys(g)) {
    if (!KEYS.includes(key)) problems.push(`${at}: guide.${key}: unknown key (${KEYS.join(', ')})`);
  }
  if (typeof g.password === 'string' && g.password) spec.password = g.password;
  else if (g.password !== undefined) problems.push(`${at}: guide.password: must be the text the reader types`);
  if (Array.isArray(g.fund) && g.fund.every((n) => typeof n === 'string')) spec.fund = new Set(g.fund);
  else if (g.fund !== undefined) problems.push(`${at}: guide.fund: must list captured names ([NEW_ADDRESS])`);
  if (typeof g.network === 'string' && NETWORKS.has(g.network)) spec.network = g.network as NetworkKind;
  else if (g.network !== undefined)
    problems.push(`${at}: guide.network: one of ${[...NETWORKS].join(', ')}, got ${JSON.stringify(g.network)}`);
  if (typeof g.follows === 'string' && /^\/[\w/-]+$/.test(g.follows)) spec.follows = g.follows;
  else if (g.follows !== undefined)
    problems.push(`${at}: guide.follows: the route of a guide (/developer/deploy/foundry)`);
  const blockTime = g['block-time'];
  if (typeof blockTime === 'number' && Number.isInteger(blockTime) && blockTime >= 1) spec.blockTime = blockTime;
  else if (blockTime !== undefined) problems.push(`${at}: guide.block-time: whole seconds between blocks (1)`);
  if (spec.blockTime && spec.network === 'hardhat')
    problems.push(`${at}: guide.block-time: Anvil only (Hardhat's in-process network mines per transaction)`);
  if (typeof g.chain === 'string' && Object.hasOwn(CHAINS, g.chain)) spec.chain = g.chain as ChainName;
  else problems.push(`${at}: guide.chain: one of ${Object.keys(CHAINS).join(', ')}, got ${JSON.stringify(g.chain)}`);
  for (const field of ['values', 'env'] as const) {
    const map = g[field];
    if (map === undefined) continue;
    if (!map || typeof map !== 'object' || Array.isArray(map)) {
      problems.push(`${at}: guide.${field}: must map names to value kinds`);
      continue;
    }
    for (const [name, kind] of Object.entries(map as Record<string, unknown>)) {
      if (typeof kind === 'string' && VALUE_KINDS.has(kind)) spec[field].set(name, kind as ValueKind);
      else
        problems.push(
          `${at}: guide.${field}.${name}: one of ${[...VALUE_KINDS].join(', ')}, got ${JSON.stringify(kind)}`,
        );
    }
  }
  if (spec.network === 'hardhat') {
    for (const [name, kind] of [...spec.values, ...spec.env]) {
      if (kind === 'rpc-url') problems.push(`${at}: ${name}: rpc-url: Hardhat's in-process network has no URL`);
    }
  }
  return spec;
}

/** The commands of a shell block, each with the page line it starts on. */
export function shellCommands(block: Block): {line: number; command: string}[] {
  const out: {line: number; command: string}[] = [];
  let current: {line: number; parts: string[]} | undefined;
  block.code.split('\n').forEach((text, i) => {
    const line = block.line + i;
    const trimmed = text.trim();
    if (!current && (trimmed === '' || trimmed.startsWith('#'))) return;
    current ??= {line, parts: []};
    const continues = /\\$/.test(trimmed);
    current.parts.push(continues ? trimmed.slice(0, -1).trim() : trimmed);
    if (!continues) {
      out.push({line: current.line, command: current.parts.join(' ').trim()});
      current = undefined;
    }
  });
  if (current) out.push({line: current.line, command: current.parts.join(' ').trim()});
  return out;
}

function label(block: Block): string {
  const first = block.code.split('\n').find((l) => l.trim()) ?? '';
  return `${block.lang || 'text'} block${first ? `: ${first.trim().slice(0, 60)}` : ''}`;
}

export function planGuide(page: string, source: string): Plan {
  const problems: string[] = [];
  const spec = readSpec(page, source, problems);
  const {blocks} = parsePage(page, source);
  const steps: Step[] = [];
  let previous: Block | undefined;
  for (const b of blocks) {
    const fence = b.line - 1;
    for (const p of b.meta.problems) problems.push(`${page}:${fence}: ${p}`);
    // An excerpt is a fragment check.ts cannot compile alone; a titled one is still a file of the reader's project.
    const reason = b.meta.skip ?? (b.meta.title ? undefined : b.meta.excerpt);
    if (b.meta.output) {
      const last = steps.at(-1);
      if (previous?.kind !== 'shell' || !last || last.kind === 'write') {
        problems.push(`${page}:${fence}: an output block must follow the shell block whose command prints it`);
      } else if (last.kind === 'run') {
        last.expect = {
          lines: b.code
            .split('\n')
            .map((text, i) => ({line: b.line + i, text: text.trim()}))
            .filter((l) => l.text),
        };
      }
      // after a skipped command, its output is not checked either
    } else if (b.kind === 'shell') {
      for (const c of shellCommands(b)) {
        steps.push(
          reason !== undefined
            ? {kind: 'skip', line: c.line, label: c.command, reason}
            : {kind: 'run', line: c.line, command: c.command},
        );
      }
    } else if (reason !== undefined) {
      steps.push({kind: 'skip', line: fence, label: b.meta.title ? `write ${b.meta.title}` : label(b), reason});
    } else if (b.meta.title) {
      steps.push({
        kind: 'write',
        line: fence,
        file: b.meta.title,
        code: b.code,
        append: b.meta.append === true || b.meta.continues,
      });
    } else {
      problems.push(
        `${page}:${fence}: a guide runs every block: give this ${b.lang || 'text'} block a title="file", ` +
          'or mark it output (after a command) or skip="reason"',
      );
    }
    previous = b;
  }
  return {page, spec, steps, problems};
}
