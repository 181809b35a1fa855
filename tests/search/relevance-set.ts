/**
 * Relevance test set: realistic reader queries and the page each must return among its top 3 hits.
 * Run against the built index by tests/unit/search-relevance.test.ts (CI) and timed by `npm run bench:search`.
 * Mix: product names, tasks, error-ish phrasings, and a typo every few queries. Do not tune the engine
 * for one query; if a query fails, improve ranking or the page, not this list.
 */
export interface RelevanceCase {
  query: string;
  /** Page path (no anchor) that must appear in the top 3 hits. */
  expect: string;
}

export const relevanceSet: RelevanceCase[] = [
  {query: 'mainnet chain id', expect: '/network/mainnet'},
  {query: 'network rpc endpoints', expect: '/network'},
  {query: 'forno', expect: '/network/node/forno'},
  {query: 'forno rate limit', expect: '/network/node/forno'},
  {query: 'testnet faucet', expect: '/network/alfajores/faucet'},
  {query: 'deploy with hardhat', expect: '/developer/deploy/hardhat'},
  {query: 'hardaht deploy', expect: '/developer/deploy/hardhat'},
  {query: 'forge create', expect: '/developer/deploy/foundry'},
  {query: 'verify contract hardhat', expect: '/developer/verify/hardhat'},
  {query: 'verify with foundry', expect: '/developer/verify/foundry'},
  {query: 'verfy contract blockscout', expect: '/developer/verify/blockscout'},
  {query: 'remix', expect: '/developer/deploy/remix'},
  {query: 'celo composer', expect: '/build/quickstart'},
  {query: 'minipay deeplinks', expect: '/developer/build-on-minipay/deeplinks'},
  {query: 'ngrok', expect: '/developer/build-on-minipay/prerequisites/ngrok-setup'},
  {query: 'detect minipay', expect: '/developer/build-on-minipay/code-library'},
  {query: 'add celo to metamask', expect: '/wallet/metamask/add-celo-testnet-to-metamask'},
  {query: 'metamsk network', expect: '/wallet/metamask/add-celo-testnet-to-metamask'},
  {query: 'ledger setup', expect: '/wallet/ledger/setup'},
  {query: 'lockedcelo lock', expect: '/cli/lockedgold'},
  {query: 'vote for validator group', expect: '/holder/vote/validator'},
  {query: 'create governance proposal', expect: '/protocol/governance/create-proposal'},
  {query: 'goverance voting', expect: '/holder/vote/governance'},
  {query: 'bridge celo from ethereum', expect: '/cel2/guides/bridging-celo-from-l1-to-l2'},
  {query: 'withdraw celo to ethereum', expect: '/cel2/guides/withdrawing-celo-from-l2-to-l1'},
  {query: 'fee abstraction', expect: '/cel2/guides/fee-abstraction'},
  {query: 'pay gas in usdc', expect: '/learn/add-gas-currency'},
  {query: 'run a node with docker', expect: '/cel2/operators/run-node'},
  {query: 'migrate l1 node data', expect: '/cel2/operators/migrate-node'},
  {query: 'community rpc node', expect: '/cel2/operators/community-rpc-node'},
  {query: 'difference from optimism', expect: '/cel2/whats-changed/op-l2'},
  {query: 'pectra upgrade', expect: '/cel2/notices/pectra-upgrade'},
  {query: 'viem', expect: '/developer/viem'},
  {query: 'ethers v6', expect: '/developer/ethers'},
  {query: 'contractkit to viem', expect: '/developer/contractkit/migrating-to-viem'},
  {query: 'subgraph the graph', expect: '/developer/indexer/the-graph'},
  {query: 'subqeury', expect: '/developer/indexer/subquery'},
  {query: 'epoch rewards', expect: '/protocol/pos/epoch-rewards'},
  {query: 'release gold vesting', expect: '/holder/manage/release-gold'},
  {query: 'recover funds eth address', expect: '/holder/recover/from-eth-address'},
  {query: 'install celocli', expect: '/cli'},
  {query: 'multisig', expect: '/cli/multisig'},
  {query: 'key rotation', expect: '/validator/key-management/key-rotation'},
  {query: 'random number prevrandao', expect: '/protocol/randomness'},
  {query: 'redstone oracle', expect: '/protocol/oracle/redstone'},
  {query: 'mento stablecoins', expect: '/learn/platform-native-stablecoins-summary'},
  {query: 'glossary', expect: '/general/glossary'},
  {query: 'insufficient funds for gas', expect: '/developer/deploy/hardhat'},
  {query: 'transaction type 123', expect: '/protocol/transaction/transaction-types'},
  {query: 'l2 migration block', expect: '/cel2/notices/l2-migration'},
];
