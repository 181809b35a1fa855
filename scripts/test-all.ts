/**
 * `npm test`: runs every test stage, fast ones first, even when an earlier one fails, then prints a summary
 * table (stage, result, time) and exits 1 if any stage failed. A stage whose prerequisite failed (the
 * end-to-end tests need the build) is reported as "not run" and counts as a failure.
 *
 * Usage: npm test [-- --only a,b] [-- --skip a,b]   (stage names as in the table, e.g. `--only unit,e2e`)
 *
 * Written here rather than taken from a task runner (npm-run-all2, concurrently): those stop at the first
 * failure or interleave output; this needs sequential stages, dependencies, and a table at the end.
 */
import {spawnSync} from 'node:child_process';

export interface Stage {
  /** Short name shown in the table and accepted by --only/--skip. */
  name: string;
  /** npm script it runs. */
  script: string;
  /** Stages that must have passed first. */
  needs?: string[];
}

export const STAGES: Stage[] = [
  {name: 'workflows', script: 'lint:workflows'},
  {name: 'markdown', script: 'lint:md'},
  {name: 'format', script: 'format:check'},
  {name: 'spelling', script: 'spell'},
  {name: 'typecheck', script: 'typecheck'},
  {name: 'lint', script: 'lint'},
  {name: 'build', script: 'build:test'},
  {name: 'unit', script: 'test:unit', needs: ['build']},
  {name: 'samples', script: 'test:samples'},
  {name: 'e2e', script: 'test:e2e', needs: ['build']},
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

/** Runs the selected stages in order; `exec` runs one npm script and returns its exit status. */
export function runStages(
  stages: Stage[],
  run: Set<string>,
  exec: (stage: Stage) => {status: number | null; signal?: string | null},
  now: () => number = () => performance.now(),
): Result[] {
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
    const r = exec(stage);
    const seconds = (now() - start) / 1000;
    const result: Outcome = r.status === 0 ? 'passed' : 'failed';
    outcome.set(stage.name, result);
    results.push({stage, outcome: result, seconds, note: r.signal ? `killed by ${r.signal}` : undefined});
  }
  return results;
}

function main(): void {
  const {run, error} = selectStages(STAGES, process.argv.slice(2));
  if (error) {
    console.error(error);
    process.exit(2);
  }
  const results = runStages(STAGES, run, (stage) => {
    console.log(`\n== [${stage.name}] npm run ${stage.script}\n`);
    return spawnSync('npm', ['run', '--silent', stage.script], {stdio: 'inherit'});
  });
  console.log(`\n== Summary\n\n${summary(results)}`);
  process.exit(results.length === 0 || results.some((r) => r.outcome !== 'passed') ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
