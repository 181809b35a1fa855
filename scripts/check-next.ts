/**
 * `npm run check:next`: does the site build and pass its route walk on the next Docusaurus?
 *
 *   npm run check:next                       # the newest canary every @docusaurus package of package.json has
 *   npm run check:next -- --version 4.0.0-canary-6808
 *   npm run check:next -- --skip-walk        # install and build only
 *   npm run check:next -- --summary out.md   # also write the report as Markdown (the weekly workflow's summary)
 *   npm run check:next -- --keep             # keep the scratch copy (its path is printed)
 *
 * In a scratch copy of the working tree (tracked and untracked files, not node_modules or build output):
 *  1. every `@docusaurus/*` dependency of package.json moves to the chosen canary; a peer dependency of those
 *     packages that the site's own range no longer meets (TypeScript for @docusaurus/tsconfig 4) moves to the
 *     newest version the peer range allows;
 *  2. `npm install` (no lockfile, install scripts off: patch-package runs in the next step, by hand);
 *  3. each file of patches/ is tried with `git apply --check`: one that no longer applies is reported by name,
 *     the others are applied;
 *  4. `npm run build:test`, then the route walk (tests/e2e/routes.spec.ts, `@route-walk`) on that build.
 * It prints a report of what broke (each step's result, the failing tests, the last lines of a failed step) and
 * exits 1 when anything did. Nothing in the repository changes.
 *
 * Written here because no tool does this: `npx @docusaurus/upgrade`-style codemods do not exist for canaries, and
 * a plain `npm install @docusaurus/core@canary` in the repository would rewrite the lockfile CI installs.
 */
import {spawn} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import semver from 'semver';
import {npmRegistry, packageUrl} from './sources/npm';

const ROOT = path.join(__dirname, '..');

export interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The `@docusaurus/*` packages the site depends on directly, sorted. */
export function docusaurusPackages(pkg: PackageJson): string[] {
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  return [...new Set(names.filter((n) => n.startsWith('@docusaurus/')))].sort();
}

/** The canary number of a version such as `4.0.0-canary-6808`, or null for any other version. */
export function canaryNumber(version: string): number | null {
  const m = /-canary-(\d+)$/.exec(version);
  return m ? Number(m[1]) : null;
}

/**
 * The newest canary that every package has (the registry publishes a canary for all packages at once, but a
 * mirror may hold only part of the newest one), or null when they share none.
 */
export function newestCommonCanary(versionsByPackage: ReadonlyMap<string, readonly string[]>): string | null {
  const lists = [...versionsByPackage.values()];
  const common = (lists[0] ?? []).filter(
    (v) => canaryNumber(v) !== null && lists.every((versions) => versions.includes(v)),
  );
  if (common.length === 0) return null;
  // By release first (4.0.0 after 3.10.1), then by canary number: semver compares `canary-999` and `canary-1000`
  // as strings.
  const release = (v: string) => v.replace(/-.*$/, '');
  return common.sort((a, b) => semver.compare(release(a), release(b)) || canaryNumber(a)! - canaryNumber(b)!).at(-1)!;
}

/**
 * The version a peer range moves a dependency to: the newest release of the lowest major the range allows, the
 * smallest move (TypeScript 6 for `>=6`, not 7, which the site's other tools may not accept yet).
 */
export function smallestMove(versions: readonly string[], range: string): string | null {
  const allowed = versions.filter((v) => semver.valid(v) && !semver.prerelease(v) && semver.satisfies(v, range));
  if (allowed.length === 0) return null;
  const lowestMajor = Math.min(...allowed.map((v) => semver.major(v)));
  return semver.maxSatisfying(
    allowed.filter((v) => semver.major(v) === lowestMajor),
    '*',
  );
}

export interface PeerBump {
  name: string;
  from: string;
  to: string;
  /** The package whose peer range asked for it. */
  by: string;
}

/**
 * The site's package.json with every `@docusaurus/*` dependency at `version`, and each dependency that a peer range
 * of those packages no longer allows moved to the newest version the range allows (`available` lists the versions
 * the registry has, per package name).
 */
