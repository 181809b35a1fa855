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
  /** The class of query (issue #14) for the added entries; the first 50 have none. */
  kind?: 'number' | 'table-row' | 'short-word' | 'question' | 'renamed' | 'misspelling';
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
  // Added for issue #14, written from the pages before the engine was run on them; each names the page a
  // reader needs.
  // Numbers that live in table cells (network tables, parameter tables).
  {query: '42220', expect: '/network/mainnet', kind: 'number'},
  // Since the set was written, Celo Sepolia got its own page (/network/celo-sepolia): it is the page these readers need.
  {query: '11142220', expect: '/network/celo-sepolia', kind: 'number'},
  {query: '44787', expect: '/network/alfajores', kind: 'number'},
  {query: '62320', expect: '/network/baklava', kind: 'number'},
  {query: 'chain 42220', expect: '/network/mainnet', kind: 'number'},
  {query: '10,000 celo deposit', expect: '/holder/vote/governance-parameters', kind: 'number'},
  {query: 'donut 6,774,000', expect: '/general/history', kind: 'number'},
  // A table row read with its column headers.
  {query: 'proposal deposit', expect: '/holder/vote/governance-parameters', kind: 'table-row'},
  {query: 'referendum stage duration', expect: '/holder/vote/governance-parameters', kind: 'table-row'},
  {query: 'archive node disk', expect: '/network/node/run-mainnet', kind: 'table-row'},
  {query: 'archive node sync mode', expect: '/network/node/run-mainnet', kind: 'table-row'},
  {query: 'ledgerLiveMode', expect: '/cli', kind: 'table-row'},
  {query: 'epoch processing contract', expect: '/learn/celo-protocol-summary', kind: 'table-row'},
  {query: 'maximum groups per voting account', expect: '/holder/vote/governance-parameters', kind: 'table-row'},
  // A short last word that is a whole word.
  {query: 'sepolia chain id', expect: '/network/celo-sepolia', kind: 'short-word'},
  {query: 'alfajores chain id', expect: '/network/alfajores', kind: 'short-word'},
  {query: 'celocli node url', expect: '/cli', kind: 'short-word'},
  {query: 'gas fee', expect: '/general/using-celo/gas-fees', kind: 'short-word'},
  // Question-style queries.
  {query: 'how do I deploy a contract with foundry', expect: '/developer/deploy/foundry', kind: 'question'},
  {query: 'how do I verify my contract on blockscout', expect: '/developer/verify/blockscout', kind: 'question'},
  {query: 'what is the chain id of celo mainnet', expect: '/network/mainnet', kind: 'question'},
  {query: 'how can I pay gas fees with usdc', expect: '/learn/add-gas-currency', kind: 'question'},
  {query: 'where do I find token addresses', expect: '/token-addresses', kind: 'question'},
  {query: 'how do I run a full node on mainnet', expect: '/network/mainnet/run-full-node', kind: 'question'},
  {query: 'how should I get testnet funds for celo sepolia', expect: '/network/celo-sepolia', kind: 'question'},
  // Renamed tokens: the old name finds pages that use the new one, and the reverse.
  {query: 'pay gas fees in cusd', expect: '/general/using-celo/gas-fees', kind: 'renamed'},
  {query: 'cusd fee currency', expect: '/developer/fee-currency', kind: 'renamed'},
  {query: 'granda mento usdm', expect: '/protocol/stability/granda-mento', kind: 'renamed'},
  {query: 'ceur token address', expect: '/token-addresses', kind: 'renamed'},
  {query: 'send cusd with celocli', expect: '/cli/transfer', kind: 'renamed'},
  // Single short misspellings (5–6 letters).
  {query: 'ledgr setup', expect: '/wallet/ledger/setup', kind: 'misspelling'},
  {query: 'remxi', expect: '/developer/deploy/remix', kind: 'misspelling'},
  {query: 'ngork', expect: '/developer/build-on-minipay/prerequisites/ngrok-setup', kind: 'misspelling'},
  {query: 'fauset', expect: '/network/alfajores/faucet', kind: 'misspelling'},
  {query: 'redstne oracle', expect: '/protocol/oracle/redstone', kind: 'misspelling'},
  {query: 'minpay deeplinks', expect: '/developer/build-on-minipay/deeplinks', kind: 'misspelling'},
];
