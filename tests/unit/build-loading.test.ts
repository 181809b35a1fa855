/**
 * What a cold build loads before it does any work: Docusaurus loads docusaurus.config.ts and the site's own
 * TypeScript with its own loader (jiti), and the ES-module packages of the Markdown pipeline with Node's loader
 * (src/utils/nativeImport.ts). The patched Docusaurus modules are in ./docusaurus-patches.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {inFreshNode} from './freshNode';

test('Docusaurus loads the config and the site modules with jiti; KaTeX, micromark and parse5 load untranspiled', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'config-load-'));
  try {
    const loaded = inFreshNode(
      `require('@docusaurus/utils').loadFreshModule(require('path').resolve('docusaurus.config.ts'))
        .then((c) => console.log(JSON.stringify({title: c.title, plugins: c.plugins.length})))`,
      // jiti caches each file it transpiles under $TMPDIR/node-jiti, named `<parent folder>-<file>.<hash>.js`.
      {TMPDIR: tmp},
    );
    assert.equal(loaded.title, 'Celo Documentation');
    assert.ok(loaded.plugins > 20, `the config lists its plugins (${loaded.plugins})`);
    const transpiled = readdirSync(path.join(tmp, 'node-jiti')).filter((f) => f.endsWith('.js'));
    assert.ok(
      transpiled.some((f) => /-docusaurus\.config\.ts\./.test(f)),
      'the framework loads the config',
    );
    assert.ok(
      transpiled.some((f) => /^plugins-remark-reading-time\.ts\./.test(f)),
      `the framework loads the site's plugins: ${transpiled.length} files`,
    );
    // remark-math and rehype-katex come through nativeImport, so neither they nor what they import (KaTeX's
    // some 330 files, micromark, parse5) is transpiled.
    // (Transpiled, KaTeX would show as `dist-katex.js.<hash>.js`, the hast and micromark utilities by package name.)
    const packages = transpiled.filter((f) =>
      /^dist-katex\.js\.|^hast-util-|^micromark|^rehype-katex|^remark-math/.test(f),
    );
    assert.deepEqual(packages, [], 'ES-module packages load with Node');
  } finally {
    rmSync(tmp, {recursive: true, force: true});
  }
});
