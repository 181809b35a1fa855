/**
 * Scores the assistant on its quality set (questions.ts): what the reader SEES (quoted sentences, code, table
 * rows, list items or a data card) must contain each fact of an entry, its citations must include the sections
 * the entry names, questions the docs cannot answer must be refused, and no answer may quote an internal note.
 * Used by tests/unit/assistant-quality.test.ts (which gates the figures) and `npm run bench:assistant` (which
 * prints them).
 */
import {answerQuestion, displayedText, type Answer, type AssistantIndex} from '../../src/assistant/answer';
import {assistantSet, REFUSAL_CATEGORIES, type AssistantCase, type Category} from './questions';

/** Wording of the source notes kept out of rendered pages (src/data/addresses.ts comments). */
const INTERNAL_NOTE =
  /older docs|older page|do not mix up|ambiguous\.|stated in the uniswap|listed without adapter|mainnet usdc adapter|shared\/reference|celo-facts/i;

export const refused = (a: Answer) => a.kind === 'no-answer' || a.kind === 'policy' || a.kind === 'refused';

/** The section URLs an answer cites (quotes' citations, or the reference of each data card). */
export function citedUrls(answer: Answer): string[] {
  if (answer.kind === 'answer') return answer.citations.map((c) => c.url);
  if (answer.kind === 'data') return answer.cards.map((c) => c.reference.url);
  return [];
}

/** Whether an answer passes its entry. */
export function passes(c: AssistantCase, answer: Answer): boolean {
  if (REFUSAL_CATEGORIES.has(c.category)) return refused(answer);
  const shown = displayedText(answer).toLowerCase();
  const cited = citedUrls(answer);
  return (
    !refused(answer) &&
    c.shows!.every((alternatives) => alternatives.some((a) => shown.includes(a.toLowerCase()))) &&
    (c.cites ?? []).every((alternatives) => alternatives.some((a) => cited.includes(a)))
  );
}

export interface Score {
  /** Passed and total per category, in the order categories first appear in the set. */
  byCategory: Map<Category, {pass: number; total: number}>;
  /** All answerable questions (every category but the refusals). */
  answerable: {pass: number; total: number};
  /** The questions that must be refused. */
  refusals: {pass: number; total: number};
  /** Answers quoting an internal note. */
  notes: number;
  /** One line per miss: category, question, what was shown and cited. */
  failures: string[];
}

export function scoreSet(index: AssistantIndex, set: readonly AssistantCase[] = assistantSet): Score {
  const byCategory = new Map<Category, {pass: number; total: number}>();
  const failures: string[] = [];
  let notes = 0;
  for (const c of set) {
    const answer = answerQuestion(index, c.question);
    const shown = displayedText(answer);
    if (INTERNAL_NOTE.test(shown)) {
      notes++;
      failures.push(`"${c.question}": quotes an internal note`);
    }
    const ok = passes(c, answer);
    const s = byCategory.get(c.category) ?? {pass: 0, total: 0};
    byCategory.set(c.category, {pass: s.pass + (ok ? 1 : 0), total: s.total + 1});
    if (!ok)
      failures.push(
        `[${c.category}] "${c.question}" → ${answer.kind}: ${shown.replace(/\s+/g, ' ').slice(0, 160)} (cites ${citedUrls(answer).join(', ') || 'nothing'})`,
      );
  }
  const sum = (refusal: boolean) =>
    [...byCategory]
      .filter(([c]) => REFUSAL_CATEGORIES.has(c) === refusal)
      .reduce((a, [, s]) => ({pass: a.pass + s.pass, total: a.total + s.total}), {pass: 0, total: 0});
  return {byCategory, answerable: sum(false), refusals: sum(true), notes, failures};
}

export const percent = ({pass, total}: {pass: number; total: number}) => Math.round((100 * pass) / total);
