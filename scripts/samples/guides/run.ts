/**
 * Runs one guide page (see plan.ts) end to end against a local chain (Anvil, or Hardhat's in-process network when
 * the page says `network: hardhat`): file blocks are written and shell commands run with bash, in page order, with
 * HOME pointing into the run's own folder so nothing lands in the user's keystores or Hardhat variables. The
 * working folder and exported variables carry from one command to the next. Each guide runs twice (main.ts):
 *   - mode 'workspace': in samples/.extracted/guides/<page>/, below the samples workspace, so Node resolves its
 *     pinned packages (what check.ts compares the page's install lines with);
 *   - mode 'reader': in a new, empty folder outside the repository, as a reader runs it (reader.ts): the page's
 *     first step, or `npm init -y` when the page names none, then its install lines with the real npm against the
 *     registry (the machine's npm cache shared by all runs), then its steps. The substitutions below apply to
 *     both, except that npm and npx are the real ones.
 *
 * What the runner puts in place of the reader's own, and nothing else:
 *   - the Celo RPC URLs of src/data/networks.ts, in commands and written files, become the local chain's URL, and
 *     so do requests to them from Node's fetch (rpc-redirect.mjs: viem's chain objects default to Forno);
 *   - the placeholders and variables the front matter maps (guide.values, guide.env) get a funded test key, its
 *     address, a second test address or the RPC URL; `<NAME>` gets what an earlier output block captured;
 *   - workspace run: `npm install`/`add` installs nothing: the packages come from the samples workspace, whose
 *     pins check.ts compares with the page's install lines (the step is listed as skipped); `npx <tool>` runs
 *     the workspace's tool;
 *   - a prompt a script cannot answer is answered from the test account: `cast wallet import … --interactive`
 *     gets `--private-key` (the keystore password comes from CAST_UNSAFE_PASSWORD; `--account` reads it
 *     through ETH_PASSWORD); `npx hardhat vars set NAME` becomes HARDHAT_VAR_NAME, from guide.env;
 *     `npx hardhat init` writes only the template's tsconfig.json (the page supplies the other files); Ignition's
 *     deploy confirmation is answered yes (HARDHAT_IGNITION_CONFIRM_DEPLOYMENT);
 *   - `npx hardhat <task>` runs with hardhat.ci.config.ts, the page's config plus an offline solc
 *     (hardhat-project.ts; in the reader's run the solc package is the samples workspace's, nothing else); on `network: hardhat`, `--network <name>` becomes `--network hardhat`, whose chain id
 *     is the page's chain;
 *   - explorers: a verification a page sends to a Blockscout API of src/data/networks.ts or to Etherscan's goes
 *     to a local stand-in (../explorer-stand-in.ts), started when a step verifies: the page's `--verifier-url`
 *     (and any such URL in a file) becomes the stand-in's, with the explorer's host as the first path segment;
 *     a forge command that verifies on Etherscan without a URL gets `--verifier-url` for Etherscan's API V2 with
 *     its `--chain`. What the explorer answers reaches the page's output blocks as it would from the real one.
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
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {networks} from '../../../src/data/networks';
import {ETHERSCAN, startStandIn, type StandIn} from '../explorer-stand-in';
import {listPages, pageSlug} from '../extract';
import {ciConfig, INIT_TSCONFIG} from '../hardhat-project';
import {startAnvil, stopWithRunner, type LocalChain, type TestAccount} from './anvil';
import {CHAINS, planGuide, type ChainName, type Expect, type NetworkKind, type Plan, type ValueKind} from './plan';
import {CREATES_PROJECT, makeReaderProject, readerBaseEnv, readerPath, USES_NPM, type ReaderProject} from './reader';

export const FORGE_REASON =
  'forge needs a native solc, which the npm registry lacks (the weekly samples workflow runs it)';

const NPM_INSTALL_REASON = 'the packages come from the samples workspace (check.ts compares this line with its pins)';

/** Where a guide runs: below the samples workspace, or in a reader's empty project (reader.ts). */
export type RunMode = 'workspace' | 'reader';

