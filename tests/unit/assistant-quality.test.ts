import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../src/search/engine';
import {answerQuestion} from '../../src/assistant/answer';
import {assistantSet, uncoveredQuestions} from '../assistant/questions';
import {loadRoutes, routeToFile} from '../../scripts/route-manifest.mjs';

const ROOT = path.join(__dirname, '../..');
const INDEX = path.join(ROOT, 'build/search-index.json');
const routes: string[] = loadRoutes();
/** The page as readers get it: its Markdown plus, for pages that render data components, the built HTML text. */
const pageSource = (route: string) => {
  const md = readFileSync(path.join(ROOT, routeToFile(route, routes)), 'utf8');
  const html = path.join(ROOT, 'build', `${route.slice(1) || 'index'}.html`);
  const text = existsSync(html) ? readFileSync(html, 'utf8').replace(/<[^>]+>/g, ' ') : '';
  return `${md} ${text}`.toLowerCase();
};

test('the assistant set has at least 25 questions, and each expected page holds its fact', () => {
  assert.ok(assistantSet.length >= 25);
  for (const c of assistantSet) {
    assert.ok(c.cites.some((p) => pageSource(p).includes(c.fact.toLowerCase())), `no page of ${c.cites.join(', ')} contains "${c.fact}"`);
  }
});

test('every question is answered citing an expected page that contains the fact', () => {
  assert.ok(existsSync(INDEX), 'build/search-index.json is missing: run `npm run build` first');
  const engine = new SearchEngine(JSON.parse(readFileSync(INDEX, 'utf8')));
  const failures: string[] = [];
  for (const c of assistantSet) {
    const answer = answerQuestion(engine, c.question);
    if (answer.kind !== 'answer') {
      failures.push(`"${c.question}": ${answer.kind}`);
      continue;
    }
    const cited = answer.citations.map((x) => x.url.replace(/#.*/, ''));
    const good = cited.filter((p) => c.cites.includes(p) && pageSource(p).includes(c.fact.toLowerCase()));
    if (good.length === 0) failures.push(`"${c.question}": cites ${cited.join(', ')}; expected one of ${c.cites.join(', ')}`);
    // Every quoted sentence comes from the section it cites.
    for (const s of answer.sentences) {
      const section = engine.section(answer.citations[s.citation]!.url);
      if (!section?.text.includes(s.text)) failures.push(`"${c.question}": sentence not found in its cited section`);
    }
  }
  assert.deepEqual(failures, []);
});

test('questions the docs do not cover get the honest no-answer', () => {
  const engine = new SearchEngine(JSON.parse(readFileSync(INDEX, 'utf8')));
  for (const q of uncoveredQuestions) assert.equal(answerQuestion(engine, q).kind, 'no-answer', q);
});
