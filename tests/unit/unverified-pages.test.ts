/**
 * The list of pages that need no `verified:` record (src/data/unverifiedPages.ts), checked as a maintainer would:
 * every listed page exists under docs/ and has no record (one with a record need not be listed), every reason
 * is history, legal or link-hub, every `why` is one sentence, and the list is sorted and free of repeats. A bad
 * fixture shows each rule failing, naming the entry. The markdownlint rule that reads the list,
 * celo-claims-need-record, is tested in markdownlint-rules.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {unverifiedPages, type UnverifiedPage} from '../../src/data/unverifiedPages';
import {validateUnverifiedPages} from '../../src/data/validate';

const DOCS = path.join(__dirname, '../../docs');

/** Whether a page under docs/ exists, and whether its front matter has a verified: record. */
function onDisk(page: string): {exists: boolean; hasRecord: boolean} {
  const file = path.join(DOCS, page);
  if (!existsSync(file)) return {exists: false, hasRecord: false};
  return {exists: true, hasRecord: 'verified' in matter(readFileSync(file, 'utf8')).data};
}

test('src/data/unverifiedPages.ts: every page exists and has no record, reasons known, one sentence each, sorted, unique', () => {
  assert.ok(unverifiedPages.length > 0);
  assert.deepEqual(validateUnverifiedPages(unverifiedPages, onDisk), []);
  const reasons = new Set(unverifiedPages.map((p) => p.reason));
  assert.deepEqual(
    [...reasons].sort(),
    ['external', 'history', 'legal', 'link-hub', 'repository'],
    'each reason is in use',
  );
});

test('bad list: each rule fails naming the entry', () => {
  const good = unverifiedPages[0]!;
  const withRecord = 'network/node/forno.md';
  assert.ok(onDisk(withRecord).hasRecord, `${withRecord} carries a record`);
  const bad = [
    {page: 'docs/general/history.md', reason: 'history', why: 'A timeline of past events.'},
    {page: 'general/no-such-page.md', reason: 'history', why: 'Gone.'},
    {page: withRecord, reason: 'link-hub', why: 'Lists the RPC endpoints.'},
    {page: 'overview.md', reason: 'old', why: 'A map of the site.'},
    {page: 'overview.md', reason: 'link-hub', why: ' '},
    {page: 'general/history.md', reason: 'history', why: 'Past events. Kept for reference.'},
    good,
  ] as UnverifiedPage[];
  const problems = validateUnverifiedPages(bad, onDisk).join('\n');
  assert.match(
    problems,
    /unverifiedPages "docs\/general\/history\.md": page must be a \.md or \.mdx path under docs\/, without the docs\/ prefix/,
  );
  assert.match(problems, /unverifiedPages "general\/no-such-page\.md": no such page under docs\//);
  assert.match(
    problems,
    /unverifiedPages "network\/node\/forno\.md": the page has a verified: record, so it need not be listed \(remove the entry\)/,
  );
  assert.match(problems, /unverifiedPages "overview\.md": reason "old" is not one of history, legal, link-hub/);
  assert.match(problems, /unverifiedPages "overview\.md": why is empty/);
  assert.match(problems, /unverifiedPages "overview\.md": listed twice/);
  assert.match(problems, /unverifiedPages "general\/history\.md": why must be one sentence/);
  assert.match(
    problems,
    /unverifiedPages "general\/history\.md": out of order \(the list is sorted by page; it follows "overview\.md"\)/,
  );
});
