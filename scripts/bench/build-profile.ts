/**
 * Build-time part of `npm run bench`: cold builds with Docusaurus Faster and with webpack, alternating, in the
 * same run (the machine is shared, so only a ratio measured side by side means anything), with where each
 * build's time goes.
 *
 * Each build starts cold: `.docusaurus`, the build caches in node_modules/.cache (Rspack's, webpack's, and the
 * site's own, BUILD_CACHES) and the transpile caches are gone. Docusaurus loads docusaurus.config.ts with jiti,
 * which caches what it transpiles in `$TMPDIR/node-jiti`, and the config loads the site's modules with tsx,
 * which caches in `$TMPDIR/tsx-<uid>`: every build gets a fresh, empty TMPDIR, as on a CI runner. Rounds
 * alternate which bundler goes first.
 *
 * The phases and per-plugin times come from Docusaurus' own performance logger (`DOCUSAURUS_PERF_LOGGER=true`,
 * @docusaurus/logger's PerfLogger): it times config loading, each plugin's loadContent, contentLoaded and
 * allContentLoaded, bundling, static rendering (SSG) and the postBuild phase as a whole. Docusaurus runs the
 * plugins' postBuild hooks concurrently and times only the phase, so the site's own plugins time their postBuild
 * work with the same logger (src/plugins/perf.ts); those are wall times of concurrent work. The build's CPU time
 * (all threads) comes from ./cpu-report.cjs. The machine's load average is read before and after each build.
 * The build's last step, the precompressed siblings (scripts/precompress.ts), has its own row: it runs after
 * `docusaurus build`, timed by the same logger, and its wall and CPU time count in the build's.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Bundler = 'Faster' | 'webpack';

/** Build caches under node_modules/.cache that a cold build must not find. */
export const BUILD_CACHES = ['rspack', 'webpack', 'celo-docs'];

/** Per-plugin lifecycle times in milliseconds (absent: under the logger's 5 ms floor, or no such hook). */
export interface PluginTimes {
  loadContent?: number;
  contentLoaded?: number;
  allContentLoaded?: number;
  /** A plugin's work in a worker thread, from its start to its end (beside the phases that ran meanwhile). */
  worker?: number;
  postBuild?: number;
}

export interface BuildRun {
  bundler: Bundler;
  round: number;
  /** Wall time of the build process, seconds. */
  seconds: number;
  /** CPU time of the build process (all threads), seconds. */
  cpuSeconds: number | null;
  /** 1-minute load average before and after. */
  load: [number, number];
  /** Phase → milliseconds (PHASES). */
  phases: Map<string, number>;
  plugins: Map<string, PluginTimes>;
}

/** Phases of a build: [row label, PerfLogger label under "Build > <locale> > " ('' for top-level labels)]. */
export const PHASES: readonly (readonly [string, RegExp])[] = [
  ['load config (docusaurus.config.ts)', /^Get locales to build$/],
  ['load site (config again, plugins)', /^Build > [^>]+ > Load site$/],
  ['bundle (Rspack / webpack)', /^Build > [^>]+ > Bundling with \w+$/],
  ['static rendering (SSG)', /^Build > [^>]+ > SSG$/],
  ['postBuild (all plugins)', /^Build > [^>]+ > postBuild\(\)$/],
  ['broken links check', /^Build > [^>]+ > Broken links checker$/],
  // scripts/precompress.ts, the step after `docusaurus build` (its own process here: see coldBuild).
  ['precompress (.br, .gz siblings)', /^Precompress$/],
];

const PRECOMPRESS_PHASE = PHASES.at(-1)![0];

const PERF_LINE = /^\[PERF\](?:\[KO\])? (.+) - ([\d.]+) (ms|seconds!) - \(Heap/;
const LIFECYCLE: readonly (readonly [keyof PluginTimes, RegExp])[] = [
  ['loadContent', /^Build > [^>]+ > Load site > Load plugins > Load plugins content > Load (.+?) > loadContent\(\)$/],
  [
    'contentLoaded',
    /^Build > [^>]+ > Load site > Load plugins > Load plugins content > Load (.+?) > contentLoaded\(\)$/,
  ],
  [
    'allContentLoaded',
    /^Build > [^>]+ > Load site > Load plugins > allContentLoaded\(\) > allContentLoaded\(\) - ([^>]+)$/,
  ],
  // A worker thread a plugin starts in allContentLoaded, timed when it ends (markdown-twins had one until 27
  // November 2026; no plugin has one now, and the column shows –).
  [
    'worker',
    /^Build > [^>]+ > Load site > Load plugins > allContentLoaded\(\) > allContentLoaded\(\) - ([^>]+) > .*\(worker\b[^)]*\)$/,
  ],
  ['postBuild', /^Build > [^>]+ > postBuild\(\) > postBuild\(\) - (.+)$/],
];

