import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildPassagesFile, extractPage} from '../../src/assistant/extract';
import {
  answerQuestion,
  buildAssistantIndex,
  displayedText,
  MAX_QUESTION_LENGTH,
  NO_ANSWER_MESSAGE,
  postingsOf,
} from '../../src/assistant/answer';
import {contentWords, splitSentences, stem, words} from '../../src/assistant/text';
import {isPolicyQuestion, questionSubject, questionType, wantsWholeSetup} from '../../src/assistant/intent';
import {validatePassagesFile} from '../../src/assistant/passages';
import {readAssistantConfig, COOKBOOK_SCRIPT} from '../../src/config/assistant';
import {loadSiteConfig} from './loadSiteConfig';

const page = (title: string, body: string) =>
  `<html><head><title>${title}</title></head><body><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;
const code = (lang: string, lines: string[]) =>
  `<div class="language-${lang} theme-code-block"><pre><code>${lines.map((l) => `<span class="token-line">${l}<br></span>`).join('')}</code></pre><button>Copy</button></div>`;

const pages = [
  extractPage(
    page(
      'Locking CELO',
      '<p>This page is for holders who want to lock CELO and you will learn how locking works.</p>' +
        '<h2 id="unlock">Unlock and withdraw</h2><p>Unlocked CELO becomes a pending withdrawal. It waits for the unlocking period of 3 days, after which you can withdraw it.</p>' +
        '<h2 id="lock">Lock from the command line</h2><p>Lock CELO with celocli:</p>' +
        code('bash', ['celocli lockedcelo:lock --from 0xYou --value 1000']) +
        '<h2 id="params">Parameters</h2><p>The parameters of locking are:</p><table><thead><tr><th>Parameter</th><th>Value</th></tr></thead><tbody><tr><td>Unlocking period</td><td>3 days</td></tr><tr><td>Maximum delegatees</td><td>10</td></tr></tbody></table>' +
        '<h2 id="related">Related pages</h2><ul><li><a href="/x">Voting</a></li></ul>',
    ),
    '/holder/lock',
  )!,
  extractPage(
    page(
      'Forno public RPC',
      '<p>Forno is the free public RPC service for Celo.</p><h2 id="limits">Rate limits</h2><p>Forno is rate limited, so heavy traffic should use a node provider.</p><h2 id="setup">Connect</h2><p>Point your client at Forno.</p>',
    ),
    '/network/node/forno',
  )!,
];
const index = buildAssistantIndex(validatePassagesFile(JSON.parse(JSON.stringify(buildPassagesFile(pages)))));

test('pages are cut into sections with paragraphs, code (line by line) and table rows; buttons and link lists are left out', () => {
  const lock = pages[0]!;
  assert.deepEqual(
    lock.sections.map((s) => [s.heading, s.anchor]),
    [
      ['', ''],
      ['Unlock and withdraw', 'unlock'],
      ['Lock from the command line', 'lock'],
      ['Parameters', 'params'],
      ['Related pages', 'related'],
    ],
  );
  assert.deepEqual(lock.sections[2]!.blocks[1], ['code', 'celocli lockedcelo:lock --from 0xYou --value 1000', 'bash']);
  assert.deepEqual(lock.sections[3]!.blocks[1], [
    'table',
    'Parameter | Value\nUnlocking period | 3 days\nMaximum delegatees | 10',
  ]);
  assert.deepEqual(lock.sections[4]!.blocks, []);
  assert.ok(!JSON.stringify(lock).includes('Copy'));
});

test('"how long" prefers the sentence holding a duration and cites its section', () => {
  const a = answerQuestion(index, 'How long does it take to unlock CELO?');
  assert.equal(a.kind, 'answer');
  if (a.kind !== 'answer') return;
  assert.match(displayedText(a), /3 days/);
  assert.ok(a.citations.some((c) => c.url === '/holder/lock#unlock' || c.url === '/holder/lock#params'));
  // The page opening ("This page is for …") is never quoted while something else matches.
  assert.doesNotMatch(displayedText(a), /This page is for/);
});

test('"how do I" shows the code a sentence introduces', () => {
  const a = answerQuestion(index, 'How do I lock CELO from the command line?');
  assert.equal(a.kind, 'answer');
  if (a.kind !== 'answer') return;
  const withCode = a.quotes.find((q) => q.code);
  assert.ok(withCode, displayedText(a));
  assert.equal(withCode.code!.text, 'celocli lockedcelo:lock --from 0xYou --value 1000');
  assert.equal(a.citations[withCode.citation]!.url, '/holder/lock#lock');
});

test('a table answer shows only the matching row with its header', () => {
  const a = answerQuestion(index, 'What is the maximum number of delegatees?');
  assert.equal(a.kind, 'answer');
  if (a.kind !== 'answer') return;
  const rows = a.quotes.find((q) => q.rows)?.rows;
  assert.deepEqual(rows, ['Parameter | Value', 'Maximum delegatees | 10']);
});

test('follow-ups are the cited page\'s other headings, without "Related pages"', () => {
  const a = answerQuestion(index, 'How long does it take to unlock CELO?');
  assert.equal(a.kind, 'answer');
  if (a.kind !== 'answer') return;
  const labels = a.followUps.map((f) => f.label);
  assert.ok(labels.length > 0);
  assert.ok(!labels.includes('Related pages'));
  for (const c of a.citations) assert.ok(!labels.some((l) => c.title.endsWith(l)));
});

test('data questions get a card with the one matching value and a reference link', () => {
  const chain = answerQuestion(index, 'What is the chain ID of Celo Sepolia?');
  assert.equal(chain.kind, 'data');
  if (chain.kind === 'data') {
    assert.equal(chain.cards.length, 1);
    assert.equal(chain.cards[0]!.value, '11142220');
    assert.equal(chain.cards[0]!.network, 'Celo Sepolia Testnet');
  }
  const adapter = answerQuestion(index, 'Which fee currency adapter do I use for USDC on mainnet?');
  assert.equal(adapter.kind, 'data');
  if (adapter.kind === 'data') assert.equal(adapter.cards[0]!.value, '0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B');
  const cli = answerQuestion(index, 'What does lockedcelo:unlock do?');
  assert.equal(cli.kind, 'data');
  if (cli.kind === 'data') {
    assert.equal(cli.cards[0]!.label, 'celocli lockedcelo:unlock');
    assert.match(cli.cards[0]!.value, /^celocli lockedcelo:unlock/);
    assert.equal(cli.cards[0]!.reference.url, '/cli/lockedgold');
  }
});

test('honest refusal: a word the docs never use is named, with a search offer', () => {
  const a = answerQuestion(index, 'How do I lock CELO for the airdrop?');
  assert.equal(a.kind, 'no-answer');
  if (a.kind === 'no-answer') {
    assert.equal(a.message, "The docs don't mention 'airdrop'.");
    assert.equal(a.search, 'How do I lock CELO for the airdrop?');
  }
  // Two known words written as one are not "absent".
  const joined = answerQuestion(index, 'How long is the unlockingperiod?');
  assert.ok(!('missing' in joined), JSON.stringify(joined));
  assert.deepEqual(answerQuestion(index, 'what is it?'), {
    kind: 'no-answer',
    message: NO_ANSWER_MESSAGE,
    search: 'what is it?',
  });
});

test('prices, balances and financial advice get the fixed message, without quotes', () => {
  for (const q of [
    'What is the price of CELO?',
    'Should I buy CELO?',
    'What is my balance?',
    'How much CELO is in 0x471EcE3750Da237f93B8E339c536989b8978a438?',
  ]) {
    const a = answerQuestion(index, q);
    assert.equal(a.kind, 'policy', q);
    if (a.kind === 'policy') assert.ok(a.links.some((l) => /blockscout|celoscan/.test(l.url)));
  }
  for (const q of ['How do I read the gas price in USDC?', 'How do I check my balance with celocli?'])
    assert.equal(isPolicyQuestion(q), false, q);
});

test('user text that names Object.prototype members is an ordinary question', () => {
  for (const q of ['constructor', '__proto__ toString', 'hasOwnProperty valueOf of forno']) {
    assert.doesNotThrow(() => answerQuestion(index, q), q);
  }
});

test('empty and over-long questions are refused with a message', () => {
  assert.equal(answerQuestion(index, '   ').kind, 'refused');
  const long = answerQuestion(index, 'forno '.repeat(80));
  assert.equal(long.kind, 'refused');
  assert.match((long as {message: string}).message, new RegExp(`limited to ${MAX_QUESTION_LENGTH} characters`));
});

test('question types, content words and sentences', () => {
  assert.equal(questionType('How long does unlocking take?'), 'duration');
  assert.equal(questionType('How do I verify a contract?'), 'howto');
  assert.equal(questionType('Why do adapters exist?'), 'why');
  assert.equal(questionType('Can I cancel a withdrawal?'), 'yesno');
  assert.equal(questionType('How much CELO is the deposit?'), 'quantity');
  assert.deepEqual(contentWords('How do I verify a contract with Foundry?'), ['verify', 'contract', 'Foundry']);
  assert.deepEqual(
    splitSentences('First sentence here. Second one follows! Add this to the file: Third, with 42220 ids.'),
    ['First sentence here.', 'Second one follows!', 'Add this to the file:', 'Third, with 42220 ids.'],
  );
});

test('assistant mode: local by default; Ask Cookbook with its token and options', () => {
  assert.deepEqual(readAssistantConfig({}), {mode: 'local'});
  assert.deepEqual(
    readAssistantConfig({
      ASK_COOKBOOK_API_KEY: 'eyJ.abc-123',
      ASK_COOKBOOK_ALWAYS_OPEN: 'true',
      ASK_COOKBOOK_NO_FAST_MODE: '1',
    }),
    {
      mode: 'cookbook',
      apiKey: 'eyJ.abc-123',
      alwaysOpen: true,
      noFastMode: true,
    },
  );
  assert.throws(() => readAssistantConfig({ASK_COOKBOOK_API_KEY: 'a b'}), /ASK_COOKBOOK_API_KEY/);
  assert.throws(
    () => readAssistantConfig({ASK_COOKBOOK_API_KEY: 'x', ASK_COOKBOOK_ALWAYS_OPEN: 'maybe'}),
    /ASK_COOKBOOK_ALWAYS_OPEN must be/,
  );
  assert.match(COOKBOOK_SCRIPT, /^https:\/\/cdn\.jsdelivr\.net\/npm\/@cookbookdev\/docsbot\//);
});

test('site config carries the assistant mode from the environment', () => {
  const load = (env: Record<string, string>) => loadSiteConfig(env).customFields;
  assert.deepEqual(load({}).assistant, {mode: 'local'});
  assert.deepEqual(load({ASK_COOKBOOK_API_KEY: 'public-token', ASK_COOKBOOK_NO_FAST_MODE: 'true'}).assistant, {
    mode: 'cookbook',
    apiKey: 'public-token',
    alwaysOpen: false,
    noFastMode: true,
  });
});

test('a passages file of another shape is rejected with a message', () => {
  assert.throws(() => validatePassagesFile({version: 1}), /assistant-passages\.json: not a version 3 passages file/);
  assert.throws(() => validatePassagesFile(null), /not a version 3/);
  const file = buildPassagesFile(pages);
  assert.throws(
    () => validatePassagesFile({...file, index: undefined}),
    /its prebuilt index is missing or does not match its sections/,
  );
  assert.throws(
    () => validatePassagesFile({...file, index: {...file.index, lengths: file.index.lengths.slice(3)}}),
    /does not match its sections/,
  );
});

test('the prebuilt index holds, for every stem, the sections and field counts that tokenising the file gives', () => {
  const file = index.file;
  // Reference: count every stem of every section's title, heading and blocks directly.
  const expected = new Map<string, Map<number, [number, number, number]>>();
  const count = (text: string, section: number, field: 0 | 1 | 2) => {
    for (const w of words(text)) {
      const k = stem(w);
      const bySection = expected.get(k) ?? new Map<number, [number, number, number]>();
      expected.set(k, bySection);
      const counts = bySection.get(section) ?? [0, 0, 0];
      bySection.set(section, counts);
      counts[field]++;
    }
  };
  file.sections.forEach(([p, heading], id) => {
    count(file.pages[p]![1], id, 0);
    count(heading, id, 1);
  });
  for (const [section, , text] of file.blocks) count(text, section, 2);
  assert.deepEqual(new Set(file.index.terms), new Set(expected.keys()));
  for (const [k, bySection] of expected) {
    const want = [...bySection].sort((a, b) => a[0] - b[0]).map(([s, c]) => [s, ...c]);
    assert.deepEqual(postingsOf(index, k), want, k);
  }
  assert.deepEqual(postingsOf(index, 'neverinthedocs'), []);
  // Field lengths: words per section's title, heading and text.
  const totals = index.lengths.map((l) => l[0] + l[1] + l[2]);
  const words3 = file.sections.map((_, id) =>
    [...expected.values()].reduce((n, m) => n + (m.get(id)?.reduce((a, b) => a + b, 0) ?? 0), 0),
  );
  assert.deepEqual(totals, words3);
});

// The weak classes of issue #28, on pages made for the purpose (the quality set checks them on the real docs).
const classPages = [
  extractPage(
    page(
      'Using wallets',
      '<p>Wallets hold your keys, sign what you send and deploy contracts, whatever language they were written in.</p>' +
        '<h2 id="add">Adding the network</h2><p>Add Celo to a wallet by following <a href="/wallet/add">Add Celo to a wallet</a>.</p>' +
        '<p>Like Bitcoin, the ledger is public: anyone can read balances. Read <a href="https://example.org">the paper</a>.</p>',
    ),
    '/wallet',
  )!,
  extractPage(
    page(
      'Add Celo to a wallet',
      '<p>To add Celo to a wallet, open the network menu, choose a custom network and enter chain ID 42220 with the RPC URL of Forno.</p>' +
        '<h2 id="check">Check the network</h2><p>The wallet shows the balance once the network is selected.</p>',
    ),
    '/wallet/add',
  )!,
  extractPage(
    page(
      'Voting for groups',
      '<p>Voting uses locked CELO and earns rewards while the group is elected.</p>' +
        '<h2 id="vote">Vote for a group</h2><p>Cast a vote for the group:</p>' +
        code('bash', ['celocli election:vote --from $ADDRESS --for $GROUP --value 100']) +
        '<p>Votes start as pending. After the epoch ends, activate them:</p>' +
        code('bash', ['celocli election:activate --from $ADDRESS']) +
        '<h2 id="s2">2. Install the tool</h2><p>Install the tool with the package manager:</p>' +
        code('bash', ['brew install widgettool']) +
        '<p>The tool is also on the project website.</p>' +
        '<h2 id="s3">3. Add your token</h2>' +
        code('bash', ['widgettool config add-token <TOKEN>']),
    ),
    '/voting',
  )!,
  extractPage(
    page(
      'Run a widget node',
      '<p>A widget node follows the chain and serves requests to applications that need their own endpoint.</p>' +
        '<h2 id="start">Start the node</h2><p>Start it with one command once the machine is ready, and see <a href="/network">Network</a> for endpoints.</p>' +
        '<h2 id="prerequisites">Prerequisites</h2><p>The machine needs this hardware:</p><ul><li>16 GB of RAM and 4 CPU cores.</li><li>A public IP address.</li><li>Port 30303 open for peers.</li></ul>',
    ),
    '/node',
  )!,
  extractPage(
    page(
      'Widget kit v2',
      '<p>Widget kit 2.0 made the library smaller and split it into packages.</p>' +
        '<h2 id="changed">What changed and why</h2><table><thead><tr><th>Change</th><th>Effect</th></tr></thead><tbody>' +
        '<tr><td>Packages marked side-effect free</td><td>Smaller bundles</td></tr>' +
        '<tr><td>New mini kit</td><td>Only the token wrappers</td></tr></tbody></table>' +
        '<h2 id="blocks">Blocks</h2><p>The block gas limit is 30 million gas, and blocks move every second.</p>' +
        '<h3 id="header">Block header</h3><p>Header fields were added for withdrawals.</p>',
    ),
    '/kit-v2',
  )!,
];
const classIndex = buildAssistantIndex(validatePassagesFile(JSON.parse(JSON.stringify(buildPassagesFile(classPages)))));
const ask = (q: string) => answerQuestion(classIndex, q);

test('the passages keep the texts of links to doc pages (not to other sites) and the h2 above an h3', () => {
  const wallet = classPages[0]!;
  assert.deepEqual(wallet.sections[1]!.blocks[0], [
    'p',
    'Add Celo to a wallet by following Add Celo to a wallet.',
    ['Add Celo to a wallet'],
  ]);
  assert.equal(wallet.sections[1]!.blocks[1]!.length, 2);
  const kit = classPages[4]!;
  assert.deepEqual(
    kit.sections.map((s) => [s.heading, s.parent]),
    [
      ['', undefined],
      ['What changed and why', undefined],
      ['Blocks', undefined],
      ['Block header', 'Blocks'],
    ],
  );
});

test('navigation: a sentence that only links to the page named like the question is not the answer; that page is', () => {
  const a = ask('How do I add Celo to a wallet?');
  assert.equal(a.kind, 'answer');
  if (a.kind !== 'answer') return;
  assert.match(displayedText(a), /chain ID 42220/);
  assert.doesNotMatch(displayedText(a), /by following/);
  assert.equal(a.citations[0]!.url, '/wallet/add');
});

test('steps: a how-to shows the code and the step the page gives right after it', () => {
  const vote = ask('How do I vote for a group?');
  assert.equal(vote.kind, 'answer');
  assert.match(displayedText(vote), /election:vote[\s\S]*activate them:\ncelocli election:activate/);
  // A numbered step heading leads on to the next numbered section when nothing follows in its own.
  const install = ask('How do I install the tool?');
  assert.match(displayedText(install), /brew install widgettool[\s\S]*widgettool config add-token/);
  assert.doesNotMatch(displayedText(install), /project website/);
});

test('requirements: the whole list of prerequisites, not a sentence about starting the node', () => {
  assert.equal(questionType('What hardware do I need to run a widget node?'), 'requirement');
  const a = ask('What hardware do I need to run a widget node?');
  assert.equal(a.kind, 'answer');
  if (a.kind !== 'answer') return;
  const list = a.quotes.find((q) => q.items);
  assert.deepEqual(list?.items, [
    '16 GB of RAM and 4 CPU cores.',
    'A public IP address.',
    'Port 30303 open for peers.',
  ]);
  assert.equal(a.citations[list.citation]!.url, '/node#prerequisites');
});

test('changes: the whole table of changes; "2.0" matches "v2"', () => {
  assert.equal(stem('2.0'), stem('v2'));
  assert.equal(stem('2.x'), 'v2');
  assert.equal(questionType('What changed in Widget kit 2.0?'), 'changes');
  const a = ask('What changed in Widget kit 2.0?');
  assert.equal(a.kind, 'answer');
  if (a.kind !== 'answer') return;
  const table = a.quotes.find((q) => q.rows);
  assert.deepEqual(table?.rows, [
    'Change | Effect',
    'Packages marked side-effect free | Smaller bundles',
    'New mini kit | Only the token wrappers',
  ]);
});

test('outside the docs, in their words: a name they only mention in passing, or never as a name, is refused', () => {
  const bitcoin = ask('What is the gas limit of a Bitcoin block?');
  assert.equal(bitcoin.kind, 'no-answer');
  if (bitcoin.kind === 'no-answer') assert.equal(bitcoin.message, "The docs don't cover 'Bitcoin block'.");
  // "move" is a verb in these pages, never the name of a language.
  const move = ask('How do I deploy contracts written in the Move language?');
  assert.equal(move.kind, 'no-answer');
  if (move.kind === 'no-answer') assert.equal(move.message, "The docs don't cover 'Move'.");
  // Without the name, the same words are answered.
  assert.match(displayedText(ask('What is the block gas limit?')), /30 million gas/);
});

// The classes of issue #63, on pages made for the purpose (the quality set checks them on the real docs).
const li = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const issue63Pages = [
  extractPage(
    page(
      'Gas in tokens',
      '<p>Transactions on Celo can pay gas in allowlisted tokens.</p>' +
        '<h2 id="adapters">Decimals on Celo</h2><p>Fee calculations on Celo use 18 decimals.</p>',
    ),
    '/gas-tokens',
  )!,
  extractPage(
    page(
      'The CELO coin',
      '<p>CELO is the native currency of Celo.</p>' +
        '<h2 id="supply">Supply</h2><p>The supply of CELO is capped at 1 billion, of which 600 million existed at genesis. Decimals are 18, so one CELO equals 10^18 of its smallest unit.</p>',
    ),
    '/coin',
  )!,
  extractPage(
    page(
      'widgetlib',
      '<p>widgetlib reads balances and deploys contracts on Celo with standard transactions.</p>' +
        '<h2 id="fees">Fee currencies</h2><p>widgetlib does not know the feeCurrency field, so it cannot pay gas in stablecoins. A community plugin adds partial support. For new projects that pay gas in stablecoins, use viem.</p>' +
        '<h2 id="gadget">gadgetkit</h2><ul><li>gadgetkit pays gas in CELO by default. For stablecoin gas, use viem alongside gadgetkit.</li></ul>' +
        '<h2 id="keys">Keystores</h2><p>widgetlib cannot set the feeCurrency field when it signs. If you need to pay gas in a stablecoin, decrypt the keystore with widgetlib and sign with viem.</p>',
    ),
    '/widgetlib',
  )!,
  extractPage(
    page(
      'Quux upgrade notice',
      '<p>The Quux hard fork needed new client releases.</p>' +
        '<h2 id="required-versions">Required versions</h2><table><thead><tr><th>Network</th><th>op-gizmo</th></tr></thead><tbody>' +
        '<tr><td>Celo Mainnet</td><td>celo-v3.1.0 or later</td></tr><tr><td>Celo Sepolia</td><td>celo-v3.1.0-rc2 or later</td></tr></tbody></table>' +
        '<p>Nodes built for the Mainnet launch already included Quux support, so operators that migrated with the required versions needed no action.</p>',
    ),
    '/notices/quux',
  )!,
  extractPage(
    page(
      'Run a Celo Sepolia node',
      '<p>A Celo Sepolia node follows the testnet.</p>' +
        '<h2 id="upgrades">Upgrade history</h2><p>For Quux, a Celo Sepolia node required op-gizmo version celo-v3.1.0-rc2.</p>',
    ),
    '/sepolia-node',
  )!,
  extractPage(
    page(
      'Tunnel setup for Gizmo',
      '<p>Gizmo runs on your phone, but your app runs on your computer, which the phone cannot reach: a tunnel gives it a public URL.</p>' +
        '<h2 id="s1">1. Create an account</h2><p>Sign up for a free account at https://tunnel.example.</p>' +
        '<h2 id="s2">2. Install the agent</h2>' +
        code('bash', ['brew install tunnelctl']) +
        '<h2 id="s3">3. Start a tunnel</h2><p>Start your server first, then point the tunnel at its port:</p>' +
        code('bash', ['tunnelctl http 3000']) +
        '<p>Open the URL it prints in the Load Test Page option of Gizmo.</p>',
    ),
    '/gizmo/tunnel',
  )!,
  extractPage(
    page(
      'Gizmo quickstart',
      '<p>To test a mini app inside Gizmo on your own phone: scaffold it, expose it through a tunnel, turn on developer mode and load the tunnel URL in Gizmo.</p>' +
        '<h2 id="prerequisites">Prerequisites</h2>' +
        li(['Node.js 20 or newer.', 'A free tunnel account; see <a href="/gizmo/tunnel">Tunnel setup</a>.']) +
        '<h2 id="q1">1. Scaffold the project</h2>' +
        code('bash', ['npx create-gizmo-project demo']) +
        '<h2 id="q2">2. Expose it to your phone</h2><p>In a second terminal:</p>' +
        code('bash', ['tunnelctl http 3000']) +
        '<h2 id="q3">3. Enable developer mode</h2><ol><li>Open Gizmo settings.</li><li>Turn on Developer Mode.</li></ol>' +
        '<h2 id="q4">4. Load your app</h2><p>In Developer Settings, choose Load Test Page and paste the tunnel URL. The app opens with the wallet connected.</p>',
    ),
    '/gizmo/quickstart',
  )!,
];
const issue63Index = buildAssistantIndex(
  validatePassagesFile(JSON.parse(JSON.stringify(buildPassagesFile(issue63Pages)))),
);
const ask63 = (q: string) => answerQuestion(issue63Index, q);
const citedUrls = (a: ReturnType<typeof ask63>) => (a.kind === 'answer' ? a.citations.map((c) => c.url) : []);

test('question subjects: the thing a yes/no, "how many" or "which … does" question is about', () => {
  assert.deepEqual(questionSubject('Does ethers.js support paying gas fees in USDC?'), ['ethers.js']);
  assert.deepEqual(questionSubject('How many decimals does CELO use?'), ['CELO']);
  assert.deepEqual(questionSubject('How many CELO tokens were created at genesis?'), ['CELO', 'tokens']);
  assert.deepEqual(questionSubject('Is the total amount of CELO capped?'), ['CELO']);
  assert.deepEqual(questionSubject('Is fee abstraction supported with the Reown AppKit ethers adapter?'), [
    'Reown',
    'AppKit',
    'ethers',
    'adapter',
  ]);
  assert.deepEqual(questionSubject('Which port does Anvil listen on?'), ['Anvil']);
  assert.deepEqual(questionSubject('Can I cancel a withdrawal?'), [], 'the reader is no subject');
  assert.deepEqual(questionSubject('Can I use ethers to pay fees in USDm?'), ['ethers'], 'what the reader would use');
  assert.equal(questionType('What is the total supply of CELO?'), 'quantity');
  assert.deepEqual(questionSubject('Which block explorer can I use on Celo Sepolia?'), []);
  assert.equal(questionType('Is the total supply of CELO capped?'), 'quantity');
  assert.equal(questionType('What op-node release was required for the Isthmus hard fork?'), 'requirement');
  assert.ok(wantsWholeSetup('I want to test my app starting from nothing, what do I set up?'));
  assert.equal(questionType('I want to test my app starting from nothing, what do I set up?'), 'howto');
  assert.ok(!wantsWholeSetup('How do I set up a development wallet?'));
});

test('a fixed number about the token: the passage about CELO (in capitals), not another 18 decimals', () => {
  const decimals = ask63('How many decimals does CELO use?');
  assert.match(displayedText(decimals), /Decimals are 18/);
  assert.deepEqual(citedUrls(decimals).slice(0, 1), ['/coin#supply']);
  assert.match(displayedText(ask63('Is the supply of CELO capped?')), /capped at 1 billion/);
  assert.match(displayedText(ask63('How many CELO tokens were created at genesis?')), /600 million/);
});

test('"does X support Y?" answered no comes with what to use instead, and "use X" with the no it follows', () => {
  const no = ask63('Does widgetlib support paying gas in stablecoins?');
  assert.match(displayedText(no), /cannot pay gas in stablecoins[\s\S]*use viem/);
  assert.equal(citedUrls(no)[0], '/widgetlib#fees');
  // "If you need …, do this": what to use instead, said as a condition.
  assert.match(
    displayedText(ask63('Can widgetlib set the feeCurrency field of a keystore account?')),
    /cannot set the feeCurrency field[\s\S]*sign with viem/,
  );
  const byDefault = ask63('Can gadgetkit pay gas in stablecoins?');
  assert.match(displayedText(byDefault), /gas in CELO by default[\s\S]*use viem alongside gadgetkit/);
});

test('which version an upgrade required: the row of the notice’s table, Mainnet unless another network is named', () => {
  const mainnet = ask63('Which op-gizmo version did mainnet nodes need for Quux?');
  assert.equal(mainnet.kind, 'answer');
  if (mainnet.kind !== 'answer') return;
  assert.deepEqual(mainnet.quotes[0]!.rows, ['Network | op-gizmo', 'Celo Mainnet | celo-v3.1.0 or later']);
  assert.equal(mainnet.citations[0]!.url, '/notices/quux#required-versions');
  assert.match(displayedText(ask63('Which op-gizmo version did Celo Sepolia need for Quux?')), /celo-v3\.1\.0-rc2/);
  // Naming no network, the question is about Mainnet: the testnet node page's sentence answers less.
  const unnamed = ask63('What op-gizmo version did Quux require?');
  assert.equal(unnamed.kind, 'answer');
  if (unnamed.kind === 'answer') assert.equal(unnamed.citations[0]!.url, '/notices/quux#required-versions');
});

test('testing inside a wallet: the procedure page’s steps in order; from nothing, its prerequisite page’s first', () => {
  const steps = ask63('How do I test my app inside Gizmo on my phone?');
  assert.equal(steps.kind, 'answer');
  assert.match(
    displayedText(steps),
    /Prerequisites[\s\S]*npx create-gizmo-project[\s\S]*tunnelctl http 3000[\s\S]*Turn on Developer Mode[\s\S]*Load Test Page/,
  );
  assert.ok(citedUrls(steps).every((u) => u.startsWith('/gizmo/quickstart')));
  const whole = ask63('I want to test my app in Gizmo starting from nothing, what do I set up?');
  const text = displayedText(whole);
  assert.match(text, /tunnel\.example[\s\S]*brew install tunnelctl[\s\S]*Prerequisites[\s\S]*Load Test Page/);
  assert.equal(text.split('tunnelctl http 3000').length, 2, 'a command shown once');
  assert.ok(citedUrls(whole).includes('/gizmo/tunnel#s1') && citedUrls(whole).includes('/gizmo/quickstart#q4'));
});

// A name mentioned in passing on a page about something else (a sentence of a Celo validator page about another
// chain's key path), on pages made for the purpose.
const passingPages = [
  extractPage(
    page(
      'Run a widget validator',
      '<p>A widget validator signs blocks for the widget chain once its group is elected.</p>' +
        '<h2 id="register">Register a group and a validator</h2>' +
        '<p>The commands sign with a hardware wallet, which reads addresses from the Zorbnet derivation path:</p>' +
        code('bash', ['# lock the stake of the group', 'celocli lockedcelo:lock --from $GROUP --value 10000']) +
        '<h2 id="stake">Stake</h2><p>Each validator locks a minimum stake of 10,000 CELO.</p>',
    ),
    '/widget-validator',
  )!,
  extractPage(page('Zorbnet settlement', '<p>The widget chain settles its blocks on Zorbnet.</p>'), '/settlement')!,
  ...['Wallets', 'Fees', 'Bridges', 'Governance', 'Oracles', 'Explorers'].map((t) =>
    extractPage(page(t, `<p>${t} on the widget chain are described here.</p>`), `/${t.toLowerCase()}`)!,
  ),
];
const passingIndex = buildAssistantIndex(
  validatePassagesFile(JSON.parse(JSON.stringify(buildPassagesFile(passingPages)))),
);

test('a name mentioned in passing: its sentence, not the page around it, must hold the rest of the question', () => {
  const ask = (q: string) => answerQuestion(passingIndex, q);
  // The page's heading and commands hold "validator", "run" and "stake"; the sentence naming Zorbnet holds none.
  const foreign = ask('What is the minimum stake to run a Zorbnet validator?');
  assert.equal(foreign.kind, 'no-answer');
  if (foreign.kind === 'no-answer') assert.equal(foreign.message, "The docs don't cover 'Zorbnet validator'.");
  // Without the name, and about what the sentence itself says of the name, the same pages answer.
  assert.match(displayedText(ask('What is the minimum stake to run a validator?')), /10,000 CELO/);
  assert.match(
    displayedText(ask('Which derivation path does the hardware wallet use for Zorbnet?')),
    /Zorbnet derivation path/,
  );
});
