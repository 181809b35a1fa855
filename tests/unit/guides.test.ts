// The guide runner (scripts/samples/guides/): how a page's blocks become steps, how output blocks match, how front
// matter is checked, how forge verification is pointed at the stand-in explorer, what the reader's empty project
// keeps from the runner's environment, and that every page that tells the reader to run a script runs as a guide
// or says why not. Its runs of fixture pages, which need the samples workspace, are in tests/samples/guides.test.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {listPages} from '../../scripts/samples/extract';
import {OUTSIDE, optInProblems, runsScripts} from '../../scripts/samples/guides/outside';
import {planGuide} from '../../scripts/samples/guides/plan';
import {CREATES_PROJECT, readerBaseEnv, readerPath} from '../../scripts/samples/guides/reader';
import {adaptVerify, matchOutput, routeOf, tail} from '../../scripts/samples/guides/run';

const ROOT = path.resolve(import.meta.dirname, '../..');

const page = (front: string, body: string): string => `---\ntitle: T\n${front}---\n\n${body}`;

test('a guide page becomes steps in page order: files, commands (with continuations), output, skips', () => {
  const source = page(
    'guide:\n  chain: celo\n',
    '```ts title="a.ts"\nconsole.log(1)\n```\n\n```bash\n# comment\nnpx tsx a.ts \\\n  --flag\nls\n```\n\n```text output\n1\n```\n\n```ts skip="needs a wallet"\nx\n```\n',
  );
  const plan = planGuide('docs/x.md', source);
  assert.deepEqual(plan.problems, []);
  assert.deepEqual(
    plan.steps.map((s) => [s.kind, s.line]),
    [
      ['write', 7],
      ['run', 13],
      ['run', 15],
      ['skip', 22],
    ],
  );
  const ls = plan.steps[2]!;
  assert.ok(ls.kind === 'run' && ls.command === 'ls' && ls.expect?.lines[0]?.line === 19);
  const tsx = plan.steps[1]!;
  assert.ok(tsx.kind === 'run' && tsx.command === 'npx tsx a.ts --flag' && !tsx.expect);
});

test('a guide accounts for every block, and its front matter is checked', () => {
  const untitled = planGuide('docs/x.md', page('guide:\n  chain: celo\n', '```ts\nx\n```\n'));
  assert.match(untitled.problems[0]!, /^docs\/x\.md:7: a guide runs every block: give this ts block a title/);
  const bad = planGuide('docs/x.md', page('guide:\n  chain: moon\n  values:\n    0xMine: key\n', ''));
  assert.deepEqual(
    bad.problems.map((p) => p.replace(/: one of .*/, '')),
    ['docs/x.md:3: guide.chain', 'docs/x.md:3: guide.values.0xMine'],
  );
  const orphan = planGuide('docs/x.md', page('guide:\n  chain: celo\n', '```text output\n1\n```\n'));
  assert.match(orphan.problems[0]!, /docs\/x\.md:7: an output block must follow the shell block/);
});

test('output blocks: whole lines in order, … for any text, <NAME> captured and then matched again', () => {
  const expect = (...texts: string[]) => ({lines: texts.map((text, i) => ({line: 10 + i, text}))});
  const printed = '\x1b[32mDeployed to: 0xabc\x1b[0m\nEncrypting: 1%\rEncrypting: 100%\nBlock 12\n';
  const ok = matchOutput(expect('Deployed to: <ADDR>', 'Encrypting: 100%', 'Block …'), printed);
  assert.deepEqual(ok, {ok: true, captures: new Map([['ADDR', '0xabc']])});
  assert.deepEqual(matchOutput(expect('Block …', 'Deployed to: …'), printed), {
    ok: false,
    line: 11,
    text: 'Deployed to: …',
  });
  assert.equal(matchOutput(expect('Deployed'), printed).ok, false, 'a part of a line is not the line');
  assert.equal(matchOutput(expect('Deployed to: <ADDR>'), printed, new Map([['ADDR', '0xdef']])).ok, false);
  assert.equal(routeOf('docs/developer/viem.md'), '/developer/viem');
  assert.equal(routeOf('docs/developer/index.md'), '/developer');
});

