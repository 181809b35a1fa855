/** Content of the landing page (/). Internal links are checked by the build; external ones are https. */
export interface HomeCard {
  title: string;
  description: string;
  to: string;
}

export interface HomeColumn {
  title: string;
  cards: HomeCard[];
}

export const learnCards: HomeCard[] = [
  {title: 'What is Celo?', description: 'The platform, its Layer 2 design and who it is built for.', to: '/general'},
  {title: 'Key concepts', description: 'Accounts, fee currencies, stablecoins, bridges and governance in one page.', to: '/key-concepts'},
  {title: 'Celo L2', description: 'How Celo became an Ethereum Layer 2 and what changed for you.', to: '/cel2'},
  {title: 'Get started with Celo Composer', description: 'Scaffold a full-stack dApp from a template and run it locally.', to: '/build/quickstart'},
];

export const exploreCards: HomeCard[] = [
  {title: 'Hardhat', description: 'Compile, test and deploy Solidity contracts to Celo.', to: '/developer/deploy/hardhat'},
  {title: 'Foundry', description: 'Use forge and cast against Celo Mainnet and Celo Sepolia.', to: '/developer/deploy/foundry'},
  {title: 'viem', description: 'TypeScript client with Celo chains and fee-currency support.', to: '/developer/viem'},
  {title: 'thirdweb', description: 'Deploy and interact with contracts from the dashboard or SDK.', to: '/developer/deploy/thirdweb'},
];

export const journeyCards: HomeCard[] = [
  {title: 'Faucet', description: 'Fund your testnet account.', to: 'https://faucet.celo.org'},
  {title: 'Block Explorer', description: 'Explore transactions on the Celo network.', to: 'https://celoscan.io'},
  {title: 'Bridge', description: 'How to bridge assets across chains.', to: '/protocol/bridge'},
  {title: 'Wallets', description: 'Overview of ecosystem wallets.', to: '/wallet'},
  {title: 'Libraries & SDKs', description: 'Choose a library or SDK for your app.', to: '/developer'},
  {title: 'Deploy', description: 'How to build and deploy a dApp.', to: '/developer/deploy'},
];

export const categoryColumns: HomeColumn[] = [
  {
    title: 'Understanding Celo',
    cards: [
      {title: 'What is Celo?', description: 'Learn the basics of the platform.', to: '/general'},
      {title: 'Architecture', description: 'The pieces of the network and how they fit.', to: '/general/architecture'},
      {title: 'Whitepapers', description: 'The research behind the protocol.', to: '/general/whitepapers'},
      {title: 'Protocol', description: 'Staking, governance, transactions and identity.', to: '/protocol'},
    ],
  },
  {
    title: 'Developer Tools',
    cards: [
      {title: 'viem', description: 'The recommended TypeScript library.', to: '/developer/viem'},
      {title: 'ContractKit', description: 'Legacy SDK and how to migrate away from it.', to: '/developer/contractkit'},
      {title: 'RainbowKit', description: 'Wallet connection UI for React apps.', to: '/developer/rainbowkit-celo'},
      {title: 'Celo CLI', description: 'celocli reference for accounts, staking and governance.', to: '/cli'},
    ],
  },
  {
    title: 'Build with Celo',
    cards: [
      {title: 'Celo Composer', description: 'Build and deploy your dApp in under 5 minutes.', to: '/build/quickstart'},
      {title: 'Migrate to Celo', description: 'Bring an Ethereum app to Celo.', to: '/developer/migrate/from-ethereum'},
      {title: 'Oracles', description: 'Bring off-chain data on chain.', to: '/protocol/oracle'},
      {title: 'Web2 to Web3', description: 'Concepts for developers new to blockchains.', to: '/general/web2-to-web3'},
    ],
  },
  {
    title: 'Validators',
    cards: [
      {title: 'Run a Validator', description: 'Elections, groups and operations.', to: '/validator'},
      {title: 'Nodes and Services', description: 'Secure the machines you run.', to: '/validator/security'},
      {title: 'Community RPC Nodes', description: 'What elected validators run on Celo L2.', to: '/cel2/operators/community-rpc-node'},
      {title: 'Run a Node', description: 'Run a Celo L2 node with Docker.', to: '/cel2/operators/run-node'},
    ],
  },
];
