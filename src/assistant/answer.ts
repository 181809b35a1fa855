/**
 * The local docs assistant: answers a question with sentences taken from the documentation, each one cited.
 * It never writes text of its own: retrieval uses the search engine, then the sentences of the best sections
 * that share the most words with the question are quoted, with the section they come from.
 */
import type {SearchEngine} from '../search/engine';
import {queryWords, termForms} from '../search/text';

export const MAX_QUESTION_LENGTH = 300;
const MAX_SENTENCES = 3;
const PAGES_CONSIDERED = 4;
/** Share of the question's words that the best section must contain for the docs to "cover" the question. */
const MIN_COVERAGE = 0.5;

export interface Citation {
  title: string;
  url: string;
}

export type Answer =
  | {kind: 'answer'; sentences: {text: string; citation: number}[]; citations: Citation[]}
  | {kind: 'no-answer'; message: string}
  | {kind: 'refused'; message: string};

export const NO_ANSWER_MESSAGE =
  'I could not find this in the documentation. Try the search (Ctrl+K) with other words, or ask on the Celo forum at https://forum.celo.org.';

/** Words that make a question a question, not a topic. */
const QUESTION_WORDS = new Set(['who', 'why', 'which', 'whats', 'should', 'need', 'use', 'get', 'there', 'much', 'many', 'we', 'me', 'this', 'that', 'there', 'will', 'was', 'were', 'have', 'has']);

export function questionKeywords(question: string): string[] {
  return queryWords(question).filter((w) => !QUESTION_WORDS.has(w));
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9`"(])/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 12);
}

/** Keywords present in the text as whole words or with the same stem (no prefixes or typos: questions are typed in full). */
function matchedKeywords(text: string, keywords: string[]): Set<string> {
  const wanted = keywords.map((k) => ({k, forms: termForms(k)}));
  const found = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}_]+/u)) {
    if (!word) continue;
    const forms = termForms(word);
    for (const {k, forms: kf} of wanted) if (kf.some((f) => forms.includes(f))) found.add(k);
  }
  return found;
}

export function answerQuestion(engine: SearchEngine, rawQuestion: string): Answer {
  const question = rawQuestion.trim();
  if (!question) return {kind: 'refused', message: 'Type a question first.'};
  if (question.length > MAX_QUESTION_LENGTH) {
    return {
      kind: 'refused',
      message: `Questions are limited to ${MAX_QUESTION_LENGTH} characters (yours has ${question.length}). Ask about one thing at a time.`,
    };
  }
  const keywords = questionKeywords(question);
  const asksForAddress = /\baddress(es)?\b/i.test(question);
  if (keywords.length === 0) return {kind: 'no-answer', message: NO_ANSWER_MESSAGE};

  // Retrieval: the engine caps queries at 64 characters, so keep the first keywords that fit.
  let query = '';
  for (const k of keywords) if (`${query} ${k}`.trim().length <= 64) query = `${query} ${k}`.trim();
  const hits = engine.search({query}).slice(0, 12);

  type Candidate = {text: string; section: number; score: number};
  const citations: Citation[] = [];
  const candidates: Candidate[] = [];
  let bestCoverage = 0;
  const seenSections = new Set<string>();
  const pages: string[] = [];
  for (const hit of hits) {
    const path = new URL(hit.record.url, 'https://local.invalid').pathname;
    if (!pages.includes(path)) pages.push(path);
    if (pages.length > PAGES_CONSIDERED) break;
    // A hit on a page title stands for the whole page: every section of it may hold the answer.
    const sections = hit.record.type === 'lvl1' ? engine.pageSections(hit.record.url) : [engine.section(hit.record.url)];
    // A sentence's weight: how many of the question's words it holds, discounted by its page's rank.
    const rankWeight = 1 / (1 + 0.3 * pages.indexOf(path));
    for (const section of sections) {
      if (!section || seenSections.has(section.url)) continue;
      seenSections.add(section.url);
      const covered = matchedKeywords(`${section.title} ${section.heading} ${section.text}`, keywords);
      bestCoverage = Math.max(bestCoverage, covered.size / keywords.length);
      const index = citations.push({title: section.heading ? `${section.title} › ${section.heading}` : section.title, url: section.url}) - 1;
      // Sections whose title or heading is about the question's subject weigh more.
      const headingMatch = matchedKeywords(`${section.title} ${section.heading}`, keywords).size;
      for (const text of splitSentences(section.text)) {
        // Rows of address tables are lookups, not explanations: quote them only when asked for an address.
        if (!asksForAddress && /0x[0-9a-fA-F]{40}/.test(text)) continue;
        const matched = matchedKeywords(text, keywords).size;
        if (matched > 0) candidates.push({text, section: index, score: (matched + 0.5 * headingMatch) * rankWeight});
      }
    }
  }
  if (bestCoverage < MIN_COVERAGE || candidates.length === 0) return {kind: 'no-answer', message: NO_ANSWER_MESSAGE};

  const chosen: Candidate[] = [];
  const perSection = new Map<number, number>();
  for (const c of [...candidates].sort((a, b) => b.score - a.score)) {
    if (chosen.length >= MAX_SENTENCES) break;
    if ((perSection.get(c.section) ?? 0) >= 2 || chosen.some((x) => x.text === c.text)) continue;
    perSection.set(c.section, (perSection.get(c.section) ?? 0) + 1);
    chosen.push(c);
  }
  // Keep only the citations that are used, numbered in order of first use.
  const used: number[] = [];
  const sentences = chosen.map((c) => {
    if (!used.includes(c.section)) used.push(c.section);
    return {text: c.text, citation: used.indexOf(c.section)};
  });
  return {kind: 'answer', sentences, citations: used.map((i) => citations[i]!)};
}
