// cspell:ignore librar
/**
 * The local docs assistant. Quote-only: every answer is data from src/data (a card), sentences, code, table
 * rows or list items taken from the documentation, or a fixed message; it never writes a fact of its own.
 *
 * Order of decisions:
 * 1. Empty or over-long questions are refused; prices, personal balances and financial advice get a fixed
 *    message (intent.ts).
 * 2. Network parameters, addresses and celocli commands are answered from typed data (data.ts).
 * 3. If a content word of the question appears nowhere in the docs, the answer says so and offers search.
 * 4. Otherwise BM25 over the sections retrieves the best ones; every sentence, code block and table row of the
 *    best sections is scored by the share of the question's words it holds (rare words weigh more; words that
 *    only frame the question's type, such as "changed" or "need", weigh a quarter), the words of its place
 *    (page title, the h2 above an h3, heading), and how well it has the shape the question wants (a duration
 *    for "how long", code for "how do I", a port, size or version floor for a requirement, an entry of a list
 *    of changes, …). Page openings count only when nothing else matches, unless the page is the question's
 *    own (its title holds the question). A sentence whose links to other pages hold the question points
 *    elsewhere and counts like an opening.
 *    A question's subject ("Does ethers.js …", "How many decimals does CELO …", see intent.ts questionSubject)
 *    filters: a passage whose place, block or table row does not name it answers less, and the subject's words
 *    weigh half in matching, so what is asked of the subject ranks the passages about it. A table row is matched
 *    with its table's place at half weight (a row means what its heading says of it). A passage that does not
 *    itself name a name the question asks about ("Isthmus"), only the sentences around it, answers less. Naming no
 *    network, a question is about Mainnet: passages placed on another network answer less (not how-tos).
 * 5. A question about a name (a capitalised word: "Cardano", "NFT") is refused unless passages about that name
 *    hold the rest of the question: the docs mentioning a name elsewhere does not make another topic's passage
 *    an answer. A passage that names it only in its own sentence holds only what that sentence holds.
 * 6. The answer: a chosen sentence that introduces code, a table or a list (ends with ":") brings it; a how-to
 *    answered by code shows its section's procedure from the first matching block to the step after the last;
 *    a how-to whose words are the goal of a page of numbered steps (procedure.ts) gets those steps in order, after
 *    the page's prerequisites (and, asked for the whole setup, after the steps of the procedure pages those
 *    prerequisites link to); a yes/no answered no comes with the sentence naming what to use instead (and a
 *    "use X" with the no before it; a table row that says no, with the rows that say yes); requirement and
 *    change questions show their list, table or short section whole.
 */
import {
  blockLang,
  blockLinks,
  POSTING_WIDTH,
  TABLE_CELL_SEPARATOR,
  type Block,
  type BlockKind,
  type PassagesFile,
} from './passages';
import {networkList, type NetworkKey} from '../data/networks';
import {dataCards, questionNetwork, type DataCard, type SectionLocator} from './data';
import {
  FORMULA_OPENING,
  isNegative,
  isPolicyQuestion,
  offersAlternative,
  questionSubject,
  isStep,
  POLICY_MESSAGE,
  isFrameWord,
  requirementShape,
  wantsWholeSetup,
  shapedHeading,
  questionType,
  typeFit,
  type QuestionType,
} from './intent';
import {introBefore, listRun, ownText, stepsAfter} from './sections';
import {pageNamed, prerequisiteItems, proceduresOf, stepLead, type Procedure, type StepLead} from './procedure';
import {contentWords, normalize, splitSentences, stem, SYNONYMS, words} from './text';

export const MAX_QUESTION_LENGTH = 300;
const MAX_QUOTES = 3;
const SECTIONS_CONSIDERED = 16;
/** Share of the question's word weight the best section must hold for the docs to "cover" the question. */
const MIN_COVERAGE = 0.34;
/** A how-to answered by code shows up to this many steps (code blocks of its section, then the steps after). */
const MAX_STEPS = 5;
/** A how-to's procedure is read this many steps past its first matching code block, at most. */
const MAX_PROCEDURE = 12;
/** A list or table shown whole (every requirement, every change) shows at most this many entries. */
const MAX_ENTRIES = 12;
/** A section is shown whole as a list of changes or requirements if it has at most this many text blocks. */
const MAX_SECTION_BLOCKS = 6;
/** A page whose title holds this share of the question is the question's own page (its opening answers it). */
const DEDICATED_TITLE = 0.8;
/** Names in a question constrain the answer unless they are this common (a share of all sections: "Celo"). */
const NAME_MAX_SHARE = 0.2;
/** Share of the rest of the question a passage about the question's names must hold to answer it … */
const MIN_REST_COVERAGE = 0.2;
/** … and when a name qualifies a word the docs never pair it with ("the Ethereum mempool"). */
const MIN_REST_UNPAIRED = 0.55;

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
  /** Table rows: the header line first, then the rows that match the question (or all, for a whole table). */
  rows?: string[];
  /** List items: the list a sentence introduces, or the whole list a requirement or change belongs to. */
  items?: string[];
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
  /** For an h3, the h2 it sits under ('' otherwise). */
  parent: string;
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
  /** Each page's sections, in reading order. */
  pageSections: number[][];
  /** Each page's procedures (see procedure.ts), computed on first use. */
  procedures: Map<number, Procedure[]>;
  /** Stems of each block, computed on first use. */
  blockStems: Map<number, Set<string>>;
  /** Long words and the two words the docs use that they join, computed on first use. */
  joined: Map<string, readonly string[]>;
  /** Facts about the docs asked once (does it use a name, a phrase), remembered. */
  facts: Map<string, boolean>;
}

