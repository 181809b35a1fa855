// The code-sample checker's parts (scripts/samples/): fence markers, units and preludes, install lines and celocli
// invocations. Its runs on fixture pages, which need the samples workspace, are in tests/samples/checker.test.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseMeta, parsePage, toUnits} from '../../scripts/samples/extract';
import {checkInstallSpecs, findInstallSpecs} from '../../scripts/samples/install-lines';
import {checkInvocations, findInvocations, needsNode} from '../../scripts/samples/celocli';

test('fence markers: title, continue, excerpt with and without a reason', () => {
  assert.deepEqual(parseMeta('title="a.ts" continue'), {title: 'a.ts', continues: true, problems: []});
  assert.equal(parseMeta('excerpt="needs a wallet"').excerpt, 'needs a wallet');
  assert.equal(parseMeta('excerpt').problems.length, 1);
  assert.equal(parseMeta('showLineNumbers').continues, false);
});

test('fence markers: prelude names a file of samples/preludes and is not an excerpt', () => {
  assert.deepEqual(parseMeta('prelude="contractkit" continue'), {
    prelude: 'contractkit',
    continues: true,
    problems: [],
  });
  assert.equal(parseMeta('prelude').problems.length, 1);
  assert.equal(parseMeta('prelude="../evil"').problems.length, 1);
  assert.equal(parseMeta('prelude="viem-wallet" excerpt="why"').problems.length, 1);
});

test('a continued unit gets the preludes of all its blocks, each with the line of its fence', () => {
  const page =
    '```ts prelude="a"\nx\n```\n\n```ts continue prelude="b"\ny\n```\n\n```ts continue prelude="a"\nz\n```\n';
  const {units, problems} = toUnits(parsePage('docs/x.md', page).blocks, 'ts');
  assert.deepEqual(problems, []);
  assert.deepEqual(units[0]!.preludes, [
    {name: 'a', line: 1},
    {name: 'b', line: 5},
  ]);
  const sol = toUnits(parsePage('docs/x.md', '```solidity prelude="a"\n```\n').blocks, 'solidity');
  assert.match(sol.problems[0]!, /^docs\/x\.md:1: prelude markers are for ts\/tsx\/js blocks only/);
});

test('a continued block joins the unit before it and keeps its page lines', () => {
  const page = '```ts title="a.ts"\nconst a = 1\n```\n\ntext\n\n```ts continue\nconst b = a\n```\n';
  const {units} = toUnits(parsePage('docs/x.md', page).blocks, 'ts');
  assert.equal(units.length, 1);
  assert.equal(units[0]!.file, 'a.ts');
  assert.equal(units[0]!.code, 'const a = 1\nconst b = a');
  assert.deepEqual(units[0]!.lineMap, [2, 8]);
});

test('a later block with the same title takes the file name; the earlier one stays checked under its line', () => {
  const page = '```ts title="a.ts"\nconst a = 1\n```\n\n```ts title="a.ts"\nconst a = 2\n```\n';
  const {units} = toUnits(parsePage('docs/x.md', page).blocks, 'ts');
  assert.deepEqual(
    units.map((u) => [u.file, u.code]),
    [
      ['a.2.ts', 'const a = 1'],
      ['a.ts', 'const a = 2'],
    ],
  );
});

test('install lines: a drifted version, an unpinned package and a bare name are reported with page and line', () => {
  const specs = findInstallSpecs('docs/x.md', 'npm install viem@1 ethers\nyarn add left-pad@1\npnpm add wagmi@^2', 10);
  const ws = {
    pins: new Map([
      ['viem', '2.0.0'],
      ['ethers', '6.0.0'],
      ['wagmi', '2.1.0'],
    ]),
    anyVersion: new Map<string, string>(),
  };
  const major = (v: string, r: string) => v.split('.')[0] === r.replace(/^\^/, '').split('.')[0];
  assert.deepEqual(checkInstallSpecs(specs, ws, major), [
    "docs/x.md:10: viem@1 does not match the samples' pinned viem@2.0.0",
    'docs/x.md:10: ethers names no version: write ethers@6 (samples pin 6.0.0)',
    'docs/x.md:11: left-pad is installed here but not pinned in samples/package.json',
  ]);
});

test('celocli: unknown command, unknown flag and a node-less invocation fail; config:set earlier satisfies the node rule', () => {
  assert.equal(needsNode('account:balance'), true);
  assert.equal(needsNode('account:new'), false);
  const inv = (line: number, text: string) =>
    findInvocations(text).map((f) => ({
      page: 'docs/x.md',
      line,
      command: f.command,
      flags: f.flags,
      text: f.text,
      inline: false,
      synopsis: false,
    }));
  const problems = checkInvocations([
    ...inv(1, 'celocli account:nope --node celo'),
    ...inv(2, 'celocli account:balance 0x1 --node celo --bogus'),
    ...inv(3, 'celocli account:balance 0x1'),
  ]);
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(problems[0]!, /^docs\/x\.md:1: celocli account:nope: no such command/);
  assert.match(problems[1]!, /^docs\/x\.md:2: .*unknown flag --bogus/);
  assert.match(problems[2]!, /^docs\/x\.md:3: .*names none/);
  assert.deepEqual(
    checkInvocations([...inv(1, 'celocli config:set --node celo'), ...inv(2, 'celocli account:balance 0x1')]),
    [],
  );
  assert.deepEqual(findInvocations('celocli lockedcelo:lock \\\n  --from 0x1 --value 1 -n celo')[0]!.flags, [
    '--from',
    '--value',
    '-n',
  ]);
});

// One run over both fixture pages (each run compiles its units in one TypeScript program, the costly part): the
// good page's samples are checked beside the broken ones and none of them is reported.
