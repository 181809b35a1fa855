import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {
  failureDigest,
  formatSeconds,
  startedBefore,
  type Prepared,
  flakyTests,
  withFlakyNote,
  runStages,
  selectStages,
  summary,
  STAGES,
  type ExecResult,
  type Stage,
} from '../../scripts/test-all';

/** One turn of the event loop: lets the stages that runStages has started run up to their next wait. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `stages` with every stage held until the test ends it (`gates.get(name)!()`, which makes it pass); `events`
 * records each start and end in order, and `until(ready)` turns the event loop until `ready()`, or fails naming
 * what started (a bound, not a wait for time). `finish()` passes every stage still held, and those they let start,
 * and resolves to the results.
 */
function gatedRun(stages: Stage[]) {
  const events: string[] = [];
  const gates = new Map<string, () => void>();
  const ended = new Set<string>();
  const ran = runStages(stages, new Set(stages.map((s) => s.name)), (s) => {
    events.push(`start ${s.name}`);
    return new Promise<ExecResult>((resolve) =>
      gates.set(s.name, () => {
        ended.add(s.name);
        events.push(`end ${s.name}`);
        resolve({status: 0});
      }),
    );
  });
  const until = async (ready: () => boolean) => {
    for (let i = 0; i < 1000 && !ready(); i++) await tick();
    assert.ok(ready(), `started: ${events.join(', ')}`);
  };
  const finish = async () => {
    await until(() => {
      for (const [name, end] of gates) if (!ended.has(name)) end();
      return ended.size === stages.length;
    });
    return ran;
  };
  return {events, gates, until, finish, ran};
}

const stages: Stage[] = [
  {name: 'typecheck', script: 'typecheck'},
  {name: 'build', script: 'build:test'},
  {name: 'unit', script: 'test:unit', needs: ['build']},
  {name: 'e2e', script: 'test:e2e', needs: ['build']},
  {name: 'budgets', script: 'test:budgets', needs: ['build']},
];

test('a failing stage does not stop the later ones, and the table names it', async () => {
  const ran: string[] = [];
  let clock = 0;
  const results = await runStages(
    stages,
    new Set(stages.map((s) => s.name)),
    (s) => {
      ran.push(s.name);
      clock += 2000;
      return {status: s.name === 'e2e' ? 1 : 0};
    },
    () => clock,
  );
  assert.deepEqual(ran, ['typecheck', 'build', 'unit', 'e2e', 'budgets']);
  assert.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'passed', 'passed', 'failed', 'passed'],
  );
  const table = summary(results);
  assert.match(table, /^e2e\s+npm run test:e2e\s+failed\s+2\.0 s$/m);
  assert.match(table, /^budgets\s+npm run test:budgets\s+passed/m);
  assert.match(table, /^Stages: 4 passed, 1 failed$/m);
});

test('the digest after the table repeats the last lines of each failed stage, and nothing when all passed', async () => {
  // What Playwright's list reporter ends with when a test fails, coloured as on a terminal.
  const e2eOutput = [
    ...Array.from({length: 200}, (_, i) => `  ✓  ${i + 1} [chromium] › tests/e2e/routes.spec.ts › chunk ${i + 1}`),
    '',
    '  1) [chromium] › tests/e2e/search.spec.ts:12:5 › search › finds a page',
    '    \u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m',
    '',
    '  \u001b[31m1 failed\u001b[39m',
    '    [chromium] › tests/e2e/search.spec.ts:12:5 › search › finds a page',
    '  199 passed (14.2m)',
  ].join('\n');
  const results = await runStages(stages, new Set(stages.map((s) => s.name)), (s) => ({
    status: s.name === 'e2e' || s.name === 'unit' ? 1 : 0,
    output: s.name === 'e2e' ? e2eOutput : 'ok',
  }));
  const digest = failureDigest(results, 10);
  const lines = digest.split('\n');
  assert.equal(lines[0], '== What failed (or passed only on a retry)');
  assert.ok(lines.includes('-- e2e: npm run test:e2e (its last 10 of 205 lines)'), digest);
  assert.ok(lines.includes('    Error: expect(locator).toBeVisible() failed'), digest);
  assert.ok(lines.includes('    [chromium] › tests/e2e/search.spec.ts:12:5 › search › finds a page'), digest);
  assert.equal(lines.at(-1), '  199 passed (14.2m)');
  // The failed unit stage printed one line; passed stages are left out.
  assert.ok(lines.includes('-- unit: npm run test:unit'), digest);
  assert.ok(!digest.includes('typecheck') && !digest.includes('budgets'), digest);
  assert.ok(!digest.includes('chunk 190'), 'only the last lines are repeated');

  const green = await runStages(stages, new Set(stages.map((s) => s.name)), () => ({status: 0, output: 'fine'}));
  assert.equal(failureDigest(green), '');
});

