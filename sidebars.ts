import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * The seven sidebars of the site. Every doc except four CLI pages (autocomplete, epochs, grandamento,
 * reserve: reachable from /cli, not listed) belongs to exactly one sidebar; tests/unit/sidebars.test.ts
 * enforces this. Labels follow the sidebars of
 * the celo-org/docs repository (docs.celo.org), which this site's structure reproduces.
 */

/** A category whose label opens its hub page. */
// `key` keeps translation keys unique where labels repeat (e.g. "Using Hardhat" for deploy and verify).
function hub(label: string, id: string, items: SidebarItem[], collapsed = true) {
  return {type: 'category' as const, label, key: id, link: {type: 'doc' as const, id}, collapsed, items};
}
function doc(id: string, label?: string) {
  return label ? {type: 'doc' as const, id, label, key: id} : {type: 'doc' as const, id};
}
function cat(label: string, items: SidebarItem[], collapsed = true) {
  return {type: 'category' as const, label, collapsed, items};
}
function link(label: string, href: string) {
  return {type: 'link' as const, label, href};
}

const sidebars: SidebarsConfig = {
  generalSidebar: [
    doc('general/index', 'Overview'),
    doc('welcome', 'Welcome'),
    doc('overview', 'Documentation Tour'),
    doc('key-concepts', 'Key Concepts'),
    doc('general/history', 'Our History'),
    cat('Learn', [
      'learn/celo-overview',
      'learn/why-celo',
      'learn/celo-summary',
      'learn/celo-highlights',
      'learn/celo-milestones',
      'learn/celo-stack',
      'learn/celo-protocol',
      'learn/celo-protocol-summary',
      'learn/topology-of-a-celo-network',
      'learn/celo-coin-summary',
      'learn/celo-economic-model',
      'learn/platform-native-stablecoins-summary',
      'learn/add-gas-currency',
      'learn/celo-payments',
      'learn/valora-summary',
      'learn/wallet-connect',
      'learn/celo-onboarding',
      'learn/developer-onboarding',
      'learn/celo-ecosystem',
      'learn/celo-resources',
      'learn/celo-whitepapers',
    ]),
    cat('Using Celo', [
      doc('general/using-celo/wallets', 'Wallets'),
      doc('general/using-celo/gas-fees', 'Gas Fees'),
      doc('general/using-celo/bridging', 'Bridging'),
      doc('general/using-celo/dexes', 'DEXs'),
      doc('general/using-celo/voting', 'Voting'),
    ]),
    cat('Joining Celo', [
      doc('general/ecosystem/overview', 'Celo Ecosystem'),
      doc('general/ecosystem/builders', 'Builders'),
      doc('general/ecosystem/contributors', 'Open Source Contributors'),
      doc('general/ecosystem/daos', 'Regional DAOs'),
      doc('general/ecosystem/governance', 'Governance'),
      cat('Guides', [
        doc('general/ecosystem/guides/create-proposal', 'Create a Governance Proposal'),
        doc('general/ecosystem/guides/fundraising', 'Fundraising'),
        doc('general/ecosystem/guides/guidelines', 'Guidelines'),
        doc('general/ecosystem/guides/grant-playbook', 'Grant Playbook'),
      ]),
      link('Code of Conduct', 'https://github.com/celo-org/website/blob/master/src/content/code-of-conduct.md'),
    ]),
    cat('Reference', [
      doc('general/glossary', 'Glossary'),
      doc('general/web2-to-web3', 'Web2 to Web3'),
      doc('general/whitepapers', 'Whitepapers'),
      doc('general/gallery', 'Gallery'),
    ]),
    cat('About Celo L1', [
      doc('general/celo_l1_index', 'L1 Overview'),
      doc('general/architecture', 'L1 Architecture'),
      hub('Protocol', 'protocol/index', [
        hub('Proof-of-Stake', 'protocol/pos/index', [
          doc('protocol/pos/validator-groups', 'Validator Groups'),
          doc('protocol/pos/locked-gold', 'Locked CELO'),
          doc('protocol/pos/validator-elections', 'Validator Elections'),
          doc('protocol/pos/becoming-a-validator', 'Becoming a Validator'),
          hub('Epoch Rewards', 'protocol/pos/epoch-rewards', [
            doc('protocol/pos/epoch-rewards-validator', 'Validator Rewards'),
            doc('protocol/pos/epoch-rewards-locked-gold', 'Locked CELO Rewards'),
            doc('protocol/pos/epoch-rewards-community-fund', 'Community Fund'),
            doc('protocol/pos/epoch-rewards-carbon-offsetting-fund', 'Carbon Offsetting Fund'),
          ]),
          doc('protocol/pos/penalties', 'Penalties'),
        ]),
        hub('Consensus', 'protocol/consensus/index', [
          doc('protocol/consensus/validator-set-differences', 'Validator Set Differences'),
          doc('protocol/consensus/locating-nodes', 'Locating Nodes'),
        ]),
        hub('Governance', 'protocol/governance/index', [doc('protocol/governance/create-proposal', 'Create Proposal')]),
        hub('Transactions', 'protocol/transaction/index', [
          'protocol/transaction/native-currency',
          'protocol/transaction/erc20-transaction-fees',
          'protocol/transaction/gas-pricing',
          'protocol/transaction/escrow',
          'protocol/transaction/tx-comment-encryption',
          'protocol/transaction/transaction-types',
        ]),
        hub('Stability', 'protocol/stability/index', [
          'protocol/stability/doto',
          'protocol/stability/granda-mento',
          'protocol/stability/oracles',
          'protocol/stability/stability-fees',
          'protocol/stability/adding-stable-assets',
        ]),
        hub('Identity', 'protocol/identity/index', [
          link('Social Connect', 'https://github.com/celo-org/Social-Connect'),
          'protocol/identity/metadata',
          'protocol/identity/smart-contract-accounts',
          'protocol/identity/encrypted-cloud-backup',
          doc('protocol/identity/privacy-research', 'Privacy Research'),
          hub('ODIS', 'protocol/identity/odis', [
            cat('Use Cases', [
              'protocol/identity/odis-use-case-phone-number-privacy',
              'protocol/identity/odis-use-case-key-hardening',
            ]),
            hub('Domains', 'protocol/identity/odis-domain', [
              doc('protocol/identity/odis-domain-sequential-delay-domain', 'Sequential Delay Domain'),
            ]),
          ]),
        ]),
        doc('protocol/randomness', 'Celo Randomness'),
        cat('Contracts', [doc('protocol/contracts/add-contract', 'Add A Contract')]),
        hub('Release Process', 'community/release-process/index', [
          doc('community/release-process/smart-contracts', 'Smart Contracts'),
          doc('community/release-process/blockchain-client', 'Blockchain Client'),
          doc('community/release-process/base-cli-contractkit-dappkit-utils', 'CeloCLI and ContractKit'),
          doc('community/release-process/attestation-service', 'Attestation Service'),
          doc('community/release-process/celo-oracles', 'Celo Oracles'),
        ]),
      ]),
      hub('Validator', 'validator/index', [
        cat('Run a Validator', [
          doc('validator/run/mainnet', 'Mainnet Validator'),
          doc('validator/run/baklava', 'Baklava Validator (retired)'),
        ]),
        cat('Key Management', [
          doc('validator/key-management/summary', 'Summary'),
          doc('validator/key-management/detailed', 'Key Management'),
          doc('validator/key-management/key-rotation', 'Key Rotation'),
        ]),
        doc('validator/security', 'Nodes and Services'),
        doc('validator/monitoring', 'Monitoring'),
        doc('validator/devops-best-practices', 'DevOps Best Practices'),
        doc('validator/node-upgrade', 'Node Upgrades'),
        doc('validator/proxy', 'Running Proxies'),
        doc('validator/validator-explorer', 'Validator Explorer'),
        doc('validator/celo-foundation-voting-policy', 'Voting Policy'),
        doc('validator/celo-signal', 'Celo Signal'),
        doc('validator/troubleshooting-faq', 'Validator FAQ'),
      ]),
    ]),
    link('Celo Website', 'https://celo.org'),
  ],

  buildSidebar: [
    doc('build/index', 'Overview'),
    doc('build/quickstart', 'Quickstart with Celo Composer'),
    doc('build/thirdweb-quickstart', 'Building an App with Thirdweb'),
    hub('Build with AI', 'build/build-with-ai/overview', [
      doc('build/build-with-ai/resources', 'Resources'),
      doc('build/build-with-ai/tools', 'Tools & Infra'),
      doc('build/build-with-ai/usecases', 'Use Cases'),
      cat('Examples', [doc('build/build-with-ai/examples/ai-memecoins', 'Launch AI Agent Memecoins')]),
    ]),
    hub('Build on MiniPay', 'developer/build-on-minipay/overview', [
      doc('developer/build-on-minipay/quickstart', 'Getting Started'),
      cat('Prerequisites', [doc('developer/build-on-minipay/prerequisites/ngrok-setup', 'Ngrok Setup')]),
      doc('developer/build-on-minipay/code-library', 'Code Library'),
      doc('developer/build-on-minipay/deeplinks', 'MiniPay Deeplinks'),
    ]),
    doc('build/build-on-socialconnect', 'Build with Social Connect'),
    hub('Integrate with Celo', 'integration/index', [
      doc('integration/general', 'General'),
      doc('integration/checklist', 'Checklist'),
      doc('integration/custody', 'Custody'),
      doc('integration/listings', 'Listings'),
      doc('integration/cloud-hsm', 'Cloud HSM'),
    ]),
    doc('developer/launch-checklist', 'Launch Checklist'),
    doc('build/support', 'Support'),
  ],

  developersSidebar: [
    doc('developer/index', 'Overview'),
    hub('Network Information', 'network/index', [
      hub('Mainnet', 'network/mainnet/index', [
        doc('network/mainnet/run-full-node', 'Run a Full Node'),
        doc('network/mainnet/run-validator', 'Run a Validator'),
        doc('network/mainnet/disclaimer', 'Disclaimer'),
      ]),
      doc('network/celo-sepolia', 'Celo Sepolia Testnet'),
      hub('Alfajores Testnet (retired)', 'network/alfajores/index', [
        doc('network/alfajores/faucet', 'Faucet (closed)'),
        doc('network/alfajores/run-full-node', 'Run a Full Node'),
        doc('network/alfajores/disclaimer', 'Disclaimer'),
      ]),
      hub('Baklava Testnet (retired)', 'network/baklava/index', [
        doc('network/baklava/run-full-node', 'Run a Full Node'),
        doc('network/baklava/run-validator', 'Run a Validator'),
        doc('network/baklava/disclaimer', 'Disclaimer'),
      ]),
    ]),
    hub('Nodes', 'network/node/overview', [
      doc('network/node/forno', 'Forno'),
      cat('Run a Node', [
        doc('network/node/run-mainnet', 'Mainnet Full Node'),
        doc('network/node/run-alfajores', 'Alfajores Full Node (retired)'),
        doc('network/node/run-baklava', 'Baklava Full Node (retired)'),
        doc('network/node/run-hosted', 'Hosted Nodes'),
      ]),
    ]),
    cat('Addresses', [
      doc('contract-addresses', 'Contracts'),
      doc('token-addresses', 'Tokens'),
      doc('uniswap-addresses', 'Uniswap'),
    ]),
    hub('Development Setup', 'developer/setup/overview', [
      doc('developer/setup/mac', 'macOS'),
      doc('developer/setup/windows', 'Windows'),
      doc('developer/setup/replit', 'Replit'),
      doc('developer/setup/wallet', 'Wallet Setup'),
      doc('developer/setup/development-chain', 'Local Development Chain'),
    ]),
    hub('Dev Environments', 'developer/deploy/index', [
      doc('developer/deploy/thirdweb', 'Using thirdweb'),
      doc('developer/deploy/remix', 'Using Remix'),
      doc('developer/deploy/hardhat', 'Using Hardhat'),
      doc('developer/deploy/foundry', 'Using Foundry'),
    ]),
    hub('Verification', 'developer/verify/index', [
      doc('developer/verify/celo-explorer', 'Using an explorer form'),
      doc('developer/verify/blockscout', 'Using Blockscout'),
      doc('developer/verify/remix', 'Using Remix'),
      doc('developer/verify/hardhat', 'Using Hardhat'),
      doc('developer/verify/foundry', 'Using Foundry'),
    ]),
    cat('Libraries & SDKs', [
      doc('developer/viem', 'Viem'),
      doc('developer/ethers', 'Ethers.js'),
      doc('developer/thirdweb-sdk', 'thirdweb SDK'),
      doc('developer/web3', 'Web3.js'),
      hub('ContractKit', 'developer/contractkit/index', [
        doc('developer/contractkit/setup', 'Setup'),
        doc('developer/contractkit/usage', 'Using the Kit'),
        doc('developer/contractkit/contracts-wrappers-registry', 'Core Contracts Registry'),
        doc('developer/contractkit/odis', 'Query On-Chain Identifiers with ODIS'),
        doc('developer/contractkit/data-encryption-key', 'Data Encryption Key'),
        doc('developer/contractkit/migrating-to-viem', 'Migrating to Viem'),
        doc('developer/contractkit/migrating-to-contractkit-v2', 'Migrating to v2'),
        doc('developer/contractkit/migrating-to-contractkit-v1', 'Migrating to v1'),
        doc('developer/contractkit/notes-web3-with-contractkit', 'Web3 with ContractKit'),
      ]),
      hub('Web3Modal SDK', 'developer/web3modal/index', [
        doc('developer/web3modal/wagmi', 'Wagmi'),
        doc('developer/web3modal/ethers', 'Ethers'),
      ]),
      doc('developer/rainbowkit-celo', 'RainbowKit'),
      doc('developer/dynamic', 'Dynamic'),
      doc('developer/particle-network', 'Particle Network'),
    ]),
    hub('Wallets', 'wallet/index', [
      cat('MetaMask', [
        doc('wallet/metamask/add-celo-testnet-to-metamask', 'Add Celo to MetaMask'),
        doc('wallet/metamask/setup', 'Programmatic Setup'),
        doc('wallet/metamask/use', 'MetaMask and Celo'),
        doc('wallet/metamask/import', 'MetaMask and Valora'),
      ]),
      cat('Ledger Wallet', [
        doc('wallet/ledger/setup', 'Ledger Wallet Setup'),
        doc('wallet/ledger/to-celo-terminal', 'Connect to Celo Terminal'),
        doc('wallet/ledger/to-celo-web', 'Connect to Celo Web Wallet'),
        doc('wallet/ledger/to-celo-cli', 'Connect to Celo CLI'),
      ]),
      doc('wallet/coinbase-wallet', 'Coinbase Wallet'),
    ]),
    doc('developer/fee-currency', 'Fee Abstraction'),
    cat('Bridges & Messaging', [
      doc('protocol/bridge', 'Token Bridges'),
      doc('protocol/bridges', 'Bridge Providers'),
      doc('protocol/cross-chain-messaging', 'Cross Chain Messaging'),
    ]),
    hub('Oracles', 'protocol/oracle/index', [
      doc('protocol/oracle/run', 'Running Oracles'),
      doc('protocol/oracle/band-protocol', 'Band Protocol'),
      doc('protocol/oracle/redstone', 'RedStone'),
      doc('protocol/oracle/supra', 'Supra'),
    ]),
    hub('Explorers', 'developer/explorers/overview', [
      doc('developer/explorers/block-explorers', 'Block Explorers'),
      doc('developer/explorers/analytics', 'Analytics'),
    ]),
    hub('Indexers', 'developer/indexer/overview', [
      doc('developer/indexer/the-graph', 'The Graph'),
      doc('developer/indexer/subquery', 'SubQuery'),
    ]),
    cat('Walkthroughs', [
      doc('developer/walkthrough/hello-celo', 'Hello Celo'),
      doc('developer/walkthrough/web-dapp', 'Build a Web dApp'),
      doc('developer/walkthrough/using-js-keystores', 'Using JS Keystores'),
      doc('developer/walkthrough/no-code-erc20', 'No-code ERC-20'),
      doc('developer/walkthrough/no-code-erc721', 'No-code ERC-721'),
    ]),
    doc('developer/migrate/from-ethereum', 'Migrate from Ethereum'),
    doc('developer/evm-tools', 'EVM Tools'),
    link('Faucet', 'https://faucet.celo.org'),
  ],

  communitySidebar: [
    doc('community/guidelines', 'Contributors'),
    doc('community/join-the-community', 'Join the Community'),
    doc('community/contributing', 'Contributing'),
    cat('Contributor Guides', [
      doc('community/code-contributors', 'Code Contributors'),
      doc('community/documentation-contributors', 'Documentation Contributors'),
      doc('community/translation-contributors', 'Translation Contributors'),
      doc('community/CIP-contributors', 'CIP Contributors'),
    ]),
    doc('community/developer-events', 'Developer Events'),
    doc('community/fundraising', 'Fundraising'),
    doc('community/grant-playbook', 'Grant Playbook'),
    doc('community/code-of-conduct', 'Code of Conduct'),
  ],

  holderSidebar: [
    doc('holder/index', 'Overview'),
    cat('Manage', [
      doc('holder/manage/self-custody', 'Self-Custody'),
      doc('holder/manage/release-gold', 'Release Gold'),
      doc('holder/manage/exchange', 'Exchange Assets'),
      doc('holder/manage/asset', 'Asset Management'),
    ]),
    cat('Voting', [
      doc('holder/vote/validator', 'Validator Elections'),
      doc('holder/vote/governance', 'Voting on Governance'),
      doc('holder/vote/governance-parameters', 'Governable Parameters'),
    ]),
    cat('Recovery', [
      doc('holder/recover/from-eth-address', 'Recover from ETH Address'),
      doc('holder/recover/from-celo-address', 'Recover from Celo Address'),
    ]),
    link('Exchanges', 'https://coinmarketcap.com/currencies/celo/markets/'),
  ],

  cliSidebar: [
    doc('cli/index', 'Introduction'),
    doc('cli/account', 'Account'),
    doc('cli/bridge', 'Bridge'),
    doc('cli/commands', 'Commands'),
    doc('cli/config', 'Config'),
    doc('cli/dkg', 'DKG'),
    doc('cli/election', 'Election'),
    doc('cli/exchange', 'Exchange'),
    doc('cli/governance', 'Governance'),
    doc('cli/help', 'Help'),
    doc('cli/identity', 'Identity'),
    doc('cli/lockedgold', 'LockedGold'),
    doc('cli/releasecelo', 'Release CELO'),
    doc('cli/multisig', 'Multisig'),
    doc('cli/network', 'Network'),
    doc('cli/node', 'Node'),
    doc('cli/oracle', 'Oracle'),
    doc('cli/plugins', 'Plugins'),
    doc('cli/rewards', 'Rewards'),
    doc('cli/transfer', 'Transfer'),
    doc('cli/validator', 'Validator'),
    doc('cli/utils', 'Utilities'),
    doc('cli/validatorgroup', 'ValidatorGroup'),
  ],

  cel2Sidebar: [
    doc('cel2/index', 'Overview'),
    cat(
      'Notices',
      [doc('cel2/notices/l2-migration', 'Celo L2 migration'), doc('cel2/notices/pectra-upgrade', 'Pectra Upgrade')],
      false,
    ),
    doc('cel2/builders', 'Builders'),
    hub(
      'Node operators & Validators',
      'cel2/operators/overview',
      [
        doc('cel2/operators/architecture', 'Architecture'),
        doc('cel2/operators/run-node', 'Running a Celo node'),
        doc('cel2/operators/migrate-node', 'Migrating a L1 node'),
        doc('cel2/operators/community-rpc-node', 'Running a community RPC node'),
      ],
      false,
    ),
    hub(
      "What's Changed?",
      'cel2/whats-changed/overview',
      ['cel2/whats-changed/cel2-architecture', 'cel2/whats-changed/l1-l2', 'cel2/whats-changed/op-l2'],
      false,
    ),
    cat('Guides', [
      doc('cel2/guides/bridging-celo-from-l1-to-l2', 'Bridging CELO from L1 to L2'),
      doc('cel2/guides/withdrawing-celo-from-l2-to-l1', 'Withdrawing CELO from L2 to L1'),
      doc('cel2/guides/fee-abstraction', 'Fee Abstraction on Celo L2'),
    ]),
    doc('cel2/faq', 'FAQ'),
    link('Celo L2 Specs', 'https://specs.celo.org/'),
  ],
};

export default sidebars;
