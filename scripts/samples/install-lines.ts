/**
 * Compares every package install command written on a page (`npm install|i|add`, `yarn add`, `pnpm add|i`,
 * `bun add`, in shell blocks and inline code) with the samples workspace (samples/package.json):
 *   - the package must be pinned there, as a dependency (libraries the samples compile against) or in
 *     `docs.tools` (command-line tools readers install globally, which the samples never import);
 *   - the version the page names (`viem@2`, `hardhat@^2`, `ethers@6.17.0`) must allow the pinned version;
 *   - a page must name a version (at least the major) unless the package is in `docs.anyVersion`, with a reason:
 *     a bare name or `@latest` installs whatever the next major is, and the samples were checked against this one.
 *     A dist-tag other than `latest` (`@beta`) names a deliberate pre-release channel and is accepted.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Block, InlineCode} from './extract';
import {findInstallSpecs, type InstallSpec} from '../../src/data/installLines';

// How an install command is read is shared with the site's build (the versions a guide's run installs).
export {findInstallSpecs, splitSpec, type InstallSpec} from '../../src/data/installLines';

export interface Workspace {
  pins: Map<string, string>;
  anyVersion: Map<string, string>;
}

interface SamplesManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  docs?: {tools?: Record<string, string>; anyVersion?: Record<string, string>};
}

export function readWorkspace(samplesDir: string): Workspace {
  const pkg = JSON.parse(readFileSync(path.join(samplesDir, 'package.json'), 'utf8')) as SamplesManifest;
  const pins = new Map<string, string>();
  for (const [name, version] of Object.entries({...pkg.dependencies, ...pkg.devDependencies, ...pkg.docs?.tools})) {
    if (version.startsWith('npm:')) continue; // aliases (solc-0.8.19) are compilers for the checks, not install targets
    pins.set(name, version);
  }
  return {pins, anyVersion: new Map(Object.entries(pkg.docs?.anyVersion ?? {}))};
}

export function collectInstallSpecs(blocks: Block[], inline: InlineCode[]): InstallSpec[] {
  const specs: InstallSpec[] = [];
  for (const b of blocks)
    if (b.kind === 'shell' || b.lang === '') specs.push(...findInstallSpecs(b.page, b.code, b.line));
  for (const c of inline) specs.push(...findInstallSpecs(c.page, c.value, c.line));
  return specs;
}

type Satisfies = (version: string, range: string) => boolean;

export function checkInstallSpecs(specs: InstallSpec[], ws: Workspace, satisfies: Satisfies): string[] {
  const problems: string[] = [];
  for (const s of specs) {
    const where = `${s.page}:${s.line}`;
    const pinned = ws.pins.get(s.name);
    if (pinned === undefined) {
      problems.push(`${where}: ${s.name} is installed here but not pinned in samples/package.json`);
      continue;
    }
    if (s.range === '' || s.range === 'latest') {
      if (!ws.anyVersion.has(s.name)) {
        problems.push(
          `${where}: ${s.name}${s.range ? '@latest' : ''} names no version: write ${s.name}@${pinned.split('.')[0]} (samples pin ${pinned})`,
        );
      }
      continue;
    }
    if (/^[a-z][\w-]*$/i.test(s.range) && !/^x$/i.test(s.range)) continue; // a dist-tag such as beta
    let ok = false;
    try {
      ok = satisfies(pinned, s.range);
    } catch {
      ok = false;
    }
    if (!ok) problems.push(`${where}: ${s.name}@${s.range} does not match the samples' pinned ${s.name}@${pinned}`);
  }
  return problems;
}
