/**
 * The Chromium the tests and benches drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium when present, else
 * Playwright's own browser (undefined). The flags keep a headless run off the network and quiet when run as
 * root on a machine whose only network is loopback.
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

export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

/** Launch options for Playwright's `chromium.launch` and the config's `use.launchOptions`. */
export function chromiumLaunchOptions(): {executablePath: string | undefined; args: string[]} {
  return {executablePath: chromiumPath(), args: [...CHROMIUM_ARGS]};
}
