/**
 * Runs the Hardhat verify page (docs/developer/verify/hardhat.md) offline, from the page itself. The page
 * continues the project of the deploy guide (docs/developer/deploy/hardhat.md), so that page's files are written
 * first; then the verify page's blocks and commands run in page order (hardhat-project.ts says how), and every
 * command's exit code and output must be what the page's output blocks promise.
 *
 * What stands in for the outside world, and why:
 *   - Celo Mainnet and Celo Sepolia: one local Hardhat node per network, started with that network's chain id
 *     (src/data/networks.ts) before the first command on that network (a page that uses one network starts one
 *     node: each start is a Hardhat process of several seconds, more on a loaded machine). The wrapper
 *     configuration points the page's `celo` and `celoSepolia` networks at them, and a network whose node has not
 *     started at a closed local port (NOT_STARTED), so a command on it fails at once instead of reaching the real
 *     network; the page's config is not edited.
 *   - The explorers: hardhat-verify 2 always sends Etherscan requests to Etherscan's V2 URL (it ignores a custom
 *     chain's apiURL once apiKey is one string), so substituting URLs in the config could not catch them. The
 *     wrapper instead gives the plugin's HTTP client (its test hook setMockDispatcher, internal/undici.js of
 *     hardhat-verify 2.1.3, which Ignition's verification uses too) a dispatcher that sends every request to the
 *     stand-in (explorer-stand-in.ts) on 127.0.0.1, saying which URL it was meant for. So the page's own URLs
 *     are what gets checked, and nothing can reach a real explorer.
 *   - `<ADDRESS>` in a command is the address the page's last Ignition deployment on that network printed; in
 *     the output, that address is shown as `<ADDRESS>` again, as the page writes it.
 *   - Ignition asks to confirm a deployment to a live network; HARDHAT_IGNITION_CONFIRM_DEPLOYMENT answers yes.
 * After each command, every explorer request it made must be for that network's chain: Etherscan with its
 * `chainid` and the page's API key, Blockscout at the instance src/data/networks.ts lists for that chain, Sourcify
 * with that chain. The page must verify on both networks.
 *
 * Usage: tsx scripts/samples/hardhat-verify.ts [--page <verify page>] [--verbose]
 *   --page: another page to run (the unit test runs a broken fixture); --verbose: print each command's output.
 * Exits 1 naming the page line of the first broken promise.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {networks, type Network} from '../../src/data/networks';
import {pageSlug} from './extract';
import {ETHERSCAN, SOURCIFY, startStandIn, type Request, type StandIn} from './explorer-stand-in';
import {
  ciConfig,
  HARDHAT_CLI,
  planSteps,
  ROOT,
  runHardhat,
  runSteps,
  SAMPLES,
  type ProjectState,
  type RunResult,
} from './hardhat-project';

const BASE = 'docs/developer/deploy/hardhat.md';
/** The Hardhat network names the Hardhat pages configure, and the networks they are. */
const PAGE_NETWORKS = new Map<string, Network>([
  ['celo', networks.mainnet],
  ['celoSepolia', networks.celoSepolia],
]);

const WRAPPER_EXTRA = `
// Stand-ins (scripts/samples/hardhat-verify.ts): local nodes for the page's networks, and hardhat-verify's HTTP
// client sending every explorer request to the local stand-in API, with the URL it was meant for in a header.
const rpc = JSON.parse(process.env.SAMPLES_RPC ?? '{}') as Record<string, string>;
for (const [name, url] of Object.entries(rpc)) {
  const net = config.networks?.[name] as {url?: string} | undefined;
  if (net && 'url' in net) net.url = url;
}
if (process.env.SAMPLES_CHAIN_ID) {
  config.networks = {...config.networks, hardhat: {...config.networks?.hardhat, chainId: Number(process.env.SAMPLES_CHAIN_ID)}};
}
const standIn = process.env.SAMPLES_EXPLORER;
if (standIn) {
  const {Agent} = req('undici');
  const agent = new Agent();
  req('@nomicfoundation/hardhat-verify/internal/undici').setMockDispatcher({
    dispatch(opts: {origin: string; headers?: Record<string, string>}, handler: unknown) {
      const headers = {...opts.headers, 'x-explorer-origin': String(opts.origin)};
      return agent.dispatch({...opts, origin: standIn, headers}, handler);
    },
  });
}
`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const {port} = s.address() as {port: number};
      s.close(() => resolve(port));
    });
  });
}

/**
 * Where the wrapper points a network whose node has not started: the discard port on loopback, which nothing here
 * listens on, so a request is refused at once.
 */
export const NOT_STARTED = 'http://127.0.0.1:9';

/**
 * The page's networks' RPC URLs, each node started on first use (`start`, one at a time: a second call for the
 * same chain waits for the first). `urls()` is what the wrapper reads: the started nodes' URLs, NOT_STARTED for
 * the others.
 */
