/**
 * Runs the Hardhat deploy guide (docs/developer/deploy/hardhat.md) end to end, offline, from the page itself:
 * its shell blocks are read command by command and its file blocks (fences with title="path") are written where
 * the title says, in page order, into samples/.extracted/hardhat-guide/<project> (see hardhat-project.ts for what
 * the steps change and why). Every `npx hardhat` command of the page then runs against Hardhat's in-process
 * network: `--network <celo|celoSepolia>` becomes `--network hardhat`. Nothing of the project is copied by hand.
 * Exits 1 naming the page line of the command that failed.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ciConfig, planSteps, ROOT, runHardhat, runSteps, SAMPLES, type ProjectState} from './hardhat-project';

const PAGE = 'docs/developer/deploy/hardhat.md';
const WORK = path.join(SAMPLES, '.extracted', 'hardhat-guide');

async function main(): Promise<number> {
  const started = Date.now();
  rmSync(WORK, {recursive: true, force: true});
  mkdirSync(WORK, {recursive: true});
  const state: ProjectState = {cwd: WORK, vars: {}};
  const steps = planSteps(PAGE, readFileSync(path.join(ROOT, PAGE), 'utf8'), state, (words) => {
    const args = [...words];
    const n = args.indexOf('--network');
    if (n >= 0) args[n + 1] = 'hardhat';
    writeFileSync(path.join(state.cwd, 'hardhat.ci.config.ts'), ciConfig('scripts/samples/hardhat-guide.ts'));
    return runHardhat(state.cwd, args, {...process.env, ...state.vars});
  });
  const {problem, outputs} = await runSteps(PAGE, steps);
  if (problem) {
    console.error(problem);
    return 1;
  }
  const deployed = outputs.filter((out) => /deployed to|Deployed Addresses/i.test(out)).length;
  for (const l of outputs.flatMap((o) => o.split('\n')).filter((x) => /deployed to|Compiled|#\w+ - 0x/i.test(x))) {
    process.stdout.write(`      ${l.trim()}\n`);
  }
  if (deployed === 0) {
    console.error(
      `${PAGE}: no step deployed a contract (expected Ignition's "Deployed Addresses" or the script's "deployed to")`,
    );
    return 1;
  }
  console.log(
    `Hardhat guide: ${steps.length} steps, ${deployed} deployments on the in-process network, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  void main().then((code) => (process.exitCode = code));
}
