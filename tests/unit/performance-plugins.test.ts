/**
 * The local plugins that keep main-thread work off a page's first seconds (src/plugins/idle-prefetch,
 * src/plugins/hydration-transition, src/plugins/prism-on-demand). Their effect in the browser is covered by
 * tests/e2e/performance.spec.ts; here, their logic and the wiring that a refactor could silently break.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, stat, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {createIdleQueue, type IdleDeadlineLike, type IdleQueueOptions} from '../../src/utils/idleQueue';
import {
  CORE_CLIENT_DIR,
  THEME_COMMON_LIB,
  isReplacedImport,
  isReplacedPackageImport,
} from '../../src/plugins/module-replacement';
import {REPLACEMENTS} from '../../src/plugins/hydration-transition';
import {createPrefetchOnce} from '../../src/plugins/idle-prefetch/prefetchOnce';
import {TSLIB_REPLACEMENT} from '../../src/plugins/tslib-helpers';
import {routeTableReplacement} from '../../src/plugins/lazy-route-components';
import {COMPILE_HINT, MAIN_BUNDLE} from '../../src/plugins/compile-hints';
import stagedEntryPlugin, {CORE_CLIENT_ENTRY, STAGED_ENTRY} from '../../src/plugins/staged-entry';
import type {Configuration} from 'webpack';
import {__importDefault} from '../../src/plugins/tslib-helpers/tslib';
import {loadSiteConfig} from './loadSiteConfig';
import nativeCssPlugin, {lowerWithLightningCss} from '../../src/plugins/native-css';
import postcssConfigFilePlugin from '../../src/plugins/postcss-config-file';
import {applyConfigurePostCss} from '@docusaurus/core/lib/webpack/configure';
import {createStyleLoadersFactory} from '@docusaurus/bundler/lib/loaders/styleLoader';

/** A fake idle scheduler: collects callbacks; `tick(ms)` runs the next one with `ms` of idle time. */
function fakeIdle() {
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    schedule: (cb: (deadline: IdleDeadlineLike) => void) => void pending.push(cb),
    get pending() {
      return pending.length;
    },
    tick(idleMs: number, clock: {now: number}) {
      const start = clock.now;
      pending.shift()!({timeRemaining: () => Math.max(0, idleMs - (clock.now - start))});
    },
  };
}

/** A queue of numbers on the fake scheduler; each item costs `costMs` on the fake clock. */
function countingQueue(costMs: number, options: IdleQueueOptions = {}) {
  const idle = fakeIdle();
  const clock = {now: 0};
  const ran: number[] = [];
  const queue = createIdleQueue<number>(
    (n) => {
      ran.push(n);
      clock.now += costMs;
    },
    idle.schedule,
    {now: () => clock.now, ...options},
  );
  return {idle, clock, ran, queue};
}

