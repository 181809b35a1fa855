// Runs of the Hardhat verify runner (scripts/samples/hardhat-verify.ts) on broken fixture pages: it fails a page
// whose config sends Celo Sepolia's verification to the Mainnet explorer, and one that leaves Etherscan on for Celo
// Sepolia while promising exit 0, each naming the command's page line. Needs the samples workspace (`npm run
// samples:install`); `npm run test:samples` runs it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function runVerify(fixture: string): {status: number | null; out: string; line: number} {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/samples/hardhat-verify.ts', '--page', fixture], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 600_000,
  });
  const line =
    readFileSync(path.join(ROOT, fixture), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes('hardhat verify')) + 1;
  return {status: r.status, out: `${r.stdout}\n${r.stderr}`, line};
}

test('the verify runner fails a page that sends Celo Sepolia to the Mainnet Blockscout, naming the command', () => {
  const fixture = 'tests/fixtures/samples/hardhat-verify-broken.md';
  const {status, out, line} = runVerify(fixture);
  assert.equal(status, 1, out);
  assert.match(
    out,
    new RegExp(`${fixture}:${line}: \`npx hardhat verify [^\`]*\`: explorer requests for the wrong chain`),
  );
  assert.match(out, /Celo Sepolia Testnet's Blockscout is https:\/\/celo-sepolia\.blockscout\.com/);
  // The page works on Celo Sepolia only, so the runner starts that network's node and not Mainnet's.
  assert.match(out, /^Local nodes started: Celo Sepolia Testnet \(11142220\)$/m);
});

test('the verify runner fails a page that leaves Etherscan on for Celo Sepolia and promises exit 0', () => {
  const fixture = 'tests/fixtures/samples/hardhat-verify-etherscan-on.md';
  const {status, out, line} = runVerify(fixture);
  assert.equal(status, 1, out);
  assert.match(
    out,
    new RegExp(`${fixture}:${line}: \`npx hardhat verify [^\`]*\` exited 1; the page promises exit code 0`),
  );
  // What the plugin printed: Blockscout succeeded, Etherscan failed the command.
  assert.match(out, /Successfully verified contract Greeter on the block explorer\./);
  assert.match(out, /Trying to verify a contract in a network with chain id 11142220/);
});
