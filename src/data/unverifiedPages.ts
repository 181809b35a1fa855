/**
 * Pages that carry no `verified:` record although they make claims a record would cover (a command, a version,
 * an address, a chain parameter or a date), each with the reason it needs none: the one place such pages are
 * listed (CONTRIBUTING.md, "Verified records"). Every other page that makes such a claim carries a record; the
 * markdownlint rule celo-claims-need-record enforces it.
 *
 * - `history`: describes the Celo L1 (before the L2 transition of 26 March 2025) or a past event, kept as
 *   history; its facts are frozen, so no newer release can make them wrong.
 * - `legal`: terms, policies and notices whose text is owned by their publisher.
 * - `link-hub`: an index of links to other pages and sites; the claims live on the pages it links to.
 * - `repository`: it teaches how to work in this documentation repository (git, its npm scripts, its checks); the
 *   repository's own CI runs those commands, so no upstream release can make them wrong unnoticed.
 * - `external`: its facts belong to a third-party service that publishes no release, package or repository the
 *   watch can follow (src/data/upstreams.ts reads npm and GitHub only); the page names that service's own
 *   documentation, where a reader checks them.
 *
 * Pages are doc ids' source paths under docs/ (`developer/index.md`), sorted; `why` says in a sentence what makes
 * the page one of these.
 */
export type UnverifiedReason = 'history' | 'legal' | 'link-hub' | 'external' | 'repository';

export interface UnverifiedPage {
  /** Source path under docs/, e.g. `protocol/pos/index.md`. */
  page: string;
  reason: UnverifiedReason;
  why: string;
}