/** Reads the PerfLogger lines of a build's output: phases and per-plugin lifecycle times, in milliseconds. */
export function parsePerfLog(output: string): {phases: Map<string, number>; plugins: Map<string, PluginTimes>} {
  const phases = new Map<string, number>();
  const plugins = new Map<string, PluginTimes>();
  // eslint-disable-next-line no-control-regex -- the logger colours its output on a terminal
  for (const raw of output.replace(/\u001b\[[0-9;]*m/g, '').split('\n')) {
    const m = PERF_LINE.exec(raw.trim());
    if (!m) continue;
    const [, label, value, unit] = m;
    const ms = Number(value) * (unit === 'ms' ? 1 : 1000);
    for (const [name, re] of PHASES) if (re.test(label!)) phases.set(name, ms);
    if (label === 'Build') phases.set('total', ms);
    for (const [hook, re] of LIFECYCLE) {
      const plugin = re
        .exec(label!)?.[1]
        ?.trim()
        .replace(/@default$/, '');
      if (!plugin) continue;
      const times = plugins.get(plugin) ?? {};
      times[hook] = ms;
      plugins.set(plugin, times);
    }
  }
  return {phases, plugins};
}

function loadAverage(): number {
  return Math.round(os.loadavg()[0]! * 100) / 100;
}

/**
 * One cold build, timed, as `npm run build` makes it: `docusaurus build`, then the precompressed siblings
 * (scripts/precompress.ts, its own process, as scripts/build.ts runs it in-process after the build's own);
 * throws with its output when it fails. Wall and CPU time are the two processes' together.
 */
export function coldBuild(root: string, bundler: Bundler, outDir: string, round: number): BuildRun {
  rmSync(path.join(root, '.docusaurus'), {recursive: true, force: true});
  for (const cache of BUILD_CACHES)
    rmSync(path.join(root, 'node_modules/.cache', cache), {recursive: true, force: true});
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'celo-docs-build-tmp-'));
  const before = loadAverage();
  const started = performance.now();
  const env = {
    ...process.env,
    TMPDIR: tmp,
    DOCUSAURUS_PERF_LOGGER: 'true',
    ...(bundler === 'webpack' ? {DOCS_BUNDLER: 'webpack'} : {DOCS_BUNDLER: ''}),
  };
  const step = (label: string, args: string[]) => {
    const result = spawnSync(process.execPath, ['--require', path.join(__dirname, 'cpu-report.cjs'), ...args], {
      cwd: root,
      env,
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      rmSync(tmp, {recursive: true, force: true});
      process.stderr.write(`${result.stdout}\n${result.stderr}`);
      throw new Error(`${bundler} ${label} failed (status ${result.status})`);
    }
    return result;
  };
  const build = step('build', [
    path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
    'build',
    '--out-dir',
    outDir,
  ]);
  const compressed = step('precompression', [
    '--import',
    'tsx',
    path.join(root, 'scripts/precompress.ts'),
    '--dir',
    outDir,
  ]);
  const seconds = (performance.now() - started) / 1000;
  const after = loadAverage();
  rmSync(tmp, {recursive: true, force: true});
  const cpu = [build, compressed].map((r) => /^\[BUILD-CPU\] ([\d.]+)$/m.exec(r.stdout)?.[1]);
  return {
    bundler,
    round,
    seconds,
    cpuSeconds: cpu.every((c) => c !== undefined) ? cpu.reduce((sum, c) => sum + Number(c), 0) : null,
    load: [before, after],
    ...parsePerfLog([build, compressed].map((r) => `${r.stdout}\n${r.stderr}`).join('\n')),
  };
}

/**
 * `rounds` rounds of one Faster and one webpack build, alternating which goes first. The Faster builds write to
 * `fasterOutDir` (the last one stays), the webpack builds to a temporary directory.
 */
