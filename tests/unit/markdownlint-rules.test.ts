// The project's markdownlint rules (scripts/markdownlint-rules): each one fails on its fixture in
// tests/fixtures/markdownlint, at the line and with the detail a writer needs, and passes the good page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {lint} from 'markdownlint/promise';
import customRules from '../../scripts/markdownlint-rules/index.mjs';
import {pastFutureDates} from '../../scripts/markdownlint-rules/past-future-date.mjs';
import {formulaIn, signpostIn, stepNarrationIn} from '../../scripts/markdownlint-rules/formula-opening.mjs';
import {writerNoteIn} from '../../scripts/markdownlint-rules/writer-notes.mjs';
import {titleProblem} from '../../scripts/markdownlint-rules/admonition-title.mjs';
import {namesSigner} from '../../scripts/markdownlint-rules/celocli-signer.mjs';

const ROOT = path.join(__dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/markdownlint');
const TODAY = '2026-11-24';

type Problem = {line: number; rule: string; detail: string};

/** Only the project's rules, with a fixed build date so the date rule is reproducible. */
async function problems(fixture: string): Promise<Problem[]> {
  const file = path.join(FIXTURES, fixture);
  const config: Record<string, unknown> = {default: false};
  for (const rule of customRules) config[rule.names[0]!] = true;
  config['celo-past-future-date'] = {today: TODAY};
  config['celo-verified-record'] = {today: TODAY};
  const results = await lint({files: [file], config, customRules});
  return (results[file] ?? []).map((r) => ({line: r.lineNumber, rule: r.ruleNames[0]!, detail: r.errorDetail ?? ''}));
}

function only(list: Problem[], rule: string): Problem[] {
  return list.filter((p) => p.rule === rule);
}

/** Asserts that `find` reports a phrase in each sentence (reported: true) or in none of them (reported: false). */
function expectEach(find: (s: string) => string | null, sentences: string[], reported: boolean): void {
  for (const s of sentences) {
    if (reported) assert.ok(find(s), `${find.name} finds nothing in "${s}"`);
    else assert.equal(find(s), null, `${find.name} finds "${find(s)}" in "${s}"`);
  }
}

test('the good page passes every project rule', async () => {
  assert.deepEqual(await problems('good.md'), []);
});

test('celo-front-matter: a long description and a missing title and description fail', async () => {
  assert.deepEqual(only(await problems('front-matter.md'), 'celo-front-matter'), [
    {line: 6, rule: 'celo-front-matter', detail: 'description is 162 characters (must be under 160)'},
  ]);
  assert.deepEqual(
    only(await problems('front-matter-missing.md'), 'celo-front-matter').map((p) => p.detail),
    ['front matter has no title', 'front matter has no description'],
  );
});

test('celo-opening: an opening under 60 words fails, counting its words', async () => {
  assert.deepEqual(only(await problems('opening.md'), 'celo-opening'), [
    {line: 6, rule: 'celo-opening', detail: 'opening (text before the first h2) has 7 words (needs 60)'},
  ]);
});

test('celo-has-h2: a page with only an h3 fails', async () => {
  assert.deepEqual(
    only(await problems('has-h2.md'), 'celo-has-h2').map((p) => p.detail),
    ['page has no h2 section'],
  );
});

test('celo-no-h1: a # heading in the page fails at its line (file line numbers count the front matter)', async () => {
  const found = only(await problems('no-h1.md'), 'celo-no-h1');
  assert.equal(found.length, 1);
  assert.equal(found[0]!.line, 6);
});

test('celo-route-links: unknown routes fail, and so does a page with no internal link', async () => {
  assert.deepEqual(
    only(await problems('route-links.md'), 'celo-route-links').map((p) => `${p.line}: ${p.detail}`),
    ['10: links to unknown route /no/such/page', '10: links to unknown route /network/node/fornoo#setup'],
  );
  assert.match(only(await problems('route-links-none.md'), 'celo-route-links')[0]!.detail, /links to no related page/);
});

test('celo-no-relative-links: ./ and ../ links fail', async () => {
  assert.deepEqual(
    only(await problems('no-relative-links.md'), 'celo-no-relative-links').map((p) => p.detail),
    [
      'relative link ./sibling.md; link by route (/section/page)',
      'relative link ../index.md; link by route (/section/page)',
    ],
  );
});

test('celo-no-address-literals: a 40-hex address fails at its line', async () => {
  const found = only(await problems('no-address-literals.md'), 'celo-no-address-literals');
  assert.equal(found.length, 1);
  assert.equal(found[0]!.line, 10);
  assert.match(found[0]!.detail, /literal address 0x471EcE3750Da237f93B8E339c536989b8978a438/);
});

test('celo-admonition-title: the old form, a colon in brackets and unbalanced brackets fail', async () => {
  const found = only(await problems('admonition-title.md'), 'celo-admonition-title');
  assert.deepEqual(
    found.map((p) => p.line),
    [10, 14, 18],
  );
  assert.match(found[0]!.detail, /old title form "Old title syntax" renders as body text/);
  assert.match(found[1]!.detail, /title "Superseded by network:whitelist" contains ":"/);
  assert.match(found[2]!.detail, /not closed/);
  assert.equal(titleProblem('[Use `network:whitelist`]'), null);
  assert.equal(titleProblem('[Celo L1 content]'), null);
  assert.equal(titleProblem(''), null);
});

test("celo-formula-opening: each formula in the opening fails, the same words after the first h2 do not; a sentence about the page's structure fails anywhere outside code", async () => {
  const found = only(await problems('formula-opening.md'), 'celo-formula-opening');
  assert.deepEqual(
    found.map((p) => `${p.line}: ${p.detail.split(';')[0]}`),
    [
      '6: formula opening "This page is for"',
      '6: formula opening "This guide explains"',
      '7: formula opening "After reading this page you will"',
      '7: formula opening "By the end of this tutorial, you\'ll"',
      '8: sentence about the page "The sections below"',
      '14: sentence about the page "The sections that follow"',
      '18: sentence about the page "The rest of this page"',
      '21: sentence about the page "Below, we"',
      '21: sentence about the page "In the following sections, we"',
      '21: sentence about the page "Each section below"',
      '22: sentence about the page "This guide covers"',
    ],
  );
  // Close variants.
  expectEach(
    formulaIn,
    [
      'This guide is written for operators.',
      'In this tutorial you will build a dApp.',
      'You will learn to deploy.',
      "After reading it, you'll know.",
      'By the end you should have a node.',
      'This section covers fees.',
      'The section below lists the fees.',
      'The sections further down compare the bridges.',
      'The following sections explain how to vote.',
      'Below we list the bridges.',
      'The remainder of this guide uses viem.',
      'The sections of this page follow the order of a deployment.',
    ],
    true,
  );
  expectEach(
    formulaIn,
    [
      'Forno is a public RPC service.',
      'This page lists every address.',
      'You will need a funded account.',
      'Add the following sections to config.toml.',
      'See the table below for the fees.',
      'Gas prices fall below 1 gwei at night, and we mean the base fee.',
    ],
    false,
  );
  // Signposts are reported anywhere; formulas about the reader only in the opening.
  assert.equal(signpostIn('The sections below list the endpoints.'), 'The sections below');
  assert.equal(signpostIn('This page is for developers.'), null);
});

test("celo-formula-opening: a sentence retelling the page's own steps fails anywhere in prose; conditions, facts about the steps, instructions inside a section and the lead-in of a list or code block pass", async () => {
  const found = only(await problems('formula-steps.md'), 'celo-formula-opening');
  assert.deepEqual(
    found.map((p) => `${p.line}: ${p.detail.split(';')[0]}`),
    [
      '6: sentence about the page\'s steps "Follow the steps below"',
      '6: sentence about the page\'s steps "The steps below install"',
      '6: sentence about the page\'s steps "the instructions below walk"',
      '7: formula opening "This guide walks you"',
      '16: sentence about the page "What follows describes"',
      '16: sentence about the page\'s steps "The following steps take"',
      '26: sentence about the page\'s steps "The steps below install"',
    ],
  );
  // Close variants: the procedure as subject, at the start of the sentence or of a clause, narrating the page.
  const narrations = [
    'The steps below install each on Apple silicon or Intel Macs.',
    'The following steps take a developer from an empty folder to a deployed contract.',
    'In a React app you create a project; the steps below do each of these.',
    'The instructions below will walk you through it.',
    'The steps that follow build a subgraph.',
    'The steps on this page configure AppKit.',
    'The procedure below shows how keys rotate.',
    'The steps below are for Apple silicon.',
    'This tutorial takes you from zero to a deployed contract.',
    'The overview below explains the shared principles.',
  ];
  expectEach(stepNarrationIn, narrations, true);
  expectEach(
    formulaIn,
    [
      ...narrations,
      'What follows describes the proxy.',
      'This page summarises the Layer 1 setup.',
      'This page discusses privacy.',
      'Follow the steps below to set up a Mac.',
    ],
    true,
  );
  // A condition, a fact about the steps or another instruction is information, not a narration.
  expectEach(
    stepNarrationIn,
    [
      'Follow the steps below to rotate the key.',
      'If the steps below fail, run foundryup again.',
      'The commands below only work with celocli 3.',
      'A flag overrides the saved node; the commands below name it anyway, so each one works on its own.',
      'On Windows, run these commands inside WSL.',
      'A migration to viem usually follows these steps:',
      'See the steps below for Windows.',
      'What follows from this is a lower fee.',
    ],
    false,
  );
  expectEach(
    formulaIn,
    ['On Windows, run these commands inside WSL.', 'What follows from this is a lower fee.'],
    false,
  );
});

test("celo-writer-notes: a note about where the page's values came from or what a source said when checked fails, in prose only; ordinary sentences pass", async () => {
  assert.deepEqual(
    only(await problems('writer-notes.md'), 'celo-writer-notes').map((p) => `${p.line}: ${p.detail.split(';')[0]}`),
    [
      '10: note for writers "The values below come from"',
      '11: note for writers "The newest documentation lists"',
      '11: note for writers "According to the L1 documentation"',
      '12: note for writers "At the time of checking"',
      '12: note for writers "listed in the Celo docs"',
      '13: note for writers "newest stored commit"',
    ],
  );
  for (const s of [
    'The figures in this table were taken from the genesis file.',
    'The current docs say the stage lasts a week.',
    "Celo's latest documentation mentions two bridges.",
    'according to the newest docs, it changed',
    'The page was last checked on 1 May 2026.',
    'Celo docs mention a Celoscan explorer for Celo Sepolia as well.',
    'The Mainnet figures in this table were taken from the genesis file.',
    "Values in this table are those given in Celo's protocol documentation.",
    "Celo's fee-currency reference on docs.celo.org lists USDC and USDT.",
  ]) {
    assert.ok(writerNoteIn(s), `no writer's note found in "${s}"`);
  }
  for (const s of [
    "Check the bridge's official documentation for its fees.",
    'According to the contract, the stage lasts a day.',
    'The values below are in wei.',
    'Older documentation listed Cloud Functions URLs; they no longer answer.',
    'At the time of the migration, the docs changed.',
    'On OP Stack chains the value comes from the Ethereum block the L2 block is derived from.',
    'Since celocli 7.0.0 the Ledger addresses come from the Ethereum path.',
    'Translation of Celo documentation has been coordinated on Crowdin.',
  ]) {
    assert.equal(writerNoteIn(s), null, `writer's note found in "${s}"`);
  }
});

test('celo-past-future-date: a passed date in a planned/scheduled/will sentence fails, a month without a year takes the sentence\'s year, an undated "at the time of writing" fails; a past or future date does not', async () => {
  const found = only(await problems('past-future-date.md'), 'celo-past-future-date');
  assert.deepEqual(found.map((p) => `${p.line}: ${p.detail.split(',')[0]}`).sort(), [
    '10: "planned" about 30 September 2025',
    '11: "scheduled" about September 2025',
    '11: "will" about 2025-07-10',
    '13: "scheduled" about September (2025)',
    '14: "At the time of writing" has no date; say when the claim held (a date or a version) or make it timeless',
  ]);
  const now = Date.parse(`${TODAY}T00:00:00Z`);
  assert.deepEqual(
    pastFutureDates('The fork is expected to ship in Q2 2026.', now).map((h) => h.date),
    ['Q2 2026'],
  );
  assert.deepEqual(pastFutureDates('The fork will ship in December 2026.', now), []);
  assert.deepEqual(pastFutureDates('It became an L2 in September 2024 and was scheduled for sunset later.', now), []);
});

test('celo-network-values: an RPC URL, explorer host or chain id not in src/data/networks.ts fails, in code too', async () => {
  assert.deepEqual(
    only(await problems('network-values.md'), 'celo-network-values').map((p) => `${p.line}: ${p.detail}`),
    [
      '10: RPC URL https://forno.celo-sepolia.testnet.org is not in src/data/networks.ts',
      '11: explorer celo-alfajoress.blockscout.com is not in src/data/networks.ts',
      '11: explorer sepoliaa.celoscan.io is not in src/data/networks.ts',
      '14: chain id 42221 is not a Celo or settlement-layer chain id',
      '14: chain id 42221 is not a Celo or settlement-layer chain id',
    ],
  );
});

test('celo-celocli-node: a command that connects but names no node fails, in code and in copyable inline code', async () => {
  assert.deepEqual(
    only(await problems('celocli-node.md'), 'celo-celocli-node').map(
      (p) => `${p.line}: ${p.detail.split(' connects')[0]}`,
    ),
    ['11: celocli bridge:withdraw-prove', '16: celocli election:list', '23: celocli account:show'],
  );
});

test('celo-celocli-signer: a command that sends a transaction with no signer flag, under prose that names no signer, fails; a signer flag, --help, a usage line, or a sentence naming a Ledger, a private key or an unlocked node above the block (or its run of blocks) passes', async () => {
  assert.deepEqual(
    only(await problems('celocli-signer.md'), 'celo-celocli-signer').map(
      (p) => `${p.line}: ${p.detail.split(' sends')[0]}`,
    ),
    ['14: celocli lockedcelo:lock', '45: celocli account:set-name'],
  );
  const [first] = only(await problems('celocli-signer.md'), 'celo-celocli-signer');
  assert.match(
    first!.detail,
    /add --useLedger or --privateKey, or say in the sentence before the block how it signs .*"Unable to create an RPC Wallet Client, the node is not unlocked"/,
  );
  assert.equal(namesSigner('Sign the vote on your Ledger.'), true);
  assert.equal(namesSigner('Pass your private key with care.'), true);
  assert.equal(namesSigner('The ledger of balances changes.'), false);
  assert.equal(namesSigner('Then lock the CELO.'), false);
});

test('celo-claims-need-record: a page under the pages root that gives a command, an import of a recorded package, a version, address, chain parameter or date fails at its first claim, naming the page and the two ways out; a record, a listed reason or no claim passes', async () => {
  const dir = path.join(FIXTURES, 'claims');
  const names = [
    'address',
    'command',
    'date',
    'imports',
    'inline',
    'listed',
    'none',
    'parameter',
    'recorded',
    'version',
  ];
  const files = names.map((f) => path.join(dir, `${f}.md`));
  const config = {
    default: false,
    'celo-claims-need-record': {pages_root: 'tests/fixtures/markdownlint/claims', unverified: ['listed.md']},
  };
  const results = await lint({files, config, customRules});
  const found = Object.entries(results)
    .flatMap(([file, list]) => list.map((r) => `${path.basename(file)}:${r.lineNumber}: ${r.errorDetail}`))
    .sort();
  const tail =
    'but has no verified: record. Check the page against its sources and add a record (CONTRIBUTING.md, "Verified records"), or, if the page is history, legal text, a link hub, a third-party service\'s facts or this repository\'s own workflow, list it with its reason in src/data/unverifiedPages.ts';
  assert.deepEqual(found, [
    `address.md:10: tests/fixtures/markdownlint/claims/address.md gives an address component ("<TokenAddresses network="mainnet" />") ${tail}`,
    `command.md:16: tests/fixtures/markdownlint/claims/command.md gives a command ("npm install viem") ${tail}`,
    `date.md:10: tests/fixtures/markdownlint/claims/date.md gives a date ("26 March 2025") ${tail}`,
    `imports.md:11: tests/fixtures/markdownlint/claims/imports.md gives code that imports a package ("import {createPublicClient, http} from 'viem';") ${tail}`,
    `inline.md:10: tests/fixtures/markdownlint/claims/inline.md gives a command ("npx tsx read.ts") ${tail}`,
    `parameter.md:10: tests/fixtures/markdownlint/claims/parameter.md gives a chain parameter ("chain id 42220") ${tail}`,
    `version.md:10: tests/fixtures/markdownlint/claims/version.md gives a version ("celocli 9.0.1") ${tail}`,
  ]);
  // Outside the pages root (docs/ by default) the rule says nothing: fixtures and other Markdown are not pages.
  const outside = await lint({files, config: {default: false, 'celo-claims-need-record': true}, customRules});
  assert.deepEqual(Object.values(outside).flat(), []);
});

test('celo-verified-record: unquoted values, a non-calendar date, unknown keys and ids, a branch given a name, a tag prefix, a range, a commit for a release and a future date fail, naming the front-matter line', async () => {
  assert.deepEqual(
    only(await problems('verified-record.md'), 'celo-verified-record').map((p) => p.detail),
    [
      'line 5: verified.date: "2026-02-30" is not a calendar date (YYYY-MM-DD)',
      'line 6: verified.checked-by: unknown key `checked-by` (a record has only date and against)',
      "line 8: celocli: 9.10 is not quoted (YAML reads it as the number 9.1); write celocli: '9.10'",
      "line 9: viem: 2.31.0 is not quoted; write viem: '2.31.0'",
      "line 10: verified.against.celo-monorepo: 'master' is not a commit: celo-monorepo follows the branch master of celo-org/celo-monorepo, so record the commit you read (7 to 40 lower-case hex digits)",
      "line 11: verified.against.celo-reth: 'celo/reth-v1.0.1' carries the tag prefix 'celo/reth-v': record the version alone ('1.0.1')",
      'line 12: verified.against.celoclii: unknown upstream id `celoclii` (ids are in src/data/upstreams.ts; did you mean `celocli`?)',
      "line 13: verified.against.ethers: '^6.13.0' is not a version: record the exact version you checked, such as '9.0.1' (no range, tag or prefix)",
      "line 14: verified.against.celo-l2-node-docker-compose: '7aafa1c' is a commit, but celo-l2-node-docker-compose follows the releases of celo-org/celo-l2-node-docker-compose (tags v<version>): record the release you checked the page against, such as '1.4.5' for the tag v1.4.5",
    ],
  );
  assert.deepEqual(
    only(await problems('verified-record-future.md'), 'celo-verified-record').map((p) => p.detail),
    [
      `line 5: verified.date: 2026-12-01 is after today (${TODAY})`,
      'line 6: verified.against: must map at least one upstream id (src/data/upstreams.ts) to the version or commit you checked',
    ],
  );
});

test('npm run lint:md names the file, the line and the rule', () => {
  const bin = path.join(ROOT, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs');
  const run = spawnSync(process.execPath, [bin, '--no-globs', 'tests/fixtures/markdownlint/no-h1.md'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  assert.match(run.stdout + run.stderr, /tests\/fixtures\/markdownlint\/no-h1\.md:6 error celo-no-h1 /);
});
