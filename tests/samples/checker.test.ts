// The code-sample checker (scripts/samples/check.ts) run on fixture pages: a page of good samples passes with
// nothing reported; a page with a broken sample, a drifted install line, an unknown celocli flag, a missing node,
// bad YAML, an excerpt without a reason, a type error in a block checked after a prelude and an unknown prelude
// exits non-zero naming each page and line. Needs the samples workspace (`npm run samples:install`); `npm run
// test:samples` runs it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {scratchFolder} from './scratch';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = 'tests/fixtures/samples';

function runCheck(targets: string[]): {status: number | null; out: string} {
  const out = scratchFolder('fixture-');
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/samples/check.ts', ...targets.flatMap((t) => ['--docs', t]), '--out', out],
    {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  return {status: r.status, out: `${r.stdout}\n${r.stderr}`};
}

/** Page line of the first line containing `marker` in a fixture. */
function lineOf(file: string, marker: string): number {
  const lines = readFileSync(path.join(ROOT, FIXTURES, file), 'utf8').split('\n');
  const i = lines.findIndex((l) => l.includes(marker));
  assert.ok(i >= 0, `${marker} not in ${file}`);
  return i + 1;
}

test('the checker fails on broken samples, naming page and line of each, and passes the good page beside them', () => {
  const {status, out} = runCheck([`${FIXTURES}/good.md`, `${FIXTURES}/broken.md`]);
  assert.equal(status, 1, out);
  const good = `${FIXTURES}/good.md`;
  assert.match(out, new RegExp(`excerpt ${good}:\\d+: a fragment of the call above`), 'the good page was checked');
  assert.deepEqual(
    out.split('\n').filter((l) => l.startsWith(`${good}:`)),
    [],
    'no failure names the good page',
  );
  assert.match(out, /totals: checked \d+, excerpts 2, failures 10\b/);
  const page = `${FIXTURES}/broken.md`;
  const expect = [
    `${page}:${lineOf('broken.md', 'viem@1')}: viem@1 does not match`,
    `${page}:${lineOf('broken.md', 'left-pad')}: left-pad is installed here but not pinned`,
    `${page}:${lineOf('broken.md', '--bogusFlag')}: celocli account:balance: unknown flag --bogusFlag`,
    `${page}:${lineOf('broken.md', 'lockedcelo:lock')}: celocli lockedcelo:lock talks to a node but names none`,
    `${page}:${lineOf('broken.md', 'BROKEN-TS')}: TS2322`,
    `${page}:${lineOf('broken.md', 'BROKEN-SOL')}: solc`,
    `${page}:${lineOf('broken.md', 'BROKEN-YAML')}: YAML`,
    `${page}:${lineOf('broken.md', '```ts excerpt')}: excerpt marker without a reason`,
    // The prelude's import line does not shift the block: the error is at the page line of the bad statement.
    `${page}:${lineOf('broken.md', 'BROKEN-PRELUDE-BLOCK')}: TS2322`,
    `${page}:${lineOf('broken.md', 'no-such-prelude')}: unknown prelude "no-such-prelude": samples/preludes/no-such-prelude.ts does not exist`,
  ];
  for (const e of expect) assert.ok(out.includes(e), `expected "${e}" in:\n${out}`);
  assert.match(out, /failures 10\b/);
});
