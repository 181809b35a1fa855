/**
 * `npm run test:samples`: the sample checks (check.ts), the Hardhat verify page (hardhat-verify.ts), the guides
 * that run (guides/main.ts, the Hardhat deploy guide among them, each in the samples workspace and in a reader's
 * empty project that installs from the npm registry), and these tools' own tests on broken fixture pages
 * (tests/samples/, Node's test runner), two at a time: the checks are mostly the TypeScript compiler on one core,
 * the others mostly short processes (npm, tsx, Hardhat, Anvil). Each part's output is printed whole, in that order,
 * as soon as it and the parts before it are done. Exits 1 when any part fails; prints each part's result and the
 * wall time.
 *
 * The tools' tests are here, not in `npm run test:unit`, because they need this stage's 2.8 GB workspace: the unit
 * tests then need no workspace, and `npm test` runs them while the workspace installs in the background.
 *
 * Written here rather than with npm-run-all2 or concurrently: those interleave the outputs line by line.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '../..');
const TOOL_TESTS = 'tests/samples';
const PARTS = ['check.ts', 'hardhat-verify.ts', 'guides/main.ts', TOOL_TESTS];
/** Longest first, so the two lanes end close together: the guides run twice each (workspace, empty project). */
const START_ORDER = ['guides/main.ts', TOOL_TESTS, 'check.ts', 'hardhat-verify.ts'];
const LANES = 2;

/** Node's arguments for a part: a script of this folder, or the tools' tests (two files at a time). */
function nodeArgs(part: string): string[] {
  if (part === TOOL_TESTS) return ['--import', 'tsx', '--test', '--test-concurrency=2', `${TOOL_TESTS}/*.test.ts`];
  return ['--import', 'tsx', path.join(import.meta.dirname, part)];
}

interface Done {
  code: number;
  out: string;
  seconds: number;
}

function run(script: string): Promise<Done> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, nodeArgs(script), {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']});
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('close', (code) => resolve({code: code ?? 1, out, seconds: (Date.now() - started) / 1000}));
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  const done = new Map<string, Done>();
  let printed = 0;
  const print = (): void => {
    for (; printed < PARTS.length && done.has(PARTS[printed]!); printed++)
      process.stdout.write(done.get(PARTS[printed]!)!.out);
  };
  const queue = [...START_ORDER];
  const lane = async (): Promise<void> => {
    for (let script = queue.shift(); script; script = queue.shift()) {
      done.set(script, await run(script));
      print();
    }
  };
  await Promise.all(Array.from({length: LANES}, lane));
  const results = PARTS.map(
    (p) => `${p} ${done.get(p)!.code === 0 ? 'passed' : 'FAILED'} (${done.get(p)!.seconds.toFixed(0)} s)`,
  );
  console.log(`Samples: ${results.join(', ')}; ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  return PARTS.some((p) => done.get(p)!.code !== 0) ? 1 : 0;
}

void main().then((code) => (process.exitCode = code));