test('idle queue: nothing runs at push time; each idle slice runs items while time remains, then reschedules', () => {
  const {idle, clock, ran, queue} = countingQueue(3, {maxSliceMs: 50}); // each prefetch costs 3 ms
  for (let i = 1; i <= 10; i++) queue.push(i);
  assert.deepEqual(ran, [], 'push only queues');
  assert.equal(idle.pending, 1, 'one idle callback scheduled for many pushes');
  idle.tick(12, clock); // 12 ms idle: runs while more than 4 ms remain -> 3 items (12 -> 9 -> 6 -> 3)
  assert.deepEqual(ran, [1, 2, 3]);
  assert.equal(idle.pending, 1, 'rescheduled for the rest');
  idle.tick(0, clock); // no idle time left (timeout fired): still one item, so the queue always drains
  assert.deepEqual(ran, [1, 2, 3, 4]);
  while (idle.pending) idle.tick(50, clock);
  assert.deepEqual(ran, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  assert.equal(queue.size, 0);
  queue.push(11);
  assert.equal(idle.pending, 1, 'an empty queue schedules again on the next push');
});

test('idle queue: a slice stops after maxSliceMs even when the browser grants more idle time', () => {
  const {idle, clock, ran, queue} = countingQueue(2);
  for (let i = 1; i <= 20; i++) queue.push(i);
  idle.tick(50, clock); // default 6 ms slices: items start at 0, 2 and 4 ms, then 6 ms have passed
  assert.deepEqual(ran, [1, 2, 3]);
  assert.equal(idle.pending, 1);
  idle.tick(50, clock);
  assert.deepEqual(ran, [1, 2, 3, 4, 5, 6]);
  while (idle.pending) idle.tick(50, clock);
  assert.equal(ran.length, 20, 'the queue still drains');
});

test('idle queue: an item that throws does not stop the others', () => {
  const idle = fakeIdle();
  const clock = {now: 0};
  const ran: string[] = [];
  const queue = createIdleQueue<string>(
    (s) => {
      if (s === 'bad') throw new Error('boom');
      ran.push(s);
    },
    idle.schedule,
    {now: () => clock.now},
  );
  ['a', 'bad', 'b'].forEach((s) => queue.push(s));
  idle.tick(50, clock);
  assert.deepEqual(ran, ['a', 'b']);
});

test("module replacements swap exactly the package's own imports of the target, from its importers", () => {
  const browserContext = {target: path.join(CORE_CLIENT_DIR, 'browserContext')};
  // hydration-transition: App.js imports ./browserContext, useIsBrowser (in exports/) ../browserContext.
  assert.ok(isReplacedImport(browserContext, './browserContext', CORE_CLIENT_DIR), 'from App.js');
  assert.ok(isReplacedImport(browserContext, '../browserContext', path.join(CORE_CLIENT_DIR, 'exports')));
  assert.ok(isReplacedImport(browserContext, './browserContext.js', CORE_CLIENT_DIR));
  // The same request from anywhere else is left alone, and the pattern does not catch other modules.
  const components = path.join(process.cwd(), 'src', 'components');
  assert.ok(!isReplacedImport(browserContext, './browserContext', components));
  assert.ok(!isReplacedImport(browserContext, './browserContextExtra', CORE_CLIENT_DIR));
  assert.ok(!isReplacedImport(browserContext, '@docusaurus/core/lib/client/browserContext', CORE_CLIENT_DIR));
  // idle-prefetch: docusaurus.js imports ./prefetch; the full package path (prefetchOnce's own import) is not swapped.
  const prefetch = {target: path.join(CORE_CLIENT_DIR, 'prefetch')};
  assert.ok(isReplacedImport(prefetch, './prefetch', CORE_CLIENT_DIR));
  assert.ok(!isReplacedImport(prefetch, '../prefetch', CORE_CLIENT_DIR), 'lib/prefetch is not lib/client/prefetch');
  assert.ok(!isReplacedImport(prefetch, '@docusaurus/core/lib/client/prefetch.js', CORE_CLIENT_DIR));
  // The shallow memo: only the navbarSecondaryMenu context's import of reactUtils, not theme-common's others.
  const reactUtils = REPLACEMENTS.find((r) => r.replacement.endsWith('shallowMemo.ts'))!;
  assert.ok(
    isReplacedImport(
      reactUtils,
      '../../utils/reactUtils',
      path.join(THEME_COMMON_LIB, 'contexts', 'navbarSecondaryMenu'),
    ),
  );
  assert.ok(
    !isReplacedImport(reactUtils, './utils/reactUtils', THEME_COMMON_LIB),
    'theme-common index keeps the original',
  );
  assert.ok(!isReplacedImport(reactUtils, '../utils/reactUtils', path.join(THEME_COMMON_LIB, 'hooks')));
});

test('each replacement exports every name its importers take from the module it replaces', () => {
  for (const {target, importerDirs, replacement} of REPLACEMENTS) {
    const exported = new Set<string>();
    const source = readFileSync(replacement, 'utf8');
    for (const [, names] of source.matchAll(/^export \{([^}]*)\}/gm)) {
      for (const name of names!.split(',')) exported.add(name.trim());
    }
    for (const [, name] of source.matchAll(/^export (?:function|const|class) (\w+)/gm)) exported.add(name!);
    // Without importerDirs, every module of the package's lib folder may import the target.
    const lib = target.slice(0, target.lastIndexOf(`${path.sep}lib${path.sep}`) + 4);
    const dirs =
      importerDirs ??
      [lib, ...readdirSync(lib, {recursive: true, encoding: 'utf8'}).map((d) => path.join(lib, d))].filter((d) =>
        statSync(d).isDirectory(),
      );
    let imports = 0;
    for (const dir of dirs) {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
        const code = readFileSync(path.join(dir, file), 'utf8');
        for (const [, names, request] of code.matchAll(/import \{([^}]*)\} from '([^']+)'/g)) {
          if (!isReplacedImport({target, importerDirs}, request!, dir)) continue;
          for (const name of names!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!)) {
            if (!name) continue;
            imports++;
            assert.ok(exported.has(name), `${path.basename(replacement)} exports ${name} (imported by ${file})`);
          }
        }
      }
    }
    assert.ok(imports > 0, `${path.basename(replacement)}: the replaced module's importers were found`);
  }
});

