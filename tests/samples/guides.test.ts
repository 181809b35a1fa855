// The guide runner (scripts/samples/guides/main.ts) run on fixture pages against Anvil and Hardhat: a good guide
// passes; a guide whose script has a bug, and one whose output block states the wrong balance, fail naming the page
// line; Anvil stops when the runner is interrupted; a guide that follows another runs that one first. Needs the
// samples workspace (`npm run samples:install`); `npm run test:samples` runs it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {scratchFolder} from './scratch';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = 'tests/fixtures/samples/guides';

function lineOf(file: string, marker: string): number {
  const lines = readFileSync(path.join(ROOT, FIXTURES, file), 'utf8').split('\n');
  const i = lines.findIndex((l) => l.includes(marker));
  assert.ok(i >= 0, `${marker} not in ${file}`);
  return i + 1;
}

function runGuides(target: string): {status: number | null; out: string} {
  const args = [
    '--import',
    'tsx',
    'scripts/samples/guides/main.ts',
    '--docs',
    target,
    '--out',
    scratchFolder('guides-test-'),
  ];
  const r = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 240_000,
  });
  return {status: r.status, out: `${r.stdout}\n${r.stderr}`};
}

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
    [
      '--import',
      'tsx',
      'scripts/samples/guides/main.ts',
      '--docs',
      `${FIXTURES}/good.md`,
      '--verbose',
      '--out',
      scratchFolder('guides-test-'),
    ],
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
    [
      '--import',
      'tsx',
      'scripts/samples/guides/main.ts',
      '--docs',
      `${FIXTURES}/good.md`,
      '--out',
      scratchFolder('guides-test-'),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, GUIDES_REQUIRE_FORGE: '1'},
    },
  );
  assert.equal(r.status, 1);
  assert.match(r.stderr, /GUIDES_REQUIRE_FORGE=1 but no forge is on PATH/);
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
