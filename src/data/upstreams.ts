/**
 * Upstreams: every release, package or repository whose facts and commands the pages teach. A page's front
 * matter records which of these it was checked against (`verified:`, see CONTRIBUTING.md), the page's foot
 * shows that record ("Verified on …", src/data/verified.ts), and `npm run check:sources` compares the records
 * with the newest versions (npm's registry, and src/data/upstream-versions.json for GitHub).
 *
 * Each entry says how to read its newest version:
 * - `npm`: the package's `latest` dist-tag on the npm registry; a page records a version (`9.0.1`). With
 *   `releaseNotes`, the weekly refresh also reads the GitHub releases its repository tags `tagPrefix` + version
 *   (`@celo/celocli@9.0.1`), so the watch can print their headlines.
 * - `github-release`: the repository's newest tag `tagPrefix` + version (a GitHub release where there is one,
 *   a plain tag otherwise); a page records the version without the prefix (`1.0.1` for `celo/reth-v1.0.1`).
 * - `github-branch`: the newest commit of `branch` that touches one of `paths` (the whole repository when
 *   absent); a page records a commit (7 to 40 hex digits).
 *
 * Which pages depend on an upstream is not listed here: it is read from the pages' own `verified:` records
 * (scripts/sources/ledger.ts, dependents), so a page that records an upstream is one `npm run check:sources`
 * names when that upstream moves.
 *
 * Ids are what writers type in front matter: lower case, digits and hyphens. Never rename one; add a new entry
 * and move the pages instead. Validated by validateUpstreams (src/data/validate.ts).
 *
 * Sources confirmed on 2026-11-26 (snapshots of the repositories, their CI workflows and maintainers' answers):
 * - celo-l2-node-docker-compose: releases tagged `v1.4.5`, … (GitHub releases whose notes say which op-node and
 *   op-reth images they run and which upgrades are required); pages record the release (`1.4.5`), not a commit
 *   (since 2026-12-02; a record that still holds a commit is reported, naming the page).
 * - celo-reth: op-reth for Celo is built from celo-org/celo-kona; `celo-org/celo-reth` does not exist (a
 *   maintainer's answer in celo-org/optimism#464). Its tags are `celo/reth-v1.0.0`, `celo/reth-v1.0.1`, …; the
 *   image celo-l2-node-docker-compose runs is tagged `celo-v1.0.1` for the tag `celo/reth-v1.0.1`.
 * - op-node, op-geth: Celo tags its op-node and op-geth releases `celo-v2.1.0`, … in celo-org/optimism and
 *   celo-org/op-geth (the releases celo-org/docs links to).
 * - celo-optimism: celo-org/optimism's default branch moves with every rebase onto upstream
 *   (`celo-rebase-18` since the June 2026 rebase onto op-node v1.18.2); the weekly watch reports a move.
 * - eigenda-proxy: since July 2025 the proxy lives in Layr-Labs/eigenda (api/proxy; Layr-Labs/eigenda#1781),
 *   and its image ghcr.io/layr-labs/eigenda-proxy is built by that repository's `v*` releases (v2.6.0 is the
 *   one celo-l2-node-docker-compose runs). Layr-Labs/eigenda-proxy holds the releases up to v1.8.x.
 * - op-succinct: celo-org/op-succinct tags releases `celo/v<version>` (its push-container workflow turns them
 *   into the challenger image's tags).
 * - celo-oracle: tags are bare versions (`1.0.15`), no prefix.
 * - celo-monorepo: default branch `master`; superchain-registry: Celo's chain files are
 *   superchain/configs/mainnet/celo.toml and superchain/configs/sepolia/celo-sep.toml.
 */
export type UpstreamKind = 'npm' | 'github-release' | 'github-branch';

/** Where an npm package's GitHub releases are (their tags are `tagPrefix` + version). */
export interface ReleaseNotesSource {
  repo: string;
  tagPrefix: string;
}

export type UpstreamSource =
  | {kind: 'npm'; package: string; releaseNotes?: ReleaseNotesSource}
  | {kind: 'github-release'; repo: string; tagPrefix: string}
  | {kind: 'github-branch'; repo: string; branch: string; paths?: readonly string[]};

export interface Upstream {
  /** Front-matter key: lower case, digits and hyphens. */
  id: string;
  /** Shown to readers in the "Verified on" line. */
  name: string;
  source: UpstreamSource;
  /** What the docs take from it, for writers. */
  about: string;
}

