/**
 * Network parameters and addresses for the MCP server, straight from the typed data of src/data, so an agent
 * gets the exact chain id or address rather than prose. Lookups keyed by user text use Maps.
 */
import {addressUrl, networkList, networks, type Network, type NetworkKey} from '../data/networks';
import {coreContracts, ethereumContractsForCeloMainnet, REGISTRY_ADDRESS, tokens} from '../data/addresses';
import {uniswapDeployments} from '../data/uniswap';

/** Lower-case, without spaces, dashes or underscores: "Celo Sepolia" → "celosepolia". */
const key = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

const NETWORK_ALIASES = new Map<string, NetworkKey>();
for (const n of networkList) {
  for (const alias of [
    n.key,
    n.name,
    n.name.replace(/^Celo /, ''),
    n.name.replace(/ Testnet$/, ''),
    String(n.chainId),
    n.chainIdHex,
  ]) {
    NETWORK_ALIASES.set(key(alias), n.key);
  }
}
NETWORK_ALIASES.set('celo', 'mainnet');
NETWORK_ALIASES.set('sepolia', 'celoSepolia');
NETWORK_ALIASES.set('testnet', 'celoSepolia');

export const NETWORK_NAMES = networkList.map((n) => n.key);

export class LookupError extends Error {}

/** The network a name, key or chain id refers to; throws a LookupError listing the known ones. */
export function resolveNetwork(name: string): Network {
  const found = NETWORK_ALIASES.get(key(name.trim()));
  if (!found)
    throw new LookupError(
      `Unknown network "${name.slice(0, 100)}". Known networks: ${networkList.map((n) => `${n.key} (${n.name}, chain id ${n.chainId})`).join('; ')}.`,
    );
  return networks[found];
}

export interface AddressMatch {
  name: string;
  address: string;
  network: string;
  kind: 'core contract' | 'token' | 'Uniswap v3' | 'Uniswap v4' | 'Ethereum L1 contract';
  explorer: string;
  note?: string;
}

function allAddresses(): AddressMatch[] {
  const out: AddressMatch[] = [];
  for (const n of networkList) {
    for (const c of coreContracts[n.key] ?? []) {
      out.push({
        name: c.name,
        address: c.address,
        network: n.key,
        kind: 'core contract',
        explorer: addressUrl(n.key, c.address),
        note: c.address === REGISTRY_ADDRESS ? 'Same address on every Celo network' : c.note,
      });
    }
    for (const t of tokens[n.key]) {
      const note = [
        t.formerly && `formerly ${t.formerly}`,
        t.decimals && `${t.decimals} decimals`,
        t.feeCurrencyAdapter && `fee-currency adapter ${t.feeCurrencyAdapter}`,
        t.note,
      ]
        .filter(Boolean)
        .join('; ');
      out.push({
        name: t.symbol,
        address: t.address,
        network: n.key,
        kind: 'token',
        explorer: addressUrl(n.key, t.address),
        ...(note ? {note} : {}),
      });
    }
  }
  for (const u of uniswapDeployments) {
    out.push({
      name: u.name,
      address: u.address,
      network: u.network,
      kind: u.version === 'v3' ? 'Uniswap v3' : 'Uniswap v4',
      explorer: addressUrl(u.network, u.address),
      ...(u.note ? {note: u.note} : {}),
    });
  }
  for (const c of ethereumContractsForCeloMainnet) {
    out.push({
      name: c.name,
      address: c.address,
      network: 'ethereum (for mainnet)',
      kind: 'Ethereum L1 contract',
      explorer: `https://etherscan.io/address/${c.address}`,
    });
  }
  return out;
}

const ADDRESSES = allAddresses();

/**
 * Addresses whose name (or former token symbol) matches: exact matches if any, else names containing the
 * text. `network` narrows to one network (Ethereum L1 contracts belong to mainnet). Throws a LookupError
 * naming close names when nothing matches.
 */
export function findAddress(name: string, network?: string): AddressMatch[] {
  const wanted = key(name.trim());
  if (!wanted) throw new LookupError('Give a contract or token name, e.g. "Registry", "USDm" or "UniswapV3Factory".');
  if (wanted.length > 100) throw new LookupError('The name is too long (100 characters at most).');
  const net = network?.trim() ? resolveNetwork(network) : undefined;
  const onNetwork = ADDRESSES.filter(
    (a) => !net || a.network === net.key || (net.key === 'mainnet' && a.kind === 'Ethereum L1 contract'),
  );
  const names = (a: AddressMatch) => [
    key(a.name),
    ...(a.note
      ?.match(/formerly (\w+)/)
      ?.slice(1)
      .map(key) ?? []),
  ];
  const exact = onNetwork.filter((a) => names(a).includes(wanted));
  if (exact.length) return exact;
  const partial = onNetwork.filter((a) => names(a).some((n) => n.includes(wanted)));
  if (partial.length) return partial;
  const where = net ? ` on ${net.name}` : '';
  const known = [...new Set(onNetwork.map((a) => a.name))].sort();
  throw new LookupError(`No address named "${name.slice(0, 100)}"${where}. Known names${where}: ${known.join(', ')}.`);
}