test('front matter: network, follows and the explorer-key value kind are read and checked', () => {
  const ok = planGuide(
    'docs/x.md',
    page(
      'guide:\n  chain: celo\n  network: hardhat\n  follows: /developer/deploy/foundry\n  values:\n    <key>: explorer-key\n',
      '',
    ),
  );
  assert.deepEqual(ok.problems, []);
  assert.equal(ok.spec.network, 'hardhat');
  assert.equal(ok.spec.follows, '/developer/deploy/foundry');
  assert.equal(ok.spec.values.get('<key>'), 'explorer-key');
  const bad = planGuide(
    'docs/x.md',
    page('guide:\n  chain: celo\n  network: ganache\n  follows: developer/x\n  env:\n    RPC: rpc-url\n', ''),
  );
  assert.deepEqual(
    bad.problems.map((p) => p.replace(/: (one of|the route).*/, '')),
    ['docs/x.md:3: guide.network', 'docs/x.md:3: guide.follows'],
  );
  const noUrl = planGuide(
    'docs/x.md',
    page('guide:\n  chain: celo\n  network: hardhat\n  env:\n    RPC: rpc-url\n', ''),
  );
  assert.match(noUrl.problems[0]!, /RPC: rpc-url: Hardhat's in-process network has no URL/);
});

test('a forge verification without a URL goes to the stand-in’s Etherscan V2 API for its chain', () => {
  const standIn = {url: 'http://127.0.0.1:9', requests: [], close: async () => undefined};
  const etherscan = adaptVerify('forge verify-contract 0x1 src/C.sol:C --chain 42220 --verifier etherscan', standIn, 1);
  assert.ok(typeof etherscan !== 'string');
  assert.match(
    etherscan.command,
    / --verifier-url 'http:\/\/127\.0\.0\.1:9\/api\.etherscan\.io\/v2\/api\?chainid=42220'$/,
  );
  const named = adaptVerify('forge verify-contract 0x1 C --chain-id celo-sepolia -e KEY', standIn, 1);
  assert.ok(typeof named !== 'string' && named.command.endsWith("chainid=11142220'"));
  const given = 'forge verify-check 1 --verifier blockscout --verifier-url http://127.0.0.1:9/celo.blockscout.com/api/';
  assert.deepEqual(adaptVerify(given, standIn, 1), {command: given, note: ''});
  const sourcify = adaptVerify('forge verify-contract 0x1 C --chain 42220', standIn, 1);
  assert.ok(typeof sourcify === 'string' && /Sourcify/.test(sourcify), 'forge’s default verifier has no stand-in');
  assert.deepEqual(adaptVerify('forge build', standIn, 1), {command: 'forge build', note: ''});
});

test('front matter: block-time makes Anvil mine every N seconds; Anvil only, whole seconds', () => {
  const ok = planGuide('docs/x.md', page('guide:\n  chain: celo\n  block-time: 1\n', ''));
  assert.deepEqual(ok.problems, []);
  assert.equal(ok.spec.blockTime, 1);
  const bad = planGuide('docs/x.md', page('guide:\n  chain: celo\n  network: hardhat\n  block-time: 0.5\n', ''));
  assert.deepEqual(bad.problems, ['docs/x.md:3: guide.block-time: whole seconds between blocks (1)']);
  const hardhat = planGuide('docs/x.md', page('guide:\n  chain: celo\n  network: hardhat\n  block-time: 2\n', ''));
  assert.match(hardhat.problems[0]!, /guide\.block-time: Anvil only/);
});

test('the reader’s empty project: the page’s own first step, no node_modules/.bin on PATH, no npm script variables', () => {
  for (const first of ['npm init -y', 'npm create vite@latest app', 'npx create-next-app@15 app', 'forge init app'])
    assert.ok(CREATES_PROJECT.test(first), first);
  for (const other of ['npm install viem@2', 'npx tsx read.ts', 'mkdir app', 'npx hardhat init'])
    assert.ok(!CREATES_PROJECT.test(other), other);
  assert.deepEqual(
    readerPath(['/repo/node_modules/.bin', '/usr/bin', '/repo/samples/node_modules/.bin', '/bin'].join(':')),
    ['/usr/bin', '/bin'],
  );
  const env = readerBaseEnv({
    PATH: '/usr/bin',
    npm_config_local_prefix: '/repo',
    npm_lifecycle_event: 'test',
    INIT_CWD: '/repo',
  });
  assert.deepEqual(env, {PATH: '/usr/bin'});
});

test('a failure’s output tail keeps the message in view: each stack trace is cut to its first frame', () => {
  const printed = [
    'Error: head is 105s old',
    ...Array.from({length: 20}, (_, i) => `    at f${i} (x.ts:${i}:1)`),
    'Node.js v26',
  ];
  assert.equal(
    tail(printed.join('\n')),
    ['Error: head is 105s old', 'at f0 (x.ts:0:1)', 'Node.js v26'].join('\n      '),
  );
});

test('a page that tells the reader to run a script runs as a guide or is listed with its reason', () => {
  const script = '```bash\nnpm install viem@2\n```\n\n```ts\nconsole.log(1)\n```\n';
  assert.ok(runsScripts('docs/a.md', page('', script)));
  assert.ok(runsScripts('docs/b.md', page('', 'Run it with `npx tsx health.ts`.\n')));
  assert.ok(!runsScripts('docs/c.md', page('', '```ts\nexport const x = 1\n```\n')), 'a snippet with no install line');
  const pages = new Map([
    ['/a', {page: 'docs/a.md', source: page('', script)}],
    ['/b', {page: 'docs/b.md', source: page('guide:\n  chain: celo\n', script)}],
  ]);
  const problems = optInProblems(pages);
  assert.match(problems[0]!, /^docs\/a\.md: tells the reader to create and run a script: opt it in with guide:/);
  assert.ok(!problems.some((p) => p.startsWith('docs/b.md')), 'a guide needs no entry');
  // every listed route that is not a page that runs scripts is a stale entry
  assert.equal(problems.filter((p) => /is no page that runs a script: remove it$/.test(p)).length, OUTSIDE.size);
});

test('over docs/, every page that tells the reader to run a script runs as a guide or says why not', () => {
  const pages = new Map(
    listPages(path.join(ROOT, 'docs')).map((file) => {
      const page = path.relative(ROOT, file);
      return [routeOf(page), {page, source: readFileSync(file, 'utf8')}] as const;
    }),
  );
  assert.deepEqual(optInProblems(pages), []);
});
