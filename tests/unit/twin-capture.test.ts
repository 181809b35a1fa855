/**
 * The twins made during the compile (src/plugins/markdown-twins/capture.ts) are the twins made from the sources:
 * - in isolation, through the remark stage of Docusaurus' docs pipeline (its parsers and syntax plugins, in its
 *   order), on real docs of every kind (MDX with components and tabs, Markdown with admonitions, math, tables and
 *   task lists);
 * - in the last build (`npm run build` first): every doc's built twin ends with what docToMarkdown makes of its
 *   source, whichever of the two ways the build took.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import remarkCaptureTwin, {closeCapture, openCapture} from '../../src/plugins/markdown-twins/capture';
import {twinPath} from '../../src/plugins/markdown-twins/llmsTxt';
import {permalinksByFile, type DocMeta} from '../../src/plugins/markdown-twins/write';
import {docToMarkdown, type TwinContext} from '../../src/plugins/markdown-twins/toMarkdown';

import matter from 'gray-matter';

const ROOT = path.join(__dirname, '../..');
const SITE = 'https://docs.celo.org';
const METADATA = path.join(ROOT, '.docusaurus/docusaurus-plugin-content-docs/default');

/** Docs of every kind: every MDX page, and Markdown pages with admonitions, math, tables and task lists. */
const SAMPLES = [
  ...readdirSync(path.join(ROOT, 'docs'), {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `docs/${f}`),
  'docs/protocol/consensus/index.md',
  'docs/community/documentation-contributors.md',
  'docs/developer/launch-checklist.md',
  'docs/community/code-contributors.md',
  'docs/developer/viem.md',
  'docs/cli/account.md',
];

type Processor = {parse: (file: unknown) => unknown; run: (tree: unknown, file: unknown) => Promise<unknown>};
const processors = new Map<string, Processor>();

/**
 * Runs a doc's remark stage as Docusaurus' docs pipeline does: its format's parser, then the capture first, then
 * front matter, directives, GFM and the site's math (Docusaurus' order), without going on to JSX.
 */
async function compile(sourcePath: string): Promise<void> {
  const [{unified}, {default: remarkParse}, {default: remarkMdx}, {VFile}, ...syntax] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('vfile'),
    import('remark-frontmatter'),
    import('remark-directive'),
    import('remark-gfm'),
    import('remark-math'),
  ]);
  const format = sourcePath.endsWith('.mdx') ? 'mdx' : 'md';
  let processor = processors.get(format);
  if (!processor) {
    const base = format === 'mdx' ? unified().use(remarkParse).use(remarkMdx) : unified().use(remarkParse);
    processor = base.use(remarkCaptureTwin).use(syntax.map((p) => p.default)) as unknown as Processor;
    processors.set(format, processor);
  }
  const raw = readFileSync(sourcePath, 'utf8');
  const file = new VFile({value: raw, path: sourcePath, data: {frontMatter: matter(raw).data}});
  await processor.run(processor.parse(file), file);
}

test('a twin captured from the parsed tree is the twin made from the source', async () => {
  assert.ok(SAMPLES.length >= 15, `${SAMPLES.length} sample docs`);
  for (const rel of SAMPLES) {
    const sourcePath = path.join(ROOT, rel);
    assert.ok(existsSync(sourcePath), `${rel} is gone: pick another sample`);
    const capture = openCapture(SITE, new Map([[sourcePath, '/sample']]));
    try {
      await compile(sourcePath);
    } finally {
      closeCapture(capture);
    }
    const ctx: TwinContext = {siteUrl: SITE, sourcePath, permalink: '/sample', permalinkOfFile: () => undefined};
    assert.equal(capture.twins.get(sourcePath), docToMarkdown(readFileSync(sourcePath, 'utf8'), ctx), rel);
  }
});

test('a doc the capture does not list is not captured, and with no capture open nothing is kept', async () => {
  const listed = path.join(ROOT, 'docs/developer/viem.md');
  const other = path.join(ROOT, 'docs/cli/account.md');
  const capture = openCapture(SITE, new Map([[listed, '/developer/viem']]));
  try {
    await compile(other);
  } finally {
    closeCapture(capture);
  }
  assert.deepEqual([...capture.twins.keys()], []);
  await compile(listed);
  assert.deepEqual([...capture.twins.keys()], [], 'a closed capture receives nothing');
});

test('every built twin is what docToMarkdown makes of its source (run `npm run build` first)', () => {
  assert.ok(existsSync(METADATA), 'no docs metadata in .docusaurus: run `npm run build` first');
  const docs = readdirSync(METADATA)
    .filter((f) => f.startsWith('site-docs-'))
    .map((f) => JSON.parse(readFileSync(path.join(METADATA, f), 'utf8')) as DocMeta);
  assert.ok(docs.length > 250, `${docs.length} docs in the metadata`);
  // The plugin's own mapping from source files to routes.
  const permalinkByFile = permalinksByFile(ROOT, {loadedVersions: [{docs, sidebars: {}}]});
  const wrong: string[] = [];
  for (const [sourcePath, permalink] of permalinkByFile) {
    const body = docToMarkdown(readFileSync(sourcePath, 'utf8'), {
      siteUrl: SITE,
      sourcePath,
      permalink,
      permalinkOfFile: (f) => permalinkByFile.get(f),
    });
    const twin = readFileSync(path.join(ROOT, 'build', twinPath(permalink)), 'utf8');
    if (!twin.endsWith(`\n\n${body}`)) wrong.push(`${path.relative(ROOT, sourcePath)} → build${twinPath(permalink)}`);
  }
  assert.deepEqual(wrong, []);
});
