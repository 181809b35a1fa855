/**
 * Assistant quality set: questions a reader asks, the pages that answer them (the answer must cite at least
 * one), and a fact that page must contain, so every expected citation is checked against the page itself.
 * Run by tests/unit/assistant-quality.test.ts against the built index.
 */
export interface AssistantCase {
  question: string;
  /** Page paths (no anchor); the answer must cite at least one of them. */
  cites: string[];
  /** Text the cited page's Markdown must contain (case-insensitive). */
  fact: string;
}

export const assistantSet: AssistantCase[] = [
  {question: 'What is the chain ID of Celo Mainnet?', cites: ['/network/mainnet'], fact: '42220'},
  {question: 'What is the Celo Sepolia chain ID?', cites: ['/network/celo-sepolia', '/network/alfajores', '/cel2/faq', '/network'], fact: '11142220'},
  {question: 'What is the RPC URL of Forno?', cites: ['/network/node/forno', '/developer/viem'], fact: 'forno.celo.org'},
  {question: 'Does Forno have rate limits?', cites: ['/network/node/forno'], fact: 'rate limit'},
  {question: 'Which faucet gives Celo Sepolia test funds?', cites: ['/network/celo-sepolia', '/wallet/metamask/add-celo-testnet-to-metamask', '/learn/developer-onboarding', '/network'], fact: 'faucet.celo.org'},
  {question: 'How do I deploy a contract with Hardhat?', cites: ['/developer/deploy/hardhat'], fact: 'ignition'},
  {question: 'How do I deploy with Foundry forge create?', cites: ['/developer/deploy/foundry'], fact: 'forge create'},
  {question: 'How do I verify a contract with Foundry?', cites: ['/developer/verify/foundry'], fact: 'forge verify-contract'},
  {question: 'How do I verify my contract with Hardhat?', cites: ['/developer/verify/hardhat'], fact: 'hardhat-verify'},
  {question: 'How do I lock CELO with celocli?', cites: ['/cli/lockedgold', '/protocol/pos/locked-gold'], fact: 'lockedcelo:lock'},
  {question: 'How do I unlock CELO with celocli lockedcelo?', cites: ['/cli/lockedgold'], fact: 'lockedcelo:unlock'},
  {question: 'How do I vote for a validator group?', cites: ['/holder/vote/validator'], fact: 'election:vote'},
  {question: 'How can I pay gas fees with USDC instead of CELO?', cites: ['/learn/add-gas-currency', '/protocol/transaction/erc20-transaction-fees'], fact: 'feeCurrency'},
  {question: 'What is a fee currency adapter?', cites: ['/developer/fee-currency', '/protocol/transaction/erc20-transaction-fees', '/general/glossary'], fact: 'adapter'},
  {question: 'How do I detect MiniPay in my dapp?', cites: ['/developer/build-on-minipay/code-library'], fact: 'isMiniPay'},
  {question: 'How do I test my MiniPay app with ngrok?', cites: ['/developer/build-on-minipay/prerequisites/ngrok-setup', '/developer/build-on-minipay/quickstart'], fact: 'ngrok http'},
  {question: 'At which block did Celo Mainnet migrate to L2?', cites: ['/cel2/notices/l2-migration'], fact: '31,056,500'},
  {question: 'How do I run a Celo L2 node with Docker?', cites: ['/cel2/operators/run-node'], fact: 'celo-l2-node-docker-compose'},
  {question: 'How do I migrate my L1 node data to L2?', cites: ['/cel2/operators/migrate-node'], fact: 'migrat'},
  {question: 'How do I bridge CELO from Ethereum to Celo?', cites: ['/cel2/guides/bridging-celo-from-l1-to-l2'], fact: 'superbridge'},
  {question: 'How do I withdraw CELO from Celo back to Ethereum?', cites: ['/cel2/guides/withdrawing-celo-from-l2-to-l1'], fact: 'withdraw'},
  {question: 'How do I install celocli?', cites: ['/cli'], fact: '@celo/celocli'},
  {question: 'How do I add Celo to MetaMask?', cites: ['/wallet/metamask/add-celo-testnet-to-metamask'], fact: '42220'},
  {question: 'What is the block time on Celo L2 compared to L1?', cites: ['/cel2/whats-changed/l1-l2'], fact: '1 second'},
  {question: 'How do I create a governance proposal?', cites: ['/protocol/governance/create-proposal'], fact: 'governance:propose'},
  {question: 'How are epoch rewards paid on L2?', cites: ['/protocol/pos/epoch-rewards'], fact: 'epoch'},
];

/** Questions the docs do not cover: the assistant must say so instead of answering. */
export const uncoveredQuestions = ['What is the weather in Lisbon tomorrow?', 'Recipe for banana bread with walnuts'];
