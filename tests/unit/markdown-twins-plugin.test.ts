/**
 * The markdown-twins plugin's lifecycle: a production build opens a capture when the content is loaded (each doc's
 * twin is made as it compiles, tests/unit/twin-capture.test.ts) and postBuild writes the twins, making those of docs
 * that did not compile (here, none did) from their sources; `docusaurus build --dev` makes them all in postBuild; a
 * source that cannot be read fails postBuild naming it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import markdownTwinsPlugin from '../../src/plugins/markdown-twins';

const context = {
  siteConfig: {url: 'https://docs.celo.org', title: 'Celo Documentation'},
  siteDir: process.cwd(),
} as unknown as LoadContext;

function docsContent(source: string) {
  const doc = {id: 'developer/viem', title: 'Using viem with Celo', description: 'Connect with viem.', source};
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {docs: [{...doc, permalink: '/developer/viem'}], sidebars: {dev: [{type: 'doc', id: 'developer/viem'}]}},
        ],
      },
    },
  };
}

async function build(nodeEnv: string, source = '@site/docs/developer/viem.md') {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'twins-'));
  try {
    const plugin = markdownTwinsPlugin(context) as Required<Pick<Plugin, 'allContentLoaded' | 'postBuild'>>;
    await plugin.allContentLoaded({allContent: docsContent(source)} as never);
    await plugin.postBuild({outDir} as never);
    return {
      twin: readFileSync(path.join(outDir, 'developer/viem.md'), 'utf8'),
      llms: readFileSync(path.join(outDir, 'llms.txt'), 'utf8'),
    };
  } finally {
    process.env.NODE_ENV = previous;
    rmSync(outDir, {recursive: true, force: true});
  }
}

test('a production build and a --dev build write the same twin and llms.txt', async () => {
  const production = await build('production');
  assert.match(production.twin, /^# Using viem with Celo\n\n> Connect with viem\.\n\n/);
  assert.match(production.twin, /createPublicClient/, 'the page body is in the twin');
  assert.match(production.llms, /\[Using viem with Celo\]\(https:\/\/docs\.celo\.org\/developer\/viem\.md\)/);
  assert.deepEqual(await build('development'), production);
});

test('a source that cannot be read fails postBuild, naming it; postBuild before the content loads says so', async () => {
  await assert.rejects(build('production', '@site/docs/developer/no-such-page.md'), /no-such-page\.md/);
  const plugin = markdownTwinsPlugin(context) as Required<Pick<Plugin, 'postBuild'>>;
  await assert.rejects(async () => plugin.postBuild({outDir: os.tmpdir()} as never), /before the content was loaded/);
});
