/**
 * `npm run test:samples`: extracts every code sample of the docs and checks it against the samples workspace
 * (samples/, installed by `npm run samples:install`):
 *   ts/tsx/js   type-checked together by the workspace's TypeScript (strict), one program for all pages; a block
 *               marked prelude="name" is checked after the shared setup samples/preludes/<name>.ts
 *   solidity    compiled by the workspace's solc at the newest version the pragma allows
 *   json/yaml/toml parsed
 *   shell       every celocli invocation against src/data/cli.ts (command, flags, node), and every install
 *               command against the versions the workspace pins
 * Prints the totals and each failure as "page:line: first error"; exits 1 when anything fails.
 *
 * Usage: tsx scripts/samples/check.ts [--docs <folder-or-file> ...] [--out <dir>]
 *   (default: docs/, output under samples/.extracted/; the fixture test points --docs at tests/fixtures/samples)
 */
import path from 'node:path';
import {readPages, toUnits, type Unit} from './extract';
import {checkData, checkSolidity, checkTypeScript, workspaceRequire, type Failure} from './compile';
import {checkInvocations, collectInvocations} from './celocli';
import {checkInstallSpecs, collectInstallSpecs, readWorkspace} from './install-lines';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SAMPLES = path.join(ROOT, 'samples');

function parseArgs(argv: string[]): {docs: string[]; out: string} {
  const docs: string[] = [];
  let out = path.join(SAMPLES, '.extracted', 'docs');
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--docs' && argv[i + 1]) docs.push(argv[++i]!);
    else if (argv[i] === '--out' && argv[i + 1]) out = path.resolve(argv[++i]!);
    else throw new Error(`unknown argument ${argv[i]} (usage: check.ts [--docs <path> ...] [--out <dir>])`);
  }
  return {docs: docs.length ? docs : ['docs'], out};
}

function toProblem(f: Failure): string {
  return `${f.page}:${f.line}: ${f.message}`;
}

/** One failure per unit and message keeps the output readable when one bad import breaks a whole block. */
function firstPerLine(failures: Failure[]): Failure[] {
  const seen = new Set<string>();
  return failures.filter((f) => {
    const key = `${f.page}:${f.line}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function main(): number {
  const started = Date.now();
  const {docs, out} = parseArgs(process.argv.slice(2));
  const {blocks, inline} = readPages(ROOT, docs);
  const problems: string[] = [];
  const rows: [string, number, number, number][] = [];
  const count = (u: Unit[]) => u.length;

  const ts = toUnits(blocks, 'ts');
  problems.push(...ts.problems);
  const tsFailures = firstPerLine(checkTypeScript(SAMPLES, path.join(out, 'ts'), ts.units));
  rows.push(['ts/tsx/js', count(ts.units), ts.excerpts.length, tsFailures.length]);

  const sol = toUnits(blocks, 'solidity');
  problems.push(...sol.problems);
  const solFailures = firstPerLine(checkSolidity(SAMPLES, sol.units));
  rows.push(['solidity', count(sol.units), sol.excerpts.length, solFailures.length]);

  const data = (['json', 'yaml', 'toml'] as const).map((k) => toUnits(blocks, k));
  for (const d of data) problems.push(...d.problems);
  const dataUnits = data.flatMap((d) => d.units);
  const dataFailures = checkData(SAMPLES, dataUnits);
  rows.push(['json/yaml/toml', dataUnits.length, data.reduce((n, d) => n + d.excerpts.length, 0), dataFailures.length]);

  const invocations = collectInvocations(blocks, inline);
  const cliProblems = checkInvocations(invocations);
  rows.push(['celocli invocations', invocations.length, 0, cliProblems.length]);

  const semver = workspaceRequire(SAMPLES)('semver') as {satisfies(v: string, r: string): boolean};
  const specs = collectInstallSpecs(blocks, inline);
  const installProblems = checkInstallSpecs(specs, readWorkspace(SAMPLES), (v, r) => semver.satisfies(v, r));
  rows.push(['install commands (packages)', specs.length, 0, installProblems.length]);

  problems.push(...[...tsFailures, ...solFailures, ...dataFailures].map(toProblem), ...cliProblems, ...installProblems);
  problems.sort((a, b) => a.localeCompare(b, undefined, {numeric: true}));

  const unchecked = blocks.filter((b) => b.kind === 'other' || b.kind === 'shell');
  console.log('Code samples');
  console.log(`  ${'kind'.padEnd(30)} ${'checked'.padStart(8)} ${'excerpts'.padStart(9)} ${'failures'.padStart(9)}`);
  for (const [kind, checked, excerpts, failures] of rows) {
    console.log(
      `  ${kind.padEnd(30)} ${String(checked).padStart(8)} ${String(excerpts).padStart(9)} ${String(failures).padStart(9)}`,
    );
  }
  const totalChecked = rows.reduce((t, r) => t + r[1], 0);
  const totalExcerpts = rows.reduce((t, r) => t + r[2], 0);
  console.log(
    `  totals: checked ${totalChecked}, excerpts ${totalExcerpts}, failures ${problems.length}` +
      ` (${blocks.length} fenced blocks on the pages; ${unchecked.length} shell/text/graphql blocks checked only for celocli and installs)` +
      ` in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (ts.excerpts.length + sol.excerpts.length) {
    for (const b of [...ts.excerpts, ...sol.excerpts])
      console.log(`  excerpt ${b.page}:${b.line - 1}: ${b.meta.excerpt}`);
  }
  for (const p of problems) console.error(p);
  return problems.length ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
