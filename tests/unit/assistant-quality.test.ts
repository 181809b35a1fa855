/**
 * The assistant quality set (tests/assistant/questions.ts) against the built passages file, scored by
 * tests/assistant/score.ts: what the reader SEES must contain each fact, its citations must include the sections
 * an entry names, and questions the docs cannot answer must be refused. Prints the score by category; fails below
 * a category's target (90%, or the share it had when the weak classes were fixed for data), below 90% of all
 * answerable questions, or on any quoted internal note.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {buildAssistantIndex} from '../../src/assistant/answer';
import {validatePassagesFile} from '../../src/assistant/passages';
import {assistantSet, REFUSAL_CATEGORIES, type Category} from '../assistant/questions';
import {percent, scoreSet} from '../assistant/score';

const FILE = path.join(__dirname, '../../build/assistant-passages.json');

/** The share of each category's questions that must pass. No category may fall below where it stands. */
const TARGET: Record<Category, number> = {
  data: 0.95,
  fact: 0.9,
  howto: 0.9,
  refuse: 0.9,
  outside: 0.9,
  navigation: 0.9,
  steps: 0.9,
  requirement: 0.9,
  changes: 0.9,
  support: 0.9,
  'in-wallet': 0.9,
  upgrade: 0.9,
  token: 0.9,
};

test('the quality set: at least 100 questions, at least 6 of every category', () => {
  assert.ok(assistantSet.length >= 100, `${assistantSet.length} questions`);
  for (const c of Object.keys(TARGET) as Category[]) {
    const n = assistantSet.filter((q) => q.category === c).length;
    assert.ok(n >= 6, `${c}: ${n} questions`);
  }
  for (const q of assistantSet) {
    assert.equal(REFUSAL_CATEGORIES.has(q.category), !q.shows, `${q.question}: only refusals have no expected text`);
    assert.ok(!(REFUSAL_CATEGORIES.has(q.category) && q.cites), `${q.question}: a refusal cites nothing`);
  }
});

test('displayed answers show the fact; unanswerable questions are refused (score by category)', () => {
  assert.ok(existsSync(FILE), 'build/assistant-passages.json is missing: run `npm run build` first');
  const index = buildAssistantIndex(validatePassagesFile(JSON.parse(readFileSync(FILE, 'utf8'))));
  // A section an entry cites must exist: a renamed heading or moved page is reported as such, not as a miss.
  const sectionUrls = new Set(index.sections.map((s) => s.url));
  const unknown = assistantSet.flatMap((c) =>
    (c.cites ?? [])
      .flat()
      .filter((url) => !sectionUrls.has(url))
      .map((url) => `"${c.question}" cites ${url}`),
  );
  assert.deepEqual(unknown, [], 'sections the quality set cites are missing from the docs: update those entries');
  const {byCategory, answerable, refusals, notes, failures} = scoreSet(index);
  console.log('Assistant quality set, displayed answers (category, passed, target):');
  for (const [c, s] of byCategory)
    console.log(`  ${c.padEnd(11)} ${`${s.pass}/${s.total}`.padStart(5)} (${percent(s)}%, target ${100 * TARGET[c]}%)`);
  console.log(
    `  answerable ${answerable.pass}/${answerable.total} (${percent(answerable)}%), refusals ${refusals.pass}/${refusals.total}, internal notes quoted: ${notes}`,
  );
  if (failures.length) console.log(`Misses:\n  ${failures.join('\n  ')}`);
  assert.ok(answerable.pass >= 0.9 * answerable.total, `answerable: ${answerable.pass}/${answerable.total}`);
  for (const [c, s] of byCategory) assert.ok(s.pass >= TARGET[c] * s.total, `${c}: ${s.pass}/${s.total}`);
  assert.equal(notes, 0);
});
