import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildIndexFile, extractRecords} from '../../src/search/records';
import {SearchEngine} from '../../src/search/engine';
import {answerQuestion, MAX_QUESTION_LENGTH, NO_ANSWER_MESSAGE, questionKeywords, splitSentences} from '../../src/assistant/answer';
import {readAssistantConfig, COOKBOOK_SCRIPT} from '../../src/config/assistant';
import {loadSiteConfig} from './loadSiteConfig';

const page = (title: string, body: string) =>
  `<html><head><meta name="description" content="${title}"></head><body><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;

const engine = new SearchEngine(
  buildIndexFile([
    extractRecords(
      page('Forno public RPC', '<p>Forno is the free public RPC service for Celo.</p><h2 id="endpoints">Endpoints</h2><p>The Mainnet endpoint is https://forno.celo.org. It is rate limited.</p><p>Use a provider for heavy traffic.</p>'),
      '/network/node/forno',
      'Tooling',
    )!,
    extractRecords(
      page('Celo Mainnet', '<h2 id="parameters">Network parameters</h2><p>The chain ID of Celo Mainnet is 42220. The currency is CELO.</p>'),
      '/network/mainnet',
      'Tooling',
    )!,
  ]),
);

test('answers quote sentences from the best sections and cite each one', () => {
  const a = answerQuestion(engine, 'What is the chain ID of Celo Mainnet?');
  assert.equal(a.kind, 'answer');
  if (a.kind !== 'answer') return;
  assert.equal(a.sentences[0]!.text, 'The chain ID of Celo Mainnet is 42220.');
  assert.deepEqual(a.citations[a.sentences[0]!.citation], {title: 'Celo Mainnet › Network parameters', url: '/network/mainnet#parameters'});
  // Every cited section is used by at least one sentence, and numbering follows first use.
  assert.deepEqual([...new Set(a.sentences.map((s) => s.citation))].sort(), a.citations.map((_, i) => i));
});

test('a question the docs do not cover gets the no-answer message, never invented text', () => {
  const a = answerQuestion(engine, 'How do I bake sourdough bread?');
  assert.deepEqual(a, {kind: 'no-answer', message: NO_ANSWER_MESSAGE});
  assert.match(NO_ANSWER_MESSAGE, /search/);
  assert.match(NO_ANSWER_MESSAGE, /forum/);
  assert.equal(answerQuestion(engine, 'what is it?').kind, 'no-answer');
});

test('empty and over-long questions are refused with a message', () => {
  assert.equal(answerQuestion(engine, '   ').kind, 'refused');
  const long = answerQuestion(engine, 'forno '.repeat(80));
  assert.equal(long.kind, 'refused');
  assert.match((long as {message: string}).message, new RegExp(`limited to ${MAX_QUESTION_LENGTH} characters`));
});

test('markup in a question stays plain text in the answer (the UI renders text only)', () => {
  const a = answerQuestion(engine, '<b>forno</b> public rpc service');
  assert.equal(a.kind, 'answer');
  if (a.kind === 'answer') {
    for (const s of a.sentences) assert.ok(!/[<>]/.test(s.text));
    for (const c of a.citations) assert.ok(!/[<>]/.test(c.title));
  }
});

test('keywords and sentences', () => {
  assert.deepEqual(questionKeywords('How do I verify a contract with Foundry?'), ['verify', 'contract', 'foundry']);
  assert.deepEqual(splitSentences('First sentence here. Second one follows! Tiny. Third, with 42220 ids.'), [
    'First sentence here.',
    'Second one follows!',
    'Third, with 42220 ids.',
  ]);
});

test('assistant mode: local by default; Ask Cookbook with its token and options', () => {
  assert.deepEqual(readAssistantConfig({}), {mode: 'local'});
  assert.deepEqual(readAssistantConfig({ASK_COOKBOOK_API_KEY: 'eyJ.abc-123', ASK_COOKBOOK_ALWAYS_OPEN: 'true', ASK_COOKBOOK_NO_FAST_MODE: '1'}), {
    mode: 'cookbook',
    apiKey: 'eyJ.abc-123',
    alwaysOpen: true,
    noFastMode: true,
  });
  assert.throws(() => readAssistantConfig({ASK_COOKBOOK_API_KEY: 'a b'}), /ASK_COOKBOOK_API_KEY/);
  assert.throws(() => readAssistantConfig({ASK_COOKBOOK_API_KEY: 'x', ASK_COOKBOOK_ALWAYS_OPEN: 'maybe'}), /ASK_COOKBOOK_ALWAYS_OPEN must be/);
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
