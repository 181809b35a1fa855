/**
 * Assistant quality set: questions a reader asks, in the reader's words (not the docs' headings), and what the
 * DISPLAYED answer (quoted sentences, data card or code block) must contain. Written before the assistant was
 * run on it; the engine never special-cases an entry. Run by tests/unit/assistant-quality.test.ts against the
 * built passages file, which prints the score by category.
 *
 * Categories:
 * - data: answered from src/data (network parameters, addresses, celocli commands) as a card.
 * - fact: paraphrased factual questions answered by a quoted sentence.
 * - howto: "how do I" questions whose answer is a command or code.
 * - refuse: on-topic or off-topic questions the docs cannot answer; the assistant must refuse.
 * - outside: questions about something the docs do not cover (another smart-contract language, another chain's
 *   feature) in words the docs do use; the assistant must refuse rather than quote unrelated passages.
 * - navigation: questions whose answer is on a page that other pages only link to ("see Add Celo to MetaMask");
 *   the answer must show the page's content, not the link sentence.
 * - steps: how-to questions whose page gives a step right after the code (activate after voting, broadcast
 *   after writing the script); the answer must show both.
 * - requirement: hardware, disk, port and prerequisite questions; the answer must show the requirement itself.
 * - changes: "what changed" questions; the answer must show the page's list of changes, not one loose sentence.
 * - support: yes/no questions whether a library or wallet supports a Celo feature (fee currencies); the docs'
 *   answer is "no, use X", and the answer must show both the no and the X.
 * - in-wallet: how to test an app inside a wallet's in-app browser (MiniPay); the steps are spread over a page
 *   and the prerequisites page it links to, and the answer must show the steps asked for, not one of them.
 * - upgrade: which client versions a past network upgrade required; the answer is a row of a notice's table.
 * - token: a fixed number about the CELO token (supply cap, genesis supply, decimals); the answer shows it.
 *
 * Three fact entries gained a wording of the same fact after it was first run ("every second", "10,000 locked
 * CELO", "seven days"), and a fourth later ("no longer accepted"): the displayed answers stated the fact in words
 * the entry had not listed. Four entries of the newer classes gained a cited section after the engine first
 * answered them, each a section that states the same fact (the release process's table of hard-fork versions, the
 * Alfajores node page's upgrade history, "Celo at a glance", the docs' conventions on wei); their facts did not
 * change. One support entry was replaced before the new one was run: it asked whether the Celo ethers wrapper works
 * with ethers v6, which the ethers page said it did not until its rewrite corrected that (2.x takes ethers 6).
 * Facts of the new classes were taken from the pages (docs/), not from the assistant's output. Entries that
 * depend on docs/network, docs/cel2, docs/validator, docs/holder, docs/wallet, docs/cli or docs/protocol (pages
 * being rewritten) expect facts general enough to survive the rewrite (a size and its unit, a port number).
 */
export type Category =
  | 'data'
  | 'fact'
  | 'howto'
  | 'refuse'
  | 'outside'
  | 'navigation'
  | 'steps'
  | 'requirement'
  | 'changes'
  | 'support'
  | 'in-wallet'
  | 'upgrade'
  | 'token';

/** Categories whose questions must be refused. */
export const REFUSAL_CATEGORIES: ReadonlySet<Category> = new Set(['refuse', 'outside']);

export interface AssistantCase {
  question: string;
  category: Category;
  /**
   * For answerable questions: text the displayed answer must contain (case-insensitive). Each entry is a list
   * of alternatives; every entry must be matched by one of its alternatives.
   */
  shows?: string[][];
  /**
   * Sections the answer must cite, as the citation URL a reader follows: a page path for its opening, or the
   * path and a heading's anchor. Each entry is a list of alternatives; every entry must be matched.
   */
  cites?: string[][];
}

const one = (...alternatives: string[]) => [alternatives];
/** Several facts, each given as its alternatives. */
const all = (...facts: string[][]) => facts;

