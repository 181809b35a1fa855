/**
 * Showcase tags. Adding a tag: add its key here with a label and (optionally empty) description, and its colour
 * to src/components/Showcase/styles.module.css (a class rule, not a style attribute: the Content-Security-Policy
 * has no 'unsafe-inline'); tests/unit/showcase.test.ts rejects any entry that uses a tag missing from this list
 * and any tag without a colour.
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
}

export const Tags: Record<TagType, Tag> = {
  favorite: {label: 'Favorite', description: ''},
  popular: {label: 'Popular', description: 'Popular Celo dApps for you to check out!'},
  apps: {label: 'Apps', description: ''},
  impact: {label: 'Impact', description: ''},
  defi: {label: 'DeFi', description: ''},
  refi: {label: 'ReFi', description: ''},
  earn: {label: 'Earn', description: ''},
  wallets: {label: 'Wallets', description: ''},
  developers: {label: 'Developers', description: ''},
  integrations: {label: 'Integrations', description: ''},
  validators: {label: 'Validators', description: ''},
  foundation: {label: 'Foundation', description: ''},
  payments: {label: 'Payments', description: ''},
  stablecoins: {label: 'Stablecoins', description: ''},
  bridge: {label: 'Bridge', description: ''},
  nft: {label: 'NFT', description: ''},
  dao: {label: 'DAO', description: ''},
  tooling: {label: 'Tooling', description: ''},
  explorer: {label: 'Explorer', description: ''},
  minipay: {label: 'MiniPay', description: ''},
};