export function compareBuilds(root: string, fasterOutDir: string, rounds: number): BuildRun[] {
  const runs: BuildRun[] = [];
  const webpackOut = mkdtempSync(path.join(os.tmpdir(), 'celo-docs-webpack-'));
  try {
    for (let round = 1; round <= rounds; round++) {
      const order: Bundler[] = round % 2 ? ['Faster', 'webpack'] : ['webpack', 'Faster'];
      for (const bundler of order) {
        const run = coldBuild(root, bundler, bundler === 'Faster' ? fasterOutDir : webpackOut, round);
        console.log(
          `  round ${round}, ${bundler.padEnd(7)} ${run.seconds.toFixed(1).padStart(6)} s wall, ` +
            `${run.cpuSeconds?.toFixed(1) ?? '?'} s CPU, load ${run.load[0]} → ${run.load[1]}`,
        );
        runs.push(run);
      }
    }
  } finally {
    rmSync(webpackOut, {recursive: true, force: true});
  }
  return runs;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Faster's wall time over webpack's, per round (both builds of a round ran back to back). */
export function roundRatios(runs: BuildRun[]): number[] {
  const rounds = [...new Set(runs.map((r) => r.round))];
  return rounds.flatMap((round) => {
    const faster = runs.find((r) => r.round === round && r.bundler === 'Faster');
    const webpack = runs.find((r) => r.round === round && r.bundler === 'webpack');
    return faster && webpack ? [faster.seconds / webpack.seconds] : [];
  });
}

const seconds = (ms: number | undefined) => (ms === undefined ? '–' : (ms / 1000).toFixed(1));

/** The report printed by `npm run bench`: ratio per round, phases side by side, the Faster build's plugins. */
export function buildReport(runs: BuildRun[], minPluginMs = 50): string {
  const of = (b: Bundler) => runs.filter((r) => r.bundler === b);
  const med = (b: Bundler, f: (r: BuildRun) => number | undefined) => {
    const values = of(b)
      .map(f)
      .filter((v): v is number => v !== undefined);
    return values.length ? median(values) : undefined;
  };
  const ratios = roundRatios(runs);
  const lines = [
    `  Faster / webpack wall time, per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${median(ratios).toFixed(2)}`,
    '',
    `  ${'median of the rounds, seconds'.padEnd(38)}${'Faster'.padStart(9)}${'webpack'.padStart(9)}`,
  ];
  const row = (label: string, f: (r: BuildRun) => number | undefined, format = seconds) =>
    lines.push(`  ${label.padEnd(38)}${format(med('Faster', f)).padStart(9)}${format(med('webpack', f)).padStart(9)}`);
  for (const [phase] of PHASES) row(phase, (r) => r.phases.get(phase));
  row('other (Node start-up, exit)', (r) => {
    const total = r.phases.get('total');
    const config = r.phases.get(PHASES[0]![0]);
    const precompress = r.phases.get(PRECOMPRESS_PHASE);
    return total === undefined ? undefined : r.seconds * 1000 - total - (config ?? 0) - (precompress ?? 0);
  });
  row('build, wall', (r) => r.seconds * 1000);
  row('build, CPU (all threads)', (r) => (r.cpuSeconds === null ? undefined : r.cpuSeconds * 1000));
  row(
    'load average (1 min) before the build',
    (r) => r.load[0],
    (v) => (v === undefined ? '–' : v.toFixed(1)),
  );

  const hooks: (keyof PluginTimes)[] = ['loadContent', 'contentLoaded', 'allContentLoaded', 'worker', 'postBuild'];
  const names = [...new Set(of('Faster').flatMap((r) => [...r.plugins.keys()]))];
  const pluginMedian = (name: string, hook: keyof PluginTimes) => med('Faster', (r) => r.plugins.get(name)?.[hook]);
  const shown = names.filter((n) => hooks.some((h) => (pluginMedian(n, h) ?? 0) >= minPluginMs));
  lines.push(
    '',
    `  Plugins of the Faster build (median, seconds; – under 5 ms; only plugins with a hook over ${minPluginMs} ms):`,
    `  ${'plugin'.padEnd(30)}${hooks.map((h) => h.padStart(18)).join('')}`,
    ...shown
      .sort()
      .map((n) => `  ${n.padEnd(30)}${hooks.map((h) => seconds(pluginMedian(n, h)).padStart(18)).join('')}`),
  );
  return lines.join('\n');
}

if (require.main === module) {
  // `npx tsx scripts/bench/build-profile.ts [--rounds N]`: the build part of `npm run bench` alone.
  const i = process.argv.indexOf('--rounds');
  const rounds = i > 0 ? Number(process.argv[i + 1]) : 2;
  const root = path.join(__dirname, '../..');
  console.log(`${rounds} rounds of cold builds, Faster and webpack alternating:`);
  console.log(`\n${buildReport(compareBuilds(root, path.join(root, 'build'), rounds))}`);
}
