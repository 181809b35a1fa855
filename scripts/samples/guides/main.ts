/**
 * `npm run test:samples` (last stage): runs every guide page end to end against a local chain (run.ts), twice: in
 * the samples workspace (its pinned packages) and in a reader's empty project (reader.ts: the page's own install
 * lines against the registry). A page opts in with `guide:` in its front matter (plan.ts; handbook/code-samples.md,
 * "Guides that run"). Prints one line per run (route, where it ran, steps run, steps skipped, result and time), then each
 * skipped step with its page line and reason (for the reader's run, only those the workspace run did not skip),
 * the packages the reader's run installed, and each failure naming the page line with the command's output tail.
 * Exits 1 when a run fails.
 *
 * With GUIDES_REQUIRE_FORGE=1 (the weekly samples workflow) a missing forge is an error instead of a skip.
 *
 * Usage: tsx scripts/samples/guides/main.ts [--docs <folder-or-file> ...] [--mode workspace|reader|both] [--jobs N]
 *                                           [--out <dir>] [--verbose]
 *   (--mode: which runs, default both)
 *   (--jobs: runs at once, default 2)
 *   (--docs default: docs/; the fixture test points --docs at tests/fixtures/samples/guides)
 *   (--out: the folder for each guide's working folder, inside samples/; default samples/.extracted/guides. The
 *   fixture test gives each run its own, so it never shares a folder with `npm run test:samples`'s own run.)
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {listPages} from '../extract';
import {OUTSIDE, optInProblems} from './outside';
import {isGuide} from './plan';
import {sharedNpmCache} from './reader';
import {hasForge, routeOf, runGuide, type GuideResult, type RunMode} from './run';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SAMPLES = path.join(ROOT, 'samples');

const MODES: Record<string, RunMode[]> = {workspace: ['workspace'], reader: ['reader'], both: ['workspace', 'reader']};
const USAGE = 'usage: main.ts [--docs <path> ...] [--mode workspace|reader|both] [--jobs N] [--out <dir>] [--verbose]';

function parseArgs(argv: string[]): {docs: string[]; verbose: boolean; jobs: number; out?: string; modes: RunMode[]} {
  const docs: string[] = [];
  let verbose = false;
  let jobs = 2;
  let out: string | undefined;
  let modes = MODES.both!;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--docs' && argv[i + 1]) docs.push(argv[++i]!);
    else if (argv[i] === '--mode' && Object.hasOwn(MODES, argv[i + 1] ?? '')) modes = MODES[argv[++i]!]!;
    else if (argv[i] === '--verbose') verbose = true;
    else if (argv[i] === '--jobs' && Number(argv[i + 1]) >= 1) jobs = Number(argv[++i]);
    else if (argv[i] === '--out' && argv[i + 1]) out = path.resolve(argv[++i]!);
    else throw new Error(`unknown argument ${argv[i]} (${USAGE})`);
  }
  return {docs: docs.length ? docs : ['docs'], verbose, jobs, out, modes};
}

const WHERE: Record<RunMode, string> = {workspace: 'workspace', reader: 'empty project'};

function summary(r: GuideResult): string {
  const reasons = new Map<string, number>();
  for (const s of r.skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
  const skipped = r.skipped.length
    ? `skipped ${r.skipped.length} (${[...reasons].map(([reason, n]) => `${n}: ${reason}`).join('; ')})`
    : 'skipped 0';
  const chain = r.network === 'hardhat' ? `Hardhat's in-process network (${r.chain})` : `Anvil ${r.chain}`;
  return `${r.failure ? 'FAIL' : 'ok  '} ${r.route}  [${WHERE[r.mode]}] ran ${r.ran} steps on ${chain}, ${skipped}, ${r.seconds.toFixed(1)} s`;
}

async function main(): Promise<number> {
  const started = Date.now();
  const {docs, verbose, jobs, out, modes} = parseArgs(process.argv.slice(2));
  if (out && path.relative(SAMPLES, out).startsWith('..')) {
    console.error(`--out ${out} is outside samples/: the guides' files must resolve the workspace's packages`);
    return 1;
  }
  const all = docs
    .flatMap((d) => listPages(path.resolve(ROOT, d)))
    .map((file) => ({page: path.relative(ROOT, file), source: readFileSync(file, 'utf8')}));
  const pages = all.filter((p) => isGuide(p.source));
  // over the whole of docs/: every page that tells the reader to run a script runs, or says why not (outside.ts)
  if (docs.length === 1 && path.resolve(ROOT, docs[0]!) === path.join(ROOT, 'docs')) {
    const problems = optInProblems(new Map(all.map((p) => [routeOf(p.page), p])));
    for (const p of problems) console.error(p);
    if (problems.length) return 1;
    console.log(`Pages that run scripts but stay out (${OUTSIDE.size}; scripts/samples/guides/outside.ts):`);
    for (const [route, reason] of OUTSIDE) console.log(`       ${route}: ${reason}`);
  }
  const forge = hasForge();
  if (!forge && process.env.GUIDES_REQUIRE_FORGE === '1') {
    console.error('GUIDES_REQUIRE_FORGE=1 but no forge is on PATH: install Foundry first (the weekly workflow does)');
    return 1;
  }
  const npmCache = modes.includes('reader') ? sharedNpmCache() : undefined;
  console.log(
    `Guides that run (${pages.length}, ${modes.map((m) => `in the ${WHERE[m]}`).join(' and ')}` +
      `${npmCache ? `; npm cache ${npmCache}` : ''}${forge ? '; with forge' : '; forge not installed: its steps are skipped'})`,
  );
  // Two runs at a time: most of a run's time is process start-up (npm, tsx) and waiting on the registry, which
  // overlap well on two cores. Results print in page order, each page's workspace run first.
  const tasks = pages.flatMap((p) => modes.map((mode) => ({...p, mode})));
  const results: GuideResult[] = new Array<GuideResult>(tasks.length);
  const printed = {next: 0};
  const print = (): void => {
    for (; printed.next < tasks.length && results[printed.next]; printed.next++) {
      const r = results[printed.next]!;
      console.log(summary(r));
      // the reader's run lists only the skips the workspace run of the page did not have
      const before = results.find((w) => w?.page === r.page && w.mode === 'workspace' && w !== r);
      const seen = new Set(before?.skipped.map((s) => `${s.page}:${s.line}`));
      for (const s of r.skipped.filter((k) => !seen.has(`${k.page}:${k.line}`)))
        console.log(`       skipped ${s.page}:${s.line} ${s.label.slice(0, 70)}: ${s.reason}`);
      if (r.firstStep) console.log(`       first step (the page names none): ${r.firstStep}`);
      if (r.installed.length) console.log(`       installed ${r.installed.join(', ')}`);
      if (r.failure) console.error(`     ${r.failure}`);
      if (r.kept) console.error(`     (the reader's project is kept at ${r.kept})`);
    }
  };
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < tasks.length; i = next++) {
      const {page, source, mode} = tasks[i]!;
      results[i] = await runGuide(page, source, {
        samples: SAMPLES,
        mode,
        npmCache,
        work: mode === 'workspace' ? out : undefined,
        docs: path.join(ROOT, 'docs'),
        forge,
        log: verbose ? (t) => console.log(`[${WHERE[mode]}] ${t}`) : undefined,
      });
      print();
    }
  };
  await Promise.all(Array.from({length: Math.min(jobs, tasks.length)}, worker));
  const failed = results.filter((r) => r.failure);
  const seconds = (mode: RunMode): string =>
    results
      .filter((r) => r.mode === mode)
      .reduce((n, r) => n + r.seconds, 0)
      .toFixed(0);
  console.log(
    `  guides: ${pages.length}, runs: ${results.length}, passed ${results.length - failed.length}, failed ${failed.length}, ` +
      `steps run ${results.reduce((n, r) => n + r.ran, 0)}, skipped ${results.reduce((n, r) => n + r.skipped.length, 0)}` +
      ` in ${((Date.now() - started) / 1000).toFixed(1)} s (${modes.map((m) => `${WHERE[m]} runs ${seconds(m)} s`).join(', ')}, summed)`,
  );
  await Promise.all(results.flatMap((r) => (r.removed ? [r.removed] : [])));
  return failed.length ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
