/**
 * "This guide runs end to end in CI on <chain>, with <libraries>" (src/data/guideRun.ts): made from the guide's
 * front matter and what the samples workspace installs (samples/package-lock.json), so it names exactly the versions
 * the guide runner uses; shown under the title of the HTML page (src/plugins/remark-guide-run-line.ts), as the first
 * paragraph of the Markdown twin, and so by the MCP server's read_page. The twins carry neither the feedback form nor
 * the step reports, which are page controls (tests/e2e/feedback.spec.ts checks them in the browser).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Paragraph, Root} from 'mdast';
import matter from 'gray-matter';
import {VFile} from 'vfile';
import {
  codeBlocksOf,
  GUIDE_CHAINS,
  GUIDE_RUN_LINK_TEXT,
  guideRunLine,
  guideRunMarkdown,
  guideRunSentence,
} from '../../src/data/guideRun';
import {networks} from '../../src/data/networks';
import {extractRecords} from '../../src/search/records';
import {extractPage} from '../../src/assistant/extract';
import {parseDocBody} from '../../src/plugins/markdown-twins/toMarkdown';
import remarkGuideRunLine, {GUIDE_RUN_CLASS} from '../../src/plugins/remark-guide-run-line';
import remarkReadingTime from '../../src/plugins/remark-reading-time';
import {CHAINS} from '../../scripts/samples/guides/plan';
import {readPageOverMcp, twinOf} from './twin-helpers';

const ROOT = path.join(__dirname, '../..');
const REPOSITORY = 'https://github.com/celo-org/docs';
const README_SECTION = 'https://github.com/celo-org/docs#code-samples';

/** What the samples workspace installs, read here from its lockfile on its own. */
const LOCK = JSON.parse(readFileSync(path.join(ROOT, 'samples/package-lock.json'), 'utf8')) as {
  packages: Record<string, {version?: string}>;
};
const installed = (name: string) => {
  const version = LOCK.packages[`node_modules/${name}`]?.version;
  assert.ok(version, `samples/package-lock.json installs ${name}`);
  return version;
};

function lineOf(file: string) {
  const raw = readFileSync(path.join(ROOT, file), 'utf8');
  return guideRunLine({
    guide: matter(raw).data.guide,
    blocks: codeBlocksOf(parseDocBody(raw, file.endsWith('.mdx'))),
    file,
    siteDir: ROOT,
    repositoryUrl: REPOSITORY,
  });
}

test('the viem guide: Anvil with Celo Sepolia chain id, and the libraries it installs at the installed versions', () => {
  const line = lineOf('docs/developer/viem.md')!;
  // The page installs viem@2, solc@0.8.37 and the any-version tools tsx, typescript and @types/node.
  assert.deepEqual(line.libraries, [
    {name: 'viem', version: installed('viem')},
    {name: 'solc', version: installed('solc')},
  ]);
  assert.equal(line.chainId, networks.celoSepolia.chainId);
  assert.equal(
    guideRunSentence(line),
    `This guide runs end to end in CI on a local Anvil ${installed('@foundry-rs/anvil')} chain with Celo Sepolia Testnet's ` +
      `chain id (11142220), with viem ${installed('viem')} and solc ${installed('solc')}.`,
  );
  assert.equal(line.url, README_SECTION);
  assert.equal(
    guideRunMarkdown(line),
    `${guideRunSentence(line)} [How the code samples are checked](${README_SECTION})`,
  );
});

