/**
 * Runs one guide page (see plan.ts) end to end against a local chain: file blocks are written and shell commands
 * run with bash, in page order, in samples/.extracted/guides/<page>/ (below the samples workspace, so Node
 * resolves its packages), with HOME pointing into that folder so nothing lands in the user's keystores or
 * Hardhat variables. The working folder and exported variables carry from one command to the next.
 *
 * What the runner puts in place of the reader's own, and nothing else:
 *   - the Celo RPC URLs of src/data/networks.ts, in commands and written files, become the local chain's URL, and
 *     so do requests to them from Node's fetch (rpc-redirect.mjs: viem's chain objects default to Forno);
 *   - the placeholders and variables the front matter maps (guide.values, guide.env) get a funded test key, its
 *     address, a second test address or the RPC URL; `<NAME>` gets what an earlier output block captured;
 *   - `npm install`/`add` installs nothing: the packages come from the samples workspace, whose pins check.ts
 *     compares with the page's install lines (the step is listed as skipped); `npx <tool>` runs the
 *     workspace's tool;
 *   - a prompt a script cannot answer is answered from the test account: `cast wallet import … --interactive`
 *     gets `--private-key` (the keystore password comes from CAST_UNSAFE_PASSWORD; `--account` reads it
 *     through ETH_PASSWORD).
 * `forge` needs a native solc, which the npm registry does not carry: without a forge on PATH, forge commands
 * are skipped with that reason, as are the steps that need what they would have printed or made; the weekly
 * samples workflow installs Foundry and runs them.
 *
 * A failing command, or output that does not match the page's output block, fails the guide naming the page
 * line (and, for an error thrown in a file the page wrote, the page line of that code too).
 *
 * Written here: the Markdown runners on the npm registry (markdown-doctest, runmd) evaluate JavaScript blocks; a
 * guide needs its shell commands and files run in order, its placeholders filled and its output blocks checked.
 */
