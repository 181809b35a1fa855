// The guide runner (scripts/samples/guides/): how a page's blocks become steps, how output blocks match, how front
// matter is checked and how forge verification is pointed at the stand-in explorer. Its runs of fixture pages,
// which need the samples workspace, are in tests/samples/guides.test.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {planGuide} from '../../scripts/samples/guides/plan';
import {adaptVerify, matchOutput, routeOf} from '../../scripts/samples/guides/run';

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
