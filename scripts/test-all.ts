/**
 * `npm test`: runs every test stage, even when an earlier one fails, then prints a summary table (stage, result,
 * time) and exits 1 if any stage failed. A stage whose prerequisite failed (the end-to-end tests need the build)
 * is reported as "not run" and counts as a failure.
 *
 * Stages run in three lanes side by side, each in order: the main lane (the build, then the end-to-end tests, the
 * longest stage by far) prints as it goes; the side lane (the fast checks while the build runs, then unit and
 * samples while the end-to-end tests run) and the lint lane (ESLint, the longest of the fast checks, then the
 * budgets once the build is there) print each stage's output whole when the main lane's current stage ends. On a
 * 2-core machine whose cores other jobs keep busy, more lanes get more of the CPU than one, and the end-to-end
 * tests' waits on the browser leave room for the other stages. ESLint has a lane of its own because it and the
 * TypeScript check are each one single-threaded program of several minutes: one after the other, they made the
 * side lane, not the main lane, set the end of a loaded run. The budgets follow it there, beside the end-to-end
 * tests, rather than after them: they gate only what load cannot move (bytes, counts, Lighthouse's accessibility,
 * best practices and SEO), so the browser they share the CPU with changes no verdict, and after the end-to-end
 * tests they added their 1.5-3.3 minutes to the main lane, which sets the end of the run.
 *
 * A CI log is often read from its end only (a job page's tail, a tool that keeps the last lines). So just before
 * the table, each failed stage's last lines are printed again under "What failed": for the end-to-end tests that
 * is Playwright's list of failed tests and their errors, which the stages printed after it would otherwise bury.
 * Tests that passed only on their retry (CI retries a failed end-to-end test once) are named there too, and
 * counted in the table's note.
 *
 * Usage: npm test [-- --only a,b] [-- --skip a,b]   (stage names as in the table, e.g. `--only unit,e2e`)
 *
 * A stage may name a `prepare` script that installs what it needs. When the stage is selected and its check says
 * the install is missing (a fresh clone), that script starts in the background as `npm test` begins (once, if
 * several stages name it), and each such stage waits for it: the samples workspace (2.7 GB of packages, mostly
 * download and disk) installs while the stages before them run, instead of before them. Its output is printed
 * when the first stage that waits for it starts; if it failed, those stages fail without running. `.ci/run` starts
 * that install sooner still, beside the root `npm ci`, and tells `npm test` where it reports (CI_BACKGROUND_DIR,
 * see startedBefore): `npm test` then waits for that run instead of starting its own.
 *
 * Written here rather than taken from a task runner (npm-run-all2, concurrently): those stop at the first
 * failure or interleave output; this needs sequential stages, dependencies, and a table at the end.
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {setTimeout as sleep} from 'node:timers/promises';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

export interface Stage {
  /** Short name shown in the table and accepted by --only/--skip. */
  name: string;
  /** npm script it runs. */
  script: string;
  /** Stages that must have passed first. */
  needs?: string[];
  /** An npm script installing what the stage needs, run in the background from the start when `missing()`. */
  prepare?: {script: string; missing: () => boolean};
  /** A lane beside the main lane's build and end-to-end tests (default: main). */
  lane?: 'side' | 'lint';
}

const ROOT = path.join(__dirname, '..');

/** The samples workspace (samples/): the samples stage (the pages' samples and its tools' tests) needs it. */
const SAMPLES_INSTALL = {
  script: 'samples:install',
  missing: () => !existsSync(path.join(ROOT, 'samples/node_modules/.package-lock.json')),
};

/** How a background prepare script ended: its exit status, its output, and how long it took. */
export interface Prepared {
  status: number | null;
  output: string;
  seconds: number;
}

/**
 * A prepare script that `.ci/run` started before `npm test` (the samples workspace's install, beside the root
 * `npm ci`: on a loaded 2-core machine it is the longest step of the run's path, so it starts as early as it can).
 * In `dir` (CI_BACKGROUND_DIR) the run reports through files: `<script>.started` (its start, in ms since the
 * epoch) and `<script>.pid` (the process that runs it and then writes its status), written before `npm test`
 * starts; `<script>.log` as it goes; `<script>.status` (its exit status) once it has ended. Undefined when no run
 * was started there; otherwise a promise of how it ended, checked each `pollMs` (a file's appearance is the
 * state waited for). A status file that holds no number, or a process gone without writing one, is a failure.
 */