import {spawn, spawnSync} from 'node:child_process';
import {appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {networks} from '../../../src/data/networks';
import {pageSlug} from '../extract';
import {startAnvil, stopWithRunner, type LocalChain} from './anvil';
import {CHAINS, planGuide, type Expect, type ValueKind} from './plan';

export const FORGE_REASON =
  'forge needs a native solc, which the npm registry lacks (the weekly samples workflow runs it)';

const NPM_INSTALL_REASON = 'the packages come from the samples workspace (check.ts compares this line with its pins)';

export interface Skipped {
  line: number;
  label: string;
  reason: string;
}

export interface GuideResult {
  page: string;
  route: string;
  chain: string;
  ran: number;
  skipped: Skipped[];
  failure?: string;
  seconds: number;
}

export interface RunOptions {
  samples: string;
  /** Whether a forge binary is on PATH (the weekly workflow installs one). */
  forge: boolean;
  /** Called with each step as it starts (verbose output). */
  log?: (text: string) => void;
}

/** /developer/viem for docs/developer/viem.md (index pages map to their folder). */
export function routeOf(page: string): string {
  const r = page.replace(/^docs\//, '/').replace(/\.mdx?$/, '');
  return r.endsWith('/index') ? r.slice(0, -'/index'.length) || '/' : r;
}

export function hasForge(): boolean {
  const r = spawnSync('forge', ['--version'], {stdio: 'ignore'});
  return r.status === 0;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g; // eslint-disable-line no-control-regex -- terminal colour codes

/** The lines a reader sees: colours removed, progress rewrites (\r) split, each trimmed. */
export function outputLines(out: string): string[] {
  return out
    .replace(ANSI, '')
    .split(/\r?\n|\r/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * Matches an output block against what the command printed: every expected line, in order, equals a whole line of
 * the output, `…` matching any text and `<NAME>` one word, which is captured (or, when `known` or an earlier line
 * has it, that same word). Returns the captures, or the first expected line not found.
 */
export function matchOutput(
  expect: Expect,
  printed: string,
  known: ReadonlyMap<string, string> = new Map(),
): {ok: true; captures: Map<string, string>} | {ok: false; line: number; text: string} {
  const lines = outputLines(printed);
  const captures = new Map<string, string>();
  let from = 0;
  for (const want of expect.lines) {
    const names: string[] = [];
    const source = want.text
      .split(/(…|<[A-Za-z][\w-]*>)/)
      .map((part) => {
        if (part === '…') return '.*?';
        const name = /^<([A-Za-z][\w-]*)>$/.exec(part)?.[1];
        const value = name ? (captures.get(name) ?? known.get(name)) : undefined;
        if (value !== undefined) return escape(value);
        if (name) {
          names.push(name);
          return '(\\S+?)';
        }
        return escape(part);
      })
      .join('');
    const re = new RegExp(`^${source}$`);
    let found = -1;
    for (let i = from; i < lines.length && found < 0; i++) {
      const m = re.exec(lines[i]!);
      if (m) {
        found = i;
        names.forEach((n, k) => captures.set(n, m[k + 1]!));
      }
    }
    if (found < 0) return {ok: false, line: want.line, text: want.text};
    from = found + 1;
  }
  return {ok: true, captures};
}

/** The first word a command runs, after `VAR=value` assignments. */
function toolOf(command: string): string {
  return command.split(/\s+/).find((w) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w)) ?? '';
}

const SHIMS = {
  // `npx tool …` runs the samples workspace's tool (npx would look in the guide's own, empty, project).
  npx: `#!/usr/bin/env bash
while [[ "$1" == -* ]]; do shift; done
bin="$GUIDE_SAMPLES/node_modules/.bin/$1"
if [[ ! -x "$bin" ]]; then echo "npx $1: not installed in the samples workspace" >&2; exit 127; fi
shift
exec "$bin" "$@"
`,
  // `npm install`/`add` installs nothing (the workspace has the packages); everything else is the real npm.
  npm: `#!/usr/bin/env bash
case "$1" in
  install|i|add|ci) echo "(guide runner: packages come from the samples workspace)"; exit 0;;
esac
exec "$GUIDE_REAL_NPM" "$@"
`,
};

/** The faucet, locally: 100 test CELO for an address the page tells the reader to fund. */
async function fund(url: string, address: string): Promise<void> {
  const method = 'anvil_setBalance';
  const res = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({jsonrpc: '2.0', id: 1, method, params: [address, `0x${(100n * 10n ** 18n).toString(16)}`]}),
  });
  const body = (await res.json()) as {error?: {message: string}};
  if (body.error) throw new Error(`funding ${address}: ${body.error.message}`);
}

function realNpm(): string {
  const r = spawnSync('bash', ['-c', 'command -v npm'], {encoding: 'utf8'});
  return r.stdout.trim() || 'npm';
}

interface Shell {
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** Runs one command in bash with the shell state of the guide; updates cwd and exported variables. */
function runBash(shell: Shell, command: string, stateDir: string): Promise<{code: number; out: string}> {
  const pwdFile = path.join(stateDir, 'pwd');
  const envFile = path.join(stateDir, 'env');
  const script =
    'cd "$GUIDE_CWD" || exit 97\neval "$GUIDE_COMMAND"\nrc=$?\npwd > "$GUIDE_PWD_FILE"\nenv -0 > "$GUIDE_ENV_FILE"\nexit $rc\n';
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], {
      env: {
        ...shell.env,
        GUIDE_CWD: shell.cwd,
        GUIDE_COMMAND: command,
        GUIDE_PWD_FILE: pwdFile,
        GUIDE_ENV_FILE: envFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const stop = stopWithRunner(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, 240_000);
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      stop();
      if (existsSync(pwdFile)) shell.cwd = readFileSync(pwdFile, 'utf8').trim();
      if (existsSync(envFile)) {
        const env: NodeJS.ProcessEnv = {};
        for (const pair of readFileSync(envFile, 'utf8').split('\0')) {
          const eq = pair.indexOf('=');
          if (eq > 0 && !/^(GUIDE_(CWD|COMMAND|PWD_FILE|ENV_FILE)|PWD|OLDPWD|SHLVL|_)$/.test(pair.slice(0, eq)))
            env[pair.slice(0, eq)] = pair.slice(eq + 1);
        }
        shell.env = env;
      }
      rmSync(pwdFile, {force: true});
      rmSync(envFile, {force: true});
      resolve({code: code ?? (signal ? 128 : 1), out: timedOut ? `${out}\n(stopped after 240 s)` : out});
    });
  });
}

