/**
 * The local plugins that keep main-thread work off a page's first seconds (src/plugins/idle-prefetch,
 * src/plugins/hydration-transition, src/plugins/prism-on-demand). Their effect in the browser is covered by
 * tests/e2e/performance.spec.ts; here, their logic and the wiring that a refactor could silently break.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {createIdleQueue, type IdleDeadlineLike, type IdleQueueOptions} from '../../src/utils/idleQueue';
import {
  CORE_CLIENT_DIR,
  THEME_COMMON_LIB,
  isReplacedImport,
  isReplacedPackageImport,
} from '../../src/plugins/module-replacement';
import {REPLACEMENTS} from '../../src/plugins/hydration-transition';
import {createPrefetchOnce} from '../../src/plugins/idle-prefetch/prefetchOnce';
import {COMPILE_HINT, MAIN_BUNDLE} from '../../src/plugins/compile-hints';
import {TSLIB_REPLACEMENT} from '../../src/plugins/tslib-helpers';
import {__importDefault} from '../../src/plugins/tslib-helpers/tslib';
import stagedEntryPlugin, {CORE_CLIENT_ENTRY, STAGED_ENTRY} from '../../src/plugins/staged-entry';
import type {Configuration} from 'webpack';
import {loadSiteConfig} from './loadSiteConfig';

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

// A theme cascade layer named before Infima's once let Infima's link colour win over the announcement bar's, and
// Lighthouse's link-in-text-block audit failed on every page.
test("the built stylesheet names the cascade layers in the order of Docusaurus' declaration", () => {
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
    'compileHintsPlugin',
    'tslibHelpersPlugin',
    'stagedEntryPlugin',
  ]) {
    assert.ok(plugins.includes(`[fn ${plugin}]`), `${plugin} is in the plugins of docusaurus.config.ts`);
  }
});
