// The guide runner (scripts/samples/guides/): how a page's blocks become steps, how output blocks match, and real
// runs of fixture pages against Anvil: a good guide passes; a guide whose script has a bug, and one whose output
// block states the wrong balance, fail naming the page line.
// Needs the samples workspace: `npm run samples:install`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {planGuide} from '../../scripts/samples/guides/plan';
import {adaptVerify, matchOutput, routeOf} from '../../scripts/samples/guides/run';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = 'tests/fixtures/samples/guides';

function lineOf(file: string, marker: string): number {
  const lines = readFileSync(path.join(ROOT, FIXTURES, file), 'utf8').split('\n');
  const i = lines.findIndex((l) => l.includes(marker));
  assert.ok(i >= 0, `${marker} not in ${file}`);
  return i + 1;
}

function runGuides(target: string): {status: number | null; out: string} {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/samples/guides/main.ts', '--docs', target], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 240_000,
  });
  return {status: r.status, out: `${r.stdout}\n${r.stderr}`};
}

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

test('a good guide runs end to end against Anvil: viem through Forno’s URL, cast, a skipped block', () => {
  const {status, out} = runGuides(`${FIXTURES}/good.md`);
  assert.equal(status, 0, out);
  assert.match(
    out,
    /^ok {3}tests\/fixtures\/samples\/guides\/good {2}ran 5 steps on Anvil celo, skipped 1 \(1: needs a browser wallet\)/m,
  );
  assert.match(out, new RegExp(`skipped ${FIXTURES}/good\\.md:${lineOf('good.md', 'skip=')} `));
});

test('a guide whose script has a bug fails naming the command’s page line and the script’s', () => {
  const {status, out} = runGuides(`${FIXTURES}/broken.md`);
  assert.equal(status, 1, out);
  const command = lineOf('broken.md', 'npx tsx send.ts');
  const bug = lineOf('broken.md', 'BUG-LINE');
  assert.match(out, /^FAIL tests\/fixtures\/samples\/guides\/broken /m);
  assert.match(
    out,
    new RegExp(
      `${FIXTURES}/broken\\.md:${command}: "npx tsx send\\.ts 0xRecipient 0\\.5" failed \\(exit 1\\), at page line ${bug} \\(send\\.ts:8\\)`,
    ),
  );
  assert.match(out, /Value `undefined` is not a valid decimal number/);
});

test('a guide whose output block is wrong fails naming the output line', () => {
  const {status, out} = runGuides(`${FIXTURES}/wrong-output.md`);
  assert.equal(status, 1, out);
  const want = lineOf('wrong-output.md', '10000.000000000000000000');
  assert.match(
    out,
    new RegExp(
      `${FIXTURES}/wrong-output\\.md:${want}: the output of "cast balance .*" \\(line ${want - 4}\\) has no line "10000\\.000000000000000000"; it printed:\\n\\s+10000000000000000000000`,
    ),
  );
});

test('Anvil stops when the runner is interrupted mid-guide', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/samples/guides/main.ts', '--docs', `${FIXTURES}/good.md`, '--verbose'],
    {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']},
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const pid = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /Anvil on \S+, chain id 42220, pid (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', () => reject(new Error(`the runner exited before starting Anvil:\n${out}`)));
  });
  assert.doesNotThrow(() => process.kill(pid, 0), 'Anvil runs while the guide does');
  child.kill('SIGTERM');
  assert.equal(await exited, 'SIGTERM');
  const alive = (): boolean => {
    try {
      process.kill(pid, 0);
      return !/^Z/m.test(readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2] ?? '');
    } catch {
      return false;
    }
  };
  for (const deadline = Date.now() + 10_000; alive() && Date.now() < deadline;) {
    await new Promise((r) => setImmediate(r));
  }
  assert.equal(alive(), false, `Anvil (pid ${pid}) outlived the runner`);
});

test('with GUIDES_REQUIRE_FORGE=1 (the weekly workflow) a missing forge fails the run', (t) => {
  if (spawnSync('forge', ['--version'], {stdio: 'ignore'}).status === 0) {
    t.skip('forge is installed here');
    return;
  }
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/samples/guides/main.ts', '--docs', `${FIXTURES}/good.md`],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, GUIDES_REQUIRE_FORGE: '1'},
    },
  );
  assert.equal(r.status, 1);
  assert.match(r.stderr, /GUIDES_REQUIRE_FORGE=1 but no forge is on PATH/);
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

test('the page’s Blockscout URL reaches the stand-in explorer, which answers as forge expects', () => {
  const {status, out} = runGuides(`${FIXTURES}/explorer.md`);
  assert.equal(status, 0, out);
  assert.match(
    out,
    /^ok {3}tests\/fixtures\/samples\/guides\/explorer {2}ran 6 steps on Anvil celo-sepolia, skipped 0/m,
  );
});

test('network: hardhat runs `npx hardhat … --network celoSepolia` in process, with the page’s chain id', () => {
  const {status, out} = runGuides(`${FIXTURES}/hardhat.md`);
  assert.equal(status, 0, out);
  assert.match(
    out,
    /^ok {3}tests\/fixtures\/samples\/guides\/hardhat {2}ran 6 steps on Hardhat's in-process network \(celo-sepolia\), skipped 0/m,
  );
});

test('a guide that follows another runs that guide’s steps first, listing them under their own page', (t) => {
  if (spawnSync('forge', ['--version'], {stdio: 'ignore'}).status === 0) {
    t.skip('forge is installed here: the Foundry guides would run in full');
    return;
  }
  const {status, out} = runGuides('docs/developer/verify/foundry.md');
  assert.equal(status, 0, out);
  assert.match(out, /^ok {3}\/developer\/verify\/foundry {2}ran \d+ steps on Anvil celo-sepolia/m);
  assert.match(
    out,
    /skipped docs\/developer\/deploy\/foundry\.md:\d+ forge init celo-foundry: forge needs a native solc/,
  );
  assert.match(out, /skipped docs\/developer\/verify\/foundry\.md:\d+ forge verify-contract <DEPLOYED_ADDRESS> /);
});