const npm = (id: string, name: string, pkg: string, about: string, releaseNotes?: ReleaseNotesSource): Upstream => ({
  id,
  name,
  source: {kind: 'npm', package: pkg, ...(releaseNotes ? {releaseNotes} : {})},
  about,
});

/** celo-org/developer-tooling tags each package's releases `<package>@<version>` (changesets). */
const developerTooling = (pkg: string): ReleaseNotesSource => ({
  repo: 'celo-org/developer-tooling',
  tagPrefix: `${pkg}@`,
});

const release = (id: string, name: string, repo: string, tagPrefix: string, about: string): Upstream => ({
  id,
  name,
  source: {kind: 'github-release', repo, tagPrefix},
  about,
});

export const upstreams: readonly Upstream[] = [
  // Node and operator software
  release(
    'celo-l2-node-docker-compose',
    'celo-l2-node-docker-compose',
    'celo-org/celo-l2-node-docker-compose',
    'v',
    'How Celo runs a node: settings, images, ports, snapshots, the op-geth to op-reth migration, required upgrades',
  ),
  release(
    'celo-reth',
    'op-reth (celo-reth)',
    'celo-org/celo-kona',
    'celo/reth-v',
    "Celo's op-reth execution client: flags, sync, snapshot tiers",
  ),
  release(
    'op-geth',
    'op-geth',
    'celo-org/op-geth',
    'celo-v',
    "Celo's op-geth, the execution client before op-reth: flags, required versions per hard fork",
  ),
  release(
    'op-node',
    'op-node',
    'celo-org/optimism',
    'celo-v',
    "Celo's op-node (consensus and derivation) and its flags",
  ),
  release(
    'eigenda-proxy',
    'eigenda-proxy',
    'Layr-Labs/eigenda',
    'v',
    'The data-availability proxy a node runs beside op-node',
  ),
  release(
    'op-succinct',
    'op-succinct',
    'celo-org/op-succinct',
    'celo/v',
    'The fault-proof challenger an operator may run',
  ),
  release(
    'celo-blockchain',
    'celo-blockchain',
    'celo-org/celo-blockchain',
    'v',
    'The Celo L1 client (history, and the L1 archive node that serves pre-migration state)',
  ),
  {
    id: 'superchain-registry',
    name: 'superchain-registry',
    source: {
      kind: 'github-branch',
      repo: 'ethereum-optimism/superchain-registry',
      branch: 'main',
      paths: ['superchain/configs/mainnet/celo.toml', 'superchain/configs/sepolia/celo-sep.toml'],
    },
    about: 'Chain configurations op-node and op-reth load for Celo Mainnet and Celo Sepolia',
  },
  release('celo-oracle', 'celo-oracle', 'celo-org/celo-oracle', '', 'The price oracle client oracle operators run'),
  // Tools and libraries
  npm(
    'celocli',
    'celocli',
    '@celo/celocli',
    'Every celocli command, flag and default (Ledger derivation path, bridge)',
    developerTooling('@celo/celocli'),
  ),
  npm('contractkit', 'ContractKit', '@celo/contractkit', 'The ContractKit API', developerTooling('@celo/contractkit')),
  npm('celo-identity', '@celo/identity', '@celo/identity', 'ODIS and SocialConnect client API'),
  npm('celo-connect', '@celo/connect', '@celo/connect', 'Connection and transaction types ContractKit builds on'),
  npm('celo-utils', '@celo/utils', '@celo/utils', 'Address, signing and formatting helpers'),
  npm(
    'celo-wallet-local',
    '@celo/wallet-local',
    '@celo/wallet-local',
    'The local (private-key) wallet for ContractKit',
  ),
  npm(
    'celo-web3-plugin',
    '@celo/web3-plugin-transaction-types',
    '@celo/web3-plugin-transaction-types',
    'The web3.js plugin for Celo fee-currency transactions',
  ),
  npm('celo-abis', '@celo/abis', '@celo/abis', 'ABIs of the core contracts'),
  npm('viem', 'viem', 'viem', "viem's API and Celo chain definitions", {repo: 'wevm/viem', tagPrefix: 'viem@'}),
  npm('ethers', 'ethers', 'ethers', "ethers v6's API"),
  npm('web3', 'web3.js', 'web3', "web3.js's API"),
  npm('wagmi', 'wagmi', 'wagmi', "wagmi's hooks, connectors and chain support"),
  npm('wagmi-core', '@wagmi/core', '@wagmi/core', "wagmi's framework-free actions"),
  npm('tanstack-query', 'TanStack Query', '@tanstack/react-query', 'The query client wagmi needs'),
  npm('rainbowkit', 'RainbowKit', '@rainbow-me/rainbowkit', "RainbowKit's setup"),
  npm('reown-appkit', 'Reown AppKit', '@reown/appkit', "Reown AppKit's setup"),
  npm(
    'reown-appkit-adapter-wagmi',
    'AppKit wagmi adapter',
    '@reown/appkit-adapter-wagmi',
    "Reown AppKit's wagmi adapter",
  ),
  npm(
    'reown-appkit-adapter-ethers',
    'AppKit ethers adapter',
    '@reown/appkit-adapter-ethers',
    "Reown AppKit's ethers adapter",
  ),
  npm('particle-connectkit', 'Particle ConnectKit', '@particle-network/connectkit', "Particle Network's ConnectKit"),
  npm('dynamic-sdk', 'Dynamic SDK', '@dynamic-labs/sdk-react-core', "Dynamic's React SDK"),
  npm('dynamic-ethereum', '@dynamic-labs/ethereum', '@dynamic-labs/ethereum', "Dynamic's EVM wallet connectors"),
  npm('coinbase-wallet-sdk', 'Coinbase Wallet SDK', '@coinbase/wallet-sdk', 'The Coinbase Wallet SDK'),
  npm('thirdweb', 'thirdweb', 'thirdweb', "thirdweb's SDK, CLI and chain exports"),
  npm(
    'redstone-evm-connector',
    '@redstone-finance/evm-connector',
    '@redstone-finance/evm-connector',
    "RedStone's on-chain price feed connector",
  ),
  npm('redstone-sdk', '@redstone-finance/sdk', '@redstone-finance/sdk', "RedStone's data SDK"),
  npm('graph-cli', 'Graph CLI', '@graphprotocol/graph-cli', "The Graph's CLI for subgraphs"),
  npm('subql-cli', 'SubQuery CLI', '@subql/cli', "SubQuery's CLI for indexers"),
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
  npm(
    'hyperlane-core',
    'Hyperlane contracts',
    '@hyperlane-xyz/core',
    "Hyperlane's Mailbox and message-recipient interfaces the cross-chain messaging page codes against",
  ),
  npm(
    'solc',
    'solc (Solidity compiler)',
    'solc',
    'Compiler versions, default EVM targets and the pragma ranges pages tell readers to compile with',
  ),
  release('foundry', 'Foundry', 'foundry-rs/foundry', 'v', 'forge, cast and anvil commands and flags'),
  {
    id: 'celo-composer',
    name: 'Celo Composer',
    source: {kind: 'github-branch', repo: 'celo-org/celo-composer', branch: 'main'},
    about: "The Composer's templates and commands",
  },
  npm(
    'celo-composer-cli',
    '@celo/celo-composer',
    '@celo/celo-composer',
    'The released Composer CLI that `npx @celo/celo-composer@latest create` runs',
  ),
  release(
    'celo-mcp',
    'Celo MCP server',
    'celo-org/celo-mcp',
    'v',
    'The Celo MCP server (a Python package; its `v*` tags publish to PyPI)',
  ),
  // Protocol
  {
    id: 'celo-monorepo',
    name: 'celo-monorepo contracts',
    source: {kind: 'github-branch', repo: 'celo-org/celo-monorepo', branch: 'master', paths: ['packages/protocol']},
    about: 'Core contracts: governance, election, locked CELO, epoch rewards, parameters',
  },
  {
    id: 'celo-optimism',
    name: 'celo-org/optimism',
    source: {kind: 'github-branch', repo: 'celo-org/optimism', branch: 'celo-rebase-18'},
    about: 'The OP Stack fork Celo runs: bridge and fault-proof contracts, rollup behaviour',
  },
  {
    id: 'celo-governance',
    name: 'celo-org/governance',
    source: {kind: 'github-branch', repo: 'celo-org/governance', branch: 'main', paths: ['CGPs']},
    about: 'Celo Governance Proposals (CGPs): what passed, when, and what each changed',
  },
  {
    id: 'celo-docs',
    name: 'celo-org/docs',
    source: {kind: 'github-branch', repo: 'celo-org/docs', branch: 'main'},
    about: "Celo's own documentation, for facts it is the primary source of (notices, network parameters, MiniPay)",
  },
];

/** The upstreams by id (a Map: ids come from front matter, that is from user text). */
export const upstreamById: ReadonlyMap<string, Upstream> = new Map(upstreams.map((u) => [u.id, u]));
