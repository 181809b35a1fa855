/**
 * `npm test`: runs every test stage, fast ones first, even when an earlier one fails, then prints a summary
 * table (stage, result, time) and exits 1 if any stage failed. A stage whose prerequisite failed (the
 * end-to-end tests need the build) is reported as "not run" and counts as a failure.
 *
 * Usage: npm test [-- --only a,b] [-- --skip a,b]   (stage names as in the table, e.g. `--only unit,e2e`)
 *
 * A stage may name a `prepare` script that installs what it needs. When the stage is selected and its check says
 * the install is missing (a fresh clone), that script starts in the background as `npm test` begins (once, if
 * several stages name it), and each such stage waits for it: the samples workspace (2.7 GB of packages, mostly
 * download and disk) installs while the stages before them run, instead of before them. Its output is printed
 * when the first stage that waits for it starts; if it failed, those stages fail without running.
 *
 * Written here rather than taken from a task runner (npm-run-all2, concurrently): those stop at the first
 * failure or interleave output; this needs sequential stages, dependencies, and a table at the end.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

export interface Stage {
  /** Short name shown in the table and accepted by --only/--skip. */
  name: string;
  /** npm script it runs. */
  script: string;
  /** Stages that must have passed first. */
  needs?: string[];
  /** An npm script installing what the stage needs, run in the background from the start when `missing()`. */
  prepare?: {script: string; missing: () => boolean};
}

const ROOT = path.join(__dirname, '..');

/** The samples workspace (samples/): the samples checks and the checker's unit tests compile against it. */
const SAMPLES_INSTALL = {
  script: 'samples:install',
  missing: () => !existsSync(path.join(ROOT, 'samples/node_modules/.package-lock.json')),
};

/**
 * Fast checks first; then the build and the end-to-end tests, which give a fresh clone's background install of
 * the samples workspace time to finish before the two stages that need it.
 */
export const STAGES: Stage[] = [
  {name: 'workflows', script: 'lint:workflows'},
  {name: 'markdown', script: 'lint:md'},
  {name: 'format', script: 'format:check'},
  {name: 'spelling', script: 'spell'},
  {name: 'typecheck', script: 'typecheck'},
  {name: 'lint', script: 'lint'},
  {name: 'build', script: 'build:test'},
  {name: 'e2e', script: 'test:e2e', needs: ['build']},
  {name: 'unit', script: 'test:unit', needs: ['build'], prepare: SAMPLES_INSTALL},
  {name: 'samples', script: 'test:samples', prepare: SAMPLES_INSTALL},
  {name: 'budgets', script: 'test:budgets', needs: ['build']},
];

export type Outcome = 'passed' | 'failed' | 'not run' | 'skipped';

export interface Result {
  stage: Stage;
  outcome: Outcome;
  seconds: number;
  note?: string;
}

/** Decides which stages run, from --only / --skip lists; an unknown name is an error naming it. */
export function selectStages(stages: Stage[], argv: string[]): {run: Set<string>; error?: string} {
  const names = new Set(stages.map((s) => s.name));
  const list = (flag: string): string[] | undefined => {
    const i = argv.indexOf(flag);
    if (i < 0) return undefined;
    return (argv[i + 1] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  };
  const only = list('--only');
  const skip = list('--skip') ?? [];
  for (const n of [...(only ?? []), ...skip]) {
    if (!names.has(n)) return {run: new Set(), error: `Unknown stage "${n}". Stages: ${[...names].join(', ')}`};
  }
  return {run: new Set(stages.map((s) => s.name).filter((n) => (!only || only.includes(n)) && !skip.includes(n)))};
}

export function formatSeconds(s: number): string {
  if (s < 60) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

/** The summary table, plus a closing count line. */
export function summary(results: Result[]): string {
  const rows = results.map((r) => [
    r.stage.name,
    `npm run ${r.stage.script}`,
    r.outcome + (r.note ? ` (${r.note})` : ''),
    formatSeconds(r.seconds),
  ]);
  const head = ['Stage', 'Command', 'Result', 'Time'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  const total = results.reduce((t, r) => t + r.seconds, 0);
  const passed = results.filter((r) => r.outcome === 'passed').length;
  const failed = results.filter((r) => r.outcome === 'failed' || r.outcome === 'not run').length;
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `Total time: ${formatSeconds(total)}`,
    `Stages: ${passed} passed, ${failed} failed`,
  ].join('\n');
}

export interface ExecResult {
  status: number | null;
  signal?: string | null;
  note?: string;
}

/** Runs the selected stages in order; `exec` runs one stage's npm script and resolves to its exit status. */
export async function runStages(
  stages: Stage[],
  run: Set<string>,
  exec: (stage: Stage) => ExecResult | Promise<ExecResult>,
  now: () => number = () => performance.now(),
): Promise<Result[]> {
  const results: Result[] = [];
  const outcome = new Map<string, Outcome>();
  for (const stage of stages) {
    if (!run.has(stage.name)) {
      outcome.set(stage.name, 'skipped');
      continue;
    }
    const missing = (stage.needs ?? []).filter((n) => run.has(n) && outcome.get(n) !== 'passed');
    if (missing.length > 0) {
      outcome.set(stage.name, 'not run');
      results.push({stage, outcome: 'not run', seconds: 0, note: `${missing.join(', ')} failed`});
      continue;
    }
    const start = now();
    const r = await exec(stage);
    const seconds = (now() - start) / 1000;
    const result: Outcome = r.status === 0 ? 'passed' : 'failed';
    outcome.set(stage.name, result);
    results.push({stage, outcome: result, seconds, note: r.note ?? (r.signal ? `killed by ${r.signal}` : undefined)});
  }
  return results;
}

/** A prepare script running in the background: its combined output and exit status, when it ends. */
function startInBackground(script: string): Promise<{status: number | null; output: string}> {
  const child = spawn('npm', ['run', '--silent', script], {stdio: ['ignore', 'pipe', 'pipe']});
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  child.stderr.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => {
    child.on('error', (err) => resolve({status: 1, output: String(err)}));
    child.on('close', (status) => resolve({status, output: Buffer.concat(chunks).toString()}));
  });
}

async function main(): Promise<void> {
  const {run, error} = selectStages(STAGES, process.argv.slice(2));
  if (error) {
    console.error(error);
    process.exit(2);
  }
  // One background run per prepare script, however many stages wait for it; its output is printed once.
  const prepared = new Map<string, ReturnType<typeof startInBackground>>();
  const printed = new Set<string>();
  for (const stage of STAGES) {
    const prepare = stage.prepare;
    if (!prepare || !run.has(stage.name) || prepared.has(prepare.script) || !prepare.missing()) continue;
    console.log(`== npm run ${prepare.script}: started in the background (for ${stage.name})`);
    prepared.set(prepare.script, startInBackground(prepare.script));
  }
  const results = await runStages(STAGES, run, async (stage) => {
    console.log(`\n== [${stage.name}] npm run ${stage.script}\n`);
    const script = stage.prepare?.script;
    const background = script === undefined ? undefined : prepared.get(script);
    if (script !== undefined && background) {
      const {status, output} = await background;
      if (!printed.has(script)) {
        printed.add(script);
        console.log(`npm run ${script} (background) ended with status ${status}:\n${output}`);
      }
      if (status !== 0) return {status: 1, note: `${script} failed`};
    }
    return spawnSync('npm', ['run', '--silent', stage.script], {stdio: 'inherit'});
  });
  console.log(`\n== Summary\n\n${summary(results)}`);
  process.exit(results.length === 0 || results.some((r) => r.outcome !== 'passed') ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
