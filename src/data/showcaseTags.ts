/**
 * Showcase tags. Adding a tag: add its key here with a label and (optionally empty) description;
 * tests/unit/showcase.test.ts rejects any entry that uses a tag missing from this list.
 */
export const TagList = [
  'favorite',
  'popular',
  'apps',
  'impact',
  'defi',
  'refi',
  'earn',
  'wallets',
  'developers',
  'integrations',
  'validators',
  'foundation',
  // Technology tags
  'payments',
  'stablecoins',
  'bridge',
  'nft',
  'dao',
  'tooling',
  'explorer',
  'minipay',
] as const;

export type TagType = (typeof TagList)[number];

export interface Tag {
  label: string;
  description: string;
  color: string;
}

export const Tags: Record<TagType, Tag> = {
  favorite: {label: 'Favorite', description: '', color: '#e9669e'},
  popular: {label: 'Popular', description: 'Popular Celo dApps for you to check out!', color: '#c2185b'},
  apps: {label: 'Apps', description: '', color: '#2e7d32'},
  impact: {label: 'Impact', description: '', color: '#8d6e00'},
  defi: {label: 'DeFi', description: '', color: '#8e3ba0'},
  refi: {label: 'ReFi', description: '', color: '#00796b'},
  earn: {label: 'Earn', description: '', color: '#127f82'},
  wallets: {label: 'Wallets', description: '', color: '#c2410c'},
  developers: {label: 'Developers', description: '', color: '#1565c0'},
  integrations: {label: 'Integrations', description: '', color: '#5d4037'},
  validators: {label: 'Validators', description: '', color: '#37474f'},
  foundation: {label: 'Foundation', description: '', color: '#4e6b1a'},
  payments: {label: 'Payments', description: '', color: '#0d47a1'},
  stablecoins: {label: 'Stablecoins', description: '', color: '#33691e'},
  bridge: {label: 'Bridge', description: '', color: '#4527a0'},
  nft: {label: 'NFT', description: '', color: '#ad1457'},
  dao: {label: 'DAO', description: '', color: '#283593'},
  tooling: {label: 'Tooling', description: '', color: '#455a64'},
  explorer: {label: 'Explorer', description: '', color: '#006064'},
  minipay: {label: 'MiniPay', description: '', color: '#1b5e20'},
};
