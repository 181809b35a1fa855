/**
 * The `verified:` record (src/data/verified.ts) and the "Verified on" line made from it: read and checked as
 * the lint rule and check:sources read it, written into the Markdown twin by the twin plugin's own code, and
 * returned by the MCP server's read_page, which serves that twin. No build needed: the twin of the fixture page
 * (tests/fixtures/docs/verified-page.md, also served by test builds for tests/e2e/verified.spec.ts) is made
 * here with docToMarkdown, into a temporary build folder the MCP server reads.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {readVerified, verifiedLine, verifiedMarkdown, verifiedText} from '../../src/data/verified';
import {TwinError} from '../../src/plugins/markdown-twins/toMarkdown';
import {readPageOverMcp, twinOf as twinAt} from './twin-helpers';

const ROOT = path.join(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docs/verified-page.md');
const ROUTE = '/__fixtures/docs/verified-page';

const EXPECTED_TEXT =
  'Verified on 26 November 2026 against celocli 9.0.1, op-reth (celo-reth) 1.0.1 and celo-l2-node-docker-compose 1.4.5';
const EXPECTED_MARKDOWN =
  'Verified on 26 November 2026 against [celocli 9.0.1](https://www.npmjs.com/package/@celo/celocli/v/9.0.1), ' +
  '[op-reth (celo-reth) 1.0.1](https://github.com/celo-org/celo-kona/releases/tag/celo/reth-v1.0.1) and ' +
  '[celo-l2-node-docker-compose 1.4.5](https://github.com/celo-org/celo-l2-node-docker-compose/releases/tag/v1.4.5)';

const twinOf = (raw: string, sourcePath = FIXTURE) => twinAt(raw, sourcePath, ROUTE);

test('a record reads the same from a YAML date, a quoted date and the JSON Docusaurus gives the browser', () => {
  const against = {celocli: '9.0.1', 'celo-reth': '1.0.1'};
  for (const date of [new Date(Date.UTC(2026, 10, 26)), '2026-11-26', '2026-11-26T00:00:00.000Z']) {
    const {record, problems} = readVerified({date, against}, {today: '2026-11-26'});
    assert.deepEqual(problems, []);
    assert.equal(record!.date, '2026-11-26');
    assert.deepEqual(
      record!.against.map((e) => `${e.upstream.id}=${e.value}`),
      ['celocli=9.0.1', 'celo-reth=1.0.1'],
    );
  }
  assert.match(readVerified({date: '2026-11-27', against}, {today: '2026-11-26'}).problems[0]!.message, /after today/);
  assert.match(readVerified('2026-11-26').problems[0]!.message, /must be a mapping/);
  assert.match(
    readVerified({date: '2026-11-26', against: {celocli: 9}}).problems[0]!.message,
    /YAML number 9, not text: quote it/,
  );
  // A lookup keyed by user text: an id such as "constructor" or "__proto__" is unknown, not a crash.
  for (const id of ['constructor', '__proto__', 'toString']) {
    const problems = readVerified({date: '2026-11-26', against: JSON.parse(`{"${id}": "1.0.0"}`)}).problems;
    assert.match(problems[0]!.message, new RegExp(`unknown upstream id \`${id}\``));
  }
});

test('the line: one date, each name with its version or short commit, linked to its release page', () => {
  const {record} = readVerified({
    date: '2026-11-26',
    against: {
      celocli: '9.0.1',
      'celo-reth': '1.0.1',
      'celo-l2-node-docker-compose': '1.4.5',
    },
  });
  const line = verifiedLine(record!);
  assert.equal(verifiedText(line), EXPECTED_TEXT);
  assert.equal(verifiedMarkdown(line), EXPECTED_MARKDOWN);
  // A branch upstream shows its commit's first 7 digits and links the commit.
  const monorepo = verifiedLine(
    readVerified({date: '2026-11-26', against: {'celo-monorepo': '3fb7a9ad3fa3072a5978d5052d520e5fb4a49963'}}).record!,
  );
  assert.deepEqual(monorepo.items, [
    {
      label: 'celo-monorepo contracts 3fb7a9a',
      url: 'https://github.com/celo-org/celo-monorepo/commit/3fb7a9ad3fa3072a5978d5052d520e5fb4a49963',
    },
  ]);
  const one = verifiedLine(readVerified({date: '2026-01-05', against: {viem: '2.31.0'}}).record!);
  assert.equal(verifiedText(one), 'Verified on 5 January 2026 against viem 2.31.0');
});

test('the twin of a page with a record ends with the line; a page without one has none; a bad record fails naming the file', () => {
  const raw = readFileSync(FIXTURE, 'utf8');
  const twin = twinOf(raw);
  assert.ok(twin.endsWith(`\n\n${EXPECTED_MARKDOWN}\n`), twin);
  assert.ok(!twin.includes('verified:'), 'no front matter left');

  const without = twinOf(raw.replace(/^verified:\n(?: {2}.*\n)+/m, ''));
  assert.ok(!without.includes('Verified on'), without);

  assert.throws(
    () => twinOf(raw.replace("celocli: '9.0.1'", "celocli: 'latest'"), path.join(ROOT, 'docs/x.md')),
    (err: Error) =>
      err instanceof TwinError &&
      /docs\/x\.md: bad verified record: verified\.against\.celocli: 'latest' is not a version/.test(err.message),
  );
});

test('MCP read_page returns the page with its "Verified on" line (the twin the plugin writes)', async () => {
  const text = await readPageOverMcp({
    permalink: ROUTE,
    title: 'A page with a verified record',
    markdown: twinOf(readFileSync(FIXTURE, 'utf8')),
  });
  assert.match(text, /^# A page with a verified record/);
  assert.ok(text.trimEnd().endsWith(EXPECTED_MARKDOWN), text);
});