test("the Hardhat guide runs on Hardhat's network; a Celo Mainnet guide says so; a tool the workspace lacks is not named", () => {
  const hardhat = lineOf('docs/developer/deploy/hardhat.md')!;
  assert.equal(hardhat.chain, "Hardhat's in-process network with Celo Sepolia Testnet's chain id (11142220)");
  assert.deepEqual(hardhat.libraries, [
    {name: 'hardhat', version: installed('hardhat')},
    {name: '@nomicfoundation/hardhat-toolbox', version: installed('@nomicfoundation/hardhat-toolbox')},
  ]);
  const web3 = lineOf('docs/developer/web3.md')!;
  assert.match(web3.chain, /with Celo Mainnet's chain id \(42220\)$/);
  // The page also installs @celo/web3-plugin-transaction-types, which the workspace does not (docs.tools).
  assert.deepEqual(web3.libraries, [{name: 'web3', version: installed('web3')}]);
});

test('a guide that follows another counts what that one installs; every guide page of docs/ gets a line', () => {
  const verify = lineOf('docs/developer/verify/foundry.md')!;
  assert.deepEqual(verify.libraries, lineOf('docs/developer/deploy/foundry.md')!.libraries);
  const guides = readdirSync(path.join(ROOT, 'docs'), {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => `docs/${f}`)
    .filter((f) => matter(readFileSync(path.join(ROOT, f), 'utf8')).data.guide !== undefined);
  assert.ok(guides.length >= 10, `${guides.length} guides`);
  for (const file of guides)
    assert.match(guideRunSentence(lineOf(file)!), /^This guide runs end to end in CI on /, file);
  assert.equal(lineOf('docs/cli/account.md'), undefined, 'a page without guide: has no line');
});

test("the chains are the guide runner's, with the chain ids of src/data/networks.ts; a bad guide: stops the build", () => {
  assert.deepEqual(
    Object.fromEntries(Object.entries(GUIDE_CHAINS).map(([name, key]) => [name, networks[key].chainId])),
    CHAINS,
  );
  const base = {blocks: [], file: 'docs/x.md', siteDir: ROOT, repositoryUrl: REPOSITORY};
  for (const [guide, why] of [
    [{chain: 'alfajores'}, /docs\/x\.md: guide: chain must be one of celo, celo-sepolia, got "alfajores"/],
    [{chain: 'constructor'}, /chain must be one of/],
    [{chain: 'celo', network: 'ganache'}, /network must be anvil or hardhat/],
    [{chain: 'celo', follows: '/no/such/page'}, /follows names no page of docs\//],
    ['celo', /must be a mapping/],
  ] as const) {
    assert.throws(() => guideRunLine({...base, guide}), why);
  }
});

/** Runs the site's reading-time and guide-run remark plugins on a page, as the docs pipeline does. */
function htmlTree(file: string): Root {
  const raw = readFileSync(path.join(ROOT, file), 'utf8');
  const tree = parseDocBody(matter(raw).content, file.endsWith('.mdx'));
  const vfile = new VFile({path: path.join(ROOT, file), value: raw, data: {frontMatter: matter(raw).data}});
  remarkReadingTime()(tree);
  remarkGuideRunLine({siteDir: ROOT})(tree, vfile);
  return tree;
}

test('the HTML page: the line is the paragraph after the reading time, with its link', () => {
  const tree = htmlTree('docs/developer/viem.md');
  const node = tree.children[1] as Paragraph;
  assert.deepEqual(node.data?.hProperties, {className: [GUIDE_RUN_CLASS]});
  assert.deepEqual(node.children, [
    {type: 'text', value: `${guideRunSentence(lineOf('docs/developer/viem.md')!)} `},
    {type: 'link', url: README_SECTION, children: [{type: 'text', value: GUIDE_RUN_LINK_TEXT}]},
  ]);
  assert.equal(
    htmlTree('docs/cli/account.md').children.filter((c) => c.data?.hProperties?.className !== undefined).length,
    1,
    'a page without guide: has only its reading time',
  );
});

test('the twin and read_page: the line under the title; no feedback form and no step reports', async () => {
  const file = path.join(ROOT, 'tests/fixtures/docs/guide-page.md');
  const permalink = '/__fixtures/docs/guide-page';
  const twin = twinOf(readFileSync(file, 'utf8'), file, permalink);
  const expected = `This guide runs end to end in CI on a local Anvil ${installed('@foundry-rs/anvil')} chain with Celo Sepolia Testnet's chain id (11142220), with viem ${installed('viem')}. [How the code samples are checked](${README_SECTION})`;
  assert.ok(twin.startsWith(`${expected}\n\n`), twin);
  const text = await readPageOverMcp({permalink, title: 'A guide page', markdown: twin});
  assert.ok(text.startsWith(`# A guide page\n\n${expected}\n\n`), text);
  for (const control of ['Was this page helpful', 'Report a problem with this step', 'data-report-line'])
    assert.ok(!text.includes(control), `read_page has no "${control}"`);
  const plain = twinOf(readFileSync(path.join(ROOT, 'docs/cli/account.md'), 'utf8'), file, '/cli/account');
  assert.ok(!plain.includes('This guide runs'), 'a page without guide: has no line in its twin');
});

test('search records and assistant passages leave the line out, as they leave out the reading time', () => {
  const line = guideRunSentence(lineOf('docs/developer/viem.md')!);
  const html =
    '<html><head><title>Using viem with Celo</title></head><body><article><div class="theme-doc-markdown markdown">' +
    '<header><h1>Using viem with Celo</h1></header><p class="reading-time">9 min read</p>' +
    `<p class="${GUIDE_RUN_CLASS}">${line} <a href="${README_SECTION}">${GUIDE_RUN_LINK_TEXT}</a></p>` +
    '<p>viem is a TypeScript library for Ethereum-compatible chains.</p></div></article></body></html>';
  const records = JSON.stringify(extractRecords(html, '/developer/viem', 'Tooling'));
  const passages = JSON.stringify(extractPage(html, '/developer/viem'));
  for (const text of [records, passages]) {
    assert.match(text, /viem is a TypeScript library/);
    assert.doesNotMatch(text, /runs end to end in CI|min read/);
  }
});
