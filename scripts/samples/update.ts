/**
 * `npm run samples:update` (the weekly job, followed by `npm run test:samples`): re-resolves every pin of
 * samples/package.json to the newest release within the major the docs name, rewrites the lockfile with
 * `npm install`, and prints what moved. Staying within the major keeps the pages' install lines (`viem@2`)
 * true; a new major is a docs change: run with `--major` to see whether the samples survive it, then update the
 * pages' install lines and version notes along with the pins.
 * Pins kept as they are: npm aliases (`solc-0.8.19`: compilers that pragmas and configs on the pages name).
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const SAMPLES = path.resolve(import.meta.dirname, '../../samples');
const MANIFEST = path.join(SAMPLES, 'package.json');

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  docs: {tools: Record<string, string>};
}

function newest(name: string, current: string, anyMajor: boolean): string | undefined {
  const major = current.split('.')[0];
  // 0.x packages break in minors, so their "major" is the minor (0.9 → <0.10).
  const range = anyMajor ? 'latest' : major === '0' ? `~${current.split('.').slice(0, 2).join('.')}` : `^${current}`;
  try {
    const out = execFileSync('npm', ['view', `${name}@${range}`, 'version', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const parsed = JSON.parse(out) as string | string[];
    return Array.isArray(parsed) ? parsed[parsed.length - 1] : parsed;
  } catch {
    return undefined;
  }
}

function main(): number {
  const anyMajor = process.argv.includes('--major');
  const pkg = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const moved: string[] = [];
  for (const group of [pkg.dependencies, pkg.devDependencies, pkg.docs.tools]) {
    for (const [name, current] of Object.entries(group)) {
      if (current.startsWith('npm:')) continue;
      const next = newest(name, current, anyMajor);
      if (!next) {
        console.warn(`  ${name}: the registry did not answer; kept ${current}`);
      } else if (next !== current) {
        group[name] = next;
        moved.push(`${name} ${current} → ${next}`);
      }
    }
  }
  writeFileSync(MANIFEST, JSON.stringify(pkg, null, 2) + '\n');
  console.log(moved.length ? `Updated:\n  ${moved.join('\n  ')}` : 'Every pin is already the newest release.');
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], {cwd: SAMPLES, stdio: 'inherit'});
  return 0;
}

process.exitCode = main();
