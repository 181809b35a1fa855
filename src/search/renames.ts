/**
 * Synonyms read from the typed data (never a hand list), so readers find things by any of their names:
 * - renamed tokens, both ways: each token with a former symbol (the Mento stablecoins: USDm was cUSD, …);
 * - chain ids, one way: a network's chain id (decimal or hex) also searches the word that names that network
 *   ("42220" searches "mainnet", "44787" "alfajores"), so a chain id typed alone finds its network's page.
 * Build side only; the pairs travel in the index, so the browser does not load the data.
 */
import {tokens} from '../data/addresses';
import {networkList} from '../data/networks';

export function renamedTokens(): [string, string][] {
  const pairs = new Map<string, [string, string]>();
  for (const list of Object.values(tokens)) {
    for (const t of list) {
      if (!t.formerly) continue;
      const pair: [string, string] = [t.symbol, t.formerly];
      pairs.set(pair.join('\u0000').toLowerCase(), pair);
    }
  }
  return [...pairs.values()];
}

/** [chain id, network word] pairs; the network word is the one word of its name no other network shares. */
export function chainIdAliases(): [string, string][] {
  const words = networkList.map((n) => n.name.toLowerCase().split(/\s+/));
  const shared = (w: string) => words.filter((list) => list.includes(w)).length > 1;
  const out: [string, string][] = [];
  networkList.forEach((n, i) => {
    const own = words[i]!.filter((w) => !shared(w));
    if (own.length !== 1) return;
    out.push([String(n.chainId), own[0]!], [n.chainIdHex, own[0]!]);
  });
  return out;
}