export const unverifiedPages: readonly UnverifiedPage[] = [
  {
    page: 'cel2/notices/pectra-upgrade.md',
    reason: 'history',
    why: "The notice for Ethereum's Pectra hard fork, which activated on Ethereum Mainnet on 7 May 2025 and which op-geth and op-node celo-v2.0.0 already handled.",
  },
  {
    page: 'cli/dkg.md',
    reason: 'history',
    why: 'Reference for the hidden, deprecated dkg commands, which ran a distributed key generation on the Celo L1.',
  },
  {
    page: 'cli/exchange.md',
    reason: 'history',
    why: 'Reference for the exchange commands that celocli 8.0.0 removed, kept for readers of older scripts.',
  },
  {
    page: 'cli/grandamento.md',
    reason: 'history',
    why: "Reference for the removed grandamento commands of the Celo L1's Granda Mento.",
  },
  {
    page: 'cli/reserve.md',
    reason: 'history',
    why: "Reference for the removed reserve commands that read and moved the Celo L1's Mento Reserve.",
  },
  {
    page: 'cli/utils.md',
    reason: 'history',
    why: 'Reference for utils:whitelist, the command of older celocli releases that network:whitelist replaced.',
  },
  {
    page: 'community/code-of-conduct.md',
    reason: 'legal',
    why: 'A summary of the code of conduct celo-org publishes, whose text belongs to its publisher.',
  },
  {
    page: 'community/contributing.md',
    reason: 'repository',
    why: 'The contribution loop for this repository: fork, branch, run the checks, open a pull request.',
  },
  {
    page: 'community/documentation-contributors.md',
    reason: 'repository',
    why: "How to add a page to this site: front matter, the sidebar entry, the route list and the repository's own checks.",
  },
  {
    page: 'community/guidelines.md',
    reason: 'link-hub',
    why: "The community guidelines' index, linking to the contributor guides and the code of conduct.",
  },
  {
    page: 'community/release-process/attestation-service.md',
    reason: 'history',
    why: 'How the L1 attestation service was released, a duty validators stopped having when Celo became an L2.',
  },
  {
    page: 'community/release-process/index.md',
    reason: 'link-hub',
    why: 'An index of the release-process pages for the clients, the SDKs and the core contracts.',
  },
  {
    page: 'developer/build-on-minipay/deeplinks.md',
    reason: 'external',
    why: "MiniPay's deeplink hosts and paths come from MiniPay's own documentation (docs.minipay.xyz), which has no release or repository the watch can read.",
  },
  {
    page: 'developer/build-on-minipay/prerequisites/ngrok-setup.md',
    reason: 'external',
    why: "The install commands and tunnel behaviour are ngrok's, published on ngrok's website with no release the watch can read.",
  },
  {
    page: 'developer/contractkit/migrating-to-contractkit-v1.md',
    reason: 'history',
    why: 'Upgrade notes from ContractKit 0.x to 1.x, written in the L1 era and kept for old code.',
  },
  {
    page: 'developer/contractkit/migrating-to-contractkit-v2.md',
    reason: 'history',
    why: 'Notes on the ContractKit 2.0 release of the L1 era, kept for old code.',
  },
  {
    page: 'general/architecture.md',
    reason: 'history',
    why: 'The architecture of Celo as a Layer 1, which ended on 26 March 2025.',
  },
  {
    page: 'general/celo_l1_index.md',
    reason: 'history',
    why: 'The entry page of the Celo L1 documentation, which describes the network as it ran until 26 March 2025.',
  },
  {
    page: 'general/history.md',
    reason: 'history',
    why: 'A timeline of past events, from the 2019 testnet to the 2025 move to an Ethereum L2.',
  },
  {
    page: 'general/whitepapers.md',
    reason: 'link-hub',
    why: "A reading list of Celo's papers and specifications, each linked, with a note on which still apply.",
  },
  {
    page: 'learn/celo-ecosystem.md',
    reason: 'link-hub',
    why: 'A map of projects built on Celo, each linked to its own site, with no command, version or date of its own.',
  },
  {
    page: 'learn/celo-whitepapers.md',
    reason: 'link-hub',
    why: "A short list of Celo's founding papers, each linked, and where the current specification is.",
  },
  {
    page: 'network/alfajores/disclaimer.md',
    reason: 'legal',
    why: 'The disclaimer of Alfajores, a testnet retired on 30 September 2025.',
  },
  {
    page: 'network/alfajores/index.mdx',
    reason: 'history',
    why: 'The former parameters of Alfajores, the developer testnet retired on 30 September 2025.',
  },
  {
    page: 'network/baklava/disclaimer.md',
    reason: 'legal',
    why: 'The disclaimer of Baklava, a testnet retired on 30 September 2025.',
  },
  {
    page: 'network/baklava/index.mdx',
    reason: 'history',
    why: 'The former parameters of Baklava, the operator testnet retired on 30 September 2025.',
  },
  {
    page: 'network/mainnet/disclaimer.md',
    reason: 'legal',
    why: 'A plain-language statement of the risks of using Celo Mainnet and its software, which come with no guarantees.',
  },
  {
    page: 'protocol/identity/encrypted-cloud-backup.md',
    reason: 'history',
    why: 'The PIN-protected backup design (PEAR) made for Celo L1 mobile wallets.',
  },
  {
    page: 'protocol/identity/index.md',
    reason: 'link-hub',
    why: 'The index of the identity section, which points to a page for each feature.',
  },
  {
    page: 'protocol/identity/odis-domain-sequential-delay-domain.md',
    reason: 'history',
    why: 'The ODIS sequential delay domain as it was specified and deployed in the L1 era.',
  },
  {
    page: 'protocol/identity/odis-domain.md',
    reason: 'history',
    why: 'The ODIS domain framework as it was designed and deployed in the L1 era.',
  },
  {
    page: 'protocol/identity/odis-use-case-key-hardening.md',
    reason: 'history',
    why: 'How L1-era wallets hardened PINs into keys with ODIS.',
  },
  {
    page: 'protocol/identity/odis-use-case-phone-number-privacy.md',
    reason: 'history',
    why: 'The phone-number privacy scheme of the L1 era, whose validator-run attestations no longer exist.',
  },
  {
    page: 'protocol/identity/privacy-research.md',
    reason: 'history',
    why: "Privacy research begun on the Celo L1, including the retired Attestations contract's privacy mode.",
  },
  {
    page: 'protocol/stability/adding-stable-assets.md',
    reason: 'history',
    why: 'The procedure once used to add Mento V1 stablecoins, retired with CGP-109 on 19 December 2023.',
  },
  {
    page: 'protocol/stability/doto.md',
    reason: 'history',
    why: 'The Mento V1 constant-product exchange, retired with CGP-109 on 19 December 2023.',
  },
  {
    page: 'protocol/stability/granda-mento.md',
    reason: 'history',
    why: 'Granda Mento, part of Mento V1 on the Celo L1, whose commands celocli no longer has.',
  },
  {
    page: 'protocol/stability/stability-fees.md',
    reason: 'history',
    why: 'The stability fee of the original stable token contract, which CGP-109 replaced on 19 December 2023.',
  },
  {
    page: 'protocol/transaction/escrow.md',
    reason: 'history',
    why: 'The phone-number escrow of the L1 era, which relied on the retired validator-run attestations.',
  },
  {
    page: 'protocol/transaction/tx-comment-encryption.md',
    reason: 'history',
    why: 'Comment encryption as L1-era wallets implemented it with data encryption keys.',
  },
];
