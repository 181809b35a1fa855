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
 *
 * Pages are doc ids' source paths under docs/ (`developer/index.md`), sorted; `why` says in a sentence what makes
 * the page one of these.
 */
export type UnverifiedReason = 'history' | 'legal' | 'link-hub';

export interface UnverifiedPage {
  /** Source path under docs/, e.g. `protocol/pos/index.md`. */
  page: string;
  reason: UnverifiedReason;
  why: string;
}

export const unverifiedPages: readonly UnverifiedPage[] = [];
