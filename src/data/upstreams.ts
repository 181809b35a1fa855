/**
 * Upstreams: every release, package or repository whose facts and commands the pages teach. A page's front
 * matter records which of these it was checked against (`verified:`, see CONTRIBUTING.md), and
 * `npm run check:sources` compares those records with the newest versions.
 *
 * Each entry says how to read its newest version:
 * - `npm`: the package's `latest` dist-tag on the npm registry; a page records a version (`9.0.1`).
 * - `github-release`: the repository's newest release, whose tag is `tagPrefix` + version; a page records the
 *   version without the prefix (`1.0.1` for the tag `celo-v1.0.1`).
 * - `github-branch`: the newest commit of `branch` that touches `path` (the whole repository when absent); a
 *   page records a commit (7 to 40 hex digits).
 *
 * Ids are what writers type in front matter: lower case, digits and hyphens. Never rename one; add a new entry
 * and move the pages instead.
 */
export type UpstreamSource =
  | {kind: 'npm'; package: string}
  | {kind: 'github-release'; repo: string; tagPrefix?: string}
  | {kind: 'github-branch'; repo: string; branch: string; path?: string};

export interface Upstream {
  /** Front-matter key: lower case, digits and hyphens. */
  id: string;
  /** Shown to readers in the "Verified on" line. */
  name: string;
  source: UpstreamSource;
  /** What the docs take from it, for writers. */
  about: string;
}

const npm = (id: string, name: string, pkg: string, about: string): Upstream => ({
  id,
  name,
  source: {kind: 'npm', package: pkg},
  about,
});

export const upstreams: readonly Upstream[] = [
  // Node and operator software
  {
    id: 'celo-l2-node-docker-compose',
    name: 'celo-l2-node-docker-compose',
    source: {kind: 'github-branch', repo: 'celo-org/celo-l2-node-docker-compose', branch: 'main'},
    about: 'How Celo runs a node: settings, images, ports, snapshots, the op-geth to op-reth migration',
  },
  {
    id: 'celo-reth',
    name: 'op-reth (celo-reth)',
    source: {kind: 'github-release', repo: 'celo-org/celo-reth', tagPrefix: 'celo-v'},
    about: "Celo's op-reth execution client: flags, sync, snapshot tiers",
  },
  {
    id: 'op-node',
    name: 'op-node',
    source: {kind: 'github-release', repo: 'celo-org/optimism', tagPrefix: 'op-node/celo-v'},
    about: "Celo's op-node (consensus and derivation) and its flags",
  },
  {
    id: 'eigenda-proxy',
    name: 'eigenda-proxy',
    source: {kind: 'github-release', repo: 'Layr-Labs/eigenda-proxy', tagPrefix: 'v'},
    about: 'The data-availability proxy a node runs beside op-node',
  },
  {
    id: 'op-succinct',
    name: 'op-succinct',
    source: {kind: 'github-release', repo: 'celo-org/op-succinct', tagPrefix: 'v'},
    about: 'The fault-proof challenger an operator may run',
  },
  {
    id: 'celo-blockchain',
    name: 'celo-blockchain',
    source: {kind: 'github-release', repo: 'celo-org/celo-blockchain', tagPrefix: 'v'},
    about: 'The Celo L1 client (history, and the L1 archive node that serves pre-migration state)',
  },
  {
    id: 'superchain-registry',
    name: 'superchain-registry',
    source: {
      kind: 'github-branch',
      repo: 'ethereum-optimism/superchain-registry',
      branch: 'main',
      path: 'superchain/configs',
    },
    about: 'Chain configurations op-node and op-reth load for Celo Mainnet and Celo Sepolia',
  },
  {
    id: 'celo-oracle',
    name: 'celo-oracle',
    source: {kind: 'github-release', repo: 'celo-org/celo-oracle', tagPrefix: 'oracle-'},
    about: 'The price oracle client validators and oracle operators run',
  },
  // Tools and libraries
  npm(
    'celocli',
    'celocli',
    '@celo/celocli',
    'Every celocli command, flag and default (Ledger derivation path, bridge)',
  ),
  npm('contractkit', 'ContractKit', '@celo/contractkit', 'The ContractKit API'),
  npm('celo-identity', '@celo/identity', '@celo/identity', 'ODIS and SocialConnect client API'),
  npm('viem', 'viem', 'viem', "viem's API and Celo chain definitions"),
  npm('ethers', 'ethers', 'ethers', "ethers v6's API"),
  npm('web3', 'web3.js', 'web3', "web3.js's API"),
  npm('wagmi', 'wagmi', 'wagmi', "wagmi's hooks and chain support"),
  npm('rainbowkit', 'RainbowKit', '@rainbow-me/rainbowkit', "RainbowKit's setup"),
  npm('reown-appkit', 'Reown AppKit', '@reown/appkit', "Reown AppKit's setup"),
  npm('thirdweb', 'thirdweb', 'thirdweb', "thirdweb's SDK and chain exports"),
  npm('hardhat', 'Hardhat', 'hardhat', "Hardhat's commands and configuration"),
  npm(
    'hardhat-toolbox',
    'hardhat-toolbox',
    '@nomicfoundation/hardhat-toolbox',
    'The Hardhat plugins a project installs',
  ),
  npm('hardhat-verify', 'hardhat-verify', '@nomicfoundation/hardhat-verify', 'Contract verification from Hardhat'),
  npm(
    'hardhat-ignition',
    'Hardhat Ignition',
    '@nomicfoundation/hardhat-ignition',
    'Deployments and --verify with Ignition',
  ),
  npm('openzeppelin-contracts', 'OpenZeppelin Contracts', '@openzeppelin/contracts', 'Contracts the samples import'),
  {
    id: 'foundry',
    name: 'Foundry',
    source: {kind: 'github-release', repo: 'foundry-rs/foundry', tagPrefix: 'v'},
    about: 'forge, cast and anvil commands and flags',
  },
  {
    id: 'celo-composer',
    name: 'Celo Composer',
    source: {kind: 'github-branch', repo: 'celo-org/celo-composer', branch: 'main'},
    about: "The Composer's templates and commands",
  },
  // Protocol
  {
    id: 'celo-monorepo',
    name: 'celo-monorepo contracts',
    source: {kind: 'github-branch', repo: 'celo-org/celo-monorepo', branch: 'master', path: 'packages/protocol'},
    about: 'Core contracts: governance, election, locked CELO, epoch rewards, parameters',
  },
  {
    id: 'celo-optimism',
    name: 'celo-org/optimism',
    source: {kind: 'github-branch', repo: 'celo-org/optimism', branch: 'celo-rebase-15'},
    about: 'The OP Stack fork Celo runs: bridge and fault-proof contracts, rollup behaviour',
  },
  {
    id: 'celo-docs',
    name: 'celo-org/docs',
    source: {kind: 'github-branch', repo: 'celo-org/docs', branch: 'main'},
    about: "Celo's own documentation, for facts it is the primary source of (notices, network parameters)",
  },
];
