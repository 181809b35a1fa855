/**
 * `npm run test:samples` (last stage): runs every guide page end to end against a local chain (run.ts). A page
 * opts in with `guide:` in its front matter (plan.ts; handbook/code-samples.md). Prints one line per guide (route,
 * steps run, steps skipped, result and time), then each skipped step with its page line and reason, and each
 * failure naming the page line. Exits 1 when a guide fails.
 *
 * With GUIDES_REQUIRE_FORGE=1 (the weekly samples workflow) a missing forge is an error instead of a skip.
 *
 * Usage: tsx scripts/samples/guides/main.ts [--docs <folder-or-file> ...] [--jobs N] [--out <dir>] [--verbose]
 *   (--jobs: guides run at once, default 2)
 *   (--docs default: docs/; the fixture test points --docs at tests/fixtures/samples/guides)
 *   (--out: the folder for each guide's working folder, inside samples/; default samples/.extracted/guides. The
 *   fixture test gives each run its own, so it never shares a folder with `npm run test:samples`'s own run.)
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {listPages} from '../extract';
import {isGuide} from './plan';
import {hasForge, runGuide, type GuideResult} from './run';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SAMPLES = path.join(ROOT, 'samples');

function parseArgs(argv: string[]): {docs: string[]; verbose: boolean; jobs: number; out?: string} {
  const docs: string[] = [];
  let verbose = false;
  let jobs = 2;
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--docs' && argv[i + 1]) docs.push(argv[++i]!);
    else if (argv[i] === '--verbose') verbose = true;
    else if (argv[i] === '--jobs' && Number(argv[i + 1]) >= 1) jobs = Number(argv[++i]);
    else if (argv[i] === '--out' && argv[i + 1]) out = path.resolve(argv[++i]!);
    else
      throw new Error(
        `unknown argument ${argv[i]} (usage: main.ts [--docs <path> ...] [--jobs N] [--out <dir>] [--verbose])`,
      );
  }
  return {docs: docs.length ? docs : ['docs'], verbose, jobs, out};
}

function summary(r: GuideResult): string {
  const reasons = new Map<string, number>();
  for (const s of r.skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
  const skipped = r.skipped.length
    ? `skipped ${r.skipped.length} (${[...reasons].map(([reason, n]) => `${n}: ${reason}`).join('; ')})`
    : 'skipped 0';
  const chain = r.network === 'hardhat' ? `Hardhat's in-process network (${r.chain})` : `Anvil ${r.chain}`;
  return `${r.failure ? 'FAIL' : 'ok  '} ${r.route}  ran ${r.ran} steps on ${chain}, ${skipped}, ${r.seconds.toFixed(1)} s`;
}

async function main(): Promise<number> {
  const started = Date.now();
  const {docs, verbose, jobs, out} = parseArgs(process.argv.slice(2));
  if (out && path.relative(SAMPLES, out).startsWith('..')) {
    console.error(`--out ${out} is outside samples/: the guides' files must resolve the workspace's packages`);
    return 1;
  }
  const pages = docs
    .flatMap((d) => listPages(path.resolve(ROOT, d)))
    .map((file) => ({page: path.relative(ROOT, file), source: readFileSync(file, 'utf8')}))
    .filter((p) => isGuide(p.source));
  const forge = hasForge();
  if (!forge && process.env.GUIDES_REQUIRE_FORGE === '1') {
    console.error('GUIDES_REQUIRE_FORGE=1 but no forge is on PATH: install Foundry first (the weekly workflow does)');
    return 1;
  }
  console.log(
    `Guides that run (${pages.length}${forge ? ', with forge' : `; forge not installed: ${'its steps are skipped'}`})`,
  );
  // Two guides at a time: most of a guide's time is process start-up (npm, tsx), which overlaps well on
  // two cores. Results print in page order.
  const results: GuideResult[] = new Array<GuideResult>(pages.length);
  const printed = {next: 0};
  const print = (): void => {
    for (; printed.next < pages.length && results[printed.next]; printed.next++) {
      const r = results[printed.next]!;
      console.log(summary(r));
      for (const s of r.skipped) console.log(`       skipped ${s.page}:${s.line} ${s.label.slice(0, 70)}: ${s.reason}`);
      if (r.failure) console.error(`     ${r.failure}`);
    }
  };
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < pages.length; i = next++) {
      const {page, source} = pages[i]!;
      results[i] = await runGuide(page, source, {
        samples: SAMPLES,
        work: out,
        docs: path.join(ROOT, 'docs'),
        forge,
        log: verbose ? (t) => console.log(t) : undefined,
      });
      print();
    }
  };
  await Promise.all(Array.from({length: Math.min(jobs, pages.length)}, worker));
  const failed = results.filter((r) => r.failure);
  console.log(
    `  guides: ${results.length}, passed ${results.length - failed.length}, failed ${failed.length}, ` +
      `steps run ${results.reduce((n, r) => n + r.ran, 0)}, skipped ${results.reduce((n, r) => n + r.skipped.length, 0)}` +
      ` in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return failed.length ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