/** What the reader's run does first when the page names no step that creates the project. */
export const READER_FIRST_STEP = 'npm init -y';

export interface Skipped {
  /** The page the step is on (a guide's own, or the one it follows). */
  page: string;
  line: number;
  label: string;
  reason: string;
}

export interface GuideResult {
  page: string;
  route: string;
  mode: RunMode;
  chain: string;
  network: NetworkKind;
  /** Reader's run: the packages the project's package.json lists, with the versions npm installed. */
  installed: string[];
  /** Reader's run: the command the runner ran first because the page names no step that creates the project. */
  firstStep?: string;
  /** Reader's run: the folder of a failed run, kept to look into. */
  kept?: string;
  /** Reader's run: the removal of a passed run's folder, which main.ts awaits before it exits. */
  removed?: Promise<void>;
  ran: number;
  skipped: Skipped[];
  failure?: string;
  seconds: number;
}

export interface RunOptions {
  samples: string;
  /** 'workspace' (default) or 'reader' (an empty project outside the repository, real npm). */
  mode?: RunMode;
  /** Reader's run: the npm cache every run shares (reader.ts, sharedNpmCache). */
  npmCache?: string;
  /** Workspace run: the folder that holds each guide's working folder; default samples/.extracted/guides. It must
   *  be inside samples/. Reader's run: the folder its empty projects are made in; default the system's temporary
   *  folder (it must have no project above it). */
  work?: string;
  /** Folder of the docs (to find the page a guide follows); default: ./docs beside samples/. */
  docs?: string;
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
function runBash(shell: Shell, command: string, stateDir: string, seconds = 240): Promise<{code: number; out: string}> {
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
    }, seconds * 1000);
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
      resolve({code: code ?? (signal ? 128 : 1), out: timedOut ? `${out}\n(stopped after ${seconds} s)` : out});
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

/** The last `n` lines a command printed, each stack trace cut to its first frame (the message stays in view). */
export function tail(out: string, n = 14): string {
  const frame = /^at\s/;
  const lines = outputLines(out).filter((l, i, all) => !frame.test(l) || !frame.test(all[i - 1] ?? ''));
  return lines.slice(-n).join('\n      ');
}

/** Placeholders a reader must fill in: `<NAME>`, `<your key>`, `0xYourAddress` (in files, only the last kind). */
const HEX_PLACEHOLDER = /\b0x[0-9A-Za-z]*[g-zG-Z][0-9A-Za-z_]*\b/;
const PLACEHOLDER = new RegExp(`<[A-Za-z][\\w -]*>|${HEX_PLACEHOLDER.source}`, 'g');

/** Hardhat's default accounts (the same mnemonic as Anvil's): the in-process network funds them. */
const HARDHAT_ACCOUNTS: TestAccount[] = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    key: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    key: '0x59c6995e998f97a5a0044966f0945389dc9c25dc76a6bb0cc7b1ca4a4a7c3e6a',
  },
];

/** The recovery phrase of Anvil's and Hardhat's default accounts (public; test-key is its m/44'/60'/0'/0/0). */
const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** `read -rsp 'Prompt: ' NAME`: a shell prompt for a secret, which the runner answers from guide.env. */
const READ_PROMPT = /^read\s+(?:-[a-z]+\s+|'[^']*'\s+|"[^"]*"\s+)*([A-Za-z_]\w*)$/;

/** The made-up explorer API key of `explorer-key` (the stand-in accepts any non-empty key). */
const EXPLORER_KEY = 'GUIDERUNNERTESTAPIKEY';

