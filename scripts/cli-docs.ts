/**
 * Generates the "## Command reference" section of each docs/cli page from src/data/cli.ts.
 *   npm run generate:cli          rewrite the sections
 *   npm run generate:cli -- --check   exit 1, naming the pages, when a section is out of date
 * tests/unit/cli-data.test.ts runs the check, so a stale page fails CI.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {cliCommands, type CliCommand} from '../src/data/cli';
import {TABLE_FLAGS_NOTE, usageLine} from '../src/data/cliUsage';

export {usageLine};

const ROOT = path.join(__dirname, '..');
const HEADING = '## Command reference';

/**
 * Escapes the colon in "topic:command" headings. Unescaped, Markdown directives read ":command" as a text
 * directive and the heading's anchor becomes "#topic" (then "#topic-1", ...); escaped, it is "#topiccommand".
 */
export function escapeHeading(text: string): string {
  return text.replace(/:/g, '\\:');
}

export function renderCommand(c: CliCommand): string {
  const out = [
    `### ${escapeHeading(c.heading ?? c.name)}\n`,
    `${c.description}\n`,
    '```bash\n' + usageLine(c) + '\n```\n',
  ];
  if (c.argument) out.push(`Argument: \`${c.argument.name}\` is ${c.argument.description}\n`);
  if (c.flags.length) {
    out.push('| Flag | Type | Required / default | Meaning |', '|---|---|---|---|');
    for (const f of c.flags) out.push(`| \`${f.flag}\` | ${f.type} | ${f.requirement} | ${f.description} |`);
    out.push('');
  } else {
    out.push('This command has no command-specific flags; only the global flags apply.\n');
  }
  if (c.tableOutput) out.push(`${TABLE_FLAGS_NOTE}\n`);
  if (c.note) out.push(`${c.note}\n`);
  if (c.example) out.push('Example:\n', '```bash\n' + c.example + '\n```\n');
  return out.join('\n');
}

/** Said once per page whose examples sign with a Ledger: which derivation path `--useLedger` reads. */
export const LEDGER_PATH_NOTE =
  "Examples that sign with `--useLedger` read the Ledger's address on the Ethereum derivation path (m/44'/60'/0'), " +
  'the default since celocli 7.0.0. For an address created on the Celo path (Celo Wallet, Celo Terminal, celocli ' +
  'before 7.0.0), run `celocli config:set --derivationPath celoLegacy` first; see ' +
  '[Derivation paths](/wallet/ledger/setup#derivation-paths).\n';

export function renderReference(topic: string): string {
  const commands = cliCommands.filter((c) => c.topic === topic);
  const ledger = commands.some((c) => c.example?.includes('--useLedger'));
  return `${HEADING}\n\n${ledger ? `${LEDGER_PATH_NOTE}\n` : ''}${commands.map(renderCommand).join('\n')}`;
}

export function pageFile(topic: string): string {
  return path.join(ROOT, 'docs/cli', `${topic}.md`);
}

/** The page with its Command reference section (up to the next h2) replaced by the generated one. */
export function withReference(page: string, topic: string): string {
  const start = page.indexOf(`\n${HEADING}\n`);
  if (start < 0) throw new Error(`docs/cli/${topic}.md has no "${HEADING}" section`);
  const next = page.indexOf('\n## ', start + HEADING.length + 2);
  const end = next < 0 ? page.length : next;
  return `${page.slice(0, start + 1)}${renderReference(topic).trimEnd()}\n${page.slice(end)}`;
}

export function staleTopics(): string[] {
  const topics = [...new Set(cliCommands.map((c) => c.topic))];
  return topics.filter((t) => {
    const page = readFileSync(pageFile(t), 'utf8');
    return withReference(page, t) !== page;
  });
}

if (require.main === module) {
  const check = process.argv.includes('--check');
  const stale = staleTopics();
  if (check) {
    if (stale.length) {
      console.error(`Out of date: ${stale.map((t) => `docs/cli/${t}.md`).join(', ')}. Run npm run generate:cli.`);
      process.exit(1);
    }
    console.log('CLI reference sections are up to date.');
  } else {
    for (const t of stale) {
      writeFileSync(pageFile(t), withReference(readFileSync(pageFile(t), 'utf8'), t));
      console.log(`updated docs/cli/${t}.md`);
    }
    if (!stale.length) console.log('CLI reference sections are up to date.');
  }
}