test("tslib-helpers: utils-common's own require of tslib gets the helpers it calls, with tslib's semantics", () => {
  const [lib] = TSLIB_REPLACEMENT.importerDirs;
  assert.ok(isReplacedPackageImport(TSLIB_REPLACEMENT, 'tslib', lib!));
  // Anyone else's tslib, and other requests from utils-common, are left alone.
  assert.ok(!isReplacedPackageImport(TSLIB_REPLACEMENT, 'tslib', path.join(CORE_CLIENT_DIR, 'exports')));
  assert.ok(!isReplacedPackageImport(TSLIB_REPLACEMENT, 'tslib/tslib.es6.mjs', lib!));
  const exported = new Set(
    [...readFileSync(TSLIB_REPLACEMENT.replacement, 'utf8').matchAll(/^export function (\w+)/gm)].map((m) => m[1]!),
  );
  let calls = 0;
  for (const file of readdirSync(lib!).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(lib!, file), 'utf8');
    const alias = /const (\w+) = require\("tslib"\)/.exec(code)?.[1];
    if (!alias) continue;
    for (const [, helper] of code.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'))) {
      calls++;
      assert.ok(exported.has(helper!), `tslib.ts exports ${helper} (called by utils-common/lib/${file})`);
    }
  }
  assert.ok(calls > 0, "utils-common's tslib calls were found");
  const cjs = {answer: 42};
  const esm = {__esModule: true, default: 1};
  assert.deepEqual(__importDefault(cjs), {default: cjs});
  assert.equal(__importDefault(esm), esm);
  assert.deepEqual(__importDefault(null), {default: null});
});

test("lazy-route-components: only the generated route table's import of ComponentCreator is swapped", () => {
  const generated = path.join(process.cwd(), '.docusaurus');
  const replacement = routeTableReplacement(generated);
  assert.ok(isReplacedPackageImport(replacement, '@docusaurus/ComponentCreator', generated));
  assert.ok(!isReplacedPackageImport(replacement, '@docusaurus/ComponentCreator', path.join(process.cwd(), 'src')));
  // The replacement imports the original by its package path, which is not swapped.
  assert.ok(
    !isReplacedPackageImport(replacement, '@docusaurus/core/lib/client/exports/ComponentCreator.js', generated),
  );
  // Core writes the route table with exactly that request.
  const codegen = readFileSync(
    path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/server/codegen/codegenRoutes.js'),
    'utf8',
  );
  assert.match(codegen, /import ComponentCreator from '@docusaurus\/ComponentCreator';/);
  assert.match(
    readFileSync(replacement.replacement, 'utf8'),
    /@docusaurus\/core\/lib\/client\/exports\/ComponentCreator\.js/,
  );
});

test('compile-hints: the built main bundle opens with the compile hint; the runtime and route chunks do not', () => {
  const dir = path.join(process.cwd(), 'build', 'assets', 'js');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const main = files.filter((f) => MAIN_BUNDLE.test(`assets/js/${f}`));
  assert.equal(main.length, 1, `one main bundle in build/assets/js: ${main.join(', ')}`);
  const firstLine = (f: string) => readFileSync(path.join(dir, f), 'utf8').split('\n', 1)[0];
  assert.equal(firstLine(main[0]!), COMPILE_HINT);
  const others = files.filter((f) => f !== main[0]);
  assert.ok(others.some((f) => f.startsWith('runtime~main.')));
  for (const f of others) assert.notEqual(firstLine(f), COMPILE_HINT, `${f} has no compile hint`);
});

