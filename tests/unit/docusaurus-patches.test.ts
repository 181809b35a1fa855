/**
 * The patch patch-package applies after `npm ci` (patches/, CONTRIBUTING: Patched dependencies): the `eval`
 * package, which runs the server bundle, leaves localStorage out of its sandbox. Checked against what the unpatched
 * code does, and every patch is named for the version installed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

test("evaluating the server bundle copies Node's globals without reading localStorage (patched eval)", () => {
  // Docusaurus runs the server bundle through the `eval` package, which copies every global into the sandbox.
  // From Node 25, reading localStorage without --localstorage-file prints an ExperimentalWarning: each build
  // printed it once per rendering worker. On Node 22 and 24 there is no such global to read.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'eval-patch-'));
  try {
    const script = path.join(dir, 'evaluate.cjs');
    writeFileSync(
      script,
      `const evaluate = require(${JSON.stringify(path.join(ROOT, 'node_modules/eval'))});
       const types = evaluate('module.exports = [typeof localStorage, typeof URL, typeof process, typeof require]',
         ${JSON.stringify(path.join(dir, 'bundle.js'))}, {}, true);
       console.log(JSON.stringify(types));`,
    );
    const run = spawnSync(process.execPath, [script], {encoding: 'utf8'});
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout.trim()), ['undefined', 'function', 'object', 'function']);
    assert.doesNotMatch(run.stderr, /localStorage/, 'no Web Storage warning');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('each dependency patch names the version installed, so an upgrade that drops it fails the install', () => {
  const dir = path.join(ROOT, 'patches');
  const patches = readdirSync(dir).filter((f) => f.endsWith('.patch'));
  assert.ok(patches.length >= 1, 'the patches are in patches/');
  for (const file of patches) {
    const m = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file);
    assert.ok(m, `${file} is named <package>+<version>.patch`);
    const pkg = m[1]!.replace('+', '/');
    const installed = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
    assert.equal(installed, m[2], `${file} matches the installed ${pkg}`);
  }
});
