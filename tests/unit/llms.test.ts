/**
 * The files for readers' tools in the last build (`npm run build` first): /llms.txt, /llms-full.txt and the
 * Markdown twin of every doc (src/plugins/markdown-twins), checked against src/data/routes.txt, the built
 * HTML and the typed data.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import sidebars from '../../sidebars';
import {docRoutes, loadRoutes, routeToFile} from '../../scripts/route-manifest.mjs';
import {parseLlmsTxt, routeOfTwin, twinPath} from '../../src/plugins/markdown-twins/llmsTxt';
import {docToMarkdown, leftoverMdx, parseTwin, relativeLinks} from '../../src/plugins/markdown-twins/toMarkdown';
import {networks} from '../../src/data/networks';

const ROOT = path.join(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const SITE = 'https://docs.celo.org';
const built = (p: string) => path.join(BUILD, p);
const routes = docRoutes(loadRoutes());

test('the build has llms.txt, llms-full.txt and twins (run `npm run build` first)', () => {
  for (const f of ['llms.txt', 'llms-full.txt', 'network/mainnet.md'])
    assert.ok(existsSync(built(f)), `build/${f} is missing`);
});

test('llms.txt: llmstxt.org structure, every doc route listed exactly once, every link a built twin', () => {
  const text = readFileSync(built('llms.txt'), 'utf8');
  const {title, summary, entries} = parseLlmsTxt(text);
  assert.equal(title, 'Celo Documentation');
  assert.ok(summary.length > 40, 'a one-line summary follows the title');
  const sections = [...new Set(entries.map((e) => e.section))];
  assert.equal(sections.length, Object.keys(sidebars).length, `one "##" section per sidebar: ${sections.join(', ')}`);
  const counts = new Map<string, number>();
  for (const e of entries) {
    assert.ok(
      e.url.startsWith(`${SITE}/`) && e.url.endsWith('.md'),
      `line ${e.line}: ${e.url} is not an absolute .md URL`,
    );
    const twin = new URL(e.url).pathname;
    assert.ok(existsSync(built(twin)), `line ${e.line}: ${e.url} has no built twin`);
    assert.ok(e.title.trim(), `line ${e.line}: empty title`);
    const route = routeOfTwin(twin);
    counts.set(route, (counts.get(route) ?? 0) + 1);
  }
  const missing = routes.filter((r) => !counts.has(r));
  assert.deepEqual(missing, [], 'doc routes not listed in llms.txt');
  const twice = [...counts].filter(([, n]) => n > 1).map(([r]) => r);
  assert.deepEqual(twice, [], 'routes listed more than once');
  const extra = [...counts.keys()].filter((r) => !routes.includes(r));
  assert.deepEqual(extra, [], 'llms.txt lists routes that src/data/routes.txt does not have');
});

test('llms.txt follows sidebar order: each section starts with its sidebar’s first doc, /network/mainnet after /network', () => {
  const {entries} = parseLlmsTxt(readFileSync(built('llms.txt'), 'utf8'));
  const order = entries.map((e) => routeOfTwin(new URL(e.url).pathname));
  assert.equal(order[0], '/general');
  assert.ok(order.indexOf('/network') < order.indexOf('/network/mainnet'));
  assert.ok(order.indexOf('/cli') < order.indexOf('/cli/account'));
  // Unlisted CLI pages join the CLI section.
  assert.equal(
    entries.find((e) => e.url.endsWith('/cli/epochs.md'))?.section,
    entries.find((e) => e.url.endsWith('/cli.md'))?.section,
  );
  const mainnet = entries.find((e) => e.url === `${SITE}/network/mainnet.md`)!;
  assert.ok(mainnet.description.length > 20, 'items carry the page description');
});

test('every doc route has a twin: title first, no front matter, no MDX or JSX left, links absolute', () => {
  const problems: string[] = [];
  for (const route of routes) {
    const file = built(twinPath(route));
    if (!existsSync(file)) {
      problems.push(`${route}: no twin at build${twinPath(route)}`);
      continue;
    }
    const md = readFileSync(file, 'utf8');
    if (!md.startsWith('# ')) problems.push(`${route}: does not start with its "# " title`);
    if (/^---\n/m.test(md.split('\n').slice(0, 3).join('\n'))) problems.push(`${route}: front matter left`);
    const tree = parseTwin(md);
    for (const p of leftoverMdx(tree)) problems.push(`${route}: ${p}`);
    for (const link of relativeLinks(tree)) problems.push(`${route}: relative link at ${link}`);
  }
  assert.deepEqual(problems, []);
});

test('every doc’s fenced code blocks keep their language in the twin', () => {
  for (const route of ['/network/mainnet', '/developer/deploy/hardhat', '/cli/account']) {
    const source = readFileSync(path.join(ROOT, routeToFile(route, loadRoutes())), 'utf8');
    const twin = readFileSync(built(twinPath(route)), 'utf8');
    const langs = (s: string) => [...s.matchAll(/^\s*```(\w+)/gm)].map((m) => m[1]);
    for (const lang of new Set(langs(source)))
      assert.ok(langs(twin).includes(lang), `${route}: \`\`\`${lang} block lost`);
  }
});

/** Every 0x address and chain id the built HTML page shows must be in its twin. */
function dataOfHtml(route: string): string[] {
  const $ = load(readFileSync(built(`${route}.html`), 'utf8'));
  const text = $('article').text();
  return [...new Set(text.match(/0x[0-9a-fA-F]{40}/g) ?? [])];
}

