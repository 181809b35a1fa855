/**
 * What a cold build loads before it does any work: the config's own TypeScript through tsx rather than jiti's
 * Babel (src/utils/configModules.ts). The patched Docusaurus modules are in ./docusaurus-patches.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadConfigModules} from '../../src/utils/configModules';
import type * as SiteModules from '../../src/config/siteModules';
import {inFreshNode} from './freshNode';

const ROOT = path.join(__dirname, '../..');

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
      // jiti names each `<parent folder>-<file>.<hash>.js`.
      .map((f) => f.replace(/\.[0-9a-f]+\.js$/, ''));
    // The config and the loader it imports; none of the 130-odd files of plugins, search, assistant and data.
    assert.equal(transpiled.length, 2, `jiti transpiled: ${transpiled.join(', ')}`);
    assert.ok(
      transpiled.some((f) => f.endsWith('-docusaurus.config.ts')),
      transpiled.join(', '),
    );
    assert.ok(
      transpiled.some((f) => f.endsWith('-configModules.ts')),
      transpiled.join(', '),
    );
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
