// celo-celocli-node: a celocli command that talks to a chain must say which one. Without `--node`/`-n` celocli
// uses its configured node, http://localhost:8545 unless `celocli config:set` changed it, so a reader who copies
// the command without running a local node gets a connection error, at the worst moment on a money path
// (a withdrawal's prove or finalize step). Checked in code blocks and in inline code that starts with `celocli`.
//
// Not reported:
// - the commands that never connect (celocli's source, celo-org/developer-tooling packages/cli/src/commands:
//   none of these creates a client): account:new, account:create-metadata, config:get and config:set (the
//   account:claim-* commands edit a local metadata file but read the Accounts contract through the node to check
//   the file's account and its signers, so they connect); bridge:deposit, which talks only to Ethereum through
//   its --l1RpcUrl; oclif's own topics (help, commands, autocomplete, plugins) and `--help`/`--version`;
// - a command's usage synopsis as the generated CLI reference shows it (usageLine of src/data/cli.ts): a
//   synopsis lists the command's own flags, and the global --node is explained once on /cli;
// - every command after a `celocli config:set` with a node on the same page: the page has set the node.
import {codeMask, importTs} from './lib.mjs';

const OFFLINE_COMMANDS = new Set([
  'account:new',
  'account:create-metadata',
  'config:get',
  'config:set',
  'bridge:deposit',
]);
const OFFLINE_PREFIXES = ['help', 'commands', 'autocomplete', 'plugins'];
const SHELL_LANGUAGES = new Set(['', 'bash', 'sh', 'shell', 'console', 'zsh', 'text', 'shell-session']);

const NAMES_NODE = /(?:^|\s)(?:--node|-n)(?:[\s=]|$)/;
const HELP = /(?:^|\s)(?:--help|-h|--version|--globalHelp)(?:\s|$)/;
const INVOCATION = /\bcelocli\s+([a-z][\w-]*(?::[\w-]+)+)/g;

/** Whether `celocli <command>` connects to a node (see the header for the commands that do not). */
export function needsNode(command) {
  if (OFFLINE_COMMANDS.has(command)) return false;
  return !OFFLINE_PREFIXES.some((prefix) => command === prefix || command.startsWith(prefix));
}

/**
 * The invocations in one command (continuation lines already joined) that need a node and name none:
 * [{command, text}]. A line that pipes or chains several commands is split at `|`, `&&`, `||` and `;`.
 */
export function missingNode(commandLine) {
  const found = [];
  for (const part of commandLine.split(/\|\|?|&&|;/)) {
    for (const m of part.matchAll(INVOCATION)) {
      const rest = part.slice(m.index);
      if (!needsNode(m[1]) || NAMES_NODE.test(rest) || HELP.test(rest)) continue;
      found.push({command: m[1], text: rest.trim()});
    }
  }
  return found;
}

/** Shell commands in a page's code blocks: [{text, lineNumber}] with `\` continuations joined. */
function codeCommands(lines, mask) {
  const out = [];
  let language = null;
  let pending = null;
  lines.forEach((line, i) => {
    if (!mask[i]) return;
    const fence = /^\s{0,3}(?:`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (fence && (language === null || line.trim().replace(/[`~]/g, '') === '')) {
      // An opening fence sets the language; a closing one ends the block.
      language = language === null ? fence[1].toLowerCase() : null;
      pending = null;
      return;
    }
    if (!SHELL_LANGUAGES.has(language ?? '')) return;
    const text = line.replace(/^\s*\$\s+/, '');
    if (pending) pending.text += ` ${text.replace(/\\\s*$/, '')}`;
    else pending = {text: text.replace(/\\\s*$/, ''), lineNumber: i + 1};
    if (!/\\\s*$/.test(line)) {
      out.push(pending);
      pending = null;
    }
  });
  return out;
}

/**
 * Inline code spans that are whole commands a reader could copy: `celocli`, a command and at least one value
 * (an address, a variable, a placeholder, a number or a quoted string). A span that only names a command or a
 * switch (`celocli election:show --voter`) refers to it and is not reported. [{text, lineNumber}]
 */
function inlineCommands(lines, mask) {
  const out = [];
  lines.forEach((line, i) => {
    if (mask[i]) return;
    for (const m of line.matchAll(/`(celocli\s[^`]+)`/g)) {
      const values = m[1]
        .split(/\s+/)
        .slice(2)
        .filter((token) => /^(?:0x|\$|<|\d|["'])/.test(token));
      if (values.length > 0) out.push({text: m[1], lineNumber: i + 1});
    }
  });
  return out;
}

// The usage synopses of every catalogued command, loaded once (the rule is asynchronous: markdownlint awaits it).
let synopsesPromise = null;
function loadSynopses() {
  synopsesPromise ??= Promise.all([importTs('src/data/cli.ts'), importTs('src/data/cliUsage.ts')]).then(
    ([cli, usage]) => {
      const commands = cli.cliCommands ?? cli.default?.cliCommands;
      const usageLine = usage.usageLine ?? usage.default?.usageLine;
      return new Set(commands.map((c) => normalise(usageLine(c))));
    },
  );
  return synopsesPromise;
}

const normalise = (text) =>
  text
    .replace(/\\\s*\n/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-celocli-node'],
  description: 'celocli commands that connect to a chain name their node (--node/-n)',
  tags: ['celo', 'code'],
  parser: 'none',
  asynchronous: true,
  async function(params, onError) {
    const synopses = await loadSynopses();
    const mask = codeMask(params.lines);
    const commands = [...codeCommands(params.lines, mask), ...inlineCommands(params.lines, mask)].sort(
      (a, b) => a.lineNumber - b.lineNumber,
    );
    // The line from which the page has configured a node (in a code block or inline code).
    const configured = params.lines.findIndex((line) => /\bcelocli\s+config:set\b[^`]*\s(?:--node|-n)[\s=]/.test(line));
    for (const {text, lineNumber} of commands) {
      if ((configured >= 0 && lineNumber > configured + 1) || synopses.has(normalise(text))) continue;
      for (const problem of missingNode(text)) {
        onError({
          lineNumber,
          detail: `celocli ${problem.command} connects to a node but names none: add --node (for example --node celo) or run celocli config:set --node first`,
          context: problem.text.slice(0, 80),
        });
      }
    }
  },
};
