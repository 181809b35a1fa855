/**
 * What a cold build loads before it does any work: the config's own TypeScript through tsx rather than jiti's
 * Babel (src/utils/configModules.ts), and rendering worker threads that do not load the bundlers
 * (patches/@docusaurus+core+*.patch, patches/@docusaurus+bundler+*.patch, applied by `npm ci`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadConfigModules} from '../../src/utils/configModules';
import type * as SiteModules from '../../src/config/siteModules';

const ROOT = path.join(__dirname, '../..');

/** Runs `script` in a fresh Node at the repository root and returns what it printed, parsed as JSON. */
function inFreshNode(script: string, env: Record<string, string> = {}): any {
  const out = execFileSync(process.execPath, ['-e', script], {
    cwd: ROOT,
    env: {...process.env, ...env},
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

test('Docusaurus loads the config with jiti, which transpiles only the config and its loader; the rest comes through tsx', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'config-load-'));
  try {
    const loaded = inFreshNode(
      `require('@docusaurus/utils').loadFreshModule(require('path').resolve('docusaurus.config.ts'))
        .then((c) => console.log(JSON.stringify({title: c.title, plugins: c.plugins.length})))`,
      // jiti caches each file it transpiles under $TMPDIR/node-jiti.
      {TMPDIR: tmp},
    );
    assert.equal(loaded.title, 'Celo Documentation');
    assert.ok(loaded.plugins > 20, `the config lists its plugins (${loaded.plugins})`);
    const transpiled = readdirSync(path.join(tmp, 'node-jiti'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.replace(/\.[0-9a-f]+\.js$/, ''))
      .sort();
    // The config and the loader it imports; none of the 130-odd files of plugins, search, assistant and data.
    assert.deepEqual(transpiled, ['main-docusaurus.config.ts', 'utils-configModules.ts']);
  } finally {
    rmSync(tmp, {recursive: true, force: true});
  }
});

test('loadConfigModules gives fresh modules on every call, as jiti did, so a dev server reload sees edits', () => {
  const from = path.join(ROOT, 'docusaurus.config.ts');
  const first = loadConfigModules<typeof SiteModules>('./src/config/siteModules.ts', from);
  const second = loadConfigModules<typeof SiteModules>('./src/config/siteModules.ts', from);
  assert.equal(typeof first.localSearchPlugin, 'function');
  assert.notEqual(first.BuiltPages, second.BuiltPages, 'each load evaluates the modules again');
  assert.equal(first.readSearchMode().mode, second.readSearchMode().mode);
});

test('siteModules re-exports every value docusaurus.config.ts takes from it, and the config imports no site module itself', () => {
  const config = readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
  const valueImports = [...config.matchAll(/^import (?!type )[^;]* from '(\.[^']+)';$/gm)].map((m) => m[1]);
  assert.deepEqual(valueImports, ['./src/utils/configModules'], 'site modules come through loadConfigModules');
  const destructured = /const \{\n([\s\S]*?)\} = loadConfigModules/.exec(config)?.[1];
  assert.ok(destructured, 'the config destructures what loadConfigModules returns');
  const names = destructured.split(/[,\s]+/).filter(Boolean);
  const exported = Object.keys(
    loadConfigModules<Record<string, unknown>>('./src/config/siteModules.ts', path.join(ROOT, 'x.ts')),
  );
  for (const name of names) assert.ok(exported.includes(name), `${name} is exported by src/config/siteModules.ts`);
});

test('a rendering worker loads the HTML minifier without webpack, Babel or html-minifier-terser (patched Docusaurus)', () => {
  const loaded = inFreshNode(
    `require('@docusaurus/core/lib/ssg/ssgRenderer.js');
     console.log(JSON.stringify(Object.keys(require.cache)))`,
  );
  const packages = new Set(
    (loaded as string[])
      // Code, not a package.json read for a version number.
      .filter((file) => file.endsWith('.js'))
      .map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1])
      .filter(Boolean),
  );
  assert.ok(packages.has('@docusaurus/bundler'), 'the renderer loads the minifier from @docusaurus/bundler');
  assert.ok(
    !(loaded as string[]).some((f) => f.endsWith('/@docusaurus/bundler/lib/index.js')),
    "not the package's index",
  );
  for (const heavy of ['webpack', '@babel/core', 'webpackbar', 'html-minifier-terser']) {
    assert.ok(!packages.has(heavy), `${heavy} is not loaded by the SSG renderer`);
  }
});

test('both HTML minifiers still work after the patch: SWC (Faster) and html-minifier-terser (webpack)', () => {
  const results = inFreshNode(
    `const {getHtmlMinifier} = require('@docusaurus/bundler/lib/minifyHtml');
     const html = '<!doctype html><html><head><script type="text/javascript">var  a = 1 ;</script></head><body><p>a</p></body></html>';
     Promise.all(['swc', 'terser'].map((type) => getHtmlMinifier({type}).then((m) => m.minify(html))))
       .then((r) => console.log(JSON.stringify(r.map((x) => x.code))));`,
  );
  const [swc, terser] = results as string[];
  // Each minifies the inline script and drops its default type attribute in its own way.
  assert.equal(swc, '<!doctype html><head><script type=text/javascript>var a=1</script></head><body><p>a</body>');
  assert.equal(terser, '<!doctype html><html><head><script>var a=1</script></head><body><p>a</p></body></html>');
});

test('each dependency patch names the version installed, so an upgrade that drops it fails the install', () => {
  const dir = path.join(ROOT, 'patches');
  const patches = readdirSync(dir).filter((f) => f.endsWith('.patch'));
  assert.ok(patches.length >= 2, 'the Docusaurus patches are in patches/');
  for (const file of patches) {
    const m = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file);
    assert.ok(m, `${file} is named <package>+<version>.patch`);
    const pkg = m[1]!.replace('+', '/');
    const installed = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
    assert.equal(installed, m[2], `${file} matches the installed ${pkg}`);
  }
});
