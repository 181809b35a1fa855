/**
 * Pages that tell a reader to create and run a script, and whether each runs as a guide. A page does when its
 * front matter opts in (`guide:`, plan.ts); one that cannot stays out with its reason in OUTSIDE below, and main.ts
 * fails a run over docs/ on a page that does neither, or on an entry here that no longer needs one. The runs print
 * the list, so the reasons stay in view.
 *
 * "Tells a reader to create and run a script": the page runs a script file (`npx tsx read.ts`, `node app.js`,
 * `npx hardhat run …`), or it has an install line (`npm install …`) in a shell block and a JavaScript or
 * TypeScript code block.
 */
import {collectInstallSpecs} from '../install-lines';
import {parsePage} from '../extract';
import {isGuide} from './plan';

/** Route → why the page does not run as a guide. Keep it to what the runner cannot give. */
export const OUTSIDE: ReadonlyMap<string, string> = new Map([
  [
    '/build/build-with-ai/examples/ai-memecoins',
    'needs a model provider API key (OpenAI) and `forge install` from GitHub',
  ],
  ['/build/thirdweb-quickstart', 'a browser app (Vite and React): needs a thirdweb client ID and a browser wallet'],
  [
    '/developer/contractkit/data-encryption-key',
    'Celo only: registers a key with the Accounts core contract, which a plain EVM such as Anvil lacks',
  ],
  [
    '/developer/contractkit/migrating-to-viem',
    'ContractKit samples: its current major (11) is not on the registry reachable here, 10.0.3 is',
  ],
  ['/developer/contractkit/odis', 'needs ODIS, a hosted Celo service, and a funded quota on Celo Mainnet'],
  [
    '/developer/contractkit/setup',
    'ContractKit samples: its current major (11) is not on the registry reachable here, 10.0.3 is',
  ],
  ['/developer/dynamic', 'a browser app: needs a Dynamic environment ID and a browser wallet'],
  [
    '/developer/indexer/subquery',
    'needs the SubQuery CLI’s Docker stack (a Postgres database and its indexer) and a Celo archive RPC',
  ],
  ['/developer/indexer/the-graph', 'needs The Graph Studio (a deploy key) and its hosted indexers'],
  ['/developer/particle-network', 'a browser app: needs Particle Network project keys and a browser'],
  ['/developer/rainbowkit-celo', 'a browser app: needs a WalletConnect project ID and a browser wallet'],
  [
    '/developer/setup/replit',
    'runs in Replit’s Node.js template and on `npx hardhat init`’s sample project, which the runner does not make',
  ],
  ['/developer/thirdweb-sdk', 'needs a thirdweb client ID; its chains use thirdweb’s own RPC service'],
  [
    '/developer/verify/hardhat',
    'runs in its own runner, scripts/samples/hardhat-verify.ts, against the stand-in explorers',
  ],
  ['/developer/walkthrough/web-dapp', 'a browser app (Next.js): needs a browser wallet'],
  ['/developer/web3modal/ethers', 'a browser app: needs a Reown (WalletConnect) project ID and a browser wallet'],
  ['/developer/web3modal/wagmi', 'a browser app: needs a Reown (WalletConnect) project ID and a browser wallet'],
  ['/learn/wallet-connect', 'a browser app: needs a WalletConnect project ID and a browser wallet'],
  ['/protocol/oracle/band-protocol', 'reads Band’s StdReference contract, which a blank local chain lacks'],
  ['/protocol/oracle/redstone', 'needs RedStone’s data service (signed prices from the internet) and ethers 5'],
  [
    '/protocol/transaction/erc20-transaction-fees',
    'Celo only: fee currencies (CIP-64 transactions), which a plain EVM such as Anvil lacks',
  ],
  ['/wallet/coinbase-wallet', 'a browser app: needs the Coinbase Wallet extension or app'],
]);

const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mjs', 'cjs', 'mts']);

/** Any install command (install-lines.ts finds the packages): a quick test before a page is parsed. */
const INSTALLS = /\b(?:npm\s+(?:install|i|add)|yarn\s+(?:global\s+)?add|pnpm\s+(?:add|install|i)|bun\s+add)\b/;

/** A command that runs a script file, in a shell block or in prose. */
const RUNS_SCRIPT =
  /\b(?:npx (?:--yes )?(?:tsx|ts-node)|node|bun(?: run)?|deno run(?: -A)?|tsx)\s+[\w./-]+\.(?:[cm]?[jt]s)\b|\bnpx hardhat run\b/;

/** Whether the page tells a reader to create and run a script (see the header). */
export function runsScripts(page: string, source: string): boolean {
  if (RUNS_SCRIPT.test(source)) return true;
  if (!INSTALLS.test(source)) return false; // most pages: no need to parse them
  const {blocks} = parsePage(page, source);
  const installs = collectInstallSpecs(
    blocks.filter((b) => b.kind === 'shell'),
    [],
  );
  return installs.length > 0 && blocks.some((b) => SCRIPT_LANGS.has(b.lang));
}

/**
 * What is wrong with the opt-in over `pages` (route → source): a page that runs scripts but neither runs as a
 * guide nor is listed, a listed page that runs as a guide, and a listed route that is no page that runs scripts.
 */
export function optInProblems(pages: ReadonlyMap<string, {page: string; source: string}>): string[] {
  const problems: string[] = [];
  for (const [route, {page, source}] of pages) {
    if (!runsScripts(page, source)) continue;
    if (isGuide(source) && OUTSIDE.has(route))
      problems.push(`${page}: runs as a guide and is listed in scripts/samples/guides/outside.ts: remove it there`);
    if (!isGuide(source) && !OUTSIDE.has(route))
      problems.push(
        `${page}: tells the reader to create and run a script: opt it in with guide: front matter ` +
          '(CONTRIBUTING, "Guides that run"), or list it with the reason in scripts/samples/guides/outside.ts',
      );
  }
  for (const route of OUTSIDE.keys()) {
    const p = pages.get(route);
    if (!p || !runsScripts(p.page, p.source))
      problems.push(`scripts/samples/guides/outside.ts: ${route} is no page that runs a script: remove it`);
  }
  return problems;
}
