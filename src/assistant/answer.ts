/**
 * The local docs assistant. Quote-only: every answer is data from src/data (a card), sentences, code or
 * table rows taken from the documentation, or a fixed message; it never writes a fact of its own.
 *
 * Order of decisions:
 * 1. Empty or over-long questions are refused; prices, personal balances and financial advice get a fixed
 *    message (intent.ts).
 * 2. Network parameters, addresses and celocli commands are answered from typed data (data.ts).
 * 3. If a content word of the question appears nowhere in the docs, the answer says so and offers search.
 * 4. Otherwise BM25 over the sections retrieves the best ones; every sentence, code block and table row of the best sections
 *    is scored by the share of the question's words it holds (rare words weigh more), the words of its
 *    section's heading, and how well it has the shape the question wants (a duration for "how long", code
 *    for "how do I", …). Page openings only count when nothing else matches. A chosen sentence that
 *    introduces code or a table (ends with ":") brings that code block or the matching rows.
 */
import {POSTING_WIDTH, TABLE_CELL_SEPARATOR, type BlockKind, type PassagesFile} from './passages';
import {networkList} from '../data/networks';
import {dataCards, type DataCard, type SectionLocator} from './data';
import {FORMULA_OPENING, isPolicyQuestion, POLICY_MESSAGE, questionType, typeFit, type QuestionType} from './intent';
import {contentWords, normalize, splitSentences, stem, SYNONYMS, words} from './text';

export const MAX_QUESTION_LENGTH = 300;
const MAX_QUOTES = 3;
const SECTIONS_CONSIDERED = 16;
/** Share of the question's word weight the best section must hold for the docs to "cover" the question. */
const MIN_COVERAGE = 0.34;
/** A how-to answered by code shows up to this many steps (code blocks of its section). */
const MAX_STEPS = 5;

export interface Citation {
  title: string;
  /** Section URL: page path and heading anchor. */
  url: string;
}

export interface Quote {
  text: string;
  citation: number;
  /** Code the sentence introduces (or the code block quoted itself). */
  code?: {text: string; lang?: string};
  /** Table rows: the header line first, then the rows that match the question. */
  rows?: string[];
}

export interface FollowUp {
  label: string;
  question: string;
}

export type Answer =
  | {kind: 'answer'; quotes: Quote[]; citations: Citation[]; followUps: FollowUp[]}
  | {kind: 'data'; cards: DataCard[]}
  | {kind: 'no-answer'; message: string; missing?: string; search: string}
  | {kind: 'policy'; message: string; links: {title: string; url: string}[]}
  | {kind: 'refused'; message: string};

export const NO_ANSWER_MESSAGE = 'I could not find this in the documentation.';

export function tooLongMessage(length: number): string {
  return `Questions are limited to ${MAX_QUESTION_LENGTH} characters (yours has ${length}). Ask about one thing at a time.`;
}

interface Section {
  page: number;
  url: string;
  title: string;
  heading: string;
  /** Indexes into file.blocks. */
  blocks: number[];
}

export type Posting = [section: number, title: number, heading: number, text: number];
export type FieldLengths = [title: number, heading: number, text: number];
/** Field weights in retrieval: heading 3, title 2, text 1. */
const FIELD_BOOST: FieldLengths = [2, 3, 1];

export interface AssistantIndex {
  file: PassagesFile;
  sections: Section[];
  /** stem → its postings as the prebuilt index flattens them (see PrebuiltIndex). */
  encoded: Map<string, number[]>;
  /** stem → the sections holding it, with its frequency in their title, heading and text; decoded on first use. */
  postings: Map<string, Posting[]>;
  /** Words per section's title, heading and text, for length normalisation. */
  lengths: FieldLengths[];
  averageLength: FieldLengths;
  locate: SectionLocator;
  /** Stems of each block, computed on first use. */
  blockStems: Map<number, Set<string>>;
}

export function buildAssistantIndex(file: PassagesFile): AssistantIndex {
  const sections: Section[] = file.sections.map(([page, heading, anchor]) => {
    const [url, title] = file.pages[page]!;
    return {page, url: anchor ? `${url}#${anchor}` : url, title, heading, blocks: []};
  });
  file.blocks.forEach((b, i) => sections[b[0]]?.blocks.push(i));
  const {terms, postings, lengths: flat} = file.index;
  const encoded = new Map<string, number[]>();
  terms.forEach((term, i) => encoded.set(term, postings[i]!));
  const lengths: FieldLengths[] = sections.map((_, i) => [flat[3 * i]!, flat[3 * i + 1]!, flat[3 * i + 2]!]);
  const averageLength: FieldLengths = [0, 1, 2].map(
    (f) => lengths.reduce((a, l) => a + l[f]!, 0) / Math.max(1, lengths.length) || 1,
  ) as FieldLengths;
  const byPage = new Map<string, number[]>();
  sections.forEach((s, i) => {
    const path = file.pages[s.page]![0];
    const list = byPage.get(path);
    if (list) list.push(i);
    else byPage.set(path, [i]);
  });
  const locate: SectionLocator = (page, heading) => {
    const found = (byPage.get(page) ?? []).find((i) => sections[i]!.heading && heading(sections[i]!.heading));
    return found === undefined ? undefined : sections[found]!.url;
  };
  return {file, sections, encoded, postings: new Map(), lengths, averageLength, locate, blockStems: new Map()};
}

