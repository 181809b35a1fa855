/**
 * Performance budgets, enforced by `npm run test:budgets` (part of `npm test`, so CI fails when one is
 * exceeded) and printed by `npm run bench`. Change a budget only with a reason in the commit message.
 */
export const LIGHTHOUSE_PAGES = [
  {name: 'landing page', path: '/'},
  {name: 'long doc page', path: '/cli/account'},
  {name: 'code-heavy doc page', path: '/developer/contractkit/migrating-to-viem'},
  {name: 'showcase', path: '/showcase'},
] as const;

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
type PagePath = (typeof LIGHTHOUSE_PAGES)[number]['path'];

/** Target Lighthouse scores (mobile, simulated throttling), compared with the median of the runs. */
export const LIGHTHOUSE_TARGET: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};

/**
 * What CI enforces, per page, where it is below the target: headroom for run-to-run variation on a shared
 * 2-core CI machine (total blocking time is measured on the machine's own CPU, so a busy machine loses points
 * that a reader's phone would not), so that only a real regression fails CI. The bench prints the target.
 */
export const LIGHTHOUSE_GUARD: Partial<Record<PagePath, Partial<Record<Category, number>>>> = {
  // Set on 2026-11-25 to what this host measures, minus a margin. The host, not the site, lost the points: the
  // commit that scored 95-100 on the earlier CI machine scores 74-81 here, and this host takes 4-10 s to touch
  // 1 GiB of fresh memory (README, Performance; the bench prints it). Medians of 3 in a fresh-clone CI run after
  // e2e, CPU calibration showing a free core: landing 84, /cli/account 75, migrating-to-viem 76, showcase 78;
  // total blocking time 0.6-1.5 s. The landing page then measured 74 (runs 74, 82, 71) in a fresh-clone run while
  // another job loaded the host, so it shares the showcase's 70. On a host with normal memory: 85 (80 for
  // /cli/account).
  '/': {performance: 70},
  '/showcase': {performance: 70},
  '/cli/account': {performance: 65},
  '/developer/contractkit/migrating-to-viem': {performance: 65},
};

export function guardFor(path: PagePath, category: Category): number {
  return LIGHTHOUSE_GUARD[path]?.[category] ?? LIGHTHOUSE_TARGET[category];
}

/** The doc page whose JavaScript is budgeted. */
export const JS_BUDGET_PAGE = '/developer/contractkit/migrating-to-viem';

/**
 * First-load JavaScript of a doc page, gzip (zlib level 6, what a compressing host sends), in KB:
 * entry = the scripts the HTML loads itself (runtime and main bundle, through the template's script loader);
 * total = every script fetched until the network is idle (entry plus the page's own chunks).
 */
export const JS_BUDGET_KB = {entry: 170, total: 240} as const;
