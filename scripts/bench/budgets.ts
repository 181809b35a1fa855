/**
 * Performance budgets and targets. Change a budget only with a reason in the commit message.
 *
 * `npm run test:budgets` (part of `npm test`, so CI) gates only what the machine's speed and load cannot move:
 * the bytes each page loads, the requests that block its rendering, the size of its DOM (./pageWeight.ts) and
 * Lighthouse's accessibility, best-practices and SEO scores. A performance score is a timed measurement: on a
 * shared machine it measures the other jobs as much as the site, so CI prints it and never fails on it.
 * `npm run bench` enforces LIGHTHOUSE_TARGET, performance included, when the machine is quiet (./quiet.ts).
 */
export const LIGHTHOUSE_PAGES = [
  {name: 'landing page', path: '/'},
  {name: 'long doc page', path: '/cli/account'},
  {name: 'code-heavy doc page', path: '/developer/contractkit/migrating-to-viem'},
  {name: 'showcase', path: '/showcase'},
] as const;

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export type PagePath = (typeof LIGHTHOUSE_PAGES)[number]['path'];

/** Target Lighthouse scores (mobile, simulated throttling), compared with the median of the runs. */
export const LIGHTHOUSE_TARGET: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};

/** The categories `npm run test:budgets` gates at their target: audits of the page's markup, not of its timing. */
export const GATED_CATEGORIES: readonly Category[] = ['accessibility', 'best-practices', 'seo'];

/** The doc page whose first-load JavaScript handbook/performance.md reports. */
export const JS_BUDGET_PAGE = '/developer/contractkit/migrating-to-viem';

export interface PageBudget {
  /** Entry scripts (Docusaurus' runtime and main bundle), KB gzip. */
  entryJs: number;
  /** Every script fetched until the page has hydrated and the network is idle, KB gzip. */
  js: number;
  /** The HTML, KB gzip. */
  document: number;
  css: number;
  /** Font files, KB as sent (KaTeX's fonts load on pages with math only). */
  fonts: number;
  images: number;
  /** Requests Chromium classifies as render-blocking (the site stylesheet). */
  renderBlocking: number;
  /** Elements in <body> once the page has settled, at Lighthouse's phone size. */
  domElements: number;
  domDepth: number;
}

/**
 * The same entry budget on every page: each loads the same runtime and main bundle. 150 KB gzip, the first-load
 * target of handbook/performance.md.
 */
const ENTRY_JS_KB = 150;

/**
 * Per page, a little above what the page loads today (KB of 1,024 bytes; measured 2026-11-26: landing 8 KB HTML,
 * 155.7 KB JavaScript, 458 elements; /cli/account 13.8, 202, 2,347; migrating-to-viem 12, 199.3, 1,623; showcase
 * 10.1, 155.4, 1,493; each 26 KB CSS, 0.6 KB images, no font, one render-blocking request).
 */
export const PAGE_BUDGETS: Record<PagePath, PageBudget> = {
  '/': {
    entryJs: ENTRY_JS_KB,
    js: 175,
    document: 10,
    css: 30,
    fonts: 0,
    images: 10,
    renderBlocking: 1,
    domElements: 550,
    domDepth: 16,
  },
  '/cli/account': {
    entryJs: ENTRY_JS_KB,
    js: 225,
    document: 16,
    css: 30,
    fonts: 0,
    images: 10,
    renderBlocking: 1,
    domElements: 2_600,
    domDepth: 22,
  },
  '/developer/contractkit/migrating-to-viem': {
    entryJs: ENTRY_JS_KB,
    js: 225,
    document: 14,
    css: 30,
    fonts: 0,
    images: 10,
    renderBlocking: 1,
    domElements: 1_800,
    domDepth: 22,
  },
  '/showcase': {
    entryJs: ENTRY_JS_KB,
    js: 175,
    document: 12,
    css: 30,
    fonts: 0,
    images: 10,
    renderBlocking: 1,
    domElements: 1_700,
    domDepth: 16,
  },
};

export type PageFigures = Record<keyof PageBudget, number>;

export const BUDGET_LABELS: Record<keyof PageBudget, string> = {
  entryJs: 'entry JavaScript (KB gzip)',
  js: 'JavaScript until idle (KB gzip)',
  document: 'HTML (KB gzip)',
  css: 'CSS (KB gzip)',
  fonts: 'fonts (KB)',
  images: 'images (KB)',
  renderBlocking: 'render-blocking requests',
  domElements: 'DOM elements',
  domDepth: 'DOM depth',
};

/** Every figure of `figures` over its budget, as readable lines ("/: CSS (KB gzip) 31.2 > 30"). */
export function overBudget(path: PagePath, figures: PageFigures): string[] {
  const budget = PAGE_BUDGETS[path];
  return (Object.keys(budget) as (keyof PageBudget)[])
    .filter((key) => figures[key] > budget[key])
    .map((key) => `${path}: ${BUDGET_LABELS[key]} ${figures[key]} > ${budget[key]}`);
}

/** The gated categories in which `scores` are below their target. */
export function gatedMisses(scores: Record<Category, number>): Category[] {
  return GATED_CATEGORIES.filter((c) => scores[c] < LIGHTHOUSE_TARGET[c]);
}
