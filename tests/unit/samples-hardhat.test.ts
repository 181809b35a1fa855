// The Hardhat page runners (scripts/samples/hardhat-project.ts, hardhat-verify.ts) and the explorer stand-in: an
// output block binds to the command above it and its title to an exit code; a wrong exit code or a missing line
// breaks the page's promise, naming its line; requests for the wrong chain are named; the stand-in answers like the
// explorer APIs. Runs of the verify runner on fixture pages need the samples workspace: tests/samples/.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseMeta} from '../../scripts/samples/extract';
import {checkResult, missingLine, planSteps, shellWords, type Step} from '../../scripts/samples/hardhat-project';
import {ETHERSCAN, startStandIn} from '../../scripts/samples/explorer-stand-in';
import {lazyNodes, misdirected, NOT_STARTED} from '../../scripts/samples/hardhat-verify';
import {networks} from '../../src/data/networks';

test('output marker: a flag outside quoted values', () => {
  assert.equal(parseMeta('output title="Output (exit code 1)"').output, true);
  assert.equal(parseMeta('title="output.txt"').output, undefined);
  assert.deepEqual(parseMeta('title="a.ts"'), {title: 'a.ts', continues: false, problems: []});
});

test('shell words keep quoted arguments whole', () => {
  assert.deepEqual(shellWords(`npx hardhat verify --network celo <ADDRESS> "Hello, Celo!" 'a b'`), [
    'npx',
    'hardhat',
    'verify',
    '--network',
    'celo',
    '<ADDRESS>',
    'Hello, Celo!',
    'a b',
  ]);
});

test('an output block sets the exit code and lines of the command above it', () => {
  const page = [
    '```bash',
    'npx hardhat compile',
    'npx hardhat verify --network celo 0x1',
    '```',
    '',
    '```text output title="Output (exit code 1)"',
    'Etherscan:',
    '',
    '  chain id 42220',
    '```',
  ].join('\n');
  const steps = planSteps('docs/x.md', page, {cwd: '/nowhere', vars: {}}, async () => ({status: 0, output: ''}));
  assert.equal(steps.length, 2);
  assert.equal(steps[0]!.expect, undefined);
  assert.deepEqual(steps[1]!.expect, {line: 6, exit: 1, lines: ['Etherscan:', 'chain id 42220']});
  assert.throws(
    () =>
      planSteps('docs/x.md', '```text output title="Result"\nx\n```\n', {cwd: '/', vars: {}}, async () => ({
        status: 0,
        output: '',
      })),
    /docs\/x\.md:1: an output block's title is "Output" or "Output \(exit code N\)"/,
  );
  assert.throws(
    () =>
      planSteps('docs/x.md', '```text output title="Output"\nx\n```\n', {cwd: '/', vars: {}}, async () => ({
        status: 0,
        output: '',
      })),
    /must follow the shell block of an npx hardhat command/,
  );
});

test('a result breaks the promise on the exit code or on a line missing in order', () => {
  const step: Step = {
    line: 10,
    label: 'npx hardhat verify',
    kind: 'hardhat',
    run: async () => ({status: 0, output: ''}),
  };
  assert.match(
    checkResult('p.md', step, {status: 1, output: ''})!,
    /^p\.md:10: .* exited 1; it has no output block, so it must exit 0/,
  );
  const promised = {...step, expect: {line: 14, exit: 1, lines: ['first', 'second']}};
  assert.match(
    checkResult('p.md', promised, {status: 0, output: 'first\nsecond'})!,
    /exited 0; the page promises exit code 1/,
  );
  assert.match(
    checkResult('p.md', promised, {status: 1, output: 'second\nfirst'})!,
    /^p\.md:14: .* did not print "second"/,
  );
  assert.equal(checkResult('p.md', promised, {status: 1, output: '  first line\nthen the second one'}), undefined);
  assert.equal(missingLine(['a', 'b'], 'xa\nyb'), undefined);
});

