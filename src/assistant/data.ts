// cspell:ignore verif
/**
 * Answers from typed data: network parameters (src/data/networks.ts), contract and token addresses including
 * fee-currency adapters (src/data/addresses.ts) and celocli commands (src/data/cli.ts). A question that asks
 * for one of these gets a card with the matching value only, never a table. Reference links point to the
 * section that renders the same data, found by heading in the passages file.
 */
import {networks, type Network, type NetworkKey} from '../data/networks';
import {
  coreContracts,
  ethereumContractsForCeloMainnet,
  REGISTRY_ADDRESS,
  tokens,
  type ContractEntry,
  type TokenEntry,
} from '../data/addresses';
import {cliCommands, type CliCommand} from '../data/cli';
import {usageLine} from '../data/cliUsage';
import type {QuestionType} from './intent';
import {contentWords, normalize, stem, words} from './text';

export interface DataCard {
  /** What the value is, e.g. "Chain ID" or "USDC fee-currency adapter". */
  label: string;
  value: string;
  /** Network the value belongs to (absent for celocli commands). */
  network?: string;
  /** A second, plain line: a command's description, a token's address next to its adapter. */
  detail?: string;
  /** Example command (celocli), shown as code with its own copy button. */
  example?: string;
  reference: {title: string; url: string};
}

/** Finds the URL of a page section by its heading (the passages file knows the anchors). */
export type SectionLocator = (page: string, heading: (h: string) => boolean) => string | undefined;

const has = (q: string, re: RegExp) => re.test(q);

/** The network a question names; Celo Mainnet when it names none. */
export function questionNetwork(q: string): {key: NetworkKey; named: boolean} {
  if (/sepolia/i.test(q)) return {key: 'celoSepolia', named: true};
  if (/alfajores/i.test(q)) return {key: 'alfajores', named: true};
  if (/baklava/i.test(q)) return {key: 'baklava', named: true};
  if (/\btest ?net\b/i.test(q)) return {key: 'celoSepolia', named: true};
  return {key: 'mainnet', named: /\bmain ?net\b/i.test(q)};
}

function networkReference(n: Network, locate: SectionLocator): DataCard['reference'] {
  const url =
    n.key === 'celoSepolia'
      ? (locate('/network', (h) => /celo sepolia details/i.test(h)) ?? '/network')
      : (locate(`/network/${n.key}`, (h) => /network parameters/i.test(h)) ?? `/network/${n.key}`);
  return {title: `${n.name} network reference`, url};
}

function networkCards(q: string, locate: SectionLocator): DataCard[] {
  const n = networks[questionNetwork(q).key];
  const card = (label: string, value: string): DataCard => ({
    label,
    value,
    network: n.name,
    reference: networkReference(n, locate),
  });
  if (has(q, /\bchain[ -]?id\b|\bnetwork id\b/i)) {
    return [has(q, /\bhex/i) ? card('Chain ID (hex)', n.chainIdHex) : card('Chain ID', String(n.chainId))];
  }
  if (has(q, /web ?socket|\bwss\b|\bws\b/i)) return n.rpc.wss ? [card('WebSocket RPC URL', n.rpc.wss)] : [];
  if (has(q, /\brpc (url|endpoint)|\b(url|endpoint) (of|for) (the )?rpc|\brpc\b.*\b(url|endpoint)\b|\bendpoints?\b/i))
    return [card('RPC URL', n.rpc.https)];
  if (has(q, /\bexplorers?\b/i) && !has(q, /\bverif/i))
    return n.explorers.map((e) => card(`Block explorer (${e.name})`, e.url));
  if (has(q, /\bfaucets?\b|\btest (celo|funds|tokens)\b|\btestnet (celo|funds|tokens)\b/i))
    return n.faucets.map((f) => card(`Faucet (${f.name})`, f.url));
  if (has(q, /\b(native|gas) (currency|token)\b|\bcurrency symbol\b/i))
    return [card('Native currency', n.currency.symbol)];
  return [];
}

/** Names a reader may type for a token: its symbol, its former symbol, ASCII spellings (USD₮ → USDT). */
function tokenNames(t: TokenEntry): string[] {
  const base = t.symbol.replace(/\s*\(.*\)$/, '');
  const names = [base, base.replace(/₮/g, 'T')];
  if (t.formerly) names.push(t.formerly);
  return [...new Set(names)];
}

/** Names a reader may type for a contract: "LockedGold (LockedCelo)" → LockedGold, LockedCelo; "…Proxy" without it. */
function contractNames(c: ContractEntry): string[] {
  const m = /^([^(]+?)\s*(?:\(([^)]*)\))?$/.exec(c.name);
  const names = [m?.[1] ?? c.name, ...(m?.[2]?.split('/') ?? [])].map((n) => n.trim()).filter(Boolean);
  return names.flatMap((n) => (n.endsWith('Proxy') ? [n, n.slice(0, -5)] : [n]));
}

/** Whole-word occurrence; exact case first (USDm vs USDM), then case-insensitive. */
function mentions(q: string, name: string, exactCase: boolean): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, exactCase ? 'u' : 'iu').test(q);
}

