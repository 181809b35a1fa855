/**
 * What the Hardhat page runners (hardhat-verify.ts, and guides/run.ts for `npx hardhat` commands) share: a page's shell blocks and titled file
 * blocks become steps that build the reader's project under samples/.extracted/ and run its `npx hardhat`
 * commands; a ```text output title="Output" block after a command is what the command must print, and its title
 * says the exit code the page promises ("Output (exit code 1)"; plain "Output" means 0). A command with no output
 * block must exit 0.
 *
 * What the steps change, and why:
 *   - `npm install …` is not run: the packages come from the samples workspace (the project sits below samples/,
 *     so Node resolves them there), and check.ts has already compared the line with the pins.
 *   - `npx hardhat init` is interactive and writes a sample project the page then replaces; only the template's
 *     tsconfig.json is written (without it ts-node would pick up samples/tsconfig.json and emit ES modules).
 *   - `npx hardhat vars set NAME` is interactive; the variable is given as HARDHAT_VAR_NAME instead.
 *   - Hardhat downloads solc from binaries.soliditylang.org, which CI cannot reach. A wrapper configuration
 *     (hardhat.ci.config.ts, next to the page's own config, which it imports unchanged) overrides Hardhat's
 *     documented TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD subtask to return the soljson.js of the workspace's solc npm
 *     package of that version (`solc` or a `solc-<version>` alias), as Hardhat's "custom compiler" guide does.
 *     A runner may add code to that wrapper (local stand-ins for the networks a page names).
 * How each `npx hardhat` command runs (which network, which placeholders) is the runner's choice.
 */
import {spawn, spawnSync} from 'node:child_process';
import {closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parsePage} from './extract';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SAMPLES = path.join(ROOT, 'samples');
/** Hardhat's first default account: a well-known test key, never funded on a real network. */
export const TEST_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/** The tsconfig.json of Hardhat 2's TypeScript project template (what `npx hardhat init` writes). */
export const INIT_TSCONFIG = JSON.stringify(
  {
    compilerOptions: {
      target: 'es2020',
      module: 'commonjs',
      esModuleInterop: true,
      forceConsistentCasingInFileNames: true,
      strict: true,
      skipLibCheck: true,
      resolveJsonModule: true,
    },
  },
  null,
  2,
);

/**
 * The wrapper configuration: the page's config, an offline solc, and the runner's `extra` code (may edit `config`).
 * The solc npm packages are looked up from the project (below samples/, the workspace's), or from `solcFrom` (a
 * package.json path: the samples workspace's, for a reader's project outside it, where only solc is borrowed).
 */
export function ciConfig(writer: string, extra = '', solcFrom?: string): string {
  return `// Written by ${writer}: the page's config plus an offline solc (see scripts/samples/hardhat-project.ts).
import {createRequire} from 'node:module';
import {subtask} from 'hardhat/config';
import {TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD} from 'hardhat/builtin-tasks/task-names';
import config from './hardhat.config';

const req = createRequire(${solcFrom ? JSON.stringify(solcFrom) : '__filename'});
subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async (args: {solcVersion: string}, _hre, runSuper) => {
  for (const name of ['solc', \`solc-\${args.solcVersion}\`]) {
    try {
      if ((req(\`\${name}/package.json\`) as {version: string}).version !== args.solcVersion) continue;
      const solc = req(name) as {version(): string};
      return {
        compilerPath: req.resolve(\`\${name}/soljson.js\`),
        isSolcJs: true,
        version: args.solcVersion,
        longVersion: solc.version().replace(/\\.Emscripten.*$/, ''),
      };
    } catch {
      // not installed under this name
    }
  }
  return runSuper();
});
${extra}
export default config;
`;
}

export interface RunResult {
  status: number;
  /** stdout and stderr interleaved as a terminal shows them. */
  output: string;
  /** A runner's own finding about the run (a request sent to the wrong explorer): breaks the page's promise. */
  problem?: string;
}