test('data pages’ twins contain their data: the mainnet chain id and RPC URL, every address the pages show', () => {
  const mainnet = readFileSync(built('network/mainnet.md'), 'utf8');
  assert.match(mainnet, new RegExp(`\\b${networks.mainnet.chainId}\\b`));
  assert.ok(mainnet.includes(networks.mainnet.rpc.https), 'mainnet twin has the RPC URL');
  const overview = readFileSync(built('network.md'), 'utf8');
  for (const n of Object.values(networks))
    assert.ok(overview.includes(String(n.chainId)), `/network twin has ${n.name}'s chain id`);
  for (const route of ['/contract-addresses', '/token-addresses', '/uniswap-addresses']) {
    const addresses = dataOfHtml(route);
    assert.ok(addresses.length >= 10, `${route} shows addresses`);
    const twin = readFileSync(built(`${route.slice(1)}.md`), 'utf8');
    const missing = addresses.filter((a) => !twin.includes(a));
    assert.deepEqual(missing, [], `${route}.md lacks addresses its page shows`);
  }
  assert.match(
    readFileSync(built('network/mainnet/run-full-node.md'), 'utf8'),
    /celocli node:synced/,
    '<CliCommand> rendered',
  );
});

test('llms-full.txt holds every twin in llms.txt order, each with its title and canonical URL', () => {
  const full = readFileSync(built('llms-full.txt'), 'utf8');
  const {entries} = parseLlmsTxt(readFileSync(built('llms.txt'), 'utf8'));
  let last = -1;
  for (const e of entries) {
    const url = e.url.replace(/\.md$/, '').replace(`${SITE}/index`, SITE);
    const at = full.indexOf(`\nURL: ${url}\n`);
    assert.ok(at > last, `${url} missing or out of order in llms-full.txt`);
    assert.ok(full.slice(0, at).endsWith(`# ${e.title}\n`), `${url} is preceded by its title`);
    last = at;
  }
  assert.ok(full.includes('`42220`'), 'data components rendered');
});

test('the converter: admonitions, tabs, data components, relative links, imports; errors name file and line', () => {
  const ctx = {
    siteUrl: SITE,
    sourcePath: path.join(ROOT, 'docs/x/page.mdx'),
    permalink: '/x/page',
    permalinkOfFile: (f: string) => (f === path.join(ROOT, 'docs/x/other.md') ? '/x/other' : undefined),
  };
  const md = docToMarkdown(
    [
      '---',
      'title: T',
      '---',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      ':::tip[Be quick]',
      'Read [the other page](./other.md#a) and [that](/network).',
      ':::',
      '',
      '<Tabs>',
      '  <TabItem value="npm" label="npm">',
      '',
      '  ```bash',
      '  npm i viem',
      '  ```',
      '',
      '  </TabItem>',
      '  <TabItem value="yarn" label="Yarn">',
      '',
      '  Use **yarn**.',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      '<NetworkTable network="celoSepolia" />',
      '',
      '- item',
      '',
      '  :::note',
      '  Inside a list.',
      '  :::',
      '',
      '{/* a comment */}',
      '![Logo](/img/logo.svg)',
    ].join('\n'),
    ctx,
  );
  assert.match(
    md,
    /^> \*\*Tip: Be quick\*\*\n>\n> Read \[the other page\]\(https:\/\/docs\.celo\.org\/x\/other#a\) and \[that\]\(https:\/\/docs\.celo\.org\/network\)\./m,
  );
  assert.match(md, /\*\*npm\*\*\n\n```bash\nnpm i viem\n```\n\n\*\*Yarn\*\*\n\nUse \*\*yarn\*\*\./);
  assert.ok(md.includes(`\`${networks.celoSepolia.chainId}\``));
  assert.match(md, /- item\n\n {2}> \*\*Note\*\*\n {2}>\n {2}> Inside a list\./);
  assert.ok(md.includes('![Logo](https://docs.celo.org/img/logo.svg)'));
  assert.deepEqual(leftoverMdx(md), []);
  assert.doesNotMatch(md, /import|title: T|comment/);
  assert.throws(
    () => docToMarkdown('\n\n<Widget />\n', ctx),
    /docs\/x\/page\.mdx:3: <Widget \/> has no Markdown rendering/,
  );
  assert.throws(
    () => docToMarkdown('<NetworkTable network="nope" />', ctx),
    /page\.mdx:1: <NetworkTable> has unknown network="nope"/,
  );
  assert.throws(() => docToMarkdown('<NetworkTable network={key} />', ctx), /attribute network=\{key\}/);
});

test('the llms.txt parser names the line of a malformed item', () => {
  assert.throws(() => parseLlmsTxt('# T\n\n> s\n\n## A\n\n- not a link\n'), /line 7: not a "- \[Title\]\(url\)/);
  assert.throws(() => parseLlmsTxt('# T\n\n> s\n\n- [a](https://x/a.md)\n'), /line 5: item before any "## " section/);
});