/** Sections cited by several entries of the newer classes (docs/developer, docs/cel2, docs/validator, docs/learn). */
const ETHERS_FEES = [
  '/developer/ethers',
  '/developer/ethers#fee-currencies-and-the-celo-wrapper',
  '/developer/walkthrough/using-js-keystores#3-reuse-the-key-with-viem',
  '/developer/web3modal/ethers',
  '/learn/add-gas-currency#sending-a-transaction-with-a-fee-currency',
  '/developer/fee-currency#library-support',
];
const MINIPAY_QUICKSTART = [
  '/developer/build-on-minipay/quickstart',
  '/developer/build-on-minipay/quickstart#2-expose-it-to-your-phone',
  '/developer/build-on-minipay/quickstart#3-enable-developer-mode-in-minipay',
  '/developer/build-on-minipay/quickstart#4-load-your-app',
];
const NGROK_SETUP = [
  '/developer/build-on-minipay/prerequisites/ngrok-setup',
  '/developer/build-on-minipay/prerequisites/ngrok-setup#1-create-an-account',
  '/developer/build-on-minipay/prerequisites/ngrok-setup#2-install-the-agent',
  '/developer/build-on-minipay/prerequisites/ngrok-setup#3-add-your-authtoken',
  '/developer/build-on-minipay/prerequisites/ngrok-setup#4-start-a-tunnel',
];
const PECTRA_VERSIONS = '/cel2/notices/pectra-upgrade#required-versions';
const VERSION_HISTORY = '/validator/node-upgrade#version-history';
const CELO_SUPPLY = [
  '/learn/celo-coin-summary',
  '/learn/celo-coin-summary#supply',
  '/learn/celo-economic-model#supply-and-issuance',
  '/protocol/pos/epoch-rewards#where-the-rewards-go',
  '/protocol/pos/epoch-rewards#step-2-the-rewards-multiplier',
];

