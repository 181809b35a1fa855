import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin/docusaurus');

/** Builds a fixture site into a temporary folder and returns its exit code and output. */
function build(fixture: string) {
  const out = mkdtempSync(path.join(tmpdir(), 'broken-build-'));
  try {
    const r = spawnSync(BIN, ['build', path.join(ROOT, 'tests/fixtures', fixture), '--out-dir', out], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'},
      timeout: 180_000,
    });
    return {status: r.status, output: `${r.stdout}\n${r.stderr}`};
  } finally {
    rmSync(out, {recursive: true, force: true});
  }
}

test('a broken link fails the build, naming the page', {timeout: 200_000}, () => {
  const {status, output} = build('broken-link');
  assert.notEqual(status, 0, 'build should fail');
  assert.match(output, /Broken link on source page path = \/broken-link/);
  assert.match(output, /linking to \/no-such-page/);
  assert.doesNotMatch(output, /source page path = \/healthy/);
});

test('a broken anchor fails the build, naming the page', {timeout: 200_000}, () => {
  const {status, output} = build('broken-anchor');
  assert.notEqual(status, 0, 'build should fail');
  assert.match(output, /Broken anchor on source page path = \/broken-anchor/);
  assert.match(output, /#no-such-heading/);
});

test('a broken Markdown file link fails the build, naming the file', {timeout: 200_000}, () => {
  const {status, output} = build('broken-md-link');
  assert.notEqual(status, 0, 'build should fail');
  assert.match(output, /missing-file\.md/);
  assert.match(output, /docs\/index\.md/);
});