test('tests that passed on their retry are named after the table and counted in its note', async () => {
  // The end of Playwright's list reporter when one test failed, then passed on its retry, and one failed twice.
  const output = [
    '  ✘  3 [chromium] › tests/e2e/a11y.spec.ts:35:5 › light mode › axe (24.3s)',
    '  ✓  4 [chromium] › tests/e2e/a11y.spec.ts:35:5 › light mode › axe (retry #1) (9.1s)',
    '  \u001b[31m1 failed\u001b[39m',
    '    [chromium] › tests/e2e/search.spec.ts:12:5 › search › finds a page ──────────────',
    '  \u001b[33m1 flaky\u001b[39m',
    '    [chromium] › tests/e2e/a11y.spec.ts:35:5 › light mode › axe ──────────────────────',
    '  170 passed (14.9m)',
  ].join('\n');
  assert.deepEqual(flakyTests(output), ['[chromium] › tests/e2e/a11y.spec.ts:35:5 › light mode › axe']);
  assert.deepEqual(flakyTests('  172 passed (14.5m)'), []);
  assert.equal(withFlakyNote({status: 1, output}).note, undefined, 'a failed stage keeps its own note');

  const results = await runStages(stages, new Set(['build', 'e2e']), (s) =>
    withFlakyNote({status: 0, output: s.name === 'e2e' ? output : 'built'}),
  );
  assert.match(summary(results), /^e2e\s+npm run test:e2e\s+passed \(1 flaky, passed on retry\)/m);
  const digest = failureDigest(results);
  assert.match(digest, /^-- e2e: passed, with flaky tests \(failed, then passed on their retry\)$/m);
  assert.match(digest, /^\[chromium\] › tests\/e2e\/a11y\.spec\.ts:35:5 › light mode › axe$/m);
  assert.ok(!digest.includes('build'), digest);
  assert.match(summary(results), /^build\s+npm run build:test\s+passed\s/m);
});

test('stages that need a failed build are reported as not run, and count as failures', async () => {
  const results = await runStages(stages, new Set(stages.map((s) => s.name)), (s) => ({
    status: s.name === 'build' ? 2 : 0,
  }));
  assert.deepEqual(
    results.map((r) => `${r.stage.name}:${r.outcome}`),
    ['typecheck:passed', 'build:failed', 'unit:not run', 'e2e:not run', 'budgets:not run'],
  );
  assert.match(summary(results), /unit\s+npm run test:unit\s+not run \(build failed\)/);
  assert.match(summary(results), /^Stages: 1 passed, 4 failed$/m);
});

test('--only and --skip choose stages; an unknown name is an error naming it', async () => {
  assert.deepEqual([...selectStages(stages, ['--only', 'unit,e2e']).run], ['unit', 'e2e']);
  assert.deepEqual([...selectStages(stages, ['--skip', 'budgets']).run], ['typecheck', 'build', 'unit', 'e2e']);
  assert.match(selectStages(stages, ['--only', 'constructor']).error ?? '', /Unknown stage "constructor"/);
  // --only e2e without build: e2e runs against whatever build/ holds.
  const r = await runStages(stages, selectStages(stages, ['--only', 'e2e']).run, () => ({status: 0}));
  assert.deepEqual(
    r.map((x) => x.outcome),
    ['passed'],
  );
});

