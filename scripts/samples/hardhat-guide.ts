/**
 * Runs the Hardhat deploy guide (docs/developer/deploy/hardhat.md) end to end, offline, from the page itself:
 * its shell blocks are read command by command and its file blocks (fences with title="path") are written where
 * the title says, in page order, into samples/.extracted/hardhat-guide/<project>. Every `npx hardhat` command
 * of the page then runs against Hardhat's in-process network. Nothing of the project is copied by hand.
 *
 * What the harness changes, and why:
 *   - `npm install …` is not run: the packages come from the samples workspace (the project sits below
 *     samples/, so Node resolves them there), and check.ts has already compared the line with the pins.
 *   - `npx hardhat init` is interactive and writes a sample project the page then replaces; the harness writes only
 *     the template's tsconfig.json (without it ts-node would pick up samples/tsconfig.json and emit ES modules).
 *   - `npx hardhat vars set NAME` is interactive; the variable is given as HARDHAT_VAR_NAME instead.
 *   - `--network <celo|celoSepolia>` becomes `--network hardhat` (the in-process network).
 *   - Hardhat downloads solc from binaries.soliditylang.org, which CI cannot reach. A wrapper configuration
 *     (hardhat.ci.config.ts, next to the page's own config, which it imports unchanged) overrides Hardhat's
 *     documented TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD subtask to return the soljson.js of the workspace's solc
 *     npm package of that version (`solc` or a `solc-<version>` alias), as Hardhat's "custom compiler" guide does.
 * Exits 1 naming the page line of the command that failed.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parsePage} from './extract';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SAMPLES = path.join(ROOT, 'samples');
const PAGE = 'docs/developer/deploy/hardhat.md';
const WORK = path.join(SAMPLES, '.extracted', 'hardhat-guide');
/** Hardhat's first default account: a well-known test key, never funded on a real network. */
const TEST_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/** The tsconfig.json of Hardhat 2's TypeScript project template (what `npx hardhat init` writes). */
const INIT_TSCONFIG = JSON.stringify(
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

const CI_CONFIG = `// Written by scripts/samples/hardhat-guide.ts: the page's config plus an offline solc (see that file).
import {createRequire} from 'node:module';
import {subtask} from 'hardhat/config';
import {TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD} from 'hardhat/builtin-tasks/task-names';
import config from './hardhat.config';

const req = createRequire(__filename);
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

export default config;
`;

interface Step {
  line: number;
  run: () => string;
  label: string;
}

function hardhat(cwd: string, args: string[], env: NodeJS.ProcessEnv): string {
  const cli = path.join(SAMPLES, 'node_modules', 'hardhat', 'internal', 'cli', 'bootstrap.js');
  return execFileSync(process.execPath, [cli, '--config', 'hardhat.ci.config.ts', ...args], {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 180_000,
  });
}

export function planSteps(source: string): {steps: Step[]; project: () => string} {
  const {blocks} = parsePage(PAGE, source);
  let cwd = WORK;
  const vars: NodeJS.ProcessEnv = {};
  const env = (): NodeJS.ProcessEnv => ({...process.env, ...vars, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true'});
  const steps: Step[] = [];
  for (const b of blocks) {
    if (b.meta.title && b.kind !== 'shell') {
      const title = b.meta.title;
      steps.push({
        line: b.line - 1,
        label: `write ${title}`,
        run: () => {
          const file = path.join(cwd, title);
          mkdirSync(path.dirname(file), {recursive: true});
          writeFileSync(file, b.code + '\n');
          return '';
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
        const words = cmd.split(/\s+/);
        const label = cmd;
        if (words[0] === 'mkdir') {
          const dir = words[words.length - 1]!;
          steps.push({line, label, run: () => (mkdirSync(path.join(cwd, dir), {recursive: true}), '')});
        } else if (words[0] === 'cd') {
          steps.push({line, label, run: () => ((cwd = path.join(cwd, words[1]!)), '')});
        } else if (words[0] === 'npm' && words[1] === 'init') {
          steps.push({
            line,
            label,
            run: () => execFileSync('npm', ['init', '-y'], {cwd, encoding: 'utf8', stdio: 'pipe'}),
          });
        } else if (words[0] === 'npm' && /^(install|i|add)$/.test(words[1] ?? '')) {
          steps.push({line, label: `${label} (packages from the samples workspace)`, run: () => ''});
        } else if (words[0] === 'npx' && words[1] === 'hardhat') {
          const args = words.slice(2);
          if (args[0] === 'init') {
            steps.push({
              line,
              label: `${label} (interactive: only its tsconfig.json is written; the page supplies the other files)`,
              run: () => (writeFileSync(path.join(cwd, 'tsconfig.json'), INIT_TSCONFIG), ''),
            });
          } else if (args[0] === 'vars' && args[1] === 'set' && args[2]) {
            const name = args[2];
            steps.push({
              line,
              label: `${label} (as HARDHAT_VAR_${name})`,
              run: () => ((vars[`HARDHAT_VAR_${name}`] = TEST_KEY), ''),
            });
          } else {
            const n = args.indexOf('--network');
            if (n >= 0) args[n + 1] = 'hardhat';
            steps.push({
              line,
              label: `npx hardhat ${args.join(' ')}`,
              run: () => {
                writeFileSync(path.join(cwd, 'hardhat.ci.config.ts'), CI_CONFIG);
                return hardhat(cwd, args, env());
              },
            });
          }
        } else {
          throw new Error(`${PAGE}:${line}: the harness does not know how to run "${cmd}"`);
        }
      }
    });
  }
  return {steps, project: () => cwd};
}

function main(): number {
  const started = Date.now();
  rmSync(WORK, {recursive: true, force: true});
  mkdirSync(WORK, {recursive: true});
  const {steps} = planSteps(readFileSync(path.join(ROOT, PAGE), 'utf8'));
  let deployed = 0;
  for (const step of steps) {
    process.stdout.write(`  ${PAGE}:${step.line}  ${step.label}\n`);
    try {
      const out = step.run();
      if (/deployed to|Deployed Addresses/i.test(out)) deployed++;
      for (const l of out.split('\n').filter((x) => /deployed|Compiled|#\s|0x[0-9a-f]{40}/i.test(x))) {
        process.stdout.write(`      ${l.trim()}\n`);
      }
    } catch (err) {
      const e = err as {stderr?: string; stdout?: string; message: string};
      const detail = (e.stderr || e.stdout || e.message).trim().split('\n').slice(0, 12).join('\n      ');
      console.error(`${PAGE}:${step.line}: "${step.label}" failed:\n      ${detail}`);
      return 1;
    }
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
  process.exitCode = main();
}
