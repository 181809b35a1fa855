/**
 * Renamed things a reader may search under either name, read from the typed data (never a hand list):
 * each token with a former symbol (the Mento stablecoins: USDm was cUSD, EURm was cEUR, …). Build side only;
 * the pairs travel in the index so the browser does not load the data.
 */
import {tokens} from '../data/addresses';

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
