// celo-network-values: chain ids, Forno RPC URLs and explorer hosts written in a page must be the ones in
// src/data/networks.ts, the single source the data components render. A hand-written value that disagrees
// (a typo, a retired host, another chain's id) is reported. Code blocks are checked too: readers copy them.
// Chain ids of the Ethereum networks Celo settles on (1, 11155111, 17000) and of local development chains
// (31337, 1337) are allowed alongside Celo's own.
import {importTs} from './lib.mjs';

// Loaded once, on first use (the rule is asynchronous: markdownlint awaits it).
let factsPromise = null;
function loadFacts() {
  factsPromise ??= importTs('src/data/networks.ts').then((m) => networkFacts(m.networkList ?? m.default?.networkList));
  return factsPromise;
}

const OTHER_CHAIN_IDS = [1, 11155111, 17000, 31337, 1337];
const EXPLORER_HOST = /\bhttps?:\/\/((?:[a-z0-9-]+\.)*(?:blockscout\.com|celoscan\.io))/gi;

/** The values of src/data/networks.ts that prose may name. */
export function networkFacts(list) {
  return {
    rpcUrls: new Set(list.flatMap((n) => [n.rpc.https, n.rpc.wss].filter(Boolean))),
    explorerHosts: new Set(list.flatMap((n) => n.explorers.map((e) => new URL(e.url).host))),
    chainIds: new Set([...list.map((n) => n.chainId), ...OTHER_CHAIN_IDS]),
  };
}

/** Problems in one line of text: [{detail, context}]. */
export function lineProblems(line, facts) {
  const problems = [];
  for (const m of line.matchAll(/\b(?:https|wss):\/\/[a-z0-9.-]*forno[a-z0-9.-]*\.org(?:\/ws)?/g)) {
    if (!facts.rpcUrls.has(m[0]))
      problems.push({detail: `RPC URL ${m[0]} is not in src/data/networks.ts`, context: m[0]});
  }
  for (const m of line.matchAll(EXPLORER_HOST)) {
    const host = m[1].toLowerCase();
    if (!facts.explorerHosts.has(host))
      problems.push({detail: `explorer ${host} is not in src/data/networks.ts`, context: m[0]});
  }
  for (const m of line.matchAll(/chain[ -]?id\b[^0-9\n]{0,24}?(?<![\w-])(\d{3,9})\b/gi)) {
    const id = Number(m[1]);
    if (!facts.chainIds.has(id))
      problems.push({detail: `chain id ${id} is not a Celo or settlement-layer chain id`, context: m[0]});
  }
  return problems;
}

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-network-values'],
  description: 'Chain ids, Forno RPC URLs and explorer hosts agree with src/data/networks.ts',
  tags: ['celo', 'data'],
  parser: 'none',
  asynchronous: true,
  async function(params, onError) {
    const facts = await loadFacts();
    params.lines.forEach((line, i) => {
      for (const p of lineProblems(line, facts)) onError({lineNumber: i + 1, detail: p.detail, context: p.context});
    });
  },
};