test("staged-entry: the client bundle starts from the staged entry, which ends by importing core's clientEntry", () => {
  const plugin = stagedEntryPlugin();
  const configure = (entry: string, isServer: boolean) => {
    const config = {entry} as Configuration;
    (plugin.configureWebpack as (c: Configuration, s: boolean) => unknown)(config, isServer);
    return config.entry;
  };
  assert.ok(existsSync(CORE_CLIENT_ENTRY), `core's client entry is at ${CORE_CLIENT_ENTRY}`);
  assert.equal(configure(CORE_CLIENT_ENTRY, false), STAGED_ENTRY);
  assert.equal(configure('/server/entry.js', true), '/server/entry.js', 'the server bundle is left alone');
  assert.throws(() => configure('/elsewhere/entry.js', false), /not core's clientEntry/);
  const source = readFileSync(STAGED_ENTRY, 'utf8');
  const imports = [...source.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((m) => m[1]);
  assert.deepEqual(imports, ['react-dom/client', '@generated/routes', '@docusaurus/core/lib/client/clientEntry.js']);
  assert.equal(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), CORE_CLIENT_ENTRY);
});

test("staged-entry: the built stylesheet names the cascade layers in the order of Docusaurus' declaration", () => {
  const declared = readFileSync(
    path.join(process.cwd(), '.docusaurus/docusaurus-plugin-css-cascade-layers/default/layers.css'),
    'utf8',
  )
    .replace(/^@layer|;\s*$/g, '')
    .split(',')
    .map((l) => l.trim());
  const dir = path.join(process.cwd(), 'build', 'assets', 'css');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.css'))) {
    const css = readFileSync(path.join(dir, file), 'utf8');
    const named: string[] = [];
    for (const m of css.matchAll(/@layer\s+([\w.,\s-]+?)\s*[{;]/g))
      for (const layer of m[1]!.split(',').map((l) => l.trim())) if (!named.includes(layer)) named.push(layer);
    assert.deepEqual(
      named,
      declared.filter((l) => named.includes(l)),
      `${file}: layers first named in this order`,
    );
  }
});

/** Docusaurus' own client stylesheet rule for `bundler` (what @docusaurus/core's base config puts in module.rules). */
async function docusaurusStyleRule(bundler: 'rspack' | 'webpack') {
  const instance = bundler === 'rspack' ? (await import('@rspack/core')).rspack : await import('webpack');
  const getStyleLoaders = await createStyleLoadersFactory({currentBundler: {name: bundler, instance} as never});
  return {test: /\.css$/, use: getStyleLoaders(false, {importLoaders: 1, sourceMap: false})};
}

const loaderNames = (rule: {use: unknown[]}) =>
  rule.use.map((u) => path.basename(String((u as {loader: string}).loader)).replace(/^(index|dist)\.js$/, ''));

test('native-css: with Rspack, Lightning CSS lowers and prefixes for the production browserslist instead of postcss-preset-env', async () => {
  const rule = await docusaurusStyleRule('rspack');
  const before = JSON.stringify(rule.use);
  assert.match(before, /postcss-preset-env/, "Docusaurus' rule runs postcss-preset-env (else this plugin has no work)");
  const targets = (JSON.parse(readFileSync('package.json', 'utf8')) as {browserslist: {production: string[]}})
    .browserslist.production;
  assert.equal(lowerWithLightningCss([{oneOf: [rule]}], targets), 1);
  assert.doesNotMatch(JSON.stringify(rule.use), /postcss-preset-env/);
  const at = rule.use.findIndex((u) => (u as {loader: string}).loader === 'builtin:lightningcss-loader');
  assert.ok(at > 0, `the Lightning CSS loader is in the rule: ${loaderNames(rule).join(', ')}`);
  assert.match(
    String((rule.use[at + 1] as {loader: string}).loader),
    /postcss-loader/,
    'it runs on postcss-loader output',
  );
  assert.deepEqual((rule.use[at] as {options: {targets: string[]}}).options.targets, targets);
  assert.equal(lowerWithLightningCss([rule], targets), 0, 'a rewritten rule is left alone');

  const configure = (bundler: 'rspack' | 'webpack', isServer: boolean, rules: unknown[]) =>
    (nativeCssPlugin({siteDir: process.cwd()} as never).configureWebpack as (...a: unknown[]) => unknown)(
      {module: {rules}},
      isServer,
      {currentBundler: {name: bundler}},
    );
  const webpackRule = await docusaurusStyleRule('webpack');
  const webpackBefore = JSON.stringify(webpackRule.use);
  configure('webpack', false, [webpackRule]);
  assert.equal(JSON.stringify(webpackRule.use), webpackBefore, 'the webpack build keeps postcss-preset-env');
  assert.throws(() => configure('rspack', false, []), /no stylesheet rule runs postcss-preset-env/);
  assert.doesNotThrow(() => configure('rspack', true, []), 'the server bundle has no postcss-loader to rewrite');
});

const isPostCss = (item: unknown) => /[\\/]postcss-loader[\\/]/.test(String((item as {loader?: string}).loader));

/** Runs postcss-loader itself on `css` as the file `file`, with the loader options `options`. */
function runPostCssLoader(file: string, css: string, options: unknown): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader Docusaurus' rule names
  const loader = require('postcss-loader') as (this: unknown, content: string) => Promise<void>;
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: file,
      rootContext: path.dirname(file),
      fs: {stat},
      sourceMap: false,
      getOptions: () => options,
      addDependency: () => {},
      addBuildDependency: () => {},
      emitWarning: () => {},
      async: () => (error: Error | null, output?: string) => (error ? reject(error) : resolve(String(output))),
    };
    void loader.call(context, css);
  });
}

