import {execFileSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
/** Variables that switch hosted services or backends; cleared so each load sees only the given ones. */
const SWITCHES = /^(GTAG_|FATHOM_|HUBSPOT_|ALGOLIA_|ASK_COOKBOOK)/;

/**
 * Loads docusaurus.config.ts in a child process with the given environment (the config reads it at import)
 * and returns it as JSON; functions (plugins) appear as "[fn name]".
 */
export function loadSiteConfig(env: Record<string, string> = {}): any {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !SWITCHES.test(k)));
  const script =
    'import("./docusaurus.config.ts").then(m => console.log(JSON.stringify(m.default.default ?? m.default, (k, v) => typeof v === "function" ? `[fn ${v.name}]` : v)))';
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: ROOT,
      env: {...clean, ...env},
      encoding: 'utf8',
    }),
  );
}
