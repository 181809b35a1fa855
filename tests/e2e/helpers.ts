import {readFileSync} from 'node:fs';
import type {AxeResults, RunOptions} from 'axe-core';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {parseRedirects, type Redirect} from '../../src/config/redirects';

export function loadRoutes(): string[] {
  const file = path.join(__dirname, '../../src/data/routes.txt');
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/'));
}

/** The redirects the site serves, parsed by the same code as docusaurus.config.ts. */
export function loadRedirects(): Redirect[] {
  return parseRedirects(readFileSync(path.join(__dirname, '../../src/data/redirects.txt'), 'utf8'));
}

/** Keyboard shortcuts and client state work once React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Records console errors, uncaught page errors, Content-Security-Policy violations and any request that
 * leaves the site's origin. Requests to other origins are also aborted, so a test never depends on the network;
 * `intercept: false` only records them (a walk over many pages: interception turns the browser cache off, so
 * every page load would fetch all its scripts again).
 */
export async function watchPage(page: Page, baseURL: string, {intercept = true}: {intercept?: boolean} = {}) {
  const origin = new URL(baseURL).origin;
  const errors: string[] = [];
  const foreign: string[] = [];
  const csp: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) =>
    csp.push(`${page.url()}: CSP violation: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as {__reportCspViolation: (t: string) => void}).__reportCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  // Playwright's `serviceWorkers: 'block'` (playwright.config.ts) swaps navigator.serviceWorker.register for a stub
  // that warns and returns nothing, and @docusaurus/plugin-pwa's registration (src/plugins/pwa) then logs
  // "registerSW failed": that one error is the stub's doing, and is left out once the stub has announced itself.
  let registrationBlocked = false;
  page.on('console', (msg) => {
    if (msg.type() === 'warning' && msg.text() === 'Service Worker registration blocked by Playwright')
      registrationBlocked = true;
    if (msg.type() !== 'error' || (registrationBlocked && msg.text().startsWith('registerSW failed'))) return;
    errors.push(`${page.url()}: console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`${page.url()}: page error: ${err.message}`));
  const isForeign = (url: string) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin;
  if (!intercept) {
    page.on('request', (r) => {
      if (isForeign(r.url())) foreign.push(`${page.url()}: request to ${r.url()}`);
    });
    return {errors, foreign, csp};
  }
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (!isForeign(url)) return route.continue();
    foreign.push(`${page.url()}: request to ${url}`);
    return route.abort();
  });
  return {errors, foreign, csp};
}

/**
 * Holds every request matching `pattern` until `release()` is called: a slow network for exactly as long as a
 * test needs to see the waiting state, on a quiet or a busy machine alike.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** Makes localStorage and sessionStorage throw on access for every page this test opens (storage blocked). */
export async function disableStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`${name} is disabled`, 'SecurityError');
        },
      });
    }
  });
}

/** WCAG 2.0/2.1 A and AA rules, and axe's best practices (landmarks, one main, headings in order, …). */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core runs inside the page (`axe.run`), the way its own docs describe for any browser driver. Its source
 * is put in the page once, by an init script when a test walks many pages (installAxe) or on first use.
 * The wrapper package (@axe-core/playwright) injects the 550 KB source again on every analysis, which cost
 * about 1.4 s a page here, three times the analysis itself. Playwright's evaluation is not subject to the
 * site's Content-Security-Policy, so the policy stays as strict as it is for readers.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Puts axe-core into every document this page opens from now on (before the site's own scripts run). */
export async function installAxe(page: Page): Promise<void> {
  await page.addInitScript({content: AXE_SOURCE});
}

/** The longest axeViolations waits for a wide table to join the tab order before axe runs. */
const TABLE_SETTLE_MS = 5_000;

/** The WCAG A/AA rules whose result depends on colours, so on the colour mode: text contrast, and links told
 * from the text around them by colour alone. Every other rule reads the DOM and ARIA, which the mode leaves as
 * they are. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** axe violations on the page as it is now, one line per rule, of any impact (best practices such as
 * `region` and `landmark-one-main` are "moderate"); `rules` narrows the run to those rules (by default every
 * rule of TAGS). */
export async function axeViolations(
  page: Page,
  where: string,
  ignore?: (rule: string, target: string) => boolean,
  rules?: readonly string[],
): Promise<string[]> {
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: [...rules]} : {type: 'tag', values: TAGS},
    resultTypes: ['violations'],
  };
  // axe reads colours as painted, so a panel still fading or sliding in has blended ones (a loaded run once
  // measured the phone menu's links mid-fade at 3.06:1). Wait, in the page, until no CSS transition is running.
  // A wide Markdown table joins the tab order in a transition after hydration (src/theme/MDXComponents/
  // Table.tsx); a loaded run once ran axe before React rendered it. Wait, too, until no table is left that axe's
  // rule would report (it overflows, and neither it nor anything in it can take focus: a table with a link in it
  // scrolls as the link takes focus, such as /network's), for at most TABLE_SETTLE_MS: a table that never gets
  // there is axe's to report.
  // Null when the document has no axe yet (no init script): its source goes in, and the run is asked again.
  const analyse = () =>
    page.evaluate(
      async ({o, settleMs}) => {
        const w = window as unknown as {axe?: {run: (c: Document, o: RunOptions) => Promise<AxeResults>}};
        if (!w.axe) return null;
        const running = () => document.getAnimations().filter((a) => a instanceof CSSTransition);
        for (let now = running(); now.length > 0; now = running())
          await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
        const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
        const unfocusable = () =>
          Array.from(document.querySelectorAll('table')).some(
            (t) => t.scrollWidth > t.clientWidth + 1 && !t.hasAttribute('tabindex') && !t.querySelector(FOCUSABLE),
          );
        const until = performance.now() + settleMs;
        while (unfocusable() && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
        return w.axe.run(document, o);
      },
      {o: options, settleMs: TABLE_SETTLE_MS},
    );
  let results = await analyse();
  if (!results) {
    await page.evaluate(AXE_SOURCE);
    results = await analyse();
  }
  if (!results) throw new Error(`${where}: axe-core did not load into the page`);
  return results.violations
    .map((v) => ({...v, nodes: v.nodes.filter((n) => !ignore?.(v.id, n.target.join(' ')))}))
    .filter((v) => v.nodes.length > 0)
    .map((v) => {
      const targets = v.nodes.map((n) => n.target.join(' '));
      const shown = targets.slice(0, 8).join(' | ') + (targets.length > 8 ? ` | … ${targets.length - 8} more` : '');
      const detail = v.nodes[0]?.any[0]?.message ?? v.nodes[0]?.all[0]?.message ?? v.help;
      return `${where}: ${v.id} (${v.impact}, ${v.nodes.length}×): ${shown}\n    ${detail}`;
    });
}