test('requests for another chain, another key or another Blockscout instance are reported', () => {
  const sepolia = networks.celoSepolia;
  const req = (origin: string, params: Record<string, string>) => ({origin, method: 'GET', path: '/api', params});
  assert.deepEqual(
    misdirected(
      [
        req(ETHERSCAN, {chainid: '11142220', apikey: 'k', action: 'getsourcecode'}),
        req('https://celo-sepolia.blockscout.com', {action: 'getsourcecode'}),
        req('https://sourcify.dev', {chainIds: '11142220'}),
      ],
      sepolia,
      'k',
    ),
    [],
  );
  const wrong = misdirected(
    [
      req(ETHERSCAN, {chainid: '42220', apikey: 'k', action: 'getsourcecode'}),
      req(ETHERSCAN, {chainid: '11142220', apikey: 'other', action: 'getsourcecode'}),
      req('https://celo.blockscout.com', {action: 'getsourcecode'}),
    ],
    sepolia,
    'k',
  );
  assert.equal(wrong.length, 3);
  assert.match(wrong[0]!, /asked Etherscan for chain 42220, not 11142220/);
  assert.match(wrong[1]!, /sent API key "other"/);
  assert.match(wrong[2]!, /Celo Sepolia Testnet's Blockscout is https:\/\/celo-sepolia\.blockscout\.com/);
});

test('the stand-in answers getsourcecode, verifysourcecode and checkverifystatus like the Etherscan API, checking constructor arguments', async () => {
  const other = '0x0000000000000000000000000000000000000002';
  const s = await startStandIn({
    blockscout: new Map([['https://celo.blockscout.com', 42220]]),
    chains: new Set([42220]),
    // Creation inputs end with the constructor arguments (0x…2a); the other address was made without them.
    creationInput: async (_chain, address) => (address === other ? '0x6080' : '0x6080002a'),
  });
  const call = async (origin: string, pathAndQuery: string, form?: Record<string, string>) => {
    const res = await fetch(`${s.url}${pathAndQuery}`, {
      method: form ? 'POST' : 'GET',
      headers: {'x-explorer-origin': origin, ...(form ? {'content-type': 'application/x-www-form-urlencoded'} : {})},
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    return (await res.json()) as {status: string; message: string; result: unknown};
  };
  try {
    const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const q = `/v2/api?chainid=42220&apikey=k&module=contract`;
    const before = await call(ETHERSCAN, `${q}&action=getsourcecode&address=${address}`);
    assert.equal((before.result as {SourceCode: string}[])[0]!.SourceCode, '');
    const input = JSON.stringify({language: 'Solidity', sources: {'contracts/Greeter.sol': {content: ''}}});
    const form = {
      apikey: 'k',
      module: 'contract',
      action: 'verifysourcecode',
      contractaddress: address,
      sourceCode: input,
      codeformat: 'solidity-standard-json-input',
      contractname: 'contracts/Greeter.sol:Greeter',
      compilerversion: 'v0.8.28+commit.7893614a',
      constructorArguements: '002a',
    };
    const submitted = await call(ETHERSCAN, '/v2/api?chainid=42220', form);
    assert.equal(submitted.status, '1');
    const status = await call(ETHERSCAN, `${q}&action=checkverifystatus&guid=${String(submitted.result)}`);
    assert.equal(status.result, 'Pass - Verified');
    assert.equal(
      (await call(ETHERSCAN, '/v2/api?chainid=42220', form)).result,
      'Contract source code already verified',
    );
    const wrongArgs = await call(ETHERSCAN, '/v2/api?chainid=42220', {...form, contractaddress: other});
    const failed = await call(ETHERSCAN, `${q}&action=checkverifystatus&guid=${String(wrongArgs.result)}`);
    assert.equal(failed.result, 'Fail - Unable to verify', 'arguments that did not create the contract fail');
    const blockscout = await call(
      'https://celo.blockscout.com',
      `/api?module=contract&action=getsourcecode&address=${address}`,
    );
    assert.equal((blockscout.result as {SourceCode: string}[])[0]!.SourceCode, '', 'each explorer keeps its own state');
    assert.equal(s.requests.at(-1)!.origin, 'https://celo.blockscout.com');
  } finally {
    await s.close();
  }
});

test("verify runner: a network's node starts on its first command, once; the others point at a closed port", async () => {
  const names = new Map([
    ['celo', {chainId: 42220}],
    ['celoSepolia', {chainId: 11142220}],
  ]);
  const starts: number[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const nodes = lazyNodes(names, async (chainId) => {
    starts.push(chainId);
    await gate;
    if (chainId === 42220) throw new Error('hardhat node (chain 42220) exited 1');
    return {url: `http://127.0.0.1:8545/${chainId}`, child: `node ${chainId}`};
  });
  assert.deepEqual(nodes.urls(), {celo: NOT_STARTED, celoSepolia: NOT_STARTED});
  assert.deepEqual(starts, []);

  const first = nodes.urlFor(11142220);
  const second = nodes.urlFor(11142220);
  release();
  assert.equal(await first, 'http://127.0.0.1:8545/11142220');
  assert.equal(await second, 'http://127.0.0.1:8545/11142220');
  assert.deepEqual(starts, [11142220], 'one start for two commands on the same network');
  assert.deepEqual(nodes.urls(), {celo: NOT_STARTED, celoSepolia: 'http://127.0.0.1:8545/11142220'});
  assert.equal(nodes.url(11142220), 'http://127.0.0.1:8545/11142220');
  assert.equal(nodes.url(42220), undefined);

  await assert.rejects(nodes.urlFor(42220), /chain 42220\) exited 1/);
  assert.deepEqual(nodes.urls(), {celo: NOT_STARTED, celoSepolia: 'http://127.0.0.1:8545/11142220'});
  assert.deepEqual(await nodes.children(), ['node 11142220'], 'only started nodes are stopped');
});