test('every stage runs an npm script that package.json defines', async () => {
  const pkg = (await import('../../package.json', {with: {type: 'json'}})).default as {scripts: Record<string, string>};
  for (const s of STAGES)
    assert.ok(Object.hasOwn(pkg.scripts, s.script), `stage ${s.name}: no npm script "${s.script}"`);
  for (const s of STAGES)
    if (s.prepare)
      assert.ok(Object.hasOwn(pkg.scripts, s.prepare.script), `stage ${s.name}: no npm script "${s.prepare.script}"`);
  for (const s of STAGES)
    for (const n of s.needs ?? [])
      assert.ok(
        STAGES.some((x) => x.name === n),
        `stage ${s.name} needs unknown ${n}`,
      );
});

test('a stage whose background install failed fails with that note, and the later stages still run', async () => {
  const results = await runStages(stages, new Set(stages.map((s) => s.name)), (s) =>
    s.name === 'unit' ? {status: 1, note: 'samples:install failed'} : {status: 0},
  );
  assert.deepEqual(
    results.map((r) => `${r.stage.name}:${r.outcome}`),
    ['typecheck:passed', 'build:passed', 'unit:failed', 'e2e:passed', 'budgets:passed'],
  );
  assert.match(summary(results), /^unit\s+npm run test:unit\s+failed \(samples:install failed\)/m);
});

test('the side lane runs beside the main lane; a side stage that needs the build waits for it; the total is wall time', async () => {
  const laned: Stage[] = [
    {name: 'lint', script: 'lint', lane: 'side'},
    {name: 'build', script: 'build:test'},
    {name: 'e2e', script: 'test:e2e', needs: ['build']},
    {name: 'unit', script: 'test:unit', needs: ['build'], lane: 'side'},
  ];
  const events: string[] = [];
  let clock = 0;
  const durations: Record<string, number> = {lint: 1, build: 3, e2e: 10, unit: 2};
  const results = await runStages(
    laned,
    new Set(laned.map((s) => s.name)),
    async (s) => {
      events.push(`start ${s.name}`);
      for (let i = 0; i < durations[s.name]!; i++) {
        await tick();
        clock += 1000;
      }
      events.push(`end ${s.name}`);
      return {status: 0};
    },
    () => clock,
  );
  // lint and build start together; unit starts only once build has ended, while e2e runs.
  assert.deepEqual(events.slice(0, 2).sort(), ['start build', 'start lint']);
  assert.ok(events.indexOf('start unit') > events.indexOf('end build'), events.join(', '));
  assert.ok(events.indexOf('start unit') < events.indexOf('end e2e'), events.join(', '));
  assert.deepEqual(
    results.map((r) => r.stage.name),
    ['lint', 'build', 'e2e', 'unit'],
  );
  const table = summary(results);
  const total = /^Total time: (.+) \(stages side by side; (.+) of stage time\)$/m.exec(table);
  assert.ok(total, table);
  assert.ok(parseFloat(total[1]!) < parseFloat(total[2]!), `wall ${total[1]} under the sum ${total[2]}`);
});

test('a side stage that needs a failed main-lane stage is not run', async () => {
  const laned: Stage[] = [
    {name: 'build', script: 'build:test'},
    {name: 'budgets', script: 'test:budgets', needs: ['build'], lane: 'side'},
  ];
  const results = await runStages(laned, new Set(['build', 'budgets']), async (s) => ({
    status: s.name === 'build' ? 1 : 0,
  }));
  assert.deepEqual(
    results.map((r) => `${r.stage.name}:${r.outcome}`),
    ['build:failed', 'budgets:not run'],
  );
});

