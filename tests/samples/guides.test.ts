// The guide runner (scripts/samples/guides/main.ts) run on fixture pages against Anvil and Hardhat: a good guide
// passes, in the samples workspace and in a reader's empty project (installing from the registry); a guide whose
// script has a bug, one whose output block states the wrong balance, and (in the empty project) one whose script
// uses top-level await in a CommonJS project fail naming the page line; Anvil stops when the runner is interrupted;
// a guide that follows another runs that one first. Needs the samples workspace (`npm run samples:install`) and,
// for the empty-project runs, the npm registry; `npm run test:samples` runs it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';
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

function runGuides(target: string, mode: 'workspace' | 'reader' = 'workspace'): {status: number | null; out: string} {
  const args = [
    '--import',
    'tsx',
    'scripts/samples/guides/main.ts',
    '--docs',
    target,
    '--mode',
    mode,
    '--out',
    scratchFolder('guides-test-'),
  ];
  const r = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 600_000,
  });
  const out = `${r.stdout}\n${r.stderr}`;
  // a failed reader's project is kept for a person to look into; a test has no use for it
  for (const m of out.matchAll(/the reader's project is kept at (\S+)\)/g))
    rmSync(m[1]!, {recursive: true, force: true});
  return {status: r.status, out};
}

test('a good guide runs end to end against Anvil: viem through Forno’s URL, cast, a skipped block', () => {
  const {status, out} = runGuides(`${FIXTURES}/good.md`);
  assert.equal(status, 0, out);
  assert.match(
    out,
    /^ok {3}tests\/fixtures\/samples\/guides\/good {2}\[workspace\] ran 5 steps on Anvil celo, skipped 3 \(2: the packages come from the samples workspace .*; 1: needs a browser wallet\)/m,
  );
  assert.match(out, new RegExp(`skipped ${FIXTURES}/good\\.md:${lineOf('good.md', 'skip=')} `));
});

test('the good guide runs in a reader’s empty project too: its install lines against the registry, then its steps', () => {
  const {status, out} = runGuides(`${FIXTURES}/good.md`, 'reader');
  assert.equal(status, 0, out);
  assert.match(
    out,
    /^ok {3}tests\/fixtures\/samples\/guides\/good {2}\[empty project\] ran 7 steps on Anvil celo, skipped 1 \(1: needs a browser wallet\)/m,
  );
  // what the page's lines installed, from the registry: the majors it names
  assert.match(out, /^ {7}installed tsx@4\.\d+\.\d+, viem@2\.\d+\.\d+$/m);
});

test('in a reader’s empty project, top-level await in a default npm init -y (CommonJS) project fails on its page line', () => {
  const {status, out} = runGuides(`${FIXTURES}/module-type.md`, 'reader');
  assert.equal(status, 1, out);
  const command = lineOf('module-type.md', 'npx tsx wait.ts');
  const code = lineOf('module-type.md', 'TOP-LEVEL-AWAIT');
  assert.match(out, /^FAIL tests\/fixtures\/samples\/guides\/module-type {2}\[empty project\] /m);
  assert.match(
    out,
    new RegExp(
      `${FIXTURES}/module-type\\.md:${command}: "npx tsx wait\\.ts" failed \\(exit 1\\), at page line ${code} \\(wait\\.ts:1\\)`,
    ),
  );
  assert.match(out, /Top-level await is currently not supported with the "cjs" output format/);
});

test('a page that names no first step gets npm init -y in the empty project, as every Node.js tutorial starts', () => {
  const {status, out} = runGuides(`${FIXTURES}/first-step.md`, 'reader');
  assert.equal(status, 0, out);
  assert.match(out, /^ok {3}tests\/fixtures\/samples\/guides\/first-step {2}\[empty project\] ran 2 steps/m);
  assert.match(out, /^ {7}first step \(the page names none\): npm init -y$/m);
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
      '--mode',
      'workspace',
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
      '--mode',
      'workspace',
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
    /^ok {3}tests\/fixtures\/samples\/guides\/explorer {2}\[workspace\] ran 6 steps on Anvil celo-sepolia, skipped 0/m,
  );
});

test('network: hardhat runs `npx hardhat … --network celoSepolia` in process, with the page’s chain id', () => {
  const {status, out} = runGuides(`${FIXTURES}/hardhat.md`);
  assert.equal(status, 0, out);
  assert.match(
    out,
    /^ok {3}tests\/fixtures\/samples\/guides\/hardhat {2}\[workspace\] ran 6 steps on Hardhat's in-process network \(celo-sepolia\), skipped 0/m,
  );
});

test('a guide that follows another runs that guide’s steps first, listing them under their own page', (t) => {
  if (spawnSync('forge', ['--version'], {stdio: 'ignore'}).status === 0) {
    t.skip('forge is installed here: the Foundry guides would run in full');
    return;
  }
  const {status, out} = runGuides('docs/developer/verify/foundry.md');
  assert.equal(status, 0, out);
  assert.match(out, /^ok {3}\/developer\/verify\/foundry {2}\[workspace\] ran \d+ steps on Anvil celo-sepolia/m);
  assert.match(
    out,
    /skipped docs\/developer\/deploy\/foundry\.md:\d+ forge init celo-foundry: forge needs a native solc/,
  );
  assert.match(out, /skipped docs\/developer\/verify\/foundry\.md:\d+ forge verify-contract <DEPLOYED_ADDRESS> /);
});