test('postcss-config-file: postcss-loader stops looking for a PostCSS config file, and the repository has none', async () => {
  const plugin = postcssConfigFilePlugin();
  for (const bundler of ['rspack', 'webpack'] as const) {
    const rule = await docusaurusStyleRule(bundler);
    const pluginsBefore = JSON.stringify(
      (rule.use.find((u) => isPostCss(u)) as {options: {postcssOptions: {plugins: unknown[]}}}).options.postcssOptions
        .plugins,
    );
    applyConfigurePostCss(plugin.configurePostCss!.bind(plugin), {module: {rules: [rule]}});
    const {postcssOptions} = (rule.use.find((u) => isPostCss(u)) as {options: {postcssOptions: {config?: unknown}}})
      .options;
    assert.equal(postcssOptions.config, false, `${bundler}: postcss-loader's options say "no config file"`);
    assert.equal(JSON.stringify((postcssOptions as {plugins: unknown[]}).plugins), pluginsBefore, 'plugins kept');
  }

  // What the setting changes, with postcss-loader itself: a config file beside a stylesheet applies without it,
  // and is not even looked for with it.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'postcss-config-'));
  try {
    writeFileSync(
      path.join(dir, 'postcss.config.cjs'),
      "module.exports = {plugins: [{postcssPlugin: 'marker', Once(root) { root.append({text: 'config file read'}); }}]};\n",
    );
    const file = path.join(dir, 'page.css');
    const css = 'a { color: red; }';
    assert.match(await runPostCssLoader(file, css, {postcssOptions: {plugins: []}}), /config file read/);
    const off = plugin.configurePostCss!({plugins: []});
    assert.doesNotMatch(await runPostCssLoader(file, css, {postcssOptions: off}), /config file read/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }

  // The setting would hide a config file someone adds: move its plugins into configurePostCss, or drop the plugin.
  // postcss-loader's search places (node_modules/postcss-loader/dist/utils.js), from each stylesheet's directory up.
  const names = ['postcss.config', '.postcssrc', '.config/postcssrc'].flatMap((base) =>
    ['', '.json', '.yaml', '.yml', '.js', '.cjs', '.mjs', '.ts', '.cts', '.mts'].map((ext) => base + ext),
  );
  const found = ['.', 'src', 'src/css'].flatMap((d) => names.map((n) => path.join(d, n))).filter((f) => existsSync(f));
  assert.deepEqual(found, [], 'no PostCSS config file (postcss-config-file would make postcss-loader ignore it)');
  assert.equal(
    'postcss' in (JSON.parse(readFileSync('package.json', 'utf8')) as object),
    false,
    'no "postcss" in package.json',
  );
});

test('prefetchOnce: a URL is fetched once, however many routes ask for it; each caller gets its promise', async () => {
  const fetched: string[] = [];
  const prefetch = createPrefetchOnce(async (url) => {
    fetched.push(url);
  });
  const calls = ['/a.js', '/b.js', '/a.js', '/a.js', '/c.js', '/b.js'].map((url) => prefetch(url));
  assert.equal(calls.length, 6);
  await Promise.all(calls);
  assert.deepEqual(fetched, ['/a.js', '/b.js', '/c.js']);
  assert.equal(prefetch('/a.js'), prefetch('/a.js'), 'the same promise');
});

test('the performance plugins are registered', () => {
  const plugins = JSON.stringify(loadSiteConfig().plugins);
  for (const plugin of [
    'prismOnDemandPlugin',
    'idlePrefetchPlugin',
    'hydrationTransitionPlugin',
    'tslibHelpersPlugin',
    'nativeCssPlugin',
    'postcssConfigFilePlugin',
  ]) {
    assert.ok(plugins.includes(`[fn ${plugin}]`), `${plugin} is in the plugins of docusaurus.config.ts`);
  }
});