/** The guide a page follows, then the page: each plan in the order its steps run. */
function plansOf(page: string, source: string, docs: string): Plan[] {
  const plan = planGuide(page, source);
  const follows = plan.spec.follows;
  if (!follows) return [plan];
  const file = listPages(docs).find((f) => routeOf(path.relative(path.dirname(docs), f)) === follows);
  if (!file) return [{...plan, problems: [...plan.problems, `${page}: guide.follows: no page at ${follows}`]}];
  const base = planGuide(path.relative(path.dirname(docs), file), readFileSync(file, 'utf8'));
  if (base.spec.follows) base.problems.push(`${page}: guide.follows: ${follows} follows another guide in turn`);
  if (base.spec.chain !== plan.spec.chain || base.spec.network !== plan.spec.network)
    base.problems.push(`${page}: guide.follows: ${follows} runs on another chain or network`);
  return [base, plan];
}

/** Blockscout API origins of the live networks (src/data/networks.ts), each with its chain id. */
function blockscoutOrigins(): Map<string, number> {
  const out = new Map<string, number>();
  for (const n of Object.values(networks)) {
    if (n.status !== 'live') continue;
    for (const e of n.explorers) if (e.name === 'Blockscout') out.set(e.url, n.chainId);
  }
  return out;
}

const VERIFIES = /^forge (verify-contract|verify-check)\b|^forge (script|create)\b.*\s--verify\b/;

/** A chain named by `--chain`/`--chain-id` (id or Celo name), or undefined. */
function chainIdOf(command: string): number | undefined {
  const value = /\s--chain(?:-id)?[ =](\S+)/.exec(command)?.[1];
  if (!value) return undefined;
  return Object.hasOwn(CHAINS, value) ? CHAINS[value as ChainName] : Number(value) || undefined;
}

/**
 * What the runner changes in a forge command that verifies: an explorer the page names by URL is already the
 * stand-in (substitute); one that goes to Etherscan by default gets the stand-in's Etherscan V2 URL.
 */
export function adaptVerify(
  command: string,
  standIn: StandIn,
  chainId: number,
): {command: string; note: string} | string {
  if (!VERIFIES.test(command) || /\s--verifier-url\b/.test(command)) return {command, note: ''};
  if (!/\s--verifier[ =]etherscan\b|\s--etherscan-api-key\b|\s-e\s/.test(command))
    return 'verifies on Sourcify (forge’s default), which has no local stand-in: name --verifier and its URL';
  const chain = chainIdOf(command) ?? chainId;
  const url = `${standIn.url}/${new URL(ETHERSCAN).host}/v2/api?chainid=${chain}`;
  return {
    command: `${command} --verifier-url '${url}'`,
    note: ` (adapted: --verifier-url for Etherscan's API V2, chain ${chain}, at the stand-in)`,
  };
}

