import {execFileSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

/**
 * Runs `script` in a fresh Node process at the repository root (nothing loaded yet, so what it loads can be
 * observed) and returns the last line it printed, parsed as JSON.
 */
export function inFreshNode(script: string, env: Record<string, string> = {}): any {
  const out = execFileSync(process.execPath, ['-e', script], {
    cwd: ROOT,
    env: {...process.env, ...env},
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}