test('only the samples stage needs the samples workspace; the main lane is the build and the end-to-end tests', () => {
  assert.deepEqual(
    STAGES.filter((s) => s.prepare).map((s) => s.name),
    ['samples'],
  );
  const main = STAGES.filter((s) => !s.lane).map((s) => s.name);
  assert.deepEqual(main, ['build', 'e2e']);
});

test('ESLint has a lane of its own, beside the TypeScript check; the budgets follow it there and need the build', () => {
  const stage = (name: string) => STAGES.find((s) => s.name === name);
  assert.equal(stage('lint')?.lane, 'lint');
  assert.equal(stage('typecheck')?.lane, 'side');
  assert.deepEqual(
    STAGES.filter((s) => s.lane === 'lint').map((s) => s.name),
    ['lint', 'budgets'],
  );
  assert.deepEqual(stage('budgets')?.needs, ['build']);
});

test('with the real stages, the budgets start once ESLint and the build have ended, while the e2e tests run', async () => {
  const {events, gates, until, finish} = gatedRun(STAGES);
  await until(() => gates.has('lint') && gates.has('build'));
  gates.get('lint')!();
  // ESLint is done but the build is not: the budgets wait for it.
  for (let i = 0; i < 50; i++) await tick();
  assert.ok(!gates.has('budgets'), events.join(', '));
  gates.get('build')!();
  await until(() => gates.has('budgets') && gates.has('e2e'));
  assert.ok(!events.includes('end e2e'), events.join(', '));
  const results = await finish();
  assert.deepEqual(
    results.filter((r) => r.outcome !== 'passed').map((r) => r.stage.name),
    [],
  );
});

test('three lanes start together, and each runs its stages in order', async () => {
  const laned: Stage[] = [
    {name: 'typecheck', script: 'typecheck', lane: 'side'},
    {name: 'lint', script: 'lint', lane: 'lint'},
    {name: 'build', script: 'build:test'},
    {name: 'unit', script: 'test:unit', needs: ['build'], lane: 'side'},
  ];
  const {events, gates, until, ran} = gatedRun(laned);
  // Each lane's first stage starts before any stage ends.
  await until(() => gates.size >= 3);
  assert.deepEqual([...gates.keys()].sort(), ['build', 'lint', 'typecheck']);
  gates.get('typecheck')!();
  gates.get('build')!();
  await until(() => gates.has('unit'));
  // unit follows typecheck in the side lane while lint, in its own lane, is still running.
  assert.ok(!events.includes('end lint'), events.join(', '));
  gates.get('lint')!();
  gates.get('unit')!();
  const results = await ran;
  assert.deepEqual(
    results.map((r) => `${r.stage.name}:${r.outcome}`),
    ['typecheck:passed', 'lint:passed', 'build:passed', 'unit:passed'],
  );
});

/** A folder with an `npm` that prints its arguments and exits with STUB_STATUS, first on PATH. */
function stubNpm(): {bin: string; cwd: string} {
  const dir = mkdtempSync(path.join(tmpdir(), 'bg-install-'));
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'npm'), '#!/bin/sh\necho "stub npm $*"\nexit "${STUB_STATUS:-0}"\n', {mode: 0o755});
  const cwd = path.join(dir, 'clone');
  mkdirSync(cwd);
  return {bin, cwd};
}

const START_SCRIPT = path.join(import.meta.dirname, '../../scripts/ci/start-samples-install.sh');
const TEST_ALL = path.join(import.meta.dirname, '../../scripts/test-all.ts');