export function buildAssistantIndex(file: PassagesFile): AssistantIndex {
  const sections: Section[] = file.sections.map(([page, heading, anchor, parent]) => {
    const [url, title] = file.pages[page]!;
    return {page, url: anchor ? `${url}#${anchor}` : url, title, heading, parent: parent ?? '', blocks: []};
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
  const pageSections: number[][] = file.pages.map(() => []);
  sections.forEach((s, i) => {
    pageSections[s.page]?.push(i);
    const path = file.pages[s.page]![0];
    const list = byPage.get(path);
    if (list) list.push(i);
    else byPage.set(path, [i]);
  });
  const locate: SectionLocator = (page, heading) => {
    const found = (byPage.get(page) ?? []).find((i) => sections[i]!.heading && heading(sections[i]!.heading));
    return found === undefined ? undefined : sections[found]!.url;
  };
  return {
    file,
    sections,
    encoded,
    postings: new Map(),
    lengths,
    averageLength,
    locate,
    pageSections,
    procedures: new Map(),
    blockStems: new Map(),
    joined: new Map(),
    facts: new Map(),
  };
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

/** Sections ranked by BM25 for the question's stems (each with its share of weight), best first. */
function retrieve(index: AssistantIndex, stems: Map<string, number>): number[] {
  const scores = new Map<number, number>();
  const n = index.sections.length;
  for (const [k, share] of stems) {
    const list = postingsOf(index, k);
    if (!list.length) continue;
    const idf = share * Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
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
  if (!stems) index.blockStems.set(block, (stems = matchStems(index, ownText(index.file.blocks[block]!))));
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
  /** Text matched against the question (a code unit adds its code; a sentence leaves out its links' texts). */
  matchText: string;
  kind: BlockKind;
  /** Sentence position in its block, and the block's sentence count. */
  position: number;
  count: number;
  opening: boolean;
  /** Texts of the sentence's links to other doc pages: where it points, not what it says. */
  links: string[];
  /**
   * An entry of a list or table with more than one entry, whose place or intro announces what a requirement
   * or change question wants (such lists are shown whole); false for other questions.
   */
  listed: boolean;
  /** A list item that starts with a link to another page ("[Forno](/…): the public RPC"): a directory entry. */
  directory?: boolean;
  /** A whole list (unit of its first item's block) or table, matched and shown as one. */
  whole?: boolean;
  /** A short section's text blocks, matched and shown as one list (its heading announces changes or requirements). */
  wholeSection?: boolean;
  code?: Quote['code'];
  rows?: string[];
  /** For a table row, its table's place (page title, h2, heading): half of the row's match is with it. */
  caption?: string;
}

function stemsOf(text: string): Set<string> {
  return new Set(words(text).map(stem));
}

/** The two words the docs use that a long word joins ("validatorgroup" → "validator", "group"), or none. */
function joinedParts(index: AssistantIndex, word: string): readonly string[] {
  let parts = index.joined.get(word);
  if (parts) return parts;
  parts = [];
  if (word.length >= 8 && /^[a-z]+$/.test(word)) {
    for (let i = 4; i <= word.length - 4; i++) {
      const [left, right] = [word.slice(0, i), word.slice(i)];
      if (documentFrequency(index, left) > 0 && documentFrequency(index, right) > 0) {
        parts = [stem(left), stem(right)];
        break;
      }
    }
  }
  if (index.joined.size < 50_000) index.joined.set(word, parts);
  return parts;
}

/** Stems of a passage's text for matching a question, with the parts of joined words (command names). */
function matchStems(index: AssistantIndex, text: string): Set<string> {
  const stems = new Set<string>();
  for (const w of words(text)) {
    stems.add(stem(w));
    for (const part of joinedParts(index, w)) stems.add(part);
  }
  return stems;
}

/** A unit quoted as a whole (not a sentence of a longer block): a list, table, section, code block or step. */
function wholeUnit(
  section: number,
  block: number,
  kind: BlockKind,
  text: string,
  matchText: string,
  extra: Partial<Unit> = {},
): Unit {
  return {
    section,
    block,
    text,
    matchText,
    kind,
    position: 0,
    count: 1,
    opening: false,
    links: [],
    listed: false,
    ...extra,
  };
}

const codeOfBlock = (block: Block): NonNullable<Quote['code']> => {
  const lang = blockLang(block);
  return lang ? {text: block[2], lang} : {text: block[2]};
};

/**
 * The section's units: sentences of paragraphs and list items, code blocks (with the sentence before), table
 * rows; for requirement and change questions, also each list and table as one unit, and a short section
 * whose place announces requirements or changes.
 */
function unitsOf(index: AssistantIndex, s: number, type: QuestionType): Unit[] {
  const whole = WHOLE_LISTS.has(type);
  const {file} = index;
  const section = index.sections[s]!;
  const units: Unit[] = [];
  const firstParagraph = section.blocks.find((b) => file.blocks[b]![1] === 'p');
  const texts = section.blocks.filter((b) => file.blocks[b]![1] === 'p' || file.blocks[b]![1] === 'li');
  // A whole list, table or section is about the place it sits in: its page title, h2 and heading.
  const place = [section.title, section.parent, section.heading].join(' ');
  if (
    whole &&
    section.heading &&
    shapedHeading(type, place) &&
    texts.length >= 2 &&
    texts.length <= MAX_SECTION_BLOCKS
  ) {
    const matchText = [place, ...texts.map((b) => ownText(file.blocks[b]!))].join(' ');
    units.push(
      wholeUnit(s, texts[0]!, 'p', section.heading, matchText, {listed: true, whole: true, wholeSection: true}),
    );
  }
  section.blocks.forEach((b, k) => {
    const block = file.blocks[b]!;
    const [, kind, text] = block;
    const opening = !section.heading && b === firstParagraph;
    if (kind === 'p' || kind === 'li') {
      const sentences = splitSentences(text);
      const [start, end] = listRun(file, section, k);
      const run = section.blocks.slice(start, end + 1).map((i) => file.blocks[i]!);
      // A list of links to other pages ("[Overview](/…): a summary") is a directory, not a list of changes.
      const directoryList = run.filter((x) => blockLinks(x).some((l) => x[2].startsWith(l))).length * 2 > run.length;
      const intro = introBefore(file, section, start) ?? (section.heading || section.title);
      const listed = whole && end > start && !directoryList && shapedHeading(type, `${place} ${intro}`);
      if (listed && k === start) {
        const matchText = `${place} ${intro} ${run.map(ownText).join(' ')}`;
        units.push(wholeUnit(s, b, kind, intro, matchText, {listed: true, whole: true}));
      }
      sentences.forEach((sentence, position) => {
        const links = blockLinks(block).filter((l) => sentence.includes(l));
        units.push({
          section: s,
          block: b,
          text: sentence,
          matchText: links.reduce((t, l) => t.split(l).join(' '), sentence),
          kind,
          position,
          count: sentences.length,
          opening: opening || FORMULA_OPENING.test(sentence),
          links,
          listed,
          directory: kind === 'li' && blockLinks(block).some((l) => text.startsWith(l)),
        });
      });
    } else {
      // Code and table rows are quoted under the sentence that introduces them (or the section heading).
      const intro = introBefore(file, section, k) ?? (section.heading || section.title);
      if (kind === 'code') {
        units.push(wholeUnit(s, b, kind, intro, `${intro} ${text}`, {code: codeOfBlock(block)}));
      } else {
        const [header, ...rows] = text.split('\n');
        const listed = whole && rows.length > 1 && shapedHeading(type, `${place} ${intro}`);
        if (listed) units.push(wholeUnit(s, b, kind, intro, `${place} ${intro} ${text}`, {listed, whole: true}));
        // A row means what its table's header and place say of it ("Celo Mainnet | celo-v2.0.0" under "Pectra
        // upgrade notice › Required versions"): the place is matched with it, at half weight.
        for (const row of rows)
          units.push(wholeUnit(s, b, kind, intro, `${row} ${header}`, {listed, rows: [header!, row], caption: place}));
      }
    }
  });
  return units;
}

/** Question types whose wanted shape is specific enough that an opening sentence having it may answer. */
const SPECIFIC_TYPES: ReadonlySet<QuestionType> = new Set(['duration', 'when', 'quantity', 'requirement']);

/** Question types whose answer is a whole list or table (every requirement, every change), not its best entry. */
const WHOLE_LISTS: ReadonlySet<QuestionType> = new Set(['requirement', 'changes']);

/** A table's header and rows: the rows that match the question best, or all of them (up to MAX_ENTRIES). */
function tableRows(text: string, weights: Weights, whole: boolean): string[] {
  const [header, ...rows] = text.split('\n');
  if (whole) return [header!, ...rows.slice(0, MAX_ENTRIES)];
  const scored = rows.map((r) => ({r, score: coverage(stemsOf(r), weights)}));
  const best = Math.max(0, ...scored.map((x) => x.score));
  const matching = best > 0 ? scored.filter((x) => x.score >= best * 0.99).map((x) => x.r) : rows.slice(0, 6);
  return [header!, ...matching.slice(0, 6)];
}

/** The items of the list that starts at position k of a section (up to MAX_ENTRIES). */
function listItems(index: AssistantIndex, s: number, k: number): string[] {
  const section = index.sections[s]!;
  const [start, end] = listRun(index.file, section, k);
  return section.blocks.slice(start, Math.min(end + 1, start + MAX_ENTRIES)).map((b) => index.file.blocks[b]![2]);
}

/** The code block, table or list a sentence introduces (it ends with ":" and is its block's last sentence). */
function attachment(
  index: AssistantIndex,
  unit: Unit,
  weights: Weights,
  whole: boolean,
): Pick<Quote, 'code' | 'rows' | 'items'> {
  if (unit.kind === 'code' || unit.kind === 'table' || !/:\s*$/.test(unit.text) || unit.position !== unit.count - 1)
    return {};
  const blocks = index.sections[unit.section]!.blocks;
  const k = blocks.indexOf(unit.block) + 1;
  const next = blocks[k];
  if (next === undefined) return {};
  const block = index.file.blocks[next]!;
  if (block[1] === 'code') return {code: codeOfBlock(block)};
  if (block[1] === 'table') return {rows: tableRows(block[2], weights, whole)};
  if (block[1] === 'li' && unit.kind === 'p') return {items: listItems(index, unit.section, k)};
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

/** A unit with its score and the share of the question its own words hold. */
type Scored = Unit & {score: number; own: number};

/** How strongly each question type prefers passages of its shape: a unit that lacks it keeps this share of its score. */
const TYPE_FLOOR: Record<QuestionType, number> = {
  duration: 0.55,
  when: 0.6,
  changes: 0.6,
  requirement: 0.6,
  quantity: 0.6,
  howto: 0.7,
  why: 0.75,
  yesno: 0.85,
  what: 0.9,
};

/** The stems of a section's title, heading and blocks. */
function sectionStemsOf(index: AssistantIndex, s: number): Set<string> {
  const section = index.sections[s]!;
  return new Set([
    ...stemsOf(`${section.title} ${section.parent} ${section.heading}`),
    ...section.blocks.flatMap((b) => [...blockStems(index, b)]),
  ]);
}

/** Words that only frame the question's type ("what changed", "what do I need") weigh this share. */
const FRAME_WEIGHT = 0.25;

/** The weight of each question word (rarer words weigh more) and the stems that count as it. */
function questionWeights(index: AssistantIndex, keywords: string[], type: QuestionType): Weights {
  const total = index.sections.length;
  const weights: Weights = new Map();
  for (const w of keywords) {
    const synonyms = SYNONYMS.get(normalize(w)) ?? [];
    const df = Math.max(documentFrequency(index, w), ...synonyms.map((x) => documentFrequency(index, x)));
    const weight = Math.log(1 + total / (1 + df)) * (isFrameWord(type, w) ? FRAME_WEIGHT : 1);
    weights.set(stem(w), {weight, forms: [stem(w), ...synonyms.map(stem)]});
  }
  return weights;
}

/** Every unit of the best sections, scored for the question (best first), the best section's coverage, the word weights. */
/** A question about the present ("how fast are blocks now"), which a sentence about the L1 era does not answer. */
const PRESENT_QUESTION = /\b(now|nowadays|currently|current|today|these days|at present|still)\b/i;
/** A sentence set in the L1 era (before the 26 March 2025 migration): a time frame that ended with it. */
const PAST_ERA =
  /\b(before|until|prior to) (the )?(l2 |layer 2 )?(migration|upgrade|transition|hardfork|block 31,?056,?5\d\d)\b|\buntil block\b|\bfrom 20\d\d to 2025\b|\b(on|in) the (old |legacy )?(l1|layer 1)( era| chain)?\b|\bpre-migration\b/i;

/** The first sentence of a block's text. */
function openingOf(index: AssistantIndex, block: number): string {
  const text = index.file.blocks[block]?.[2] ?? '';
  return /^.*?[.!?](\s|$)/s.exec(text)?.[0] ?? text;
}

export interface RankOptions {
  /** For a requirement question, the requirement's shape (see requirementShape). */
  wanted?: RegExp;
  /** The question is about the present: passages framed in the L1 era answer another question. */
  present?: boolean;
  /** The words of the question's subject (see questionSubject): passages that do not name it answer less. */
  subject?: string[];
  /**
   * Names the question asks about ("Isthmus", "MetaMask"; see questionNames): a passage that names none of them in
   * its own words, row or place, only in the sentences around it, answers less.
   */
  named?: string[];
  /**
   * The network the question asks about (Celo Mainnet when it names none): a passage whose place, or a table
   * row whose first cell, names another network answers less (not for how-tos, whose examples use testnets).
   */
  network?: NetworkKey;
}

/** The words of the question's subject weigh this share in matching (naming the subject is checked on its own). */
const SUBJECT_WEIGHT = 0.5;
/** A sentence that does not name the question's subject, though its paragraph does, keeps this share. */
const SUBJECT_NEARBY = 0.75;
/** A passage that does not name the question's subject keeps this share of its score. */
const OFF_SUBJECT = 0.45;
/** A passage that does not itself name a name the question asks about keeps this share of its score. */
const UNNAMED = 0.75;
/** A passage set on another network than the question's keeps this share of its score. */
const OTHER_NETWORK = 0.6;

/** Subject nouns too generic to tell one thing from another ("the thirdweb SDK" is about thirdweb). */
const GENERIC_SUBJECT =
  /^(tokens?|coins?|contracts?|librar(y|ies)|sdks?|packages?|apps?|applications?|wallets?|nodes?|tools?|adapters?|plugins?|modules?|clients?|versions?)$/i;

/**
 * How to tell that a text names the question's subject: every word of it that is not generic ("the Reown AppKit
 * ethers adapter" → Reown, AppKit, ethers; "ethers.js" → ethers, its rarer part), in the singular or plural, with
 * its capitals when the question writes it in capitals ("CELO", the token, is not "Celo", the network).
 */
function subjectMatcher(index: AssistantIndex, subject: string[]): ((text: string) => boolean) | undefined {
  const keys = subject
    .map((token) => words(token).filter((w) => contentWords(w).length > 0))
    .filter((parts) => parts.length > 0)
    .map((parts) => parts.reduce((a, b) => (documentFrequency(index, b) < documentFrequency(index, a) ? b : a)));
  const specific = keys.filter((k) => !GENERIC_SUBJECT.test(k));
  const wanted = specific.length ? specific : keys;
  if (!wanted.length) return undefined;
  const tests = wanted.map((key): ((text: string, ws: Set<string>) => boolean) => {
    if (/^[A-Z][A-Z0-9]+$/.test(key) && /[A-Z].*[A-Z]/.test(key)) {
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${key}(?![\\p{L}\\p{N}])`, 'u');
      return (text) => pattern.test(text);
    }
    // The word itself or its plural, not its stem: "ethers" (the library) is not "ether" (the unit).
    const forms = [key, `${key}s`, `${key}es`].map(normalize);
    return (_, ws) => forms.some((f) => ws.has(f));
  });
  return (text) => {
    const ws = new Set(words(text).map(normalize));
    return tests.every((t) => t(text, ws));
  };
}

/** Words that name each network in a heading or a table cell ("Sepolia", "Alfajores"). */
const NETWORK_WORDS = new Map<NetworkKey, RegExp>(
  networkList.map((n) => [n.key, new RegExp(`\\b${n.name.replace(/^Celo /, '').replace(/ Testnet$/, '')}\\b`, 'i')]),
);

/** Whether a text names a network other than `asked`. */
function namesOtherNetwork(text: string, asked: NetworkKey): boolean {
  return [...NETWORK_WORDS].some(([key, pattern]) => key !== asked && pattern.test(text));
}

export function rankUnits(
  index: AssistantIndex,
  keywords: string[],
  type: QuestionType,
  {wanted, present = false, subject = [], network, named = []}: RankOptions = {},
): {scored: Scored[]; bestCoverage: number; weights: Weights} {
  const weights = questionWeights(index, keywords, type);
  const namesSubject = subjectMatcher(index, subject);
  // The subject filters (passages that do not name it answer less); what is asked of it ranks the rest. A generic
  // word of it ("CELO tokens") weighs no more than a word that frames the question, in retrieval too.
  const generic = new Set<string>();
  if (namesSubject)
    for (const w of subject.flatMap((x) => words(x))) {
      const entry = weights.get(stem(w));
      if (GENERIC_SUBJECT.test(w)) generic.add(stem(w));
      if (entry) entry.weight *= GENERIC_SUBJECT.test(w) ? FRAME_WEIGHT : SUBJECT_WEIGHT;
    }
  const nameStems = named.map(stem);
  const otherNetwork = (text: string) => network !== undefined && type !== 'howto' && namesOtherNetwork(text, network);
  const queryStems = new Map<string, number>();
  for (const w of keywords) {
    const share = isFrameWord(type, w) || generic.has(stem(w)) ? FRAME_WEIGHT : 1;
    for (const x of [w, ...(SYNONYMS.get(normalize(w)) ?? [])]) queryStems.set(stem(x), share);
  }
  const hits = retrieve(index, queryStems);
  const scored: Scored[] = [];
  let bestCoverage = 0;
  // Where a section sits: its page title, the h2 above an h3, its heading.
  const placeOf = (s: number) => {
    const section = index.sections[s]!;
    return [section.title, section.parent, section.heading].filter(Boolean).join(' › ');
  };
  // The best sections, and a few more down the list whose heading announces the list the question wants.
  const considered = [
    ...hits.slice(0, SECTIONS_CONSIDERED),
    ...hits
      .slice(SECTIONS_CONSIDERED, 4 * SECTIONS_CONSIDERED)
      .filter((s) => shapedHeading(type, placeOf(s)))
      .slice(0, SECTIONS_CONSIDERED / 2),
  ];
  considered.forEach((s, rank) => {
    const section = index.sections[s]!;
    const place = placeOf(s);
    const context = coverage(stemsOf(place), weights);
    const dedicated = coverage(stemsOf(section.title), weights) >= DEDICATED_TITLE;
    // Asked about today, a passage framed in the L1 era answers another question: the frame is set by the
    // section's heading, the opening sentence of the paragraph, or the sentence itself.
    const pastSection = present && PAST_ERA.test(place);
    const pastBlock = new Map<number, boolean>();
    const placeNamesSubject = namesSubject?.(place) ?? true;
    const placeStems = nameStems.length ? stemsOf(place) : new Set<string>();
    const blockNamesSubject = new Map<number, boolean>();
    bestCoverage = Math.max(bestCoverage, coverage(sectionStemsOf(index, s), weights));
    const blockCoverage = new Map<number, number>();
    for (const unit of unitsOf(index, s, type)) {
      if (!blockCoverage.has(unit.block))
        blockCoverage.set(unit.block, coverage(blockStems(index, unit.block), weights));
      const stems = matchStems(index, unit.matchText);
      const own = unit.caption
        ? 0.5 * coverage(stems, weights) + 0.5 * coverage(new Set([...stems, ...stemsOf(unit.caption)]), weights)
        : coverage(stems, weights);
      if (own === 0 && context === 0) continue;
      // A sentence whose links hold the question more than its own words do points to the answer elsewhere, and
      // so does a paragraph that links to the question's own page (a link text that holds the question).
      const pointer =
        (unit.links.length > 0 && coverage(stemsOf(unit.links.join(' ')), weights) >= own) ||
        (!unit.whole &&
          unit.kind !== 'code' &&
          blockLinks(index.file.blocks[unit.block]!).some((l) => coverage(stemsOf(l), weights) >= DEDICATED_TITLE));
      // A table row has the shape asked for in its cells, not in the sentence that introduces its table.
      const shaped = [unit.text, unit.code?.text, ...(unit.rows?.slice(1) ?? [])].filter(Boolean).join(' ');
      const fit = typeFit(type, shaped, {
        code: Boolean(unit.code),
        listed: unit.listed,
        heading: place,
        ...(wanted && {wanted}),
      });
      let score =
        (own + 0.25 * blockCoverage.get(unit.block)! + 0.4 * context + 0.1 / (1 + rank)) *
        (TYPE_FLOOR[type] + (1 - TYPE_FLOOR[type]) * fit);
      if (unit.kind === 'code' && type !== 'howto') score *= 0.8;
      // A yes or no is said in a sentence: a table row lists (a row of a support matrix names no alternative), and
      // code shows how, not whether.
      if ((unit.rows || unit.code) && type === 'yesno') score *= 0.7;
      if (unit.text.length < 25 && !unit.code && !unit.rows && !unit.whole) score *= 0.6;
      if (unit.text.length > 450) score *= 0.85;
      if (present && !pastBlock.has(unit.block)) pastBlock.set(unit.block, PAST_ERA.test(openingOf(index, unit.block)));
      if (present && (pastSection || pastBlock.get(unit.block) || PAST_ERA.test(unit.text))) score *= 0.3;
      // About its subject: the passage's place, its block or (for a table row) the row names it.
      if (nameStems.length && !nameStems.every((k) => placeStems.has(k) || stems.has(k))) score *= UNNAMED;
      // (A sentence whose paragraph names the subject, but not the sentence itself, may be about something else:
      // "ethers does not know feeCurrency … use viem" is not about viem.)
      if (namesSubject && !placeNamesSubject) {
        let named = unit.rows ? namesSubject(unit.rows.join('\n')) : blockNamesSubject.get(unit.block);
        if (named === undefined)
          blockNamesSubject.set(unit.block, (named = namesSubject(index.file.blocks[unit.block]![2])));
        if (!named) score *= OFF_SUBJECT;
        else if (!unit.rows && !namesSubject(unit.matchText)) score *= SUBJECT_NEARBY;
      }
      if (otherNetwork(place) || (unit.rows && otherNetwork(unit.rows[1]!.split(TABLE_CELL_SEPARATOR)[0]!)))
        score *= OTHER_NETWORK;
      // A page opening leads with the answer of the page; it counts fully when the page is the question's own
      // page (its title holds the question), otherwise only when nothing else matches.
      const opening = unit.opening && !(dedicated && !FORMULA_OPENING.test(unit.text));
      if (pointer || unit.directory) score *= 0.3;
      // An opening sentence with exactly the shape asked for (a version floor, a date, a duration) is specific.
      else if (opening) score *= fit === 1 && SPECIFIC_TYPES.has(type) ? 0.7 : 0.3;
      scored.push({...unit, opening, score, own});
    }
  });
  scored.sort((a, b) => b.score - a.score);
  return {scored, bestCoverage, weights};
}

/** Names in a question: words written with a capital inside it ("Cardano", "NFT"), which the answer must be about. */
function questionNames(index: AssistantIndex, question: string, keywords: string[]): string[] {
  const content = new Set(keywords.map(stem));
  const common = NAME_MAX_SHARE * index.sections.length;
  return [...question.matchAll(/[\p{L}\p{N}]+/gu)]
    .filter((m, i) => i > 0 && m.index > 0)
    .map((m) => m[0])
    .filter(
      (w) =>
        /^\p{Lu}/u.test(w) &&
        w !== 'I' &&
        !/\d/.test(w) &&
        content.has(stem(w)) &&
        Math.max(
          documentFrequency(index, w),
          ...(SYNONYMS.get(normalize(w)) ?? []).map((x) => documentFrequency(index, x)),
        ) <= common,
    );
}

/**
 * A name as a name: with the question's capitals and, for a word capitalised like any sentence start ("Near",
 * "Flow") in running text, not at the start of a sentence or table cell. Titles and headings may start with it.
 */
function namePattern(name: string, runningText: boolean): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`;
  return runningText && /^\p{Lu}\p{Ll}*$/u.test(name)
    ? new RegExp(`(?<![.!?:|]\\s*|^\\s*)${word}`, 'mu')
    : new RegExp(word, 'u');
}

/** Whether a text names the name (see namePattern) or a synonym of it the docs use. */
function names(text: string, name: string, pattern: RegExp): boolean {
  const synonyms = SYNONYMS.get(normalize(name)) ?? [];
  return pattern.test(text) || (synonyms.length > 0 && words(text).some((w) => synonyms.includes(normalize(w))));
}

/** Whether any section of the docs names the name. */
function docsName(index: AssistantIndex, name: string): boolean {
  return remember(index, `name ${name}`, () => {
    const pattern = namePattern(name, true);
    const stems = [name, ...(SYNONYMS.get(normalize(name)) ?? [])].map(stem);
    return stems.some((k) =>
      postingsOf(index, k).some(([s]) =>
        index.sections[s]!.blocks.some((b) => names(index.file.blocks[b]![2], name, pattern)),
      ),
    );
  });
}

/** A fact about the docs computed once per index (they do not change while it lives). */
function remember(index: AssistantIndex, key: string, compute: () => boolean): boolean {
  let known = index.facts.get(key);
  if (known === undefined) index.facts.set(key, (known = compute()));
  return known;
}

/** Words before a name that make it the question's subject ("Can Forno handle …"), not a modifier. */
const SUBJECT_BEFORE = new Set(
  'can could does do did is are was were will would should may might must has have how why when where what which who'.split(
    ' ',
  ),
);

/**
 * Phrases in which a name qualifies the next word ("a Cardano wallet", "the Ethereum mempool"): the thing asked
 * about is the phrase, not the name alone.
 */
function namePhrases(question: string, questionNames: string[]): [string, string][] {
  const tokens = words(question);
  const phrases: [string, string][] = [];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (i === 0 || !questionNames.includes(t) || SUBJECT_BEFORE.has(normalize(tokens[i - 1]!)) || !next) return;
    if (contentWords(next).length === 1 && !LINKING_WORDS.has(normalize(next))) phrases.push([t, next]);
  });
  return phrases;
}

/** Words after a name that start a clause rather than name a thing ("inside MiniPay before I publish it"). */
const LINKING_WORDS = new Set(
  'before after during until since while because unless whereas once via versus vs'.split(' '),
);

/** Whether the docs write the two words of a phrase one after the other, in any case ("graph-cli" for "Graph CLI"). */
function docsPhrase(index: AssistantIndex, [first, second]: [string, string]): boolean {
  const [a, b] = [stem(first), stem(second)];
  // Only blocks holding both words' first letters are read word by word.
  const [pa, pb] = [first, second].map((w) => normalize(w).slice(0, Math.min(4, w.length - 1)));
  return remember(index, `phrase ${a} ${b}`, () => {
    const withSecond = new Set(postingsOf(index, b).map(([s]) => s));
    return postingsOf(index, a).some(
      ([s]) =>
        withSecond.has(s) &&
        index.sections[s]!.blocks.some((k) => {
          const text = index.file.blocks[k]![2];
          const lower = text.toLowerCase();
          if (!lower.includes(pa!) || !lower.includes(pb!)) return false;
          // Addresses are not prose: "ethereum-beacon-api.publicnode.com" pairs nothing.
          const ws = words(text.replace(/\S*:\/\/\S*|[\w-]+(\.[\w-]+){2,}/g, ' ')).map(stem);
          return ws.some((w, i) => w === a && ws[i + 1] === b);
        }),
    );
  });
}

/** The units of the step a page gives after a block (see sections.ts), ready to quote. */
function stepUnits(index: AssistantIndex, last: Unit, room: number): Unit[] {
  const section = index.sections[last.section]!;
  const k = section.blocks.indexOf(last.block);
  return stepsAfter(index.file, index.sections, last.section, k, room).map(({section: s, position, block: b}) => {
    const block = index.file.blocks[b]!;
    const target = index.sections[s]!;
    if (block[1] === 'code') {
      const intro = introBefore(index.file, target, position) ?? (target.heading || target.title);
      return wholeUnit(s, b, 'code', intro, intro, {code: codeOfBlock(block)});
    }
    // A text step is quoted whole (up to three sentences), so its last sentence brings the code it introduces.
    const sentences = splitSentences(block[2]);
    const shown = sentences.slice(0, 3).join(' ');
    return wholeUnit(s, b, block[1], shown, shown, {
      position: Math.min(3, sentences.length) - 1,
      count: sentences.length,
    });
  });
}

/** The thing a sentence tells the reader to use ("use viem, which …" → "viem"). */
const USE_OBJECT =
  /\b(?:use|try|switch to|choose|prefer|move to|migrate to)\s+(?:the\s+)?([^\s,;.]+(?:\s+[^\s,;.]+)?)/i;

/** How far (in blocks of its section) the sentence naming what to use instead may follow a "no". */
const ALTERNATIVE_REACH = 2;

/**
 * The sentence that names what to use instead of what a negative sentence says is missing: the first one after it
 * in its paragraph that offers an alternative ("For new projects that need fee abstraction, use viem."), or in the
 * next paragraphs or list items of its section.
 */
function alternativeTo(index: AssistantIndex, unit: Unit): Unit | undefined {
  if (unit.kind !== 'p' && unit.kind !== 'li') return undefined;
  const section = index.sections[unit.section]!;
  const k = section.blocks.indexOf(unit.block);
  for (let i = k; i < section.blocks.length && i <= k + ALTERNATIVE_REACH; i++) {
    const b = section.blocks[i]!;
    const block = index.file.blocks[b]!;
    if (block[1] !== 'p' && block[1] !== 'li') continue;
    const sentences = splitSentences(block[2]);
    const from = i === k ? unit.position + 1 : 0;
    const found = sentences.findIndex((x, j) => j >= from && offersAlternative(x));
    if (found >= 0)
      return wholeUnit(unit.section, b, block[1], sentences[found]!, sentences[found]!, {
        position: found,
        count: sentences.length,
      });
  }
  return undefined;
}

/** The sentence saying no that a "use X instead" follows, earlier in its paragraph or in the paragraph before. */
function negativeBefore(index: AssistantIndex, unit: Unit): Unit | undefined {
  if (unit.kind !== 'p' && unit.kind !== 'li') return undefined;
  const section = index.sections[unit.section]!;
  const k = section.blocks.indexOf(unit.block);
  for (let i = k; i >= 0 && i >= k - 1; i--) {
    const b = section.blocks[i]!;
    const block = index.file.blocks[b]!;
    if (block[1] !== 'p' && block[1] !== 'li') continue;
    const sentences = splitSentences(block[2]);
    const to = i === k ? unit.position - 1 : sentences.length - 1;
    for (let j = to; j >= 0; j--)
      if (isNegative(sentences[j]!))
        return wholeUnit(unit.section, b, block[1], sentences[j]!, sentences[j]!, {
          position: j,
          count: sentences.length,
        });
  }
  return undefined;
}

/** Rows of a table that say yes ("viem | Native: set feeCurrency …"), to show beside a row that says no. */
function affirmativeRows(index: AssistantIndex, unit: Unit): string[] {
  const [, ...rows] = index.file.blocks[unit.block]![2].split('\n');
  return rows
    .filter(
      (r) =>
        r !== unit.rows![1] && !isNegative(r) && AFFIRMATIVE.test(r.split(TABLE_CELL_SEPARATOR).slice(1).join(' ')),
    )
    .slice(0, 2);
}

/** A table cell that says a feature is there. */
const AFFIRMATIVE = /\b(native(ly)?|yes|supported|full|built[- ]in)\b/i;

/** A procedure answers a how-to when its goal holds at least this share of the question … */
const PROCEDURE_COVERAGE = 0.5;
/** … looked for on the pages of this many of the best passages. */
const PROCEDURE_CANDIDATES = 20;
/** A procedure's answer shows at most this many steps (its prerequisite pages' steps, for a whole setup, besides). */
const MAX_PROCEDURE_STEPS = 5;

/** The pages with a procedure that a procedure's prerequisites link to ("A free ngrok account; see ngrok setup"). */
function prerequisitePages(index: AssistantIndex, procedure: Procedure): number[] {
  if (procedure.prerequisites === undefined) return [];
  const links = prerequisiteItems(index.file, index.sections[procedure.prerequisites]!).flatMap((i) => i.links);
  const pages = new Set(links.map((l) => pageNamed(index.file, l)));
  return [...pages].filter(
    (p): p is number => p !== undefined && p !== procedure.page && proceduresOfPage(index, p).length > 0,
  );
}

/** A page's procedures, found once. */
function proceduresOfPage(index: AssistantIndex, page: number): Procedure[] {
  let found = index.procedures.get(page);
  if (!found) index.procedures.set(page, (found = proceduresOf(index.file, index.sections, index.pageSections[page]!)));
  return found;
}

/**
 * The procedure whose goal is the question ("How do I test my app inside MiniPay?" and the MiniPay quickstart's
 * steps), among the pages of the best passages, when the best passage is not code: its goal (title, and the h2
 * above the steps or the page opening) must hold as much of the question as that passage does, or the passage must
 * be on the procedure's page. For a question that asks for the whole setup, any procedure whose goal holds enough
 * of it.
 */
function procedureFor(
  index: AssistantIndex,
  scored: Scored[],
  weights: Weights,
  wholeSetup: boolean,
): Procedure | undefined {
  const best = scored[0]!;
  const candidates: {procedure: Procedure; coverage: number}[] = [];
  const pages = new Set(scored.slice(0, PROCEDURE_CANDIDATES).map((u) => index.sections[u.section]!.page));
  for (const page of pages)
    for (const procedure of proceduresOfPage(index, page))
      candidates.push({procedure, coverage: coverage(matchStems(index, procedure.goal), weights)});
  const found = candidates.reduce<(typeof candidates)[number] | undefined>(
    (a, b) => (!a || b.coverage > a.coverage ? b : a),
    undefined,
  );
  if (!found || found.coverage < PROCEDURE_COVERAGE) return undefined;
  if (wholeSetup) {
    // The whole setup is the procedure among the candidates that needs this one first (the quickstart that links to
    // ngrok's setup as a prerequisite, rather than ngrok's setup).
    const needing = candidates.find((c) => prerequisitePages(index, c.procedure).includes(found.procedure.page));
    return (needing ?? found).procedure;
  }
  // A code block that holds the question answers it with the steps around it (stepsAfter); a sentence of the
  // procedure's own page is one of its steps or its summary: the steps answer better.
  if (best.code) return undefined;
  const onPage = index.sections[best.section]!.page === found.procedure.page;
  return found.coverage >= best.own || onPage ? found.procedure : undefined;
}

/**
 * The steps of a procedure in order, each with the code, list or instruction a reader acts on, after its
 * prerequisites; for a question that asks for the whole setup, the steps of the procedure pages the prerequisites
 * link to come first ("A free ngrok account; see ngrok setup" brings ngrok's account, install and token steps).
 */
function procedureAnswer(index: AssistantIndex, procedure: Procedure, scored: Scored[], wholeSetup: boolean): Answer {
  const used: number[] = [];
  const quotes: Quote[] = [];
  const cite = (s: number) => {
    if (!used.includes(s)) used.push(s);
    return used.indexOf(s);
  };
  const shownCode = new Set<string>();
  const push = (lead: StepLead | undefined) => {
    if (!lead || (lead.code && shownCode.has(lead.code.text))) return;
    if (lead.code) shownCode.add(lead.code.text);
    const {text, code, items, rows} = lead;
    quotes.push({text, citation: cite(lead.section), ...(code && {code}), ...(items && {items}), ...(rows && {rows})});
  };
  const required = procedure.prerequisites;
  if (required !== undefined) {
    if (wholeSetup)
      for (const page of prerequisitePages(index, procedure))
        for (const s of proceduresOfPage(index, page)[0]!.steps.slice(0, MAX_PROCEDURE_STEPS))
          push(stepLead(index.file, index.sections, s));
    const items = prerequisiteItems(index.file, index.sections[required]!);
    quotes.push({text: index.sections[required]!.heading, citation: cite(required), items: items.map((i) => i.text)});
  }
  // The steps from the first, and far enough to reach the step of the best passage on the page. That step is
  // shown with the steps its section gives after its lead (a command and the one that checks it), and so is the
  // procedure's last step, which ends with what to do with the result ("Open that URL in MiniPay's Load Test Page
  // option").
  const bestStep = procedure.steps.findIndex((s) => scored.some((u, i) => i < 3 && u.section === s));
  const start = Math.max(0, bestStep - MAX_PROCEDURE_STEPS + 1);
  const shown = procedure.steps.slice(start, start + MAX_PROCEDURE_STEPS);
  const last = procedure.steps[procedure.steps.length - 1];
  for (const s of shown) {
    const lead = stepLead(index.file, index.sections, s);
    push(lead);
    const room = s === procedure.steps[bestStep] ? 2 : s === last ? 1 : 0;
    if (!lead || !room) continue;
    const section = index.sections[s]!;
    for (const after of stepsAfter(index.file, index.sections, s, section.blocks.indexOf(lead.block), room)) {
      if (after.section !== s) break;
      const block = index.file.blocks[after.block]!;
      push(
        block[1] === 'code'
          ? {
              section: s,
              block: after.block,
              text: introBefore(index.file, section, after.position) ?? section.heading,
              code: codeOfBlock(block),
            }
          : {section: s, block: after.block, text: splitSentences(block[2]).slice(0, 3).join(' ')},
      );
    }
  }
  const citations = used.map((s) => {
    const section = index.sections[s]!;
    return {title: section.heading ? `${section.title} › ${section.heading}` : section.title, url: section.url};
  });
  return {kind: 'answer', quotes, citations, followUps: followUpsFor(index, used)};
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
  // "From the command line" means celocli in these docs; "set up" in a question asking for the whole setup only
  // frames it, as one word.
  const keywords = contentWords(
    question
      .replace(/\bcommand[- ]line\b/gi, 'celocli')
      .replace(wantsWholeSetup(question) ? /\bset up\b/gi : /$^/, 'setup'),
  );
  if (keywords.length === 0) return {kind: 'no-answer', message: NO_ANSWER_MESSAGE, search};
  const type: QuestionType = questionType(question);
  // The rarest content word the docs never use: the question is about something they do not cover (a word that
  // only frames the question, such as "starting from nothing", says nothing about the docs).
  const absent = keywords.find((w) => !isFrameWord(type, w) && isAbsent(index, w));
  if (absent) return {kind: 'no-answer', message: `The docs don't mention '${absent}'.`, missing: absent, search};

  const ranked = rankUnits(index, keywords, type, {
    ...(type === 'requirement' && {wanted: requirementShape(question)}),
    present: PRESENT_QUESTION.test(question) && !PAST_ERA.test(question),
    subject: questionSubject(question),
    named: questionNames(index, question, keywords),
    network: questionNetwork(question).key,
  });
  const {scored, bestCoverage, weights} = ranked;
  if (bestCoverage < MIN_COVERAGE || scored.length === 0)
    return {kind: 'no-answer', message: NO_ANSWER_MESSAGE, search};

  // A question about a name ("a Cardano wallet") is answered only by passages about it: in a section whose title
  // or heading names it, or naming it themselves, and holding the rest of the question. The docs mentioning
  // Cardano elsewhere does not make Celo's wallet setup an answer. A name that qualifies a thing the docs
  // never pair it with ("the Ethereum mempool") needs passages that hold most of the rest of the question.
  const asked = questionNames(index, question, keywords);
  if (asked.length) {
    const nameStems = new Set(asked.map(stem));
    const rest: Weights = new Map([...weights].filter(([k]) => !nameStems.has(k)));
    const patterns = asked.map((n) => [n, namePattern(n, false), namePattern(n, true)] as const);
    const foreign = asked.find((n) => !docsName(index, n));
    const about = (u: Unit) => {
      const section = index.sections[u.section]!;
      return patterns.every(
        ([n, inHeading, inText]) =>
          names(`${section.title}\n${section.heading}`, n, inHeading) || names(u.matchText, n, inText),
      );
    };
    // What a passage says about the names: all of it, with its place, when its title or heading names one of them;
    // otherwise only its own words that name one (the sentence, and the code it brings only if that names one too).
    // A sentence on a Celo validator page that mentions "the Ethereum derivation path" says nothing about
    // Ethereum's validators: the page's heading and commands hold "validator" and "stake", not the sentence.
    const namesOne = (text: string, inText: boolean) =>
      patterns.some(([n, inHeading, inRunningText]) => names(text, n, inText ? inRunningText : inHeading));
    const aboutText = (u: Unit) => {
      const section = index.sections[u.section]!;
      const place = `${section.title}\n${section.heading}`;
      if (namesOne(place, false)) return `${place}\n${u.matchText}`;
      if (u.code && !namesOne(u.code.text, true)) return u.text;
      // A whole list, table or section is matched with its place's words before its own.
      const placeWords = [section.title, section.parent, section.heading].join(' ');
      return u.whole && u.matchText.startsWith(placeWords) ? u.matchText.slice(placeWords.length) : u.matchText;
    };
    const aboutNames = foreign ? [] : scored.filter(about);
    const restCoverage = Math.max(0, ...aboutNames.map((u) => coverage(stemsOf(aboutText(u)), rest)));
    const unpaired = namePhrases(question, asked).find((p) => !docsPhrase(index, p));

    const needed = unpaired ? MIN_REST_UNPAIRED : MIN_REST_COVERAGE;
    if (aboutNames.length === 0 || (rest.size > 0 && restCoverage < needed)) {
      const missing = foreign ?? (unpaired ? unpaired.join(' ') : asked.join(' '));
      return {kind: 'no-answer', message: `The docs don't cover '${missing}'.`, missing, search};
    }
  }

  const best = scored[0]!;
  const whole = WHOLE_LISTS.has(type);
  if (type === 'howto') {
    const wholeSetup = wantsWholeSetup(question);
    const procedure = procedureFor(index, scored, weights, wholeSetup);
    if (procedure) return procedureAnswer(index, procedure, scored, wholeSetup);
  }
  const chosen: Unit[] = [best];
  // A sentence that leans on the one before it ("It …", "This …") comes with it.
  if (best.position > 0 && /^(it|this|that|they|these|then|so|the result)\b/i.test(best.text)) {
    const previous = scored.find((u) => u.block === best.block && u.position === best.position - 1);
    if (previous) chosen.unshift(previous);
  }
  // "No, use X": a yes/no whose best passage sits in a paragraph that says no leads with that no (about the
  // question's subject) and comes with what to use instead; a table row that says no, with the rows that say yes.
  if (type === 'yesno') {
    if (best.rows) {
      if (isNegative(best.rows[1]!))
        chosen[chosen.length - 1] = {...best, rows: [...best.rows, ...affirmativeRows(index, best)]};
    } else {
      const subject = subjectMatcher(index, questionSubject(question));
      // "Use viem" answers "does viem …?" with a yes: the no before it is about something else.
      const usesSubject =
        subject && USE_OBJECT.exec(best.text)?.[1] !== undefined && subject(USE_OBJECT.exec(best.text)![1]!);
      const no = isNegative(best.text) || usesSubject ? undefined : negativeBefore(index, best);
      const about = (u: Unit) => {
        const section = index.sections[u.section]!;
        return `${section.title}\n${section.parent}\n${section.heading}\n${index.file.blocks[u.block]![2]}`;
      };
      if (no && (!subject || subject(about(no)))) chosen.unshift(no);
      if (chosen.some((u) => isNegative(u.text)) && !chosen.some((u) => offersAlternative(u.text))) {
        const instead = alternativeTo(index, best);
        if (instead && !chosen.some((u) => u.text === instead.text)) chosen.push(instead);
      }
    }
  }
  if (type === 'howto' && (best.code || ((best.kind === 'li' || best.kind === 'p') && isStep(best.text)))) {
    // Steps: a how-to answered by code shows its section's procedure, in reading order: every code block that
    // matches the question, the steps in between and the step the page gives right after the last of them
    // (activate after voting, broadcast after the script), up to MAX_STEPS.
    const matching = best.code
      ? scored.filter((u) => u.section === best.section && u.code && u.score >= 0.6 * best.score).slice(0, MAX_STEPS)
      : [best];
    const first = matching.reduce((a, b) => (b.block < a.block ? b : a), best);
    const procedure = [first, ...stepUnits(index, first, MAX_PROCEDURE)];
    const blocks = index.sections[first.section]!.blocks;
    const needed = (u: Unit) =>
      matching.some(
        (m) => m.block === u.block || (/:\s*$/.test(u.text) && blocks[blocks.indexOf(u.block) + 1] === m.block),
      );
    const last = procedure.reduce((at, u, i) => (needed(u) ? i : at), 0);
    let room = MAX_STEPS - procedure.filter(needed).length;
    chosen.splice(0, chosen.length, ...procedure.filter((u, i) => needed(u) || (i <= last + 1 && room-- > 0)));
  }
  // A page that lists its changes (or requirements) in subsections of one heading: each subsection is an entry.
  const bestSection = index.sections[best.section]!;
  const sibling = (u: Unit) => {
    const section = index.sections[u.section]!;
    return (
      whole &&
      bestSection.parent !== '' &&
      section.page === bestSection.page &&
      section.parent === bestSection.parent &&
      !chosen.some((c) => c.section === u.section)
    );
  };
  for (const u of scored) {
    if (chosen.length >= MAX_QUOTES) break;
    if (
      u.score < best.score * (sibling(u) ? 0.25 : 0.8) ||
      chosen.some(
        (c) =>
          c.text === u.text ||
          (c.code && u.code && c.code.text === u.code.text) ||
          (c.block === u.block && c.kind === 'table') ||
          (whole && c.section === u.section && ((c.listed && u.listed) || c.wholeSection || u.wholeSection)),
      )
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
    const citation = used.indexOf(u.section);
    if (whole && u.listed) {
      // Requirements and changes: the whole list or table the entry belongs to, under its intro or heading.
      const section = index.sections[u.section]!;
      const k = section.blocks.indexOf(u.block);
      const [start] = listRun(index.file, section, k);
      const intro = introBefore(index.file, section, start) ?? (section.heading || section.title);
      if (u.wholeSection) {
        const texts = section.blocks.map((b) => index.file.blocks[b]!).filter((b) => b[1] === 'p' || b[1] === 'li');
        // A paragraph that introduces the rest ("The machine needs:") heads the list instead of the heading.
        const [first, ...rest] = texts;
        return first![1] === 'p' && /:\s*$/.test(first![2])
          ? {text: first![2], citation, items: rest.map((b) => b[2])}
          : {text: u.text, citation, items: texts.map((b) => b[2])};
      }
      return u.kind === 'table'
        ? {text: u.text, citation, rows: tableRows(index.file.blocks[u.block]![2], weights, true)}
        : {text: intro, citation, items: listItems(index, u.section, start)};
    }
    const extra =
      u.code || u.rows
        ? {...(u.code && {code: u.code}), ...(u.rows && {rows: u.rows})}
        : attachment(index, u, weights, whole);
    // A change or requirement told in a short paragraph is quoted whole: its next sentence is often the detail.
    if (whole && (u.kind === 'p' || u.kind === 'li') && u.count > 1 && u.count <= 3 && !extra.code && !extra.rows)
      return {
        text: index.file.blocks[u.block]![2],
        citation,
        ...attachment(index, {...u, position: u.count - 1, text: index.file.blocks[u.block]![2]}, weights, whole),
      };
    return {text: u.text, citation, ...extra};
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
          [
            q.text,
            q.code?.text,
            q.rows?.map((r) => r.split(TABLE_CELL_SEPARATOR).join(' | ')).join('\n'),
            q.items?.join('\n'),
          ]
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
