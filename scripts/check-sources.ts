/**
 * `npm run check:sources`: which pages to re-check because an upstream they were verified against moved.
 *
 * Reads every page's `verified:` record (src/data/verified.ts), the newest versions of the upstreams they name
 * (npm: the registry npm is configured with, live; GitHub: src/data/upstream-versions.json, refreshed weekly by
 * the upstream watch, since GitHub is unreachable from many machines), and prints:
 * - per upstream that moved past what its pages recorded (any newer release, a patch included, or new
 *   commits): the recorded value(s) and the newest, every release in between with its date, headline and
 *   flags ("must upgrade", "required", "breaking", "important fix", security, a new major;
 *   scripts/sources/notes.ts), and the pages to re-verify with the value each recorded. The pages come from
 *   the records themselves (ledger.ts, dependents), not from a list;
 * - per page, the upstreams with a newer major or minor release, a patch whose notes are flagged, or new
 *   commits on the tracked paths since the page was verified, newest change first (these pages fail --strict);
 * - the pages with no record.
 *
 *   npm run check:sources [-- --strict] [-- --report [file]] [-- --json file]
 *     --strict         exit 1 when a page is to re-check (otherwise only listed)
 *     --report [file]  also write the age report, Markdown (default reports/source-age.md), with the upstreams
 *                      that moved after the table; prints its path
 *     --json file      also write the results as JSON (the upstream watch's issue is made from it)
 *     --docs dir       pages to read (default docs/); --snapshot file (default src/data/upstream-versions.json)
 *     --today date     YYYY-MM-DD (default: today), for the record's date check and the ages
 * An unknown upstream id or a malformed record always exits 2, naming the page. npm answers can be pointed at
 * another registry with npm's own setting (npm_config_registry), as the tests do with a local stub.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  ageReport,
  dependents,
  describeFinding,
  docFiles,
  evaluate,
  movesText,
  readPageRecord,
  toRecheck,
  upstreamMoves,
  type PageResult,
  type UpstreamMove,
} from './sources/ledger';
import {npmLatestAll, npmRegistry, type NpmLatest} from './sources/npm';
import {loadSnapshot, SNAPSHOT_FILE} from './sources/snapshot';

const ROOT = path.join(__dirname, '..');

export interface CheckOutput {
  today: string;
  pages: PageResult[];
  recheck: PageResult[];
  /** Upstreams past what some of their pages recorded, with the releases in between and those pages. */
  moves: UpstreamMove[];
  unrecorded: string[];
  malformed: {file: string; problems: string[]}[];
  warnings: string[];
}

export async function checkSources(opts: {docs: string; snapshot: string; today: string}): Promise<CheckOutput> {
  const records = docFiles(opts.docs).map((f) => readPageRecord(f, ROOT, opts.today));
  const malformed = records
    .filter((r) => r.problems.length)
    .map((r) => ({file: r.file, problems: r.problems.map((p) => `${p.key}: ${p.message}`)}));
  const recorded = records.filter((r) => r.record);
  const snapshot = loadSnapshot(opts.snapshot);
  const packages = recorded.flatMap((r) =>
    r.record!.against.flatMap((e) => (e.upstream.source.kind === 'npm' ? [e.upstream.source.package] : [])),
  );
  const registry = npmRegistry();
  const npm = packages.length ? await npmLatestAll(registry, packages) : new Map<string, NpmLatest | Error>();
  const warnings = [...npm.entries()]
    .filter(([, v]) => v instanceof Error)
    .map(
      ([name, err]) =>
        `npm: could not read ${name} from ${registry} (${(err as Error).message}); used the snapshot's entry`,
    );
  const pages = recorded.map((r) => evaluate(r.record!, r.file, {snapshot, npm}));
  const byUpstream = dependents(recorded.map((r) => ({file: r.file, record: r.record!})));
  return {
    today: opts.today,
    pages,
    recheck: toRecheck(pages),
    moves: upstreamMoves(byUpstream, {snapshot, npm}),
    unrecorded: records.filter((r) => !r.record && !r.problems.length).map((r) => r.file),
    malformed,
    warnings,
  };
}

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function printCheck(out: CheckOutput, log: (line: string) => void): void {
  for (const m of out.malformed) for (const p of m.problems) log(`${m.file}: ${p}`);
  for (const w of out.warnings) log(`warning: ${w}`);
  const pages = (n: number) => `${n} page${n === 1 ? '' : 's'}`;
  log(
    `check:sources: ${pages(out.pages.length)} with a record, ${out.unrecorded.length} without; ${out.recheck.length} to re-check; ${out.moves.length} upstream${out.moves.length === 1 ? '' : 's'} moved.`,
  );
  if (out.moves.length) {
    log('');
    log(`Upstreams that moved past what their pages recorded (${out.moves.length}):`);
    for (const line of movesText(out.moves)) log(line);
  }
  if (out.recheck.length) {
    log('');
    log(`Pages to re-check (${out.recheck.length}): a new major or minor release, a flagged release, or new commits:`);
  }
  for (const r of out.recheck) {
    log('');
    log(`${r.file} (verified ${r.date})`);
    for (const f of r.findings) log(`  ${describeFinding(f)}`);
  }
  const unknown = out.pages.filter((p) => p.unknown.length);
  if (unknown.length) {
    log('');
    log('Not compared (newest version not known):');
    for (const p of unknown) for (const u of p.unknown) log(`  ${p.file}: ${u.id}: ${u.reason}`);
  }
  if (out.unrecorded.length) {
    log('');
    log(`Pages with no record (${out.unrecorded.length}):`);
    for (const f of out.unrecorded) log(`  ${f}`);
  }
}

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {
      strict: {type: 'boolean', default: false},
      report: {type: 'string'},
      json: {type: 'string'},
      docs: {type: 'string', default: path.join(ROOT, 'docs')},
      snapshot: {type: 'string', default: SNAPSHOT_FILE},
      today: {type: 'string'},
    },
    // `--report` alone (no file) takes the default path.
    args: process.argv
      .slice(2)
      .flatMap((a, i, all) =>
        a === '--report' && (all[i + 1] === undefined || all[i + 1]!.startsWith('--')) ? ['--report', ''] : [a],
      ),
  });
  const today = values.today ?? localToday();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    console.error(`--today ${today}: give a date as YYYY-MM-DD`);
    return 2;
  }
  const out = await checkSources({docs: path.resolve(values.docs), snapshot: path.resolve(values.snapshot), today});
  printCheck(out, (l) => console.log(l));
  if (values.report !== undefined) {
    const file = path.resolve(values.report || path.join(ROOT, 'reports/source-age.md'));
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, ageReport(out.pages, out.unrecorded, today, out.moves));
    console.log(`\nAge report: ${path.relative(process.cwd(), file) || file}`);
  }
  if (values.json) {
    mkdirSync(path.dirname(path.resolve(values.json)), {recursive: true});
    writeFileSync(path.resolve(values.json), `${JSON.stringify(out, null, 2)}\n`);
  }
  if (out.malformed.length) {
    console.error(`\ncheck:sources: ${out.malformed.length} page(s) with a malformed record (listed above).`);
    return 2;
  }
  return values.strict && out.recheck.length ? 1 : 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (err: Error) => {
      console.error(`check:sources: ${err.message}`);
      process.exit(2);
    },
  );
}
