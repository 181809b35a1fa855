/**
 * Checks every `celocli` invocation written on a page (shell blocks and inline code) against the command
 * catalogue of src/data/cli.ts: the command must exist and every flag must be one of its flags, a global flag
 * or (for commands with table output) a table flag. In a shell block (not a usage synopsis, not inline code in
 * prose), a command that talks to a node must name one
 * (`-n`/`--node`, or its aliases `--rpc-url`/`--rpc`) unless the page sets a default earlier with
 * `celocli config:set --node …`: without either, celocli uses http://localhost:8545. `--network` (the bridge
 * commands' choice of mainnet or sepolia) does not select the node.
 *
 * Which commands need a node, from celocli's source (celo-org/developer-tooling, packages/cli/src/base.ts and
 * src/commands): every BaseCommand connects in init() (`requireNodeIsSynced`, `getKit`) or reads
 * `getNodeUrl()` (the bridge commands), except the commands below, which override init() to stay offline or
 * never reach a node (help and plugin management are oclif's own; bridge:deposit talks only to the L1 RPC).
 */
import {cliCommands, cliGlobalFlags, cliTableFlags, cliTopicStatus, type CliCommand} from '../../src/data/cli';
import {longForm, usageLine} from '../../src/data/cliUsage';
import type {Block, InlineCode} from './extract';

/** Commands that run without a node (see the header). Topics ending in ':' match every command of the topic. */
const OFFLINE: readonly string[] = [
  'account:new',
  'bridge:deposit',
  'config:get',
  'config:set',
  'account:create-metadata',
  'account:claim-account',
  'account:claim-domain',
  'account:claim-keybase',
  'account:claim-name',
  'account:claim-rpc-url',
  'account:claim-storage',
  'help',
  'commands',
  'autocomplete',
  'plugins',
  'plugins:',
];

/** Aliases of --node declared in celocli's BaseCommand (`aliases: ['rpc-url', 'rpc']`) plus oclif's -h. */
const NODE_FLAGS = new Set(['-n', '--node', '--rpc-url', '--rpc']);
const EXTRA_GLOBAL = ['--rpc-url', '--rpc', '-h'];

export interface Invocation {
  page: string;
  line: number;
  command: string;
  flags: string[];
  text: string;
  inline: boolean;
  /** A usage synopsis (generated reference) or a mention in prose: command and flags checked, no node rule. */
  synopsis: boolean;
}

const catalogue = new Map<string, CliCommand>(cliCommands.map((c) => [c.name, c]));

export function needsNode(command: string): boolean {
  return !OFFLINE.some((o) => (o.endsWith(':') ? command.startsWith(o) : command === o));
}

/** Splits shell text into words, keeping quoted strings together; `\` line continuations join lines. */
function words(text: string): string[] {
  const out: string[] = [];
  const re = /"(?:[^"\\]|\\.)*"|'[^']*'|[^\s"']+/g;
  for (const m of text.matchAll(re)) out.push(m[0]);
  return out;
}

/** celocli invocations in one piece of shell text, with the line (relative to the text) each starts on. */
export function findInvocations(text: string): {offset: number; command: string; flags: string[]; text: string}[] {
  const found: {offset: number; command: string; flags: string[]; text: string}[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    let logical = lines[i]!;
    const start = i;
    while (/\\\s*$/.test(logical) && i + 1 < lines.length) logical = logical.replace(/\\\s*$/, ' ') + lines[++i];
    const code = logical.replace(/(^|\s)#.*$/, '');
    for (const segment of code.split(/&&|\|\||[;|]|\$\(|`/)) {
      const w = words(segment.trim());
      const at = w.findIndex((x) => x === 'celocli' || (/\/celocli$/.test(x) && !x.startsWith('@')));
      if (at < 0 || at + 1 >= w.length) continue;
      const command = w[at + 1]!;
      if (command.startsWith('-') || command.startsWith('<') || command.startsWith('$')) continue;
      // A topic named on its own (`celocli releasecelo`, `celocli lockedcelo:` + Tab) is a mention, not a command.
      if (command.endsWith(':') || (!command.includes(':') && command in cliTopicStatus && !catalogue.has(command)))
        continue;
      const flags = w
        .slice(at + 2)
        .filter((x) => /^--?[A-Za-z]/.test(x))
        .map((x) => x.split('=')[0]!);
      found.push({offset: start, command, flags, text: segment.trim()});
    }
  }
  return found;
}

export function collectInvocations(blocks: Block[], inline: InlineCode[]): Invocation[] {
  const all: Invocation[] = [];
  for (const b of blocks) {
    if (b.kind !== 'shell' && b.lang !== '' && b.lang !== 'text') continue;
    for (const f of findInvocations(b.code)) {
      const cmd = catalogue.get(f.command);
      const synopsis = cmd !== undefined && b.code.trim() === usageLine(cmd).trim();
      all.push({
        page: b.page,
        line: b.line + f.offset,
        command: f.command,
        flags: f.flags,
        text: f.text,
        inline: false,
        synopsis,
      });
    }
  }
  for (const c of inline) {
    for (const f of findInvocations(c.value)) {
      // Inline code in prose names a command and the flag the sentence is about (`account:deauthorize --role
      // attestation`); the runnable invocation a reader copies is a shell block, where the node rule applies.
      all.push({
        page: c.page,
        line: c.line,
        command: f.command,
        flags: f.flags,
        text: f.text,
        inline: true,
        synopsis: true,
      });
    }
  }
  return all.sort((a, b) => (a.page === b.page ? a.line - b.line : a.page < b.page ? -1 : 1));
}

/** Problems of every invocation, each as "page:line: message". */
export function checkInvocations(invocations: Invocation[]): string[] {
  const problems: string[] = [];
  const nodeSetOn = new Map<string, number>();
  for (const inv of invocations) {
    if (inv.command === 'config:set' && inv.flags.some((f) => NODE_FLAGS.has(f))) {
      if (!nodeSetOn.has(inv.page)) nodeSetOn.set(inv.page, inv.line);
    }
  }
  for (const inv of invocations) {
    const where = `${inv.page}:${inv.line}`;
    const cmd = catalogue.get(inv.command);
    if (!cmd) {
      problems.push(`${where}: celocli ${inv.command}: no such command in src/data/cli.ts`);
      continue;
    }
    const allowed = new Set<string>([...cliGlobalFlags, ...EXTRA_GLOBAL]);
    if (cmd.tableOutput) for (const f of cliTableFlags) allowed.add(f);
    for (const f of cmd.flags) {
      for (const part of f.flag.split(',')) allowed.add(part.trim());
      allowed.add(longForm(f.flag));
    }
    for (const flag of inv.flags) {
      const negated = flag.startsWith('--no-') ? `--${flag.slice(5)}` : flag;
      if (!allowed.has(flag) && !allowed.has(negated)) {
        problems.push(`${where}: celocli ${inv.command}: unknown flag ${flag}`);
      }
    }
    const asksHelp = inv.flags.some((f) => f === '--help' || f === '-h' || f === '--globalHelp');
    if (needsNode(inv.command) && !inv.synopsis && !asksHelp && !inv.flags.some((f) => NODE_FLAGS.has(f))) {
      const setAt = nodeSetOn.get(inv.page);
      if (setAt === undefined || setAt > inv.line) {
        problems.push(
          `${where}: celocli ${inv.command} talks to a node but names none: add -n/--node (e.g. --node celo) ` +
            `or run celocli config:set --node earlier on the page${inv.flags.includes('--network') ? ' (--network does not select the node)' : ''}`,
        );
      }
    }
  }
  return problems;
}