/** Sources the start script as .ci/run does, then waits for the install the way npm test does, in one shell. */
function runHandOff(status: number, installed = false) {
  const {bin, cwd} = stubNpm();
  if (installed) {
    mkdirSync(path.join(cwd, 'samples/node_modules'), {recursive: true});
    writeFileSync(path.join(cwd, 'samples/node_modules/.package-lock.json'), '{}');
  }
  const waitLikeNpmTest = `import(${JSON.stringify(TEST_ALL)}).then(async (m) => {
    const r = m.startedBefore('samples:install', process.env.CI_BACKGROUND_DIR, 20);
    console.log(JSON.stringify(r ? await r : 'nothing started'));
  })`;
  const script = `source ${JSON.stringify(START_SCRIPT)}
echo "dir=\${CI_BACKGROUND_DIR:-}"
node --import ${JSON.stringify(pathToFileURL(require.resolve('tsx')).href)} -e "$WAIT_LIKE_NPM_TEST"`;
  // Not the CI_BACKGROUND_DIR of a .ci/run this test may itself run under: the script sets its own.
  const {CI_BACKGROUND_DIR: _outer, ...env} = process.env;
  const r = spawnSync('bash', ['-c', script], {
    cwd,
    encoding: 'utf8',
    env: {
      ...env,
      PATH: `${bin}:${process.env.PATH}`,
      STUB_STATUS: String(status),
      WAIT_LIKE_NPM_TEST: waitLikeNpmTest,
    },
  });
  assert.equal(r.status, 0, r.stderr);
  const dir = /^dir=(.*)$/m.exec(r.stdout)![1]!;
  const result = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Prepared | string;
  return {dir, result, stdout: r.stdout};
}

test('.ci/run starts the samples install before npm test; npm test waits for that run and gets its status and output', () => {
  const ok = runHandOff(0);
  assert.ok(ok.dir, ok.stdout);
  assert.match(ok.stdout, /^== \[\d+ s\] Installing the samples workspace in the background/m);
  const done = ok.result as Prepared;
  assert.equal(done.status, 0);
  assert.match(done.output, /^stub npm run --silent samples:install$/m);
  assert.ok(done.seconds >= 0 && done.seconds < 600, String(done.seconds));
  // The shell removed its folder on exit, the install having ended.
  assert.equal(existsSync(ok.dir), false);

  const failed = runHandOff(3).result as Prepared;
  assert.equal(failed.status, 3);

  // Installed already: nothing starts, and npm test finds nothing to wait for.
  const none = runHandOff(0, true);
  assert.equal(none.dir, '');
  assert.equal(none.result, 'nothing started');
});

test('waiting for a background install: a status that is no number, or a process gone without one, is a failure', async () => {
  assert.equal(startedBefore('samples:install', undefined), undefined);
  const dir = mkdtempSync(path.join(tmpdir(), 'bg-status-'));
  assert.equal(startedBefore('samples:install', dir), undefined, 'no .started file: nothing to wait for');

  writeFileSync(path.join(dir, 'samples:install.started'), String(Date.now()));
  writeFileSync(path.join(dir, 'samples:install.log'), 'half a log');
  writeFileSync(path.join(dir, 'samples:install.status'), 'oops');
  const garbled = await startedBefore('samples:install', dir, 5)!;
  assert.equal(garbled.status, 1);
  assert.match(garbled.output, /half a log\n\(samples:install\.status holds "oops", not an exit status\)/);

  rmSync(path.join(dir, 'samples:install.status'));
  const gone = spawnSync('true');
  writeFileSync(path.join(dir, 'samples:install.pid'), String(gone.pid));
  const vanished = await startedBefore('samples:install', dir, 5)!;
  assert.equal(vanished.status, 1);
  assert.match(vanished.output, new RegExp(`process ${gone.pid} ended without writing samples:install\\.status`));
  rmSync(dir, {recursive: true});
});

test('times read as the table prints them: tenths under a minute, whole seconds after, never "60 s"', () => {
  assert.equal(formatSeconds(3.44), '3.4 s');
  assert.equal(formatSeconds(59.94), '59.9 s');
  assert.equal(formatSeconds(59.96), '1 min 0 s');
  assert.equal(formatSeconds(299.6), '5 min 0 s');
  assert.equal(formatSeconds(779.4), '12 min 59 s');
});