/** The postings of a stem (none when the docs never use it), decoded once. */
export function postingsOf(index: AssistantIndex, stemmed: string): Posting[] {
  let list = index.postings.get(stemmed);
  if (list) return list;
  const flat = index.encoded.get(stemmed);
  if (!flat) return [];
  list = [];
  for (let i = 0, section = 0; i + POSTING_WIDTH <= flat.length; i += POSTING_WIDTH) {
    section += flat[i]!;
    list.push([section, flat[i + 1]!, flat[i + 2]!, flat[i + 3]!]);
  }
  index.postings.set(stemmed, list);
  return list;
}

/** Number of sections holding a word (0: the docs never use it). */
function documentFrequency(index: AssistantIndex, word: string): number {
  return (index.encoded.get(stem(word))?.length ?? 0) / POSTING_WIDTH;
}

/** Sections ranked by BM25 for the question's stems, best first. */
function retrieve(index: AssistantIndex, stems: string[]): number[] {
  const scores = new Map<number, number>();
  const n = index.sections.length;
  for (const k of new Set(stems)) {
    const list = postingsOf(index, k);
    if (!list.length) continue;
    const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
    for (const posting of list) {
      const id = posting[0];
      let score = 0;
      for (let f = 0; f < 3; f++) {
        const tf = posting[f + 1]!;
        if (!tf) continue;
        // BM25+ per field (k1 1.2, b 0.7, delta 0.5), as MiniSearch scores, then weighted by field.
        const norm = tf + 1.2 * (0.3 + 0.7 * (index.lengths[id]![f]! / index.averageLength[f]!));
        score += FIELD_BOOST[f]! * idf * (0.5 + (tf * 2.2) / norm);
      }
      scores.set(id, (scores.get(id) ?? 0) + score);
    }
  }
  return [...scores].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

function blockStems(index: AssistantIndex, block: number): Set<string> {
  let stems = index.blockStems.get(block);
  if (!stems) index.blockStems.set(block, (stems = stemsOf(index.file.blocks[block]![2])));
  return stems;
}

/** A word the docs never use, unless it joins two words of 4+ letters they do use ("unlockingperiod"). */
function isAbsent(index: AssistantIndex, word: string): boolean {
  if (/\d/.test(word) || word.length < 3 || documentFrequency(index, word) > 0) return false;
  for (let i = 4; i <= word.length - 4; i++) {
    if (documentFrequency(index, word.slice(0, i)) > 0 && documentFrequency(index, word.slice(i)) > 0) return false;
  }
  return true;
}

interface Unit {
  section: number;
  block: number;
  text: string;
  /** Text matched against the question (a code unit adds its code). */
  matchText: string;
  kind: BlockKind;
  /** Sentence position in its block, and the block's sentence count. */
  position: number;
  count: number;
  opening: boolean;
  code?: Quote['code'];
  rows?: string[];
}

function stemsOf(text: string): Set<string> {
  return new Set(words(text).map(stem));
}

/** The section's units: sentences of paragraphs and list items, code blocks (with the sentence before), table rows. */
function unitsOf(index: AssistantIndex, s: number): Unit[] {
  const {file} = index;
  const section = index.sections[s]!;
  const units: Unit[] = [];
  const firstParagraph = section.blocks.find((b) => file.blocks[b]![1] === 'p');
  section.blocks.forEach((b, k) => {
    const [, kind, text, lang] = file.blocks[b]!;
    const opening = !section.heading && b === firstParagraph;
    if (kind === 'p' || kind === 'li') {
      const sentences = splitSentences(text);
      sentences.forEach((sentence, position) => {
        units.push({
          section: s,
          block: b,
          text: sentence,
          matchText: sentence,
          kind,
          position,
          count: sentences.length,
          opening: opening || FORMULA_OPENING.test(sentence),
        });
      });
    } else {
      // Code and table rows are quoted under the sentence that introduces them (or the section heading).
      const before = section.blocks[k - 1] !== undefined ? file.blocks[section.blocks[k - 1]!]! : undefined;
      const intro =
        (before && (before[1] === 'p' || before[1] === 'li') ? splitSentences(before[2]).pop() : undefined) ??
        (section.heading || section.title);
      const base = {section: s, block: b, text: intro, kind, position: 0, count: 1, opening: false};
      if (kind === 'code') {
        units.push({...base, matchText: `${intro} ${text}`, code: lang ? {text, lang} : {text}});
      } else {
        const [header, ...rows] = text.split('\n');
        for (const row of rows) units.push({...base, matchText: `${row} ${header}`, rows: [header!, row]});
      }
    }
  });
  return units;
}

/** The code block or table a sentence introduces (it ends with ":" and is its block's last sentence). */
function attachment(index: AssistantIndex, unit: Unit, weights: Weights): Pick<Quote, 'code' | 'rows'> {
  if (unit.kind === 'code' || unit.kind === 'table' || !/:\s*$/.test(unit.text) || unit.position !== unit.count - 1)
    return {};
  const blocks = index.sections[unit.section]!.blocks;
  const next = blocks[blocks.indexOf(unit.block) + 1];
  if (next === undefined) return {};
  const [, kind, text, lang] = index.file.blocks[next]!;
  if (kind === 'code') return {code: lang ? {text, lang} : {text}};
  if (kind === 'table') {
    const [header, ...rows] = text.split('\n');
    const scored = rows.map((r) => ({r, score: coverage(stemsOf(r), weights)}));
    const best = Math.max(0, ...scored.map((x) => x.score));
    const matching = best > 0 ? scored.filter((x) => x.score >= best * 0.99).map((x) => x.r) : rows.slice(0, 6);
    return {rows: [header!, ...matching.slice(0, 6)]};
  }
  return {};
}

/** A question word: its weight (rarer words weigh more) and the stems that count as it (synonyms included). */
type Weights = Map<string, {weight: number; forms: string[]}>;

/** Share of the question's word weight found in a set of stems. */
function coverage(stems: Set<string>, weights: Weights): number {
  let total = 0;
  let found = 0;
  for (const {weight, forms} of weights.values()) {
    total += weight;
    if (forms.some((f) => stems.has(f))) found += weight;
  }
  return total ? found / total : 0;
}

function followUpsFor(index: AssistantIndex, cited: number[]): FollowUp[] {
  const first = index.sections[cited[0]!];
  if (!first) return [];
  const citedSet = new Set(cited);
  return index.sections
    .map((s, i) => ({s, i}))
    .filter(
      ({s, i}) =>
        s.page === first.page &&
        s.heading &&
        !citedSet.has(i) &&
        !/^(related|next steps|see also|further reading|resources|pages for)/i.test(s.heading),
    )
    .slice(0, 3)
    .map(({s}) => ({label: s.heading, question: `${s.heading} (${s.title})`}));
}

type Scored = Unit & {score: number};

/** How strongly each question type prefers passages of its shape: a unit that lacks it keeps this share of its score. */
const TYPE_FLOOR: Record<QuestionType, number> = {
  duration: 0.55,
  when: 0.6,
  quantity: 0.6,
  howto: 0.7,
  why: 0.75,
  yesno: 0.85,
  what: 0.9,
};

/** Every unit of the best sections, scored for the question (best first), the best section's coverage, the word weights. */
export function rankUnits(
  index: AssistantIndex,
  keywords: string[],
  type: QuestionType,
): {scored: Scored[]; bestCoverage: number; weights: Weights} {
  const total = index.sections.length;
  const weights: Weights = new Map();
  const queryWords: string[] = [];
  for (const w of keywords) {
    const synonyms = SYNONYMS.get(normalize(w)) ?? [];
    const df = Math.max(documentFrequency(index, w), ...synonyms.map((x) => documentFrequency(index, x)));
    weights.set(stem(w), {weight: Math.log(1 + total / (1 + df)), forms: [stem(w), ...synonyms.map(stem)]});
    queryWords.push(w, ...synonyms);
  }
  const hits = retrieve(index, queryWords.map(stem));
  const scored: Scored[] = [];
  let bestCoverage = 0;
  hits.slice(0, SECTIONS_CONSIDERED).forEach((s, rank) => {
    const section = index.sections[s]!;
    const context = coverage(stemsOf(`${section.title} ${section.heading}`), weights);
    const sectionStems = new Set([
      ...stemsOf(`${section.title} ${section.heading}`),
      ...section.blocks.flatMap((b) => [...blockStems(index, b)]),
    ]);
    bestCoverage = Math.max(bestCoverage, coverage(sectionStems, weights));
    const blockCoverage = new Map<number, number>();
    for (const unit of unitsOf(index, s)) {
      if (!blockCoverage.has(unit.block))
        blockCoverage.set(unit.block, coverage(blockStems(index, unit.block), weights));
      const own = coverage(stemsOf(unit.matchText), weights);
      if (own === 0 && context === 0) continue;
      const fit = typeFit(type, unit.text + (unit.code ? ` ${unit.code.text}` : ''), Boolean(unit.code));
      let score =
        (own + 0.25 * blockCoverage.get(unit.block)! + 0.4 * context + 0.1 / (1 + rank)) *
        (TYPE_FLOOR[type] + (1 - TYPE_FLOOR[type]) * fit);
      if (unit.kind === 'code' && type !== 'howto') score *= 0.8;
      if (unit.text.length < 25 && !unit.code) score *= 0.6;
      if (unit.text.length > 450) score *= 0.85;
      if (unit.opening) score *= 0.3;
      scored.push({...unit, score});
    }
  });
  scored.sort((a, b) => b.score - a.score);
  return {scored, bestCoverage, weights};
}

export function answerQuestion(index: AssistantIndex, rawQuestion: string): Answer {
  const question = rawQuestion.trim();
  if (!question) return {kind: 'refused', message: 'Type a question first.'};
  if (question.length > MAX_QUESTION_LENGTH) return {kind: 'refused', message: tooLongMessage(question.length)};
  if (isPolicyQuestion(question)) {
    return {
      kind: 'policy',
      message: POLICY_MESSAGE,
      links: networkList
        .filter((n) => n.status === 'live')
        .flatMap((n) => n.explorers.map((e) => ({title: `${e.name} (${n.name})`, url: e.url}))),
    };
  }
  const cards = dataCards(question, index.locate, questionType(question));
  if (cards.length) return {kind: 'data', cards};

  const search = question;
  // "From the command line" means celocli in these docs.
  const keywords = contentWords(question.replace(/\bcommand[- ]line\b/gi, 'celocli'));
  if (keywords.length === 0) return {kind: 'no-answer', message: NO_ANSWER_MESSAGE, search};
  // The rarest content word the docs never use: the question is about something they do not cover.
  const absent = keywords.find((w) => isAbsent(index, w));
  if (absent) return {kind: 'no-answer', message: `The docs don't mention '${absent}'.`, missing: absent, search};

  const type: QuestionType = questionType(question);
  const {scored, bestCoverage, weights} = rankUnits(index, keywords, type);
  if (bestCoverage < MIN_COVERAGE || scored.length === 0)
    return {kind: 'no-answer', message: NO_ANSWER_MESSAGE, search};

  const best = scored[0]!;
  const chosen: Scored[] = [best];
  // A sentence that leans on the one before it ("It …", "This …") comes with it.
  if (best.position > 0 && /^(it|this|that|they|these|then|so|the result)\b/i.test(best.text)) {
    const previous = scored.find((u) => u.block === best.block && u.position === best.position - 1);
    if (previous) chosen.unshift(previous);
  }
  // Steps: a how-to answered by code shows the section's code blocks that match too, in reading order.
  if (type === 'howto' && best.code) {
    const steps = scored.filter((u) => u.section === best.section && u.code && u.score >= 0.6 * best.score);
    steps.sort((a, b) => a.block - b.block);
    chosen.splice(0, chosen.length, ...steps.slice(0, MAX_STEPS));
  }
  for (const u of scored) {
    if (chosen.length >= MAX_QUOTES) break;
    if (
      u.score < best.score * 0.8 ||
      chosen.some((c) => c.text === u.text || (c.block === u.block && c.kind === 'table'))
    )
      continue;
    // Page openings only when nothing else matched.
    if (u.opening && !best.opening) continue;
    chosen.push(u);
  }
  // Quotes in reading order within a block; numbering follows first use.
  const used: number[] = [];
  const quotes: Quote[] = chosen.map((u) => {
    if (!used.includes(u.section)) used.push(u.section);
    const extra =
      u.code || u.rows ? {...(u.code && {code: u.code}), ...(u.rows && {rows: u.rows})} : attachment(index, u, weights);
    return {text: u.text, citation: used.indexOf(u.section), ...extra};
  });
  const citations = used.map((s) => {
    const section = index.sections[s]!;
    return {title: section.heading ? `${section.title} › ${section.heading}` : section.title, url: section.url};
  });
  return {kind: 'answer', quotes, citations, followUps: followUpsFor(index, used)};
}

/** The text a reader sees for an answer (quotes, code, rows, cards, messages), as the dialog renders it. */
export function displayedText(answer: Answer): string {
  switch (answer.kind) {
    case 'answer':
      return answer.quotes
        .map((q) =>
          [q.text, q.code?.text, q.rows?.map((r) => r.split(TABLE_CELL_SEPARATOR).join(' | ')).join('\n')]
            .filter(Boolean)
            .join('\n'),
        )
        .join('\n');
    case 'data':
      return answer.cards
        .map((c) => [c.label, c.value, c.network, c.detail, c.example].filter(Boolean).join('\n'))
        .join('\n');
    default:
      return answer.message;
  }
}
