/** Content of the landing page (/). Internal links are checked by the build; external ones are https. */

/** Names of the landing icons; src/components/Home/icons.ts maps each to an SVG icon. */
export type HomeIconName =
  | 'globe'
  | 'lightbulb'
  | 'layers'
  | 'rocket'
  | 'hardHat'
  | 'hammer'
  | 'braces'
  | 'layoutDashboard'
  | 'droplet'
  | 'scanSearch'
  | 'arrowLeftRight'
  | 'wallet'
  | 'library'
  | 'cloudUpload'
  | 'bookOpen'
  | 'wrench'
  | 'blocks'
  | 'server';

export interface HomeCard {
  title: string;
  description: string;
  to: string;
  /** Shown at the top of the card on the landing page; other pages that reuse the card type leave it out. */
  icon?: HomeIconName;
}

export interface HomeColumn {
  title: string;
  icon: HomeIconName;
  cards: HomeCard[];
}

export const learnCards: HomeCard[] = [
  {
    title: 'What is Celo?',
    description: 'The platform, its Layer 2 design and who it is built for.',
    to: '/general',
    icon: 'globe',
  },
  {
    title: 'Key concepts',
    description: 'Accounts, fee currencies, stablecoins, bridges and governance in one page.',
    to: '/key-concepts',
    icon: 'lightbulb',
  },
  {
    title: 'Celo L2',
    description: 'How Celo became an Ethereum Layer 2 and what changed for you.',
    to: '/cel2',
    icon: 'layers',
  },
  {
    title: 'Get started with Celo Composer',
    description: 'Scaffold a full-stack dApp from a template and run it locally.',
    to: '/build/quickstart',
    icon: 'rocket',
  },
];

export const exploreCards: HomeCard[] = [
  {
    title: 'Hardhat',
    description: 'Compile, test and deploy Solidity contracts to Celo.',
    to: '/developer/deploy/hardhat',
    icon: 'hardHat',
  },
  {
    title: 'Foundry',
    description: 'Use forge and cast against Celo Mainnet and Celo Sepolia.',
    to: '/developer/deploy/foundry',
    icon: 'hammer',
  },
  {
    title: 'viem',
    description: 'TypeScript client with Celo chains and fee-currency support.',
    to: '/developer/viem',
    icon: 'braces',
  },
  {
    title: 'thirdweb',
    description: 'Deploy and interact with contracts from the dashboard or SDK.',
    to: '/developer/deploy/thirdweb',
    icon: 'layoutDashboard',
  },
];

export const journeyCards: HomeCard[] = [
  {title: 'Faucet', description: 'Fund your testnet account.', to: 'https://faucet.celo.org', icon: 'droplet'},
  {
    title: 'Block Explorer',
    description: 'Explore transactions on the Celo network.',
    to: 'https://celoscan.io',
    icon: 'scanSearch',
  },
  {title: 'Bridge', description: 'How to bridge assets across chains.', to: '/protocol/bridge', icon: 'arrowLeftRight'},
  {title: 'Wallets', description: 'Overview of ecosystem wallets.', to: '/wallet', icon: 'wallet'},
  {title: 'Libraries & SDKs', description: 'Choose a library or SDK for your app.', to: '/developer', icon: 'library'},
  {title: 'Deploy', description: 'How to build and deploy a dApp.', to: '/developer/deploy', icon: 'cloudUpload'},
];

export const categoryColumns: HomeColumn[] = [
  {
    title: 'Understanding Celo',
    icon: 'bookOpen',
    cards: [
      {title: 'What is Celo?', description: 'Learn the basics of the platform.', to: '/general'},
      {title: 'Architecture', description: 'The pieces of the network and how they fit.', to: '/general/architecture'},
      {title: 'Whitepapers', description: 'The research behind the protocol.', to: '/general/whitepapers'},
      {title: 'Protocol', description: 'Staking, governance, transactions and identity.', to: '/protocol'},
    ],
  },
  {
    title: 'Developer Tools',
    icon: 'wrench',
    cards: [
      {title: 'viem', description: 'The recommended TypeScript library.', to: '/developer/viem'},
      {title: 'ContractKit', description: 'Legacy SDK and how to migrate away from it.', to: '/developer/contractkit'},
      {title: 'RainbowKit', description: 'Wallet connection UI for React apps.', to: '/developer/rainbowkit-celo'},
      {title: 'Celo CLI', description: 'celocli reference for accounts, staking and governance.', to: '/cli'},
    ],
  },
  {
    title: 'Build with Celo',
    icon: 'blocks',
    cards: [
      {title: 'Celo Composer', description: 'Build and deploy your dApp in under 5 minutes.', to: '/build/quickstart'},
      {title: 'Migrate to Celo', description: 'Bring an Ethereum app to Celo.', to: '/developer/migrate/from-ethereum'},
      {title: 'Oracles', description: 'Bring off-chain data on chain.', to: '/protocol/oracle'},
      {title: 'Web2 to Web3', description: 'Concepts for developers new to blockchains.', to: '/general/web2-to-web3'},
    ],
  },
  {
    title: 'Validators',
    icon: 'server',
    cards: [
      {title: 'Run a Validator', description: 'Elections, groups and operations.', to: '/validator'},
      {title: 'Nodes and Services', description: 'Secure the machines you run.', to: '/validator/security'},
      {
        title: 'Community RPC Nodes',
        description: 'What elected validators run on Celo L2.',
        to: '/cel2/operators/community-rpc-node',
      },
      {title: 'Run a Node', description: 'Run a Celo L2 node with Docker.', to: '/cel2/operators/run-node'},
    ],
  },
];