export function retarget(
  pkg: PackageJson,
  version: string,
  peersByPackage: ReadonlyMap<string, Record<string, string>>,
  available: ReadonlyMap<string, readonly string[]>,
): {pkg: PackageJson; bumps: PeerBump[]} {
  const next: PackageJson = structuredClone(pkg);
  const bumps: PeerBump[] = [];
  for (const field of ['dependencies', 'devDependencies'] as const) {
    const deps = next[field];
    if (!deps) continue;
    for (const name of Object.keys(deps)) if (name.startsWith('@docusaurus/')) deps[name] = version;
  }
  for (const [by, peers] of peersByPackage) {
    for (const [name, range] of Object.entries(peers)) {
      for (const field of ['dependencies', 'devDependencies'] as const) {
        const deps = next[field];
        const current = deps?.[name];
        if (!deps || current === undefined || name.startsWith('@docusaurus/')) continue;
        const lowest = semver.minVersion(current);
        if (lowest && semver.satisfies(lowest, range, {includePrerelease: true})) continue;
        const to = smallestMove([...(available.get(name) ?? [])], range);
        if (!to) throw new Error(`${by} needs ${name} ${range}, and the registry has no version in that range`);
        bumps.push({name, from: current, to, by});
        deps[name] = to;
      }
    }
  }
  return {pkg: next, bumps};
}

interface Step {
  name: string;
  ok: boolean;
  /** A line for the report. */
  detail: string;
  /** The last lines of a failed step's output. */
  tail?: string;
}

async function registryDocument(name: string): Promise<{
  versions: Record<string, {peerDependencies?: Record<string, string>}>;
}> {
  const res = await fetch(packageUrl(npmRegistry(), name), {
    headers: {accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8'},
    signal: AbortSignal.timeout(60_000),
  });
  if (!res.ok) throw new Error(`the registry answered ${res.status} for ${name}`);
  return (await res.json()) as {versions: Record<string, {peerDependencies?: Record<string, string>}>};
}

/** Runs a command in `cwd`, collecting its output (and echoing it when `echo`). */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  echo = false,
): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => resolve({code: code ?? 1, output}));
    child.on('error', (error) => resolve({code: 1, output: `${output}\n${error.message}`}));
  });
}

const lastLines = (text: string, n = 40) => text.trimEnd().split('\n').slice(-n).join('\n');

/** The working tree's files: tracked, and untracked but not ignored (so an uncommitted change is checked too). */
async function copyWorkingTree(to: string): Promise<void> {
  const listed = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], ROOT);
  if (listed.code !== 0) throw new Error(`git ls-files failed:\n${listed.output}`);
  for (const file of listed.output.split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (existsSync(from)) cpSync(from, path.join(to, file), {recursive: true});
  }
}

/** The Playwright failures of a run: the `✘ … ›` lines of its list reporter. */
export function failedTests(output: string): string[] {
  return output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^(✘|x)\s+\d+\s/.test(l))
    .map((l) => l.replace(/^(✘|x)\s+\d+\s+/, '').replace(/\s+\((\d+(\.\d+)?m)?(\d+(\.\d+)?s)?\)$/, ''));
}

export function report(version: string, bumps: readonly PeerBump[], steps: readonly Step[]): string {
  const broken = steps.filter((s) => !s.ok);
  const lines = [
    `## Docusaurus ${version}: ${broken.length === 0 ? 'the site builds and its route walk passes' : `${broken.length} step(s) broke`}`,
    '',
    ...(bumps.length
      ? ['Peer dependencies moved:', ...bumps.map((b) => `- ${b.name} ${b.from} → ${b.to} (asked by ${b.by})`), '']
      : []),
    '| Step | Result |',
    '| --- | --- |',
    ...steps.map((s) => `| ${s.name} | ${s.ok ? 'ok' : 'BROKE'}: ${s.detail.replace(/\|/g, '\\|')} |`),
  ];
  for (const s of broken) if (s.tail) lines.push('', `### ${s.name}: last lines`, '', '```text', s.tail, '```');
  return `${lines.join('\n')}\n`;
}

