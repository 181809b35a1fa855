/**
 * Celo networks: the single source for chain ids, RPC endpoints, explorers, faucets and bridges shown on the
 * site. Sources: Celo's network overview and Forno pages (celo-org/docs@0e24a700
 * build-on-celo/network-overview.mdx, @0c3bacf3 tooling/nodes/forno.mdx), viem's chain definitions (celo.ts,
 * celoSepolia.ts) and celo-blockchain's params/config.go for the migration blocks. tests/unit/reference-data.test.ts
 * validates every entry (hex id matches decimal, URLs parse, https/wss schemes).
 *
 * Choices where sources disagree:
 * - Testnet currency symbol: Celo's docs say CELO; viem labels them A-CELO (Alfajores) and S-CELO (Celo
 *   Sepolia). Wallets display the symbol we pass, so we use CELO, as the network's own docs do.
 * - Alfajores and Baklava: retired on 2025-09-30, when Ethereum Holesky (their settlement layer) reached end of
 *   life (viem PR 3990 "Deprecate celoAlfajores chain"; Celo's Celo Sepolia launch notice). Their entries stay for
 *   readers who hold old addresses or history; pages show them as retired, never as endpoints to use.
 */
export type NetworkKey = 'mainnet' | 'celoSepolia' | 'alfajores' | 'baklava';

export interface Link {
  name: string;
  url: string;
}

export interface Network {
  key: NetworkKey;
  name: string;
  chainId: number;
  /** Lower-case hex of chainId, as EIP-3085 wallet calls expect. */
  chainIdHex: `0x${string}`;
  currency: {name: string; symbol: string; decimals: 18};
  rpc: {https: string; wss?: string};
  explorers: Link[];
  faucets: Link[];
  bridge?: Link;
  settlesOn: string;
  status: 'live' | 'retired';
  /** ISO date the network was retired (status 'retired' only). */
  retired?: string;
  statusNote: string;
  l2Migration?: {block: number; date: string};
  launched?: string;
}

export const networks: Record<NetworkKey, Network> = {
  mainnet: {
    key: 'mainnet',
    name: 'Celo Mainnet',
    chainId: 42220,
    chainIdHex: '0xa4ec',
    currency: {name: 'CELO', symbol: 'CELO', decimals: 18},
    rpc: {https: 'https://forno.celo.org', wss: 'wss://forno.celo.org/ws'},
    explorers: [
      {name: 'Celoscan', url: 'https://celoscan.io'},
      {name: 'Blockscout', url: 'https://celo.blockscout.com'},
    ],
    faucets: [],
    bridge: {name: 'Superbridge', url: 'https://superbridge.app/celo'},
    settlesOn: 'Ethereum Mainnet',
    status: 'live',
    statusNote: 'Production network. An Ethereum Layer 2 since 26 March 2025.',
    l2Migration: {block: 31056500, date: '2025-03-26 03:00 UTC'},
    launched: '2020-04-22',
  },
  celoSepolia: {
    key: 'celoSepolia',
    name: 'Celo Sepolia Testnet',
    chainId: 11142220,
    chainIdHex: '0xaa044c',
    currency: {name: 'CELO', symbol: 'CELO', decimals: 18},
    rpc: {https: 'https://forno.celo-sepolia.celo-testnet.org', wss: 'wss://forno.celo-sepolia.celo-testnet.org/ws'},
    explorers: [{name: 'Blockscout', url: 'https://celo-sepolia.blockscout.com'}],
    faucets: [
      {name: 'Celo faucet', url: 'https://faucet.celo.org/celo-sepolia'},
      {name: 'Google Cloud faucet', url: 'https://cloud.google.com/application/web3/faucet/celo/sepolia'},
    ],
    bridge: {
      name: 'Superbridge (testnets)',
      url: 'https://testnets.superbridge.app/?fromChainId=11155111&toChainId=11142220',
    },
    settlesOn: 'Ethereum Sepolia',
    status: 'live',
    statusNote: 'The developer testnet: a fresh genesis launched on 23 July 2025, replacing Alfajores.',
    launched: '2025-07-23',
  },
  alfajores: {
    key: 'alfajores',
    name: 'Celo Alfajores Testnet',
    chainId: 44787,
    chainIdHex: '0xaef3',
    currency: {name: 'CELO', symbol: 'CELO', decimals: 18},
    rpc: {https: 'https://alfajores-forno.celo-testnet.org', wss: 'wss://alfajores-forno.celo-testnet.org/ws'},
    explorers: [
      {name: 'Blockscout', url: 'https://celo-alfajores.blockscout.com'},
      {name: 'Celoscan', url: 'https://alfajores.celoscan.io'},
    ],
    faucets: [{name: 'Celo faucet', url: 'https://faucet.celo.org/alfajores'}],
    bridge: {name: 'Superbridge (testnets)', url: 'https://testnets.superbridge.app/celo-alfajores'},
    settlesOn: 'Ethereum Holesky',
    status: 'retired',
    retired: '2025-09-30',
    statusNote: 'Retired on 30 September 2025, when Ethereum Holesky reached end of life. Replaced by Celo Sepolia.',
    l2Migration: {block: 26384000, date: '2024-09-26'},
  },
  baklava: {
    key: 'baklava',
    name: 'Celo Baklava Testnet',
    chainId: 62320,
    chainIdHex: '0xf370',
    currency: {name: 'CELO', symbol: 'CELO', decimals: 18},
    rpc: {https: 'https://baklava-forno.celo-testnet.org'},
    explorers: [{name: 'Blockscout', url: 'https://celo-baklava.blockscout.com'}],
    faucets: [{name: 'Request form', url: 'https://forms.gle/JTYkMAJWTAUQp1sv9'}],
    bridge: {name: 'Superbridge (testnets)', url: 'https://testnets.superbridge.app/celo-baklava'},
    settlesOn: 'Ethereum Holesky',
    status: 'retired',
    retired: '2025-09-30',
    statusNote: 'Retired on 30 September 2025 with Ethereum Holesky. Operators now rehearse on Celo Sepolia.',
    l2Migration: {block: 28308600, date: '2025-02-20'},
  },
};

export const networkList: Network[] = Object.values(networks);

/** Explorer URL of an address on a network (the first explorer listed). */
export function addressUrl(network: NetworkKey, address: string): string {
  return `${networks[network].explorers[0]!.url}/address/${address}`;
}