export async function runGuide(page: string, source: string, opts: RunOptions): Promise<GuideResult> {
  const started = Date.now();
  const plans = plansOf(page, source, opts.docs ?? path.join(path.dirname(opts.samples), 'docs'));
  const plan = plans.at(-1)!;
  const {network} = plan.spec;
  const mode = opts.mode ?? 'workspace';
  const result: GuideResult = {
    page,
    route: routeOf(page),
    mode,
    chain: plan.spec.chain,
    network,
    installed: [],
    ran: 0,
    skipped: [],
    seconds: 0,
  };
  const done = (failure?: string): GuideResult => {
    if (failure) result.failure = failure;
    result.seconds = (Date.now() - started) / 1000;
    return result;
  };
  const problems = plans.flatMap((p) => p.problems);
  if (problems.length) return done(problems.join('\n'));

  // The workspace run's folder sits below samples/ and holds the runner's own folders (.home, .bin, .state); the
  // reader's project is an empty folder of its own, with the runner's folders beside it (reader.ts).
  let reader: ReaderProject | undefined;
  let work: string;
  let home: string;
  let state: string;
  const pathDirs: string[] = [];
  if (mode === 'reader') {
    try {
      reader = makeReaderProject(pageSlug(page), opts.samples, opts.npmCache ?? '', opts.work);
    } catch (err) {
      return done(`${page}: ${err instanceof Error ? err.message : String(err)}`);
    }
    ({project: work, home, state} = reader);
    pathDirs.push(...reader.path, ...readerPath(process.env.PATH));
  } else {
    work = path.join(opts.work ?? path.join(opts.samples, '.extracted', 'guides'), pageSlug(page));
    rmSync(work, {recursive: true, force: true});
    home = path.join(work, '.home');
    state = path.join(work, '.state');
    const bin = path.join(work, '.bin');
    for (const d of [home, bin, state]) mkdirSync(d, {recursive: true});
    for (const [name, text] of Object.entries(SHIMS)) writeFileSync(path.join(bin, name), text, {mode: 0o755});
    pathDirs.push(bin, path.join(opts.samples, 'node_modules', '.bin'), process.env.PATH ?? '');
  }
  const passwordFile = path.join(state, 'keystore-password');
  writeFileSync(passwordFile, `${plan.spec.password}\n`);

  let chain: LocalChain | undefined;
  let standIn: StandIn | undefined;
  let failed = false;
  try {
    const chainId = CHAINS[plan.spec.chain];
    let accounts = HARDHAT_ACCOUNTS;
    let rpcUrl = '';
    if (network === 'anvil') {
      chain = await startAnvil(opts.samples, chainId, state, plan.spec.blockTime);
      opts.log?.(`  Anvil on ${chain.url}, chain id ${chainId}, pid ${chain.pid}`);
      rpcUrl = chain.url;
      accounts = chain.accounts;
    } else {
      opts.log?.(`  Hardhat's in-process network, chain id ${chainId}`);
    }
    const [first, second] = accounts;
    const kinds: Record<ValueKind, string> = {
      'test-key': first!.key,
      'test-address': first!.address,
      recipient: second!.address,
      'rpc-url': rpcUrl,
      'explorer-key': EXPLORER_KEY,
      'test-mnemonic': TEST_MNEMONIC,
    };
    const redirects = new Map<string, string>();
    if (rpcUrl) for (const n of Object.values(networks)) if (n.status === 'live') redirects.set(n.rpc.https, rpcUrl);

    const allSteps = plans.flatMap((p) => p.steps);
    const explorers = blockscoutOrigins();
    // the explorers' API URLs (not their pages): Blockscout's /api, and Etherscan's API host
    const apis = [...[...explorers.keys()].map((origin) => `${origin}/api`), `${ETHERSCAN}/`];
    const mentions = (text: string): boolean => apis.some((api) => text.includes(api));
    if (
      allSteps.some((s) =>
        s.kind === 'run' ? VERIFIES.test(s.command) || mentions(s.command) : s.kind === 'write' && mentions(s.code),
      )
    ) {
      standIn = await startStandIn({blockscout: explorers, chains: new Set(Object.values(CHAINS))});
      for (const api of apis) redirects.set(api, api.replace(/^https:\/\//, `${standIn.url}/`));
      opts.log?.(`  stand-in explorer API on ${standIn.url}`);
    }

    const captures = new Map<string, string>();
    const substituteWith =
      (values: Map<string, string>) =>
      (text: string): string => {
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
        ...(reader ? readerBaseEnv(process.env) : process.env),
        ...reader?.env,
        PATH: pathDirs.join(path.delimiter),
        HOME: home,
        ...(reader ? {} : {GUIDE_SAMPLES: opts.samples, GUIDE_REAL_NPM: realNpm()}),
        GUIDE_RPC_REDIRECT: JSON.stringify(
          Object.fromEntries(rpcUrl ? [...redirects].filter(([, to]) => to === rpcUrl) : []),
        ),
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${new URL('./rpc-redirect.mjs', import.meta.url).href}`]
          .filter(Boolean)
          .join(' '),
        CAST_UNSAFE_PASSWORD: plan.spec.password,
        ETH_PASSWORD: passwordFile,
        NO_COLOR: '1',
        FOUNDRY_DISABLE_NIGHTLY_WARNING: '1',
        HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
        // Ignition's "Confirm deploy to network …?" prompt (any chain id but 31337), answered yes
        HARDHAT_IGNITION_CONFIRM_DEPLOYMENT: 'true',
        // git (forge init) stops at the guide's folders instead of finding this repository, and HOME is the
        // guide's own, so it finds no identity there either
        GIT_CEILING_DIRECTORIES: reader ? reader.root : path.dirname(work),
        GIT_AUTHOR_NAME: 'Guide runner',
        GIT_AUTHOR_EMAIL: 'guide-runner@localhost',
        GIT_COMMITTER_NAME: 'Guide runner',
        GIT_COMMITTER_EMAIL: 'guide-runner@localhost',
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
      },
    };
    for (const p of plans) for (const [name, kind] of p.spec.env) shell.env[name] = kinds[kind];

    const files: FileLines = new Map();
    if (reader) {
      const commands = plans.flatMap((p) => p.steps).flatMap((s) => (s.kind === 'run' ? [s.command] : []));
      if (!commands.some((c) => CREATES_PROJECT.test(c)) && commands.some((c) => USES_NPM.test(toolOf(c)))) {
        // the page names no first step: the reader starts with what every Node.js tutorial does
        opts.log?.(`  (runner) ${READER_FIRST_STEP}: the page names no step that creates the project`);
        result.firstStep = READER_FIRST_STEP;
        const {code, out} = await runBash(shell, READER_FIRST_STEP, state);
        if (code !== 0)
          return fail(`${page}: "${READER_FIRST_STEP}" (the runner's first step) failed:\n      ${tail(out)}`);
      }
    }
    for (const p of plans) {
      const values = new Map<string, string>();
      for (const [name, kind] of p.spec.values) values.set(name, kinds[kind]);
      const failure = await runSteps(p, substituteWith(values));
      if (failure) return fail(failure);
    }
    if (reader) result.installed = installedPackages(shell.cwd);
    return done();

    function fail(failure: string): GuideResult {
      failed = true;
      if (reader) result.installed = installedPackages(shell.cwd);
      return done(failure);
    }

    async function runSteps(p: Plan, substitute: (text: string) => string): Promise<string | undefined> {
      for (const step of p.steps) {
        const at = `${p.page}:${step.line}`;
        const skip = (label: string, reason: string): void => {
          result.skipped.push({page: p.page, line: step.line, label, reason});
          opts.log?.(`  ${at}  skipped: ${label} (${reason})`);
        };
        const ran = (what: string): void => {
          opts.log?.(`  ${at}  ${what}`);
          result.ran++;
        };
        if (step.kind === 'skip') {
          skip(step.label, step.reason);
          continue;
        }
        if (step.kind === 'write') {
          const file = path.resolve(shell.cwd, step.file);
          const code = substitute(step.code);
          const left = HEX_PLACEHOLDER.exec(code);
          if (left) return `${at}: ${left[0]} in ${step.file} has no value: map it in guide.values`;
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
          ran(`write ${step.file}`);
          continue;
        }
        const tool = toolOf(step.command);
        const words = step.command.split(/\s+/);
        const installs = tool === 'npm' && /^(install|i|add|ci)$/.test(words[words.indexOf('npm') + 1] ?? '');
        if (installs && !reader) {
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
          return `${at}: ${missing[0]} has no value: map it in guide.values or capture it in an output block`;
        }
        let adapted = '';
        const prompt = READ_PROMPT.exec(command)?.[1];
        if (prompt) {
          // stdin is closed, so `read` would fail: the variable is already set from guide.env
          if (!p.spec.env.has(prompt)) return `${at}: "${step.command}" prompts for ${prompt}: map it in guide.env`;
          ran(`${step.command} (adapted: prompt answered from guide.env)`);
          continue;
        }
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
        if (tool === 'forge' && standIn) {
          const verify = adaptVerify(command, standIn, chainId);
          if (typeof verify === 'string') return `${at}: "${step.command}" ${verify}`;
          command = verify.command;
          adapted += verify.note;
        }
        const hardhat = /^npx hardhat(?:\s+(.*))?$/.exec(command);
        if (hardhat) {
          const args = (hardhat[1] ?? '').split(/\s+/).filter(Boolean);
          if (args[0] === 'init') {
            writeFileSync(path.join(shell.cwd, 'tsconfig.json'), INIT_TSCONFIG);
            ran(`${step.command} (adapted: interactive; only the template's tsconfig.json is written)`);
            continue;
          }
          if (args[0] === 'vars' && args[1] === 'set' && args[2]) {
            const name = `HARDHAT_VAR_${args[2]}`;
            if (!shell.env[name]) return `${at}: "${step.command}" prompts for a value: map ${name} in guide.env`;
            ran(`${step.command} (adapted: interactive; ${name} is set from guide.env)`);
            continue;
          }
          if (existsSync(path.join(shell.cwd, 'hardhat.config.ts'))) {
            const extra =
              network === 'hardhat'
                ? `config.networks = {...config.networks, hardhat: {...config.networks?.hardhat, chainId: ${chainId}}};\n`
                : '';
            // the reader's project has only what the page installs: the offline solc comes from the workspace
            const solcFrom = reader ? path.join(opts.samples, 'package.json') : undefined;
            writeFileSync(
              path.join(shell.cwd, 'hardhat.ci.config.ts'),
              ciConfig('scripts/samples/guides/run.ts', extra, solcFrom),
            );
            command = command.replace(/^npx hardhat/, 'npx hardhat --config hardhat.ci.config.ts');
            if (network === 'hardhat') command = command.replace(/(\s--network[ =])\S+/g, '$1hardhat');
            const inProcess = network === 'hardhat' && /\s--network\b/.test(command);
            adapted += inProcess
              ? " (adapted: Hardhat's in-process network, offline solc)"
              : ' (adapted: offline solc)';
          }
        }
        opts.log?.(`  ${at}  ${step.command}${adapted}`);
        // an install from the registry may take minutes on a slow machine; everything else gets 240 s
        const {code, out} = await runBash(shell, command, state, installs || tool === 'npx' ? 600 : 240);
        if (code !== 0) {
          const inFiles = pageLinesIn(out, files);
          return `${at}: "${step.command}" failed (exit ${code})${inFiles.length ? `, at ${inFiles.join(', ')}` : ''}:\n      ${tail(out)}`;
        }
        if (step.expect) {
          const m = matchOutput(step.expect, out, captures);
          if (!m.ok) {
            return `${p.page}:${m.line}: the output of "${step.command}" (line ${step.line}) has no line "${m.text}"; it printed:\n      ${tail(out)}`;
          }
          for (const [k, v] of m.captures) {
            captures.set(k, v);
            if (p.spec.fund.has(k) && rpcUrl) await fund(rpcUrl, v);
          }
        }
        result.ran++;
      }
      return undefined;
    }
  } catch (err) {
    failed = true;
    return done(`${page}: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    chain?.stop();
    await standIn?.close();
    // a reader's project that failed is kept to look into; one that passed goes (its node_modules holds thousands
    // of files: removed without blocking the runs that are still going)
    if (reader && failed) result.kept = reader.root;
    else if (reader) result.removed = rm(reader.root, {recursive: true, force: true});
  }
}

/** The packages a project's package.json lists, each with the version npm installed (`viem@2.57.20`). */
export function installedPackages(dir: string): string[] {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return [];
  try {
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
    const names = Object.keys({...pkg.dependencies, ...pkg.devDependencies}).sort();
    return names.map((name) => {
      const manifest = path.join(dir, 'node_modules', name, 'package.json');
      const version = existsSync(manifest)
        ? (JSON.parse(readFileSync(manifest, 'utf8')) as {version?: string}).version
        : undefined;
      return `${name}@${version ?? 'not installed'}`;
    });
  } catch {
    return [];
  }
}