/** Page lines of the files the guide wrote, to name the page line of an error inside one of them. */
type FileLines = Map<string, number[]>;

function pageLinesIn(out: string, files: FileLines): string[] {
  const found: string[] = [];
  for (const [file, lines] of files) {
    const re = new RegExp(`${escape(file)}:(\\d+)`, 'g');
    for (const m of out.matchAll(re)) {
      const pageLine = lines[Number(m[1]) - 1];
      const note = `page line ${pageLine} (${path.basename(file)}:${m[1]})`;
      if (pageLine && !found.includes(note)) found.push(note);
    }
  }
  return found.slice(0, 3);
}

function tail(out: string, n = 14): string {
  const lines = outputLines(out);
  return lines.slice(-n).join('\n      ');
}

/** Placeholders a reader must fill in: `<NAME>`, `<your key>`, `0xYourAddress` (in files, only the last kind). */
const HEX_PLACEHOLDER = /\b0x[0-9A-Za-z]*[g-zG-Z][0-9A-Za-z_]*\b/;
const PLACEHOLDER = new RegExp(`<[A-Za-z][\\w -]*>|${HEX_PLACEHOLDER.source}`, 'g');

export async function runGuide(page: string, source: string, opts: RunOptions): Promise<GuideResult> {
  const started = Date.now();
  const plan = planGuide(page, source);
  const result: GuideResult = {page, route: routeOf(page), chain: plan.spec.chain, ran: 0, skipped: [], seconds: 0};
  const done = (failure?: string): GuideResult => {
    if (failure) result.failure = failure;
    result.seconds = (Date.now() - started) / 1000;
    return result;
  };
  if (plan.problems.length) return done(plan.problems.join('\n'));

  const work = path.join(opts.samples, '.extracted', 'guides', pageSlug(page));
  rmSync(work, {recursive: true, force: true});
  const home = path.join(work, '.home');
  const bin = path.join(work, '.bin');
  const state = path.join(work, '.state');
  for (const d of [home, bin, state]) mkdirSync(d, {recursive: true});
  for (const [name, text] of Object.entries(SHIMS)) writeFileSync(path.join(bin, name), text, {mode: 0o755});
  const passwordFile = path.join(state, 'keystore-password');
  writeFileSync(passwordFile, `${plan.spec.password}\n`);

  let chain: LocalChain | undefined;
  try {
    const chainId = CHAINS[plan.spec.chain];
    chain = await startAnvil(opts.samples, chainId, state);
    opts.log?.(`  Anvil on ${chain.url}, chain id ${chainId}, pid ${chain.pid}`);
    const rpcUrl = chain.url;
    const [first, second] = chain.accounts;
    const kinds: Record<ValueKind, string> = {
      'test-key': first!.key,
      'test-address': first!.address,
      recipient: second!.address,
      'rpc-url': rpcUrl,
    };
    const redirects = new Map<string, string>();
    for (const n of Object.values(networks)) if (n.status === 'live') redirects.set(n.rpc.https, rpcUrl);

    const values = new Map<string, string>();
    for (const [name, kind] of plan.spec.values) values.set(name, kinds[kind]);
    const captures = new Map<string, string>();
    const substitute = (text: string): string => {
      let out = text;
      for (const [from, to] of redirects) out = out.split(from).join(to);
      const names = [...values.keys()].sort((a, b) => b.length - a.length);
      for (const name of names) {
        out = out.replace(new RegExp(`${escape(name)}(?![A-Za-z0-9_])`, 'g'), values.get(name)!);
      }
      return out.replace(/<([A-Za-z][\w-]*)>/g, (whole, name: string) => captures.get(name) ?? whole);
    };

    const shell: Shell = {
      cwd: work,
      env: {
        ...process.env,
        PATH: [bin, path.join(opts.samples, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
        HOME: home,
        GUIDE_SAMPLES: opts.samples,
        GUIDE_REAL_NPM: realNpm(),
        GUIDE_RPC_REDIRECT: JSON.stringify(Object.fromEntries(redirects)),
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${new URL('./rpc-redirect.mjs', import.meta.url).href}`]
          .filter(Boolean)
          .join(' '),
        CAST_UNSAFE_PASSWORD: plan.spec.password,
        ETH_PASSWORD: passwordFile,
        NO_COLOR: '1',
        FOUNDRY_DISABLE_NIGHTLY_WARNING: '1',
        HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
        // git (forge init) stops at the guide's folders instead of finding this repository, and HOME is the
        // guide's own, so it finds no identity there either
        GIT_CEILING_DIRECTORIES: path.dirname(work),
        GIT_AUTHOR_NAME: 'Guide runner',
        GIT_AUTHOR_EMAIL: 'guide-runner@localhost',
        GIT_COMMITTER_NAME: 'Guide runner',
        GIT_COMMITTER_EMAIL: 'guide-runner@localhost',
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
      },
    };
    for (const [name, kind] of plan.spec.env) shell.env[name] = kinds[kind];

    const files: FileLines = new Map();
    for (const step of plan.steps) {
      const at = `${page}:${step.line}`;
      const skip = (label: string, reason: string): void => {
        result.skipped.push({line: step.line, label, reason});
        opts.log?.(`  ${at}  skipped: ${label} (${reason})`);
      };
      if (step.kind === 'skip') {
        skip(step.label, step.reason);
        continue;
      }
      if (step.kind === 'write') {
        const file = path.resolve(shell.cwd, step.file);
        const code = substitute(step.code);
        const left = HEX_PLACEHOLDER.exec(code);
        if (left) return done(`${at}: ${left[0]} in ${step.file} has no value: map it in guide.values`);
        mkdirSync(path.dirname(file), {recursive: true});
        const lines = step.code.split('\n').map((_, i) => step.line + 1 + i);
        if (step.append && existsSync(file)) {
          const before = readFileSync(file, 'utf8');
          appendFileSync(file, (before.endsWith('\n') || !before ? '' : '\n') + code + '\n');
          files.set(file, [...(files.get(file) ?? []), ...lines]);
        } else {
          writeFileSync(file, code + '\n');
          files.set(file, lines);
        }
        opts.log?.(`  ${at}  write ${step.file}`);
        result.ran++;
        continue;
      }
      const tool = toolOf(step.command);
      const words = step.command.split(/\s+/);
      if (tool === 'npm' && /^(install|i|add)$/.test(words[words.indexOf('npm') + 1] ?? '')) {
        skip(step.command, NPM_INSTALL_REASON);
        continue;
      }
      if (tool === 'forge' && !opts.forge) {
        skip(step.command, FORGE_REASON);
        continue;
      }
      let command = substitute(step.command);
      const missing = [...command.matchAll(PLACEHOLDER)].map((m) => m[0]);
      if (missing.length) {
        if (result.skipped.length) {
          skip(step.command, `needs ${missing[0]}, which an earlier skipped step would have printed`);
          continue;
        }
        return done(`${at}: ${missing[0]} has no value: map it in guide.values or capture it in an output block`);
      }
      let adapted = '';
      if (/^cast wallet import \S+ .*--interactive\b/.test(command) && kinds['test-key']) {
        command = command.replace(/\s--interactive\b/, ` --private-key ${kinds['test-key']}`);
        adapted = ' (adapted: --interactive answered with the test key)';
      }
      if (tool === 'cd') {
        const dir = path.resolve(shell.cwd, words[1] ?? '');
        if (!existsSync(dir) && result.skipped.length) {
          skip(step.command, `${words[1]} is made by an earlier skipped step`);
          continue;
        }
      }
      opts.log?.(`  ${at}  ${step.command}${adapted}`);
      const {code, out} = await runBash(shell, command, state);
      if (code !== 0) {
        const inFiles = pageLinesIn(out, files);
        return done(
          `${at}: "${step.command}" failed (exit ${code})${inFiles.length ? `, at ${inFiles.join(', ')}` : ''}:\n      ${tail(out)}`,
        );
      }
      if (step.expect) {
        const m = matchOutput(step.expect, out, captures);
        if (!m.ok) {
          return done(
            `${page}:${m.line}: the output of "${step.command}" (line ${step.line}) has no line "${m.text}"; it printed:\n      ${tail(out)}`,
          );
        }
        for (const [k, v] of m.captures) {
          captures.set(k, v);
          if (plan.spec.fund.has(k)) await fund(rpcUrl, v);
        }
      }
      result.ran++;
    }
    return done();
  } catch (err) {
    return done(`${page}: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    chain?.stop();
  }
}