export const assistantSet: AssistantCase[] = [
  // Data: network parameters.
  {category: 'data', question: 'What is the chain ID of Celo Mainnet?', shows: one('42220')},
  {
    category: 'data',
    question: 'which chain id should my wallet use for the Celo Sepolia testnet',
    shows: one('11142220'),
  },
  {
    category: 'data',
    question: 'What RPC endpoint do I point my app at for mainnet?',
    shows: one('https://forno.celo.org'),
  },
  {
    category: 'data',
    question: 'Is there a websocket URL for Celo Sepolia?',
    shows: one('wss://forno.celo-sepolia.celo-testnet.org/ws'),
  },
  {
    category: 'data',
    question: 'Which block explorer can I use on Celo Sepolia?',
    shows: one('celo-sepolia.blockscout.com'),
  },
  {category: 'data', question: 'Where do I get test CELO for Sepolia?', shows: one('faucet.celo.org')},
  {category: 'data', question: 'hex chain id of celo mainnet', shows: one('0xa4ec')},
  // Data: contract and token addresses.
  {
    category: 'data',
    question: 'What is the USDC token address on Celo Mainnet?',
    shows: one('0xcebA9300f2b948710d2653dD7B07f33A8B32118C'),
  },
  {
    category: 'data',
    question: 'Which address do I pass as feeCurrency to pay gas in USDC on mainnet?',
    shows: one('0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B'),
  },
  {
    category: 'data',
    question: 'USDT fee currency adapter address on Celo Sepolia',
    shows: one('0xe19447B12cb0d0220B2a501D8382be2f61CcF92a'),
  },
  {
    category: 'data',
    question: 'Where is the cUSD contract deployed on mainnet?',
    shows: one('0x765DE816845861e75A25fCA122bb6898B8B1282a'),
  },
  {
    category: 'data',
    question: 'What is the address of the Election contract on Celo Mainnet?',
    shows: one('0x8D6677192144292870907E3Fa8A5527fE55A7ff6'),
  },
  {category: 'data', question: 'Registry contract address', shows: one('0x000000000000000000000000000000000000ce10')},
  {
    category: 'data',
    question: 'USDm address on the Celo Sepolia testnet',
    shows: one('0xdE9e4C3ce781b4bA68120d6261cbad65ce0aB00b'),
  },
  {
    category: 'data',
    question: 'What is the OptimismPortal address on Ethereum for Celo?',
    shows: one('0xc5c5D157928BDBD2ACf6d0777626b6C75a9EAEDC'),
  },
  // Data: celocli commands.
  {category: 'data', question: 'Which celocli command shows the balance of an account?', shows: one('account:balance')},
  {category: 'data', question: 'celocli command to check that my node is synced', shows: one('node:synced')},
  {category: 'data', question: 'How do I create a new account key with celocli?', shows: one('account:new')},
  {category: 'data', question: 'What does celocli lockedcelo:withdraw do?', shows: one('lockedcelo:withdraw')},
  {
    category: 'data',
    question: 'Which celocli command lists the allowed fee currencies?',
    shows: one('network:whitelist'),
  },

  // Facts, paraphrased.
  {
    category: 'fact',
    question: 'How long does it take to unlock CELO?',
    shows: one('3 days', 'three days', 'three-day'),
  },
  {
    category: 'fact',
    question: 'How long do I wait after unlocking before I can get my CELO back?',
    shows: one('3 days', 'three days', 'three-day'),
  },
  {
    category: 'fact',
    question: 'How fast are blocks produced on Celo now?',
    shows: one('1 second', '1 s', 'one second', 'every second'),
  },
  {
    category: 'fact',
    question: 'When did Celo switch to being an Ethereum layer 2?',
    shows: one('26 March 2025', 'March 26, 2025', '31,056,500'),
  },
  {
    category: 'fact',
    question: 'How much CELO must I deposit to submit a governance proposal?',
    shows: one('10,000 CELO'),
  },
  {
    category: 'fact',
    question: 'How much locked CELO does a validator need on L2?',
    shows: one('10,000 CELO', '10,000 locked CELO'),
  },
  {category: 'fact', question: 'Can Forno handle lots of traffic from my backend?', shows: one('rate')},
  {category: 'fact', question: 'Which transaction type number does a fee-currency transaction use?', shows: one('123')},
  {
    category: 'fact',
    question: 'How long does a governance referendum last?',
    shows: one('7-day', 'seven-day', '7 days', 'seven days', 'one week'),
  },
  {category: 'fact', question: 'Why do USDC and USDT need an adapter to pay fees?', shows: one('decimals')},
  {
    category: 'fact',
    question: 'Can I cancel a withdrawal to Ethereum after starting it?',
    shows: one('cannot be cancelled', 'can not be cancelled', 'cannot be canceled'),
  },
  {category: 'fact', question: 'How many blocks was an epoch on the old L1?', shows: one('17,280', '17280')},
  {
    category: 'fact',
    question: 'Is the GasPriceMinimum contract still used for fees after the L2 upgrade?',
    shows: one('EIP-1559', 'no longer'),
  },
  {category: 'fact', question: 'Does a fee paid in another token cost more gas?', shows: one('50,000', 'extra gas')},
  {category: 'fact', question: 'What Node.js version does celocli require?', shows: one('Node.js 20')},
  {
    category: 'fact',
    question: 'Are transactions of type 124 still accepted?',
    shows: one('rejected', 'no longer accepted'),
  },

  // How-to, answered with commands or code.
  {category: 'howto', question: 'How do I install the Celo CLI?', shows: one('npm install -g @celo/celocli')},
  {
    category: 'howto',
    question: 'How do I verify a contract on Blockscout with Foundry?',
    shows: one('forge verify-contract'),
  },
  {
    category: 'howto',
    question: 'How do I start a new Hardhat project for Celo?',
    shows: one('npx hardhat init', 'npm install --save-dev hardhat'),
  },
  {
    category: 'howto',
    question: 'How do I store my deployer private key for Hardhat without committing it?',
    shows: one('npx hardhat vars set'),
  },
  {
    category: 'howto',
    question: 'How do I send a transaction that pays gas in USDC with viem?',
    shows: one('feeCurrency'),
  },
  {category: 'howto', question: 'How can my dapp tell that it runs inside MiniPay?', shows: one('isMiniPay')},
  {
    category: 'howto',
    question: 'How do I expose my local MiniPay app to my phone for testing?',
    shows: one('ngrok http'),
  },
  {category: 'howto', question: 'How do I start a Celo L2 node with docker compose?', shows: one('docker compose up')},
  {
    category: 'howto',
    question: 'How do I vote for a validator group from the command line?',
    shows: one('election:vote'),
  },
  {
    category: 'howto',
    question: 'How do I set Celo Sepolia as the default network in celocli?',
    shows: one('config:set'),
  },
  {category: 'howto', question: 'How do I lock 1 CELO with a Ledger using celocli?', shows: one('lockedcelo:lock')},
  {
    category: 'howto',
    question: 'How do I pass constructor arguments when verifying with forge?',
    shows: one('--constructor-args', '--guess-constructor-args'),
  },
  {category: 'howto', question: 'How do I add Celo endpoints to foundry.toml?', shows: one('rpc_endpoints')},
  {
    category: 'howto',
    question: 'How do I get the gas price in a fee currency?',
    shows: one('eth_gasPrice', 'gasPriceIn'),
  },
  {category: 'howto', question: 'How do I compile my contracts with Hardhat?', shows: one('npx hardhat compile')},
  {
    category: 'howto',
    question: 'How do I submit a governance proposal with celocli?',
    shows: one('governance:propose'),
  },

  // Questions the docs cannot answer: refused, with no quotes.
  {category: 'refuse', question: 'What is the price of CELO today?'},
  {category: 'refuse', question: 'How much CELO is in my wallet 0x471EcE3750Da237f93B8E339c536989b8978a438?'},
  {category: 'refuse', question: 'Should I buy CELO or ETH this year?'},
  {category: 'refuse', question: 'When is the next Celo airdrop?'},
  {category: 'refuse', question: 'How do I write a Celo smart contract in Haskell?'},
  {category: 'refuse', question: 'What is the weather in Lisbon tomorrow?'},
  {category: 'refuse', question: 'Recipe for banana bread with walnuts'},
  {category: 'refuse', question: 'Is CELO a good investment?'},
  {category: 'refuse', question: 'What is my account balance?'},
  {category: 'refuse', question: 'How do I stake CELO on Binance?'},
  {category: 'refuse', question: 'Which Pokemon cards can I buy with cUSD?'},
  {category: 'refuse', question: 'What will the market cap of Celo be in 2030?'},

  // Outside the docs, in their words: every content word occurs in the docs, the topic does not.
  {category: 'outside', question: 'How do I write a smart contract in Rust?'},
  {category: 'outside', question: 'How do I write smart contracts in the Move language?'},
  {category: 'outside', question: 'How do I run a Bitcoin full node?'},
  {category: 'outside', question: 'What is the gas limit of a Bitcoin block?'},
  {category: 'outside', question: 'How do I stake ETH with a validator on the Ethereum beacon chain?'},
  {category: 'outside', question: 'How long is a slot on the Ethereum beacon chain?'},
  {category: 'outside', question: 'How do I run my own IPFS node?'},
  {category: 'outside', question: 'How do I deploy a smart contract on Base?'},
  {category: 'outside', question: 'What is the minimum stake to run an Ethereum validator?'},
  {category: 'outside', question: 'How do I write a Bitcoin script that locks coins?'},

  // Navigation: other pages only link to the page that answers; the answer shows that page's content.
  {
    category: 'navigation',
    question: 'How do I set up a development wallet for Celo?',
    shows: one('Add a network manually', 'faucet.celo.org/celo-sepolia', 'separate account', 'create a new account'),
  },
  {category: 'navigation', question: 'How can I pay gas in other currencies?', shows: one('feeCurrency')},
  {
    category: 'navigation',
    question: 'How do I join the Celo community?',
    shows: one('forum.celo.org', 'chat.celo.org', 'Discord'),
  },
  {
    category: 'navigation',
    question: 'How do I set up ngrok for MiniPay?',
    shows: one('ngrok config add-authtoken', 'ngrok http', 'brew install ngrok'),
  },
  {
    category: 'navigation',
    question: 'How do I migrate from ContractKit to viem?',
    shows: one('viem@2', 'createPublicClient', 'readContract'),
  },
  {
    category: 'navigation',
    question: 'How do I use a JS keystore for my keys?',
    shows: one('fromEncryptedJson', 'wallet.encrypt'),
  },
  {category: 'navigation', question: 'How do I verify my contract with Hardhat?', shows: one('npx hardhat verify')},
  // docs/wallet
  {
    category: 'navigation',
    question: 'How do I add Celo to MetaMask?',
    shows: all(['42220'], ['Add a custom network', 'Add a network manually', 'Add network', 'custom network']),
  },
  {
    category: 'navigation',
    question: 'How do I create a governance proposal?',
    shows: one('governance:propose', 'governance:build-proposal'),
  },

  // Steps: the code and the step the page gives right after it.
  {
    category: 'steps',
    question: 'What are the steps to vote for a validator group with celocli?',
    shows: all(['election:vote'], ['election:activate']),
  },
  {
    category: 'steps',
    question: 'How do I withdraw my CELO from Celo back to Ethereum?',
    shows: all(['prove'], ['finalize']),
  },
  {
    category: 'steps',
    question: 'How do I deploy a contract with a Foundry script?',
    shows: all(['vm.startBroadcast'], ['forge script script/DeployCounter']),
  },
  {
    category: 'steps',
    question: 'How do I deploy my contract with Hardhat Ignition?',
    shows: all(['buildModule'], ['npx hardhat ignition deploy']),
  },
  {
    category: 'steps',
    question: 'How do I deploy a contract with an ethers script in Hardhat?',
    shows: all(['deployContract'], ['npx hardhat run']),
  },
  {
    category: 'steps',
    question: 'How do I install Node.js with nvm on a Mac?',
    shows: all(['brew install nvm'], ['nvm install --lts']),
  },
  {
    category: 'steps',
    question: 'How do I install WSL for Celo development on Windows?',
    shows: all(['wsl --install'], ['wsl -l -v']),
  },
  {
    category: 'steps',
    question: 'How do I import my deployer key into a Foundry keystore?',
    shows: all(['cast wallet import'], ['faucet.celo.org']),
  },
  {
    category: 'steps',
    question: 'How do I get my locked CELO back?',
    shows: all(['lockedcelo:unlock'], ['lockedcelo:withdraw']),
  },
  {
    category: 'steps',
    question: 'How do I install ngrok?',
    shows: all(['brew install ngrok', 'choco install ngrok', 'snap install ngrok'], ['ngrok config add-authtoken']),
  },

  // Requirements: the requirement itself (a size and its unit, a port, a version), not a link to it.
  // docs/network
  {
    category: 'requirement',
    question: 'What hardware do I need to run a Celo Mainnet node?',
    shows: all(['16 GB'], ['TB']),
  },
  // docs/network, docs/cel2
  {category: 'requirement', question: 'Which ports must I open for a Celo node?', shows: all(['30303'], ['9222'])},
  // docs/network
  {
    category: 'requirement',
    question: 'How much disk space does a Celo Sepolia node need?',
    shows: all(['GB'], ['disk', 'NVMe', 'SSD']),
  },
  {
    category: 'requirement',
    question: 'What Windows version do I need to develop for Celo with WSL?',
    shows: one('Windows 10 version 2004', 'Windows 11'),
  },
  {
    category: 'requirement',
    question: 'What do I need before I build a MiniPay mini app?',
    shows: all(['Node.js 18'], ['Opera Mini', 'MiniPay installed', 'ngrok']),
  },
  {
    category: 'requirement',
    question: 'What are the prerequisites for indexing Celo with SubQuery?',
    shows: all(['Node.js 20'], ['Docker']),
  },
  {category: 'requirement', question: 'Which Node.js version does The Graph CLI need?', shows: one('20.18.1')},
  {
    category: 'requirement',
    question: 'What information do I need to verify a contract?',
    shows: all(['compiler version'], ['optimizer', 'constructor arguments']),
  },
  // docs/cel2
  {
    category: 'requirement',
    question: 'What do I need to run a community RPC node?',
    shows: all(['10,000'], ['full node']),
  },
  {category: 'requirement', question: 'Which port does Anvil listen on?', shows: one('8545')},
  {
    category: 'requirement',
    question: 'What are the requirements for submitting a governance proposal?',
    shows: all(['10,000 CELO'], ['celocli', 'Node.js 20']),
  },

  // Changes: the page's list of changes.
  {
    category: 'changes',
    question: 'What changed in ContractKit 2.0?',
    shows: all(['MiniContractKit'], ['@celo/phone-utils', '@celo/cryptographic-utils', 'sideEffects']),
  },
  {
    category: 'changes',
    question: 'What changed in ContractKit 1.0 compared with 0.x?',
    shows: all(['kit.connection'], ['@celo/explorer', '@celo/connect', 'newKitFromWeb3']),
  },
  {
    category: 'changes',
    question: 'What has changed since the Celo whitepapers were written?',
    shows: all(['sequencer'], ['EigenDA', 'Plumo', 'SocialConnect', 'USDm']),
  },
  // docs/cel2
  {
    category: 'changes',
    question: 'What changed for developers when Celo became an Ethereum L2?',
    shows: all(['every second', '1 second', '1 s'], ['EIP-1559', 'Random', 'precompile', '65,536', 'prevrandao']),
  },
  // docs/cel2
  {
    category: 'changes',
    question: 'What changed in the block header with Celo L2?',
    shows: all(
      ['withdrawalsRoot', 'parentBeaconBlockRoot', 'blobGasUsed', 'excessBlobGas'],
      ['randomness', 'epochSnarkData'],
    ),
  },
  // docs/cel2, docs/network, docs/protocol, docs/validator
  {
    category: 'changes',
    question: 'What changed for validators after the move to L2?',
    shows: all(['RPC'], ['score', 'no longer', 'instead of producing', 'sign blocks']),
  },
  {
    category: 'changes',
    question: 'What changed when Web3Modal became Reown AppKit?',
    shows: all(['createAppKit', '@reown/appkit'], ['useAppKit', 'createWeb3Modal', '@web3modal']),
  },
  {
    category: 'changes',
    question: 'What changed for ContractKit code after the L2 migration?',
    shows: all(['epoch'], ['Random', 'gateway']),
  },
  {
    category: 'changes',
    question: 'What changed in gas fees after Celo moved to L2?',
    shows: all(['EIP-1559'], ['GasPriceMinimum', 'FeeHandler', 'minimum base fee', 'base fee floor']),
  },

  // Support: "does library X support feature Y?" where the docs say no and name what to use instead.
  {
    category: 'support',
    question: 'Does ethers.js support paying gas fees in USDC on Celo?',
    shows: all(['cannot', 'does not', 'not supported'], ['viem']),
    cites: [ETHERS_FEES],
  },
  {
    category: 'support',
    question: 'can I set the feeCurrency field with ethers v6',
    shows: all(['cannot', 'does not', 'not supported'], ['viem']),
    cites: [ETHERS_FEES],
  },
  {
    category: 'support',
    question: 'Can I pay gas in a stablecoin with ethers when my key is in a JSON keystore?',
    shows: all(['cannot'], ['viem']),
    cites: [ETHERS_FEES],
  },
  {
    category: 'support',
    question: 'Does MetaMask let me pay Celo gas with stablecoins?',
    shows: all(['not available', 'gas in CELO', 'only in CELO'], ['MiniPay', 'small amount of CELO']),
    cites: one('/wallet/metamask/use', '/wallet/metamask/use#how-gas-is-paid'),
  },
  {
    category: 'support',
    question: 'Is fee abstraction supported with the Reown AppKit ethers adapter?',
    shows: all(['does not support', 'gas in CELO'], ['wagmi']),
    cites: one('/developer/web3modal/ethers'),
  },
  {
    category: 'support',
    question: 'Can the thirdweb SDK pay gas in stablecoins?',
    shows: all(['gas in CELO'], ['viem']),
    cites: one('/developer/thirdweb-sdk#things-to-know-on-celo'),
  },
  {
    category: 'support',
    question: 'Will web3.js send fee currency transactions out of the box?',
    shows: one('@celo/web3-plugin-transaction-types'),
    cites: one(
      '/developer/web3',
      '/developer/web3#paying-gas-with-stablecoins',
      '/developer/fee-currency#library-support',
    ),
  },

  // In-wallet testing: the quickstart's steps (tunnel, developer mode, Load Test Page) and its prerequisite page.
  {
    category: 'in-wallet',
    question: 'How do I test my dapp inside MiniPay on my phone?',
    shows: all(['ngrok http'], ['developer mode'], ['Load Test Page']),
    cites: [MINIPAY_QUICKSTART],
  },
  {
    category: 'in-wallet',
    question: 'how can I open my localhost site in the minipay browser',
    shows: all(['ngrok http'], ['Load Test Page']),
    cites: [[...MINIPAY_QUICKSTART, ...NGROK_SETUP]],
  },
  {
    category: 'in-wallet',
    question: 'What are the steps to try my mini app inside MiniPay before I publish it?',
    shows: all(['ngrok'], ['developer mode'], ['Load Test Page']),
    cites: [MINIPAY_QUICKSTART],
  },
  {
    category: 'in-wallet',
    question: 'I want to test my app in the MiniPay wallet browser starting from nothing, what do I set up?',
    shows: all(['ngrok config add-authtoken', 'ngrok.com', 'install ngrok'], ['Load Test Page']),
    cites: [NGROK_SETUP, MINIPAY_QUICKSTART],
  },
  {
    category: 'in-wallet',
    question: 'How do I load my development build in MiniPay on the testnet?',
    shows: all(['Use Testnet'], ['Load Test Page']),
    cites: [MINIPAY_QUICKSTART],
  },
  {
    category: 'in-wallet',
    question: 'Can I test a MiniPay mini app in the Android emulator?',
    shows: one('no Android emulator', 'physical phone', 'real phone'),
    cites: one('/developer/build-on-minipay/quickstart', '/developer/build-on-minipay/overview#development-workflow'),
  },
  {
    category: 'in-wallet',
    question: 'How do I debug my mini app in MiniPay on a real device?',
    shows: all(['ngrok http'], ['Load Test Page']),
    cites: [[...MINIPAY_QUICKSTART, ...NGROK_SETUP]],
  },

  // Upgrades: the client versions of a past upgrade, from a notice's table.
  {
    category: 'upgrade',
    question: 'Which op-geth version did mainnet nodes need for Pectra?',
    shows: one('celo-v2.0.0'),
    cites: one(PECTRA_VERSIONS, '/cel2/notices/pectra-upgrade'),
  },
  {
    category: 'upgrade',
    question: 'What op-node release was required for the Isthmus hard fork?',
    shows: one('celo-v2.1.0'),
    cites: one(VERSION_HISTORY, '/community/release-process/blockchain-client#versioning'),
  },
  {
    category: 'upgrade',
    question: 'eigenda-proxy version needed for Jovian',
    shows: one('v2.6.0'),
    cites: one(VERSION_HISTORY),
  },
  {
    category: 'upgrade',
    question: 'Minimum celo-blockchain version to get through the L2 migration',
    shows: one('v1.8.9'),
    cites: one(
      '/cel2/notices/l2-migration#required-client-versions-for-mainnet',
      '/cel2/notices/l2-migration#what-operators-had-to-do',
      '/validator/node-upgrade#layer-1-upgrades',
    ),
  },
  {
    category: 'upgrade',
    question: 'What client versions did Alfajores need for the Pectra upgrade?',
    shows: one('celo-v2.0.0-rc4'),
    cites: one(PECTRA_VERSIONS, '/network/node/run-alfajores#upgrade-history'),
  },
  {
    category: 'upgrade',
    question: 'Which op-geth and op-node versions did the Jovian upgrade require?',
    shows: all(['celo-v2.2.2'], ['celo-v2.2.1']),
    cites: one(VERSION_HISTORY),
  },
  {
    category: 'upgrade',
    question: 'What eigenda-proxy version did Isthmus require?',
    shows: one('v1.8.2'),
    cites: one(VERSION_HISTORY),
  },

  // Token: fixed numbers about CELO.
  {
    category: 'token',
    question: 'What is the maximum supply of CELO?',
    shows: one('1 billion', '1,000,000,000', 'one billion'),
    cites: [CELO_SUPPLY],
  },
  {
    category: 'token',
    question: 'Is the total amount of CELO capped?',
    shows: one('1 billion', '1,000,000,000', 'one billion'),
    cites: [CELO_SUPPLY],
  },
  {
    category: 'token',
    question: 'How many CELO tokens were created at genesis?',
    shows: one('600 million'),
    cites: [CELO_SUPPLY],
  },
  {
    category: 'token',
    question: 'How much CELO is set aside for epoch rewards?',
    shows: one('400 million'),
    cites: [CELO_SUPPLY],
  },
  {
    category: 'token',
    question: 'How many decimals does CELO use?',
    shows: one('Decimals are 18', '18 decimals', '10^18'),
    cites: one('/learn/celo-coin-summary#supply', '/learn/celo-overview#celo-at-a-glance'),
  },
  {
    category: 'token',
    question: 'How many wei are in one CELO?',
    shows: one('10^18'),
    cites: one('/learn/celo-coin-summary#supply', '/overview#conventions-used-in-these-docs'),
  },
  {
    category: 'token',
    question: 'How much CELO did the Mento reserve get at genesis?',
    shows: one('120 million'),
    cites: one('/protocol/pos/epoch-rewards-community-fund#other-transfers'),
  },
];
