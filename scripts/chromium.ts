/**
 * The Chromium the tests and benches drive, from Debian's packages when the machine has them:
 * - the end-to-end tests and the page-weight budgets ('tests'): CHROMIUM_PATH, else Debian's old headless shell
 *   (/usr/bin/chromium-headless-shell, package chromium-headless-shell), else /usr/bin/chromium. The headless
 *   shell is the build of Chromium that Playwright itself runs headless tests in: the same Blink and V8 without
 *   the browser's UI layer, it ran the whole suite (172/172, every visual snapshot matching) in 4.7 min and 534 s
 *   of CPU against 8.0 min and 945 s with /usr/bin/chromium on the quiet 2-core machine (27 November
 *   2026), which is what a loaded CI run waits on.
 * - Lighthouse and the timed benches ('bench'): CHROMIUM_PATH, else /usr/bin/chromium, the full browser, since
 *   what they report should be what a reader's Chrome does (PageSpeed Insights runs the full browser too).
 * Either way, with none of them, Playwright's own browser (undefined; `npx playwright install chromium` on a
 * machine that can download it). The flags keep a headless run off the network and quiet when run as root on a
 * machine whose only network is loopback.
 */
import {existsSync} from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type ChromiumUse = 'tests' | 'bench';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function chromiumPath(
  use: ChromiumUse = 'bench',
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const candidates = use === 'tests' ? [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM] : [DEBIAN_CHROMIUM];
  return candidates.find((path) => exists(path));
}

/** Launch options for Playwright's `chromium.launch` and the config's `use.launchOptions`. */
export function chromiumLaunchOptions(use: ChromiumUse = 'bench'): {
  executablePath: string | undefined;
  args: string[];
} {
  return {executablePath: chromiumPath(use), args: [...CHROMIUM_ARGS]};
}