export function startedBefore(script: string, dir: string | undefined, pollMs = 1000): Promise<Prepared> | undefined {
  if (!dir) return undefined;
  const file = (ext: string) => path.join(dir, `${script}.${ext}`);
  if (!existsSync(file('started'))) return undefined;
  const startedAt = Number(readFileSync(file('started'), 'utf8').trim());
  const pid = existsSync(file('pid')) ? Number(readFileSync(file('pid'), 'utf8').trim()) : NaN;
  const alive = () => {
    if (!Number.isInteger(pid) || pid <= 0) return true;
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  return (async () => {
    // The status is written just before the process ends: looked for again after finding it gone.
    while (!existsSync(file('status')) && alive()) await sleep(pollMs);
    const text = existsSync(file('status')) ? readFileSync(file('status'), 'utf8').trim() : undefined;
    const valid = text !== undefined && /^\d+$/.test(text);
    const log = existsSync(file('log')) ? readFileSync(file('log'), 'utf8') : '';
    const seconds = Number.isFinite(startedAt) ? Math.max(0, (Date.now() - startedAt) / 1000) : 0;
    const why =
      text === undefined
        ? `process ${pid} ended without writing ${script}.status`
        : `${script}.status holds ${JSON.stringify(text)}, not an exit status`;
    const output = valid ? log : `${log}\n(${why})`;
    return {status: valid ? Number(text) : 1, output, seconds};
  })();
}

/**
 * Main lane: the build, then the end-to-end tests. Side lane: the other fast checks, the unit tests, then the samples
 * stage, the only one that needs the samples workspace, whose background install has the time of all the stages
 * before it. Lint lane: ESLint, from the start, then the budgets (Lighthouse and the page weights), which wait for
 * the build.
 */
export const STAGES: Stage[] = [
  {name: 'workflows', script: 'lint:workflows', lane: 'side'},
  {name: 'markdown', script: 'lint:md', lane: 'side'},
  {name: 'format', script: 'format:check', lane: 'side'},
  {name: 'spelling', script: 'spell', lane: 'side'},
  {name: 'typecheck', script: 'typecheck', lane: 'side'},
  {name: 'lint', script: 'lint', lane: 'lint'},
  {name: 'build', script: 'build:test'},
  {name: 'e2e', script: 'test:e2e', needs: ['build']},
  {name: 'unit', script: 'test:unit', needs: ['build'], lane: 'side'},
  {name: 'samples', script: 'test:samples', prepare: SAMPLES_INSTALL, lane: 'side'},
  {name: 'budgets', script: 'test:budgets', needs: ['build'], lane: 'lint'},
];

export type Outcome = 'passed' | 'failed' | 'not run' | 'skipped';

export interface Result {
  stage: Stage;
  outcome: Outcome;
  seconds: number;
  note?: string;
  /** When it started and ended, in the clock's milliseconds (absent for stages that did not run). */
  span?: [number, number];
  /** What it printed (the end of it, for a main-lane stage), for the digest before the table. */
  output?: string;
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
  // Rounded before it is split, so 299.6 s reads "5 min 0 s", never "4 min 60 s".
  const tenths = Math.round(s * 10) / 10;
  if (tenths < 60) return `${tenths.toFixed(1)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
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
  const spans = results.flatMap((r) => (r.span ? [r.span] : []));
  const wall = spans.length ? (Math.max(...spans.map((x) => x[1])) - Math.min(...spans.map((x) => x[0]))) / 1000 : 0;
  const total = results.reduce((t, r) => t + r.seconds, 0);
  const passed = results.filter((r) => r.outcome === 'passed').length;
  const failed = results.filter((r) => r.outcome === 'failed' || r.outcome === 'not run').length;
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `Total time: ${formatSeconds(wall)} (stages side by side; ${formatSeconds(total)} of stage time)`,
    `Stages: ${passed} passed, ${failed} failed`,
  ].join('\n');
}

export interface ExecResult {
  status: number | null;
  signal?: string | null;
  note?: string;
  /** What the stage printed (its last part, for the digest of failures). */
  output?: string;
}

/** A stage's output as lines, without terminal colour codes. */
function plainLines(output: string): string[] {
  return stripVTControlCharacters(output).split(/\r?\n|\r/);
}

/**
 * The tests Playwright reports as flaky (failed, then passed on their retry) in a stage's output: the lines under
 * its "N flaky" summary line, up to the next count line ("N passed", "N skipped"…), without the rule Playwright
 * pads them with.
 */
export function flakyTests(output: string): string[] {
  const lines = plainLines(output);
  const start = lines.findIndex((l) => /^\s*\d+ flaky\s*$/.test(l));
  if (start < 0) return [];
  const found: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\s*\d+ (passed|failed|skipped|did not run|interrupted)\b/.test(line) || line.trim() === '') break;
    found.push(line.replace(/\s*─+\s*$/, '').trim());
  }
  return found;
}

/** A passed stage's result with the count of its flaky tests as the table's note, when it had some. */
export function withFlakyNote(r: ExecResult): ExecResult {
  const flaky = r.status === 0 ? flakyTests(r.output ?? '').length : 0;
  return flaky ? {...r, note: `${flaky} flaky, passed on retry`} : r;
}

/** Lines of each failed stage's output repeated under "What failed". */
export const DIGEST_LINES = 50;

/**
 * Before the table: the last `DIGEST_LINES` non-blank lines of each failed stage's output (ANSI codes removed),
 * and the flaky tests of each stage that passed with some, in stage order; "" when there is neither.
 */
export function failureDigest(results: Result[], lines = DIGEST_LINES): string {
  const parts: string[] = [];
  for (const {output, ...r} of results) {
    if (!output) continue;
    if (r.outcome === 'passed') {
      const flaky = flakyTests(output);
      if (flaky.length)
        parts.push(
          `-- ${r.stage.name}: passed, with flaky tests (failed, then passed on their retry)\n${flaky.join('\n')}`,
        );
      continue;
    }
    if (r.outcome !== 'failed') continue;
    const kept = plainLines(output)
      .map((l) => l.trimEnd())
      .filter((l) => l.trim() !== '');
    const tail = kept.slice(-lines);
    const cut = kept.length > tail.length ? ` (its last ${tail.length} of ${kept.length} lines)` : '';
    parts.push(`-- ${r.stage.name}: npm run ${r.stage.script}${cut}\n${tail.join('\n')}`);
  }
  return parts.length ? `== What failed (or passed only on a retry)\n\n${parts.join('\n\n')}` : '';
}

/**
 * Runs the selected stages, each lane in order and the lanes side by side; a stage waits for the stages it
 * needs, wherever they run. `exec` runs one stage's npm script and resolves to its exit status. Results come in
 * the order of `stages`, each with the output `exec` returned, if any.
 */
export async function runStages(
  stages: Stage[],
  run: Set<string>,
  exec: (stage: Stage) => ExecResult | Promise<ExecResult>,
  now: () => number = () => performance.now(),
): Promise<Result[]> {
  const done = new Map<string, Promise<Outcome>>();
  const results = new Map<string, Result>();
  const runOne = async (stage: Stage): Promise<Outcome> => {
    const needed = (stage.needs ?? []).filter((n) => run.has(n) && done.has(n));
    const outcomes = await Promise.all(needed.map((n) => done.get(n)!));
    const missing = needed.filter((_, i) => outcomes[i] !== 'passed');
    if (missing.length > 0) {
      results.set(stage.name, {stage, outcome: 'not run', seconds: 0, note: `${missing.join(', ')} failed`});
      return 'not run';
    }
    const start = now();
    const r = await exec(stage);
    const end = now();
    const outcome: Outcome = r.status === 0 ? 'passed' : 'failed';
    const note = r.note ?? (r.signal ? `killed by ${r.signal}` : undefined);
    results.set(stage.name, {
      stage,
      outcome,
      seconds: (end - start) / 1000,
      note,
      span: [start, end],
      output: r.output,
    });
    return outcome;
  };
  // Each lane chains its stages; every stage's promise is registered before any runs, so a stage of one lane
  // can wait for a stage of the other.
  const tails = new Map<string, Promise<unknown>>();
  for (const stage of stages) {
    if (!run.has(stage.name)) continue;
    const lane = stage.lane ?? 'main';
    const previous = tails.get(lane) ?? Promise.resolve();
    const outcome = previous.then(() => runOne(stage));
    done.set(stage.name, outcome);
    tails.set(lane, outcome);
  }
  await Promise.all(tails.values());
  return stages.flatMap((s) => (results.has(s.name) ? [results.get(s.name)!] : []));
}

/** An npm script with its output captured: its combined output and exit status, when it ends. */
function runCaptured(script: string): Promise<{status: number | null; signal: string | null; output: string}> {
  const child = spawn('npm', ['run', '--silent', script], {stdio: ['ignore', 'pipe', 'pipe']});
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  child.stderr.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => {
    child.on('error', (err) => resolve({status: 1, signal: null, output: String(err)}));
    child.on('close', (status, signal) => resolve({status, signal, output: Buffer.concat(chunks).toString()}));
  });
}

/** Bytes of a main-lane stage's output kept for the digest of failures (its end; the rest is printed only). */
const KEPT_BYTES = 256 * 1024;

/**
 * An npm script printing to this terminal as it goes; its output's last KEPT_BYTES are kept for the digest.
 * Through a pipe its output loses the terminal, so colour is asked for (FORCE_COLOR) when this one has it.
 */
function runPrinting(script: string): Promise<ExecResult> {
  const env = process.stdout.isTTY && !process.env.NO_COLOR ? {...process.env, FORCE_COLOR: '1'} : process.env;
  const child = spawn('npm', ['run', '--silent', script], {stdio: ['inherit', 'pipe', 'pipe'], env});
  let kept: Buffer[] = [];
  let size = 0;
  const keep = (chunk: Buffer) => {
    kept.push(chunk);
    size += chunk.length;
    if (size > 2 * KEPT_BYTES) {
      const all = Buffer.concat(kept);
      kept = [all.subarray(all.length - KEPT_BYTES)];
      size = KEPT_BYTES;
    }
  };
  child.stdout.on('data', (c: Buffer) => (process.stdout.write(c), keep(c)));
  child.stderr.on('data', (c: Buffer) => (process.stderr.write(c), keep(c)));
  return new Promise((resolve) => {
    child.on('error', () => resolve({status: 1, note: 'could not start npm'}));
    child.on('close', (status, signal) => {
      const all = Buffer.concat(kept);
      resolve({status, signal, output: all.subarray(Math.max(0, all.length - KEPT_BYTES)).toString()});
    });
  });
}

async function main(): Promise<void> {
  const {run, error} = selectStages(STAGES, process.argv.slice(2));
  if (error) {
    console.error(error);
    process.exit(2);
  }
  // Other lanes' output waits while a main-lane stage prints, then comes whole.
  let mainRunning = false;
  const held: string[] = [];
  const print = (text: string) => (mainRunning ? held.push(text) : console.log(text));
  const flush = () => {
    for (const text of held.splice(0)) console.log(text);
  };
  // One background run per prepare script, however many stages wait for it; its output is printed once.
  const prepared = new Map<string, Promise<Prepared>>();
  const printed = new Set<string>();
  for (const stage of STAGES) {
    const prepare = stage.prepare;
    if (!prepare || !run.has(stage.name) || prepared.has(prepare.script)) continue;
    const before = startedBefore(prepare.script, process.env.CI_BACKGROUND_DIR);
    if (before) {
      console.log(
        `== npm run ${prepare.script}: already running in the background, started by .ci/run (for ${stage.name})`,
      );
      prepared.set(prepare.script, before);
      continue;
    }
    if (!prepare.missing()) continue;
    console.log(`== npm run ${prepare.script}: started in the background (for ${stage.name})`);
    const started = performance.now();
    prepared.set(
      prepare.script,
      runCaptured(prepare.script).then((r) => ({...r, seconds: (performance.now() - started) / 1000})),
    );
  }
  const results = await runStages(STAGES, run, async (stage): Promise<ExecResult> => {
    const header = `\n== [${stage.name}] npm run ${stage.script}${stage.lane ? ` (${stage.lane} lane)` : ''}\n`;
    let before = '';
    const script = stage.prepare?.script;
    const background = script === undefined ? undefined : prepared.get(script);
    if (script !== undefined && background) {
      const waited = performance.now();
      const {status, output, seconds} = await background;
      if (!printed.has(script)) {
        printed.add(script);
        // Its time, and how long this stage waited for it (counted in the stage's time in the table).
        const wait = formatSeconds((performance.now() - waited) / 1000);
        before = `npm run ${script} (background) ended with status ${status} after ${formatSeconds(seconds)}; ${stage.name} waited ${wait} for it:\n${output}`;
      }
      if (status !== 0) {
        print(`${header}\n${before}`);
        return {status: 1, note: `${script} failed`, output: before};
      }
    }
    if (stage.lane) {
      const {status, signal, output} = await runCaptured(stage.script);
      print(`${header}\n${before}${output}`);
      return {status, signal, output};
    }
    console.log(`${header}\n${before}`);
    mainRunning = true;
    try {
      return withFlakyNote(await runPrinting(stage.script));
    } finally {
      mainRunning = false;
      flush();
    }
  });
  flush();
  const digest = failureDigest(results);
  if (digest) console.log(`\n${digest}`);
  console.log(`\n== Summary\n\n${summary(results)}`);
  process.exit(results.length === 0 || results.some((r) => r.outcome !== 'passed') ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