async function main(argv: string[]): Promise<number> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;
  const names = docusaurusPackages(pkg);

  const documents = new Map(await Promise.all(names.map(async (n) => [n, await registryDocument(n)] as const)));
  const version =
    arg('--version') ?? newestCommonCanary(new Map([...documents].map(([n, d]) => [n, Object.keys(d.versions)])));
  if (!version) {
    console.error(`check:next: the registry has no canary that all of ${names.join(', ')} share`);
    return 1;
  }
  const peers = new Map(names.map((n) => [n, documents.get(n)?.versions[version]?.peerDependencies ?? {}]));
  const peerNames = [...new Set([...peers.values()].flatMap((p) => Object.keys(p)))].filter(
    (n) => !n.startsWith('@docusaurus/'),
  );
  const available = new Map(
    await Promise.all(peerNames.map(async (n) => [n, Object.keys((await registryDocument(n)).versions)] as const)),
  );
  const {pkg: nextPkg, bumps} = retarget(pkg, version, peers, available);

  const scratch = mkdtempSync(path.join(tmpdir(), 'docs-next-'));
  console.log(`check:next: Docusaurus ${version} in ${scratch}`);
  for (const b of bumps) console.log(`check:next: ${b.name} ${b.from} → ${b.to} (peer of ${b.by})`);
  const steps: Step[] = [];
  try {
    await copyWorkingTree(scratch);
    writeFileSync(path.join(scratch, 'package.json'), `${JSON.stringify(nextPkg, null, 2)}\n`);
    rmSync(path.join(scratch, 'package-lock.json'), {force: true});

    const install = await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], scratch, {
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
    steps.push({
      name: 'npm install',
      ok: install.code === 0,
      detail: install.code === 0 ? `@docusaurus/* at ${version}` : `exit ${install.code}`,
      ...(install.code === 0 ? {} : {tail: lastLines(install.output)}),
    });
    if (install.code !== 0) return finish();

    const patchDir = path.join(scratch, 'patches');
    for (const patch of existsSync(patchDir) ? readdirSync(patchDir).sort() : []) {
      const file = path.join('patches', patch);
      const check = await run('git', ['apply', '--check', file], scratch);
      const applied = check.code === 0 && (await run('git', ['apply', file], scratch)).code === 0;
      steps.push({
        name: `patch ${patch}`,
        ok: applied,
        detail: applied ? 'applies' : 'no longer applies',
        ...(applied ? {} : {tail: lastLines(check.output, 10)}),
      });
    }

    console.log('check:next: building (npm run build:test)');
    const build = await run('npm', ['run', 'build:test'], scratch, {}, true);
    steps.push({
      name: 'build',
      ok: build.code === 0,
      detail: build.code === 0 ? 'built' : `exit ${build.code}`,
      ...(build.code === 0 ? {} : {tail: lastLines(build.output)}),
    });
    if (build.code !== 0 || argv.includes('--skip-walk')) return finish();

    console.log('check:next: the route walk (tests/e2e/routes.spec.ts)');
    const walk = await run(
      'npx',
      ['playwright', 'test', 'tests/e2e/routes.spec.ts', '--reporter=list'],
      scratch,
      {E2E_PORT: process.env.E2E_PORT ?? '3290', CI: '1'},
      true,
    );
    const failed = failedTests(walk.output);
    steps.push({
      name: 'route walk',
      ok: walk.code === 0,
      detail:
        walk.code === 0 ? 'every route passed' : `${failed.length || 'some'} test(s) failed: ${failed.join('; ')}`,
      ...(walk.code === 0 ? {} : {tail: lastLines(walk.output)}),
    });
    return finish();
  } finally {
    if (argv.includes('--keep')) console.log(`check:next: kept ${scratch}`);
    else rmSync(scratch, {recursive: true, force: true});
  }

  function finish(): number {
    const text = report(version!, bumps, steps);
    console.log(`\n${text}`);
    const summary = arg('--summary');
    if (summary) writeFileSync(summary, text);
    return steps.every((s) => s.ok) ? 0 : 1;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`check:next: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
