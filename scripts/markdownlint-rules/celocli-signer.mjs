// celo-celocli-signer: a celocli command that sends a transaction or signs a message says how it signs. celocli signs with a
// private key (`--privateKey`/`-k`) or a Ledger (`--useLedger`); without either it asks the node to sign, which
// works only against a node that holds the `--from` account unlocked. Against a public node such as Forno,
// celocli 9 stops with "Unable to create an RPC Wallet Client, the node is not unlocked", so a reader who
// copies the command gets nothing done.
//
// Which commands sign: the `sendsTransaction` and `signsMessage` fields of the CLI catalogue (src/data/cli.ts,
// from celocli's source; a proof-of-possession or a metadata claim is signed with the same key flags). The commands on a page are found by the samples tool's own parser (scripts/samples/extract.ts
// for the code blocks, scripts/samples/celocli.ts for the invocations in them), in shell, untagged and text
// blocks. A write command passes when
// - it carries a signer flag (`--privateKey`, `-k`, `--useLedger`), or asks for `--help`; or
// - the prose just before its block (the paragraph or list item above it; for a run of blocks, the prose above
//   the first) names how it signs: `--privateKey`, `--useLedger`, "Ledger", "private key" or "unlocked" (an
//   account the node holds unlocked, as on a local development chain).
// A usage synopsis (the generated reference's usage line) is not a command and is skipped.
import {codeMask, importTs} from './lib.mjs';

// The catalogue, the samples' parser and the signer flags, loaded once (the rule is asynchronous).
let toolsPromise = null;
function loadTools() {
  toolsPromise ??= Promise.all([
    importTs('src/data/cli.ts'),
    importTs('scripts/samples/extract.ts'),
    importTs('scripts/samples/celocli.ts'),
  ]).then(([cli, extract, celocli]) => {
    const pick = (m, name) => m[name] ?? m.default?.[name];
    return {
      // Command name → what it signs.
      signing: new Map(
        pick(cli, 'cliCommands')
          .filter((c) => c.sendsTransaction || c.signsMessage)
          .map((c) => [c.name, c.sendsTransaction ? 'sends a transaction' : 'signs a message']),
      ),
      signerFlags: new Set(pick(cli, 'cliSignerFlags')),
      parsePage: pick(extract, 'parsePage'),
      collectInvocations: pick(celocli, 'collectInvocations'),
    };
  });
  return toolsPromise;
}

/** Words in prose that say how a command signs (see the header). */
const SIGNS = [/--privateKey\b/, /--useLedger\b/, /\bLedger\b/, /\bprivate key\b/i, /\bunlocked\b/i];

export const namesSigner = (text) => SIGNS.some((re) => re.test(text));

/**
 * The prose just before the code block whose opening fence is at `fence` (0-based): the paragraph or list item
 * above it, skipping blank lines; when the line above is the end of another code block, the prose above that
 * block (a run of blocks under one sentence). `mask` marks the lines of fenced code (lib.mjs, codeMask).
 */
export function proseBefore(lines, fence, mask = codeMask(lines)) {
  let i = fence - 1;
  while (i >= 0 && (!lines[i].trim() || mask[i])) i--;
  const out = [];
  while (i >= 0 && lines[i].trim() && !mask[i]) {
    out.unshift(lines[i].trim());
    if (/^\s*(?:[-*+]|\d+[.)])\s/.test(lines[i]) || /^\s*#/.test(lines[i])) break;
    i--;
  }
  return out.join(' ');
}

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-celocli-signer'],
  description:
    'celocli commands that send a transaction or sign a message pass a signer or follow a sentence that says how they sign',
  tags: ['celo', 'code'],
  parser: 'none',
  asynchronous: true,
  async function(params, onError) {
    const {signing, signerFlags, parsePage, collectInvocations} = await loadTools();
    const {blocks} = parsePage(params.name, params.lines.join('\n'));
    const mask = codeMask(params.lines);
    for (const inv of collectInvocations(blocks, [])) {
      const what = signing.get(inv.command);
      if (!what || inv.synopsis) continue;
      if (inv.flags.some((f) => signerFlags.has(f) || f === '--help' || f === '-h')) continue;
      const block = blocks.filter((b) => b.line <= inv.line).pop();
      if (block && namesSigner(proseBefore(params.lines, block.line - 2, mask))) continue;
      onError({
        lineNumber: inv.line,
        detail:
          `celocli ${inv.command} ${what} but names no signer: add --useLedger or --privateKey, or say in ` +
          'the sentence before the block how it signs (a Ledger, a private key, or a node that holds the account unlocked). ' +
          'Without one, celocli 9 against Forno cannot sign (a transaction stops with "Unable to create an RPC Wallet ' +
          'Client, the node is not unlocked")',
        context: inv.text.slice(0, 80),
      });
    }
  },
};