function addressCards(q: string, locate: SectionLocator): DataCard[] {
  const asksAddress =
    has(q, /\baddress(es)?\b|\bdeployed\b|\bfee ?currency\b|\badapters?\b/i) ||
    (has(q, /\bcontract\b/i) && has(q, /^\s*(where|which|what)\b/i));
  if (!asksAddress) return [];
  const {key} = questionNetwork(q);
  const wantsAdapter = has(q, /\badapters?\b|\bfee ?currency\b|\bpay (the )?(gas|fees?)\b/i);
  const tokenRef = (k: NetworkKey) => ({
    title: `Token addresses › ${networks[k].name}`,
    url:
      locate('/token-addresses', (h) =>
        normalize(h).startsWith(normalize(networks[k].name.replace(/^Celo | Testnet$/g, ''))),
      ) ?? '/token-addresses',
  });

  // Ethereum-side contracts of Celo Mainnet.
  if (has(q, /\bethereum\b|\bl1\b/i)) {
    const c = ethereumContractsForCeloMainnet.find((e) => contractNames(e).some((n) => mentions(q, n, false)));
    if (c) {
      const url = locate('/contract-addresses', (h) => /ethereum contracts/i.test(h)) ?? '/contract-addresses';
      return [
        {
          label: c.name,
          value: c.address,
          network: 'Ethereum Mainnet (for Celo Mainnet)',
          reference: {title: 'Contract addresses › Ethereum contracts of Celo Mainnet', url},
        },
      ];
    }
  }
  // A token other than CELO itself (CELO appears in most questions as the network's name).
  const list = tokens[key] ?? [];
  const findToken = (exactCase: boolean) =>
    list.find((t) => tokenNames(t).some((n) => n !== 'CELO' && mentions(q, n, exactCase)));
  const token = findToken(true) ?? findToken(false);
  if (token) {
    const name = tokenNames(token)[0]!;
    if (wantsAdapter && token.feeCurrencyAdapter) {
      return [
        {
          label: `${name} fee-currency adapter (pass this as feeCurrency)`,
          value: token.feeCurrencyAdapter,
          network: networks[key].name,
          detail: `${name} token: ${token.address}`,
          reference: tokenRef(key),
        },
      ];
    }
    return [
      {
        label: `${name} token${token.formerly ? ` (formerly ${token.formerly})` : ''}`,
        value: token.address,
        network: networks[key].name,
        reference: tokenRef(key),
      },
    ];
  }
  // Core contracts.
  const contracts = coreContracts[key] ?? [];
  const contract = contracts.find((c) => contractNames(c).some((n) => n !== 'CELO' && mentions(q, n, false)));
  if (contract) {
    const url =
      locate('/contract-addresses', (h) =>
        normalize(h).startsWith(normalize(networks[key].name.replace(/^Celo | Testnet$/g, ''))),
      ) ?? '/contract-addresses';
    return [
      {
        label: contract.name,
        value: contract.address,
        network: networks[key].name,
        reference: {title: `Contract addresses › ${networks[key].name}`, url},
      },
    ];
  }
  if (mentions(q, 'Registry', false)) {
    const url = locate('/contract-addresses', (h) => /how celo finds/i.test(h)) ?? '/contract-addresses';
    return [
      {
        label: 'Registry (same address on every Celo network)',
        value: REGISTRY_ADDRESS,
        network: 'Every Celo network',
        reference: {title: 'Contract addresses', url},
      },
    ];
  }
  const celo = list.find((t) => t.symbol === 'CELO');
  if (celo && mentions(q, 'CELO', true)) {
    return [{label: 'CELO token', value: celo.address, network: networks[key].name, reference: tokenRef(key)}];
  }
  return [];
}

const plain = (markdown: string) => markdown.replace(/`([^`]+)`/g, '$1').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

function cliCard(c: CliCommand, locate: SectionLocator): DataCard {
  const heading = c.heading ?? c.name;
  return {
    label: `celocli ${c.name}`,
    value: usageLine(c),
    detail: plain(c.description),
    ...(c.example && {example: c.example}),
    reference: {
      title: `celocli ${c.topic} › ${heading}`,
      url: locate(`/cli/${c.topic}`, (h) => h === heading) ?? `/cli/${c.topic}`,
    },
  };
}

function cliCards(q: string, locate: SectionLocator): DataCard[] {
  // A command named in the question: `lockedcelo:withdraw`.
  for (const m of q.matchAll(/\b([a-z]+:[a-z-]+)\b/gi)) {
    const c = cliCommands.find((x) => x.name === m[1]!.toLowerCase());
    if (c) return [cliCard(c, locate)];
  }
  if (!has(q, /\bcelocli\b|\bcli\b|\bcommand\b/i)) return [];
  const asked = new Set(contentWords(q).map(stem));
  let best: {c: CliCommand; score: number} | undefined;
  let tie = false;
  for (const c of cliCommands) {
    const nameWords = new Set(words(c.name).map(stem));
    const descWords = new Set(words(plain(c.description)).map(stem));
    const inName = [...asked].filter((w) => nameWords.has(w)).length;
    const inDesc = [...asked].filter((w) => descWords.has(w) && !nameWords.has(w)).length;
    if (inName < 2 && inDesc < 3) continue;
    const score = 2 * inName + inDesc;
    if (score < 4) continue;
    if (!best || score > best.score) [best, tie] = [{c, score}, false];
    else if (score === best.score) tie = true;
  }
  return best && !tie ? [cliCard(best.c, locate)] : [];
}

/**
 * Cards for a question answered by data, or an empty list. "How do I" and "why" questions want steps or
 * reasons, so they get a card only for a celocli command.
 */
export function dataCards(question: string, locate: SectionLocator, type: QuestionType): DataCard[] {
  const valueWanted = type !== 'howto' && type !== 'why';
  const address = valueWanted ? addressCards(question, locate) : [];
  if (address.length) return address;
  const cli = cliCards(question, locate);
  if (cli.length) return cli;
  return valueWanted ? networkCards(question, locate) : [];
}
