/**
 * The local chain the guide runner sends the guides' transactions to: Anvil, from the samples workspace's
 * `@foundry-rs/anvil` package (its platform package, e.g. `@foundry-rs/anvil-linux-amd64`, ships the binary, so
 * nothing is downloaded from outside the npm registry). Anvil starts on a port the system picks (`--port 0`),
 * with the chain id of the network the page is about and ten funded test accounts, and it is stopped when the
 * guide ends, when the runner exits, and on SIGINT/SIGTERM.
 *
 * The EVM is pinned to Prague: Celo runs the Prague (Pectra) EVM since its Isthmus upgrade (Celo Mainnet on
 * 9 July 2025; celo-org/docs, infra-partners/notices/isthmus-upgrade.mdx), so a sample that needs a newer opcode
 * fails here as it would on Celo.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export interface TestAccount {
  address: string;
  key: string;
}

export interface LocalChain {
  url: string;
  pid: number;
  chainId: number;
  accounts: TestAccount[];
  stop(): void;
}

/** The npm package holding a Foundry tool's binary for this machine (the packages' own platform names). */
export function foundryPlatformPackage(tool: 'anvil' | 'cast' | 'forge'): string | undefined {
  const arch = ({x64: 'amd64', arm64: 'arm64'} as Record<string, string>)[process.arch];
  if (!arch || !['linux', 'darwin', 'win32'].includes(process.platform)) return undefined;
  return `@foundry-rs/${tool}-${process.platform}-${arch}`;
}

/** Path of a Foundry tool's binary in the samples workspace, or undefined when it is not installed. */
export function workspaceFoundryBinary(samples: string, tool: 'anvil' | 'cast' | 'forge'): string | undefined {
  const pkg = foundryPlatformPackage(tool);
  if (!pkg) return undefined;
  try {
    const req = createRequire(path.join(samples, 'package.json'));
    return path.join(
      path.dirname(req.resolve(`${pkg}/package.json`)),
      'bin',
      process.platform === 'win32' ? `${tool}.exe` : tool,
    );
  } catch {
    return undefined;
  }
}

const running = new Set<ChildProcess>();
let hooked = false;

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL'); // its own process group: the tools a command started go too
  } catch {
    child.kill('SIGKILL');
  }
}

/**
 * Kills `child` (spawned with `detached: true`, so in its own process group) if the runner exits or is
 * interrupted first: Anvil, and the command a guide step is running, never outlive the runner.
 */
export function stopWithRunner(child: ChildProcess): () => void {
  if (!hooked) {
    hooked = true;
    process.on('exit', () => running.forEach(killGroup));
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.once(signal, () => {
        running.forEach(killGroup);
        running.clear();
        process.kill(process.pid, signal);
      });
    }
  }
  running.add(child);
  return () => {
    running.delete(child);
    killGroup(child);
  };
}

interface AnvilConfigOut {
  available_accounts: string[];
  private_keys: string[];
}

/**
 * Starts Anvil with `chainId`; resolves once it listens, with its URL and funded accounts. Anvil writes its accounts
 * to `dir`/anvil.json (the guide's own folder, so an interrupted run leaves nothing elsewhere). With `blockTime`
 * (seconds), Anvil makes a block at that interval, as Celo does every second, instead of one per transaction.
 */
export async function startAnvil(
  samples: string,
  chainId: number,
  dir: string,
  blockTime?: number,
): Promise<LocalChain> {
  const bin = workspaceFoundryBinary(samples, 'anvil');
  if (!bin) {
    throw new Error(
      `Anvil is not installed for ${process.platform}-${process.arch}: run \`npm run samples:install\` (samples/package.json pins @foundry-rs/anvil)`,
    );
  }
  const configOut = path.join(dir, 'anvil.json');
  const child = spawn(
    bin,
    [
      ...['--port', '0', '--chain-id', String(chainId), '--hardfork', 'prague', '--config-out', configOut],
      ...(blockTime ? ['--block-time', String(blockTime)] : []),
    ],
    {stdio: ['ignore', 'pipe', 'pipe'], detached: true},
  );
  const stop = stopWithRunner(child);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`Anvil did not start within 60 s:\n${out}`)), 60_000);
      const onData = (chunk: Buffer): void => {
        out += chunk.toString();
        const m = /Listening on ([\d.]+):(\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          child.stdout.off('data', onData);
          child.stdout.resume();
          resolve(`http://${m[1]}:${m[2]}`);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Anvil exited with code ${code} before listening:\n${out}`));
      });
    });
    const config = JSON.parse(readFileSync(configOut, 'utf8')) as AnvilConfigOut;
    const accounts = config.available_accounts.map((address, i) => ({address, key: config.private_keys[i]!}));
    return {url, pid: child.pid!, chainId, accounts, stop};
  } catch (err) {
    stop();
    throw err;
  }
}