export function lazyNodes<Child>(
  names: ReadonlyMap<string, {chainId: number}>,
  start: (chainId: number) => Promise<{url: string; child: Child}>,
) {
  const started = new Map<number, Promise<{url: string; child: Child}>>();
  const ready = new Map<number, string>();
  return {
    async urlFor(chainId: number): Promise<string> {
      let node = started.get(chainId);
      if (!node) {
        node = start(chainId);
        started.set(chainId, node);
      }
      const {url} = await node;
      ready.set(chainId, url);
      return url;
    },
    url: (chainId: number): string | undefined => ready.get(chainId),
    urls: (): Record<string, string> =>
      Object.fromEntries([...names].map(([name, net]) => [name, ready.get(net.chainId) ?? NOT_STARTED])),
    async children(): Promise<Child[]> {
      const settled = await Promise.allSettled(started.values());
      return settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.child] : []));
    },
  };
}

/** Starts `hardhat node` with a chain id; resolves once it listens. */
async function startNode(
  cwd: string,
  chainId: number,
  env: NodeJS.ProcessEnv,
): Promise<{url: string; child: ChildProcess}> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [HARDHAT_CLI, '--config', 'hardhat.ci.config.ts', 'node', '--port', String(port)],
    {
      cwd,
      env: {...env, SAMPLES_CHAIN_ID: String(chainId), NO_COLOR: '1', HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true'},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let seen = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      if (seen.length < 100_000) seen += d.toString();
      if (seen.includes('Started HTTP and WebSocket JSON-RPC server at')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`hardhat node (chain ${chainId}) exited ${code}:\n${seen}`)));
  });
  return {url: `http://127.0.0.1:${port}`, child};
}

/** The input of the transaction that created `address` on a local node (its chain is a few blocks long). */
async function creationInput(rpcUrl: string, address: string): Promise<string | undefined> {
  const call = async <T>(method: string, params: unknown[]): Promise<T> => {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method, params}),
    });
    return ((await res.json()) as {result: T}).result;
  };
  const latest = Number(await call<string>('eth_blockNumber', []));
  for (let n = 0; n <= latest; n++) {
    const block = await call<{transactions: {hash: string; to: string | null; input: string}[]}>(
      'eth_getBlockByNumber',
      [`0x${n.toString(16)}`, true],
    );
    for (const tx of block.transactions.filter((t) => t.to === null)) {
      const receipt = await call<{contractAddress: string | null}>('eth_getTransactionReceipt', [tx.hash]);
      if (receipt.contractAddress?.toLowerCase() === address.toLowerCase()) return tx.input;
    }
  }
  return undefined;
}

/** The chain a command works on: its --network, or the chain-<id> deployment it names. */
function chainOf(args: string[]): Network | undefined {
  const n = args.indexOf('--network');
  if (n >= 0) return PAGE_NETWORKS.get(args[n + 1] ?? '');
  const id = args.map((a) => /^chain-(\d+)$/.exec(a)?.[1]).find(Boolean);
  return [...PAGE_NETWORKS.values()].find((net) => String(net.chainId) === id);
}

/** Requests a command made that are not for its network's chain, or that no real explorer would receive. */
export function misdirected(requests: Request[], network: Network, apiKey: string | undefined): string[] {
  const blockscout = network.explorers.find((e) => e.name === 'Blockscout')?.url;
  const chain = String(network.chainId);
  return requests.flatMap((r) => {
    const what = `${r.method} ${r.origin}${r.path} (${r.params.action ?? 'sourcify'})`;
    if (r.origin === ETHERSCAN) {
      if (r.params.chainid !== chain) return [`${what} asked Etherscan for chain ${r.params.chainid}, not ${chain}`];
      if (r.params.apikey !== apiKey) return [`${what} sent API key "${r.params.apikey}", not the page's variable`];
      return [];
    }
    if (r.origin === SOURCIFY) {
      const asked = r.params.chain ?? r.params.chainIds;
      return asked === chain ? [] : [`${what} asked Sourcify for chain ${asked}, not ${chain}`];
    }
    if (r.origin === blockscout) return [];
    return [`${what}: ${network.name}'s Blockscout is ${blockscout} (src/data/networks.ts)`];
  });
}

/** The `npx hardhat` command as the page writes it. */
function shellLine(words: string[]): string {
  return ['npx', 'hardhat', ...words].map((w) => (/\s/.test(w) ? `"${w}"` : w)).join(' ');
}

/** The line of an output that says how the command ended: its error, or its last verification message. */
export function gist(output: string): string {
  const lines = output.split('\n').map((l) => stripVTControlCharacters(l).trim());
  const error = lines.find((l) => /^(Error|Trying to verify|You are trying)/.test(l));
  const done = lines.filter((l) =>
    /^(Successfully verified|The contract .* already|Contract .* already|Deployed Addresses)/.test(l),
  );
  return error ?? done.join(' | ');
}

function parseArgs(argv: string[]): {page: string; verbose: boolean} {
  const out = {page: 'docs/developer/verify/hardhat.md', verbose: false};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--page' && argv[i + 1]) out.page = argv[++i]!;
    else if (argv[i] === '--verbose') out.verbose = true;
    else throw new Error('usage: hardhat-verify.ts [--page <verify page>] [--verbose]');
  }
  return out;
}