/** The workspace's Hardhat CLI (what `npx hardhat` runs in a project below samples/). */
export const HARDHAT_CLI = path.join(SAMPLES, 'node_modules', 'hardhat', 'internal', 'cli', 'bootstrap.js');

/** Runs the Hardhat CLI with the wrapper configuration; resolves with the exit code, never rejects on one. */
export async function runHardhat(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  // One file for both streams keeps their order (two pipes would not).
  const dir = mkdtempSync(path.join(tmpdir(), 'hardhat-run-'));
  const file = path.join(dir, 'output');
  const fd = openSync(file, 'w');
  try {
    const child = spawn(process.execPath, [HARDHAT_CLI, '--config', 'hardhat.ci.config.ts', ...args], {
      cwd,
      env: {...env, NO_COLOR: '1', HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true'},
      stdio: ['ignore', fd, fd],
      timeout: 300_000,
    });
    const status = await new Promise<number>((resolve) => {
      child.on('error', () => resolve(-1));
      child.on('exit', (code) => resolve(code ?? -1));
    });
    return {status, output: readFileSync(file, 'utf8')};
  } finally {
    closeSync(fd);
    rmSync(dir, {recursive: true, force: true});
  }
}

/** Splits a shell command into words, honouring single and double quotes (no escapes, no expansions). */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  for (const m of command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(m[1] ?? m[2] ?? m[3]!);
  return words;
}

export interface Expectation {
  /** Page line of the output block's fence. */
  line: number;
  exit: number;
  /** The block's non-blank lines, trimmed. */
  lines: string[];
}

export interface Step {
  line: number;
  label: string;
  /** 'hardhat' steps run an `npx hardhat` command; 'setup' steps write files, folders and variables. */
  kind: 'setup' | 'hardhat';
  run: () => Promise<RunResult>;
  expect?: Expectation;
}

/** Where the steps work: the current folder and the configuration variables set so far. */
export interface ProjectState {
  cwd: string;
  vars: Record<string, string>;
}

const OUTPUT_TITLE = /^Output(?: \(exit code (\d+)\))?$/;

/** Value a runner gives `npx hardhat vars set NAME`: the test key for keys, a recognisable string otherwise. */
export function varValue(name: string): string {
  return /PRIVATE_KEY/.test(name) ? TEST_KEY : `test-${name.toLowerCase()}`;
}

/**
 * The steps of one page, in page order. `hardhat(args, line)` runs one `npx hardhat` command (its words after
 * `hardhat`) in `state.cwd`; the runner decides the network and the environment.
 */
export function planSteps(
  page: string,
  source: string,
  state: ProjectState,
  hardhat: (args: string[], line: number) => Promise<RunResult>,
): Step[] {
  const {blocks} = parsePage(page, source);
  const steps: Step[] = [];
  const ok: RunResult = {status: 0, output: ''};
  for (const b of blocks) {
    if (b.meta.output) {
      const title = OUTPUT_TITLE.exec(b.meta.title ?? '');
      const last = steps.at(-1);
      if (!title)
        throw new Error(`${page}:${b.line - 1}: an output block's title is "Output" or "Output (exit code N)"`);
      if (!last || last.kind !== 'hardhat' || last.expect) {
        throw new Error(`${page}:${b.line - 1}: an output block must follow the shell block of an npx hardhat command`);
      }
      const lines = b.code
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      last.expect = {line: b.line - 1, exit: Number(title[1] ?? 0), lines};
      continue;
    }
    if (b.meta.title && b.kind !== 'shell') {
      const title = b.meta.title;
      steps.push({
        line: b.line - 1,
        label: `write ${title}`,
        kind: 'setup',
        run: async () => {
          const file = path.join(state.cwd, title);
          mkdirSync(path.dirname(file), {recursive: true});
          writeFileSync(file, b.code + '\n');
          return ok;
        },
      });
      continue;
    }
    if (b.kind !== 'shell') continue;
    b.code.split('\n').forEach((text, i) => {
      const line = b.line + i;
      for (const cmd of text
        .split('&&')
        .map((c) => c.trim())
        .filter((c) => c && !c.startsWith('#'))) {
        steps.push(commandStep(page, line, cmd, state, hardhat));
      }
    });
  }
  return steps;
}

function commandStep(
  page: string,
  line: number,
  cmd: string,
  state: ProjectState,
  hardhat: (args: string[], line: number) => Promise<RunResult>,
): Step {
  const words = shellWords(cmd);
  const ok: RunResult = {status: 0, output: ''};
  const setup = (label: string, run: () => void): Step => ({
    line,
    label,
    kind: 'setup',
    run: async () => (run(), ok),
  });
  if (words[0] === 'mkdir') {
    return setup(cmd, () => mkdirSync(path.join(state.cwd, words.at(-1)!), {recursive: true}));
  }
  if (words[0] === 'cd') return setup(cmd, () => (state.cwd = path.join(state.cwd, words[1]!)));
  if (words[0] === 'npm' && words[1] === 'init') {
    return setup(cmd, () => spawnSync('npm', ['init', '-y'], {cwd: state.cwd, stdio: 'ignore'}));
  }
  if (words[0] === 'npm' && /^(install|i|add)$/.test(words[1] ?? '')) {
    return setup(`${cmd} (packages from the samples workspace)`, () => undefined);
  }
  if (words[0] === 'npx' && words[1] === 'hardhat') {
    const args = words.slice(2);
    if (args[0] === 'init') {
      return setup(`${cmd} (interactive: only its tsconfig.json is written; the page supplies the other files)`, () =>
        writeFileSync(path.join(state.cwd, 'tsconfig.json'), INIT_TSCONFIG),
      );
    }
    if (args[0] === 'vars' && args[1] === 'set' && args[2]) {
      const name = args[2];
      return setup(`${cmd} (as HARDHAT_VAR_${name})`, () => (state.vars[`HARDHAT_VAR_${name}`] = varValue(name)));
    }
    return {line, label: cmd, kind: 'hardhat', run: () => hardhat(args, line)};
  }
  throw new Error(`${page}:${line}: the runner does not know how to run "${cmd}"`);
}

/** The first expected line not found, in order, in the output (each expected line is part of one output line). */
export function missingLine(expected: string[], output: string): string | undefined {
  const actual = output.split('\n').map((l) => l.trim());
  let at = 0;
  for (const want of expected) {
    const found = actual.findIndex((l, i) => i >= at && l.includes(want));
    if (found < 0) return want;
    at = found + 1;
  }
  return undefined;
}

/** Why a step's result breaks the page's promise, or undefined when it keeps it. */
export function checkResult(page: string, step: Step, result: RunResult): string | undefined {
  const exit = step.expect?.exit ?? 0;
  const where = step.expect ? `${page}:${step.expect.line}` : `${page}:${step.line}`;
  if (result.problem) return `${page}:${step.line}: \`${step.label}\`: ${result.problem}`;
  if (result.status !== exit) {
    const said = step.expect ? `the page promises exit code ${exit}` : 'it has no output block, so it must exit 0';
    return `${page}:${step.line}: \`${step.label}\` exited ${result.status}; ${said}`;
  }
  const missing = step.expect && missingLine(step.expect.lines, result.output);
  if (missing !== undefined) return `${where}: \`${step.label}\` did not print "${missing}" (in the block's order)`;
  return undefined;
}

/**
 * Runs the steps in order, printing each; stops at the first broken promise. Returns the problem (with the
 * command's output), or undefined, and every command's output.
 */
export async function runSteps(page: string, steps: Step[]): Promise<{problem?: string; outputs: string[]}> {
  const outputs: string[] = [];
  for (const step of steps) {
    process.stdout.write(`  ${page}:${step.line}  ${step.label}\n`);
    const result = await step.run();
    outputs.push(result.output);
    const problem = checkResult(page, step, result);
    if (problem) {
      const shown = result.output.trim().split('\n').slice(-25).join('\n      ');
      return {problem: `${problem}\n      ${shown}`, outputs};
    }
  }
  return {outputs};
}