async function main(): Promise<number> {
  const started = Date.now();
  const {page, verbose} = parseArgs(process.argv.slice(2));
  // One folder per page, so the unit test's fixture run and the page's run never share a project.
  const work = path.join(SAMPLES, '.extracted', 'hardhat-verify', pageSlug(page));
  rmSync(work, {recursive: true, force: true});
  mkdirSync(work, {recursive: true});
  const state: ProjectState = {cwd: work, vars: {}};
  const writeWrapper = () =>
    writeFileSync(
      path.join(state.cwd, 'hardhat.ci.config.ts'),
      ciConfig('scripts/samples/hardhat-verify.ts', WRAPPER_EXTRA),
    );
  const base = planSteps(BASE, readFileSync(path.join(ROOT, BASE), 'utf8'), state, () => {
    throw new Error('not run');
  }).filter((s) => s.kind === 'setup');
  const baseRun = await runSteps(BASE, base);
  if (baseRun.problem) return (console.error(baseRun.problem), 1);

  const explorers = new Map<string, number>();
  for (const net of PAGE_NETWORKS.values()) {
    for (const e of net.explorers) if (e.name === 'Blockscout') explorers.set(e.url, net.chainId);
  }
  const nodes = lazyNodes(PAGE_NETWORKS, (chainId) => startNode(state.cwd, chainId, {...process.env, ...state.vars}));
  const standIn: StandIn = await startStandIn({
    blockscout: explorers,
    chains: new Set([...PAGE_NETWORKS.values()].map((n) => n.chainId)),
    creationInput: async (chain, address) => {
      const url = nodes.url(chain);
      return url === undefined ? undefined : creationInput(url, address);
    },
  });
  try {
    writeWrapper();
    const addresses = new Map<number, string>();
    const table: string[] = [];
    const verifiedOn = new Set<number>();
    const run = async (words: string[], line: number): Promise<RunResult> => {
      const network = chainOf(words);
      const address = network && addresses.get(network.chainId);
      if (words.includes('<ADDRESS>') && !address) {
        return {status: -1, output: '', problem: '<ADDRESS> on a network the page has not deployed to yet'};
      }
      const args = words.map((w) => (w === '<ADDRESS>' ? address! : w));
      if (network) await nodes.urlFor(network.chainId);
      writeWrapper();
      const from = standIn.requests.length;
      const result = await runHardhat(state.cwd, args, {
        ...process.env,
        ...state.vars,
        SAMPLES_RPC: JSON.stringify(nodes.urls()),
        SAMPLES_EXPLORER: standIn.url,
        HARDHAT_IGNITION_CONFIRM_DEPLOYMENT: 'true',
      });
      const sent = standIn.requests.slice(from);
      const deployed = /#\w+ - (0x[0-9a-fA-F]{40})/.exec(result.output)?.[1];
      if (network && deployed) addresses.set(network.chainId, deployed);
      const shown = network && addresses.get(network.chainId);
      const output = shown ? result.output.replace(new RegExp(shown, 'gi'), '<ADDRESS>') : result.output;
      if (verbose) process.stdout.write(`${output.replace(/^/gm, '      | ')}\n`);
      table.push(
        `  ${page}:${line}  ${network?.name ?? '-'}  exit ${result.status}\n    ${shellLine(words)}\n    ${gist(output)}`,
      );
      if (network) {
        const wrong = misdirected(sent, network, state.vars.HARDHAT_VAR_ETHERSCAN_API_KEY);
        if (wrong.length) {
          return {
            status: result.status,
            output,
            problem: `explorer requests for the wrong chain:\n      ${wrong.join('\n      ')}`,
          };
        }
        if (result.status === 0 && /Successfully verified/.test(output)) verifiedOn.add(network.chainId);
      }
      return {status: result.status, output};
    };
    const steps = planSteps(page, readFileSync(path.join(ROOT, page), 'utf8'), state, run);
    const {problem} = await runSteps(page, steps);
    console.log(table.join('\n'));
    if (problem) return (console.error(problem), 1);
    const missing = [...PAGE_NETWORKS.values()].filter((n) => !verifiedOn.has(n.chainId));
    if (missing.length) {
      console.error(`${page}: no command verified a contract on ${missing.map((n) => n.name).join(' or ')} (exit 0)`);
      return 1;
    }
    const byOrigin = new Map<string, number>();
    for (const r of standIn.requests) byOrigin.set(r.origin, (byOrigin.get(r.origin) ?? 0) + 1);
    console.log(
      `Hardhat verify page: ${steps.length} steps; explorer requests ${[...byOrigin].map(([o, n]) => `${o} ${n}`).join(', ')}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } finally {
    const started = [...PAGE_NETWORKS.values()].filter((n) => nodes.url(n.chainId) !== undefined);
    console.log(`Local nodes started: ${started.map((n) => `${n.name} (${n.chainId})`).join(', ') || 'none'}`);
    for (const child of await nodes.children()) child.kill();
    await standIn.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  void main().then((code) => (process.exitCode = code));
}
