// cspell:ignore ment migrat requir ements remov replac vcpus
/**
 * What kind of answer a question wants (a duration, a number, steps, a yes or no, a reason, a list of
 * requirements or of changes), what each kind of passage looks like, and which questions no documentation
 * can answer (prices, personal balances, financial advice).
 */
import {splitSentences} from './text';

export type QuestionType =
  'duration' | 'when' | 'changes' | 'requirement' | 'quantity' | 'howto' | 'yesno' | 'why' | 'what';

/** "What changed …", "what is different …", "what no longer works …": the answer is a list of changes. */
const CHANGES_QUESTION =
  /\bwhat (has |have |did |)?chang(ed|es)\b|\bwhat did\b.*\bchange\b|\bwhat('s| is| are)? (new|different)\b|\bwhat (are|were) the (changes|differences)\b|\bdifferences? (between|from)\b|\bwhat (no longer|stopped)\b|\bbreaking changes?\b/;
/** Hardware, disk, ports, versions and other prerequisites: the answer is the requirement itself. */
const REQUIREMENT_QUESTION =
  /\b(hardware|requirements?|prerequisites?|specs|specifications)\b|\b(what|which) ([\w.-]+ ){0,3}(do|does|would|should) ([\w.-]+ ){1,3}(need|require)\b|\bneed(ed)? (before|to have)\b|\bhow much (disk|ram|memory|storage|space|cpu|bandwidth)\b|\bdisk (space|size)\b|\b(which|what) ports?\b|\bports?\b.*\b(open|expose|forward)\b|\b(what|which) ([\w.-]+ )?version\b.*\b(need|require)/;

/**
 * Words that only say what kind of answer a question wants ("what changed after the migration", "what hardware
 * do I need"): the answer's shape carries them, so they do not pick the passage.
 */
const FRAME_WORDS: Partial<Record<QuestionType, RegExp>> = {
  changes:
    /^(chang(e|ed|es|ing)?|different|differences?|new|mov(e|ed|es|ing)|migrat(e|ed|ion|ing)|bec(a|o)me|switch(ed)?|after|before|since|compared?|versus|vs|now)$/i,
  requirement:
    /^(need(s|ed)?|requir(e|es|ed|ements?)|prerequisites?|hardware|specs?|specifications?|information|minimum)$/i,
};

/** Whether a content word only frames the question's type ("changed", "need"). */
export function isFrameWord(type: QuestionType, word: string): boolean {
  return FRAME_WORDS[type]?.test(word) ?? false;
}

export function questionType(question: string): QuestionType {
  const q = question.trim().toLowerCase();
  if (
    /^how (long|fast|quickly|often)\b|\bhow (many|much) (time|days|hours|minutes|seconds|weeks)\b|\bblock time\b|\bhow long\b/.test(
      q,
    )
  )
    return 'duration';
  if (/^when\b|\b(what|which) (date|day|year|block)\b|\bat which block\b/.test(q)) return 'when';
  if (CHANGES_QUESTION.test(q)) return 'changes';
  if (REQUIREMENT_QUESTION.test(q)) return 'requirement';
  if (
    /^how (much|many|big|large)\b|\b(minimum|maximum|how much|how many)\b|\b(what|which) ([\w.-]+ )?(version|number|port|percentage|rate)\b/.test(
      q,
    )
  )
    return 'quantity';
  if (/^(how (do|can|should|would|could) (i|we|you|my)|how to|what are the steps|show me how)\b/.test(q))
    return 'howto';
  if (/^why\b|\bwhat is the reason\b|\bwhy\b/.test(q)) return 'why';
  if (/^(can|could|is|are|does|do|did|should|will|may|must|has|have)\b/.test(q)) return 'yesno';
  return 'what';
}

const DURATION =
  /\b\d[\d,.]*\s*-?\s*(ms|milliseconds?|s|secs?|seconds?|minutes?|mins?|hours?|h|days?|weeks?|months?|years?|blocks?|epochs?)\b|\b(one|two|three|four|five|six|seven|ten|twelve|fourteen|thirty)[ -](second|minute|hour|day|week|month|year)s?\b|\b(instant(ly)?|daily|weekly|immediately)\b/i;
const DATE =
  /\b(19|20)\d\d\b|\b(january|february|march|april|may|june|july|august|september|october|november|december)\b|\bblock [\d,]{5,}/i;
const NUMBER = /\d/;
/** An amount: a number with thousands separators, of two or more digits, or followed by a unit ("L2" is not one). */
const AMOUNT =
  /\b\d{1,3}(,\d{3})+\b|\b\d+(\.\d+)?\s*(%|percent|celo|gwei|wei|eth|usd|tokens?|gas|bytes?|kb|mb|gb|seconds?|minutes?|hours?|days?|weeks?|blocks?|members?|validators?|times)\b|(^|[^\w-])\d{2,}\b/i;
const COMMAND =
  /\b(npm|npx|yarn|pnpm|forge|cast|anvil|celocli|docker|git|curl|ngrok|pip|brew|hardhat)\b|\b[a-z]+:[a-z-]+\b|\s--[a-z]/i;
const IMPERATIVE =
  /^(run|install|add|set|create|use|open|call|pass|import|deploy|replace|save|copy|send|start|configure|export|connect|choose|select|enter|click|fund|switch|activate|register|lock|unlock|vote|withdraw|revoke|restart|request|paste|sign|confirm|approve|edit|append|compile|build|update|upgrade|execute|submit|visit|type|download|clone|enable|generate|check|verify|wait|point|log in|sign up)\b/i;
const POLAR = /\b(not|no|cannot|can't|never|only|must|yes|requires?|unchanged|still|no longer|rejected|supported)\b/i;
const REASON =
  /\b(because|so that|therefore|since|reason|in order to|otherwise|this is why|that is why|assume|which means)\b/i;

/** Headings of sections that list changes, or what stayed the same. */
const CHANGE_HEADING =
  /\b(chang|differ|remov|no longer|retired|replac|new in|what's new|breaking|carried over|stayed|still|on the l2|on celo l2|after the|since)/i;
/** Sentences that state a change. */
const CHANGE_TEXT =
  /\b(instead of|replaced|replaces|no longer|removed|retired|deprecated|renamed|moved|became|now|was|were|raised|lowered|dropped|added|switched|changed)\b/i;
/** Headings of sections that list requirements. */
const REQUIREMENT_HEADING =
  /\b(prerequisites?|requirements?|before you start|you will need|what you need|needs|hardware|system|ports?)\b/i;
/** Requirements by what a question asks for: ports, sizes (disk, memory, cores, bandwidth), versions. */
const PORT_REQUIREMENT = /\bports?\b[^.]*\b\d{2,5}\b|\b\d{2,5}\b[^.]*\bports?\b/i;
const SIZE_REQUIREMENT = /\b\d[\d,.]*\s*\+?\s*(gb|tb|mb|gib|tib|cores?|vcpus?|cpus?|mbit\/s|gbit\/s|mbps|gbps)\b/i;
const VERSION_REQUIREMENT = /\b(or (later|newer|higher)|at least|minimum)\b|\d+\+/i;
const REQUIREMENT_TEXT = new RegExp(
  [PORT_REQUIREMENT, SIZE_REQUIREMENT, VERSION_REQUIREMENT].map((r) => r.source).join('|'),
  'i',
);

/** The shape of the requirement a question asks for (a port, a size, a version), or any requirement. */
export function requirementShape(question: string): RegExp {
  const q = question.toLowerCase();
  if (/\bports?\b/.test(q)) return PORT_REQUIREMENT;
  if (/\b(disk|storage|space|ram|memory|cpu|cores?|bandwidth|hardware|specs?)\b/.test(q)) return SIZE_REQUIREMENT;
  if (/\bversions?\b/.test(q)) return VERSION_REQUIREMENT;
  return REQUIREMENT_TEXT;
}
const REQUIREMENT_WORD = /\b(requires?|required|needs?|must have|install(ed)?|account|key)\b/i;

/** Whether a section's place (page title, h2, heading) announces the list a question type wants. */
export function shapedHeading(type: QuestionType, place: string): boolean {
  if (type === 'changes') return CHANGE_HEADING.test(place);
  if (type === 'requirement') return REQUIREMENT_HEADING.test(place);
  return false;
}

/** Where a passage sits: in a list or table, under which heading. */
export interface PassageShape {
  code: boolean;
  /** A list item or table row of a list or table with more than one entry. */
  listed?: boolean;
  heading?: string;
  /** For a requirement question, the requirement's shape (see requirementShape). */
  wanted?: RegExp;
}

/** How well a passage's text has the shape of the answer the question wants, 0 to 1. */
export function typeFit(type: QuestionType, text: string, shape: PassageShape): number {
  const hasCode = shape.code;
  switch (type) {
    case 'changes': {
      const changeHeading = shapedHeading(type, shape.heading ?? '');
      if (changeHeading && shape.listed) return 1;
      if (changeHeading) return 0.7;
      return CHANGE_TEXT.test(text) ? 0.5 : 0;
    }
    case 'requirement': {
      const requirementHeading = shapedHeading(type, shape.heading ?? '');
      if ((shape.wanted ?? REQUIREMENT_TEXT).test(text)) return 1;
      if (requirementHeading && shape.listed) return 0.9;
      if (requirementHeading || (REQUIREMENT_WORD.test(text) && NUMBER.test(text))) return 0.6;
      return 0;
    }
    case 'duration':
      return DURATION.test(text) ? 1 : 0;
    case 'when':
      return DATE.test(text) ? 1 : 0;
    case 'quantity':
      return AMOUNT.test(text) ? 1 : 0;
    case 'howto':
      return hasCode ? 1 : COMMAND.test(text) || IMPERATIVE.test(text) ? 0.6 : 0;
    case 'yesno':
      return POLAR.test(text) ? 0.6 : 0;
    case 'why':
      return REASON.test(text) ? 1 : 0;
    default:
      return NUMBER.test(text) || hasCode ? 0.3 : 0;
  }
}

/** A command named in running text: a celocli-style "topic:command", or a flag. */
const COMMAND_INVOCATION = /\b[a-z]+:[a-z-]+\b|\s--[a-z]/i;

/**
 * A passage that tells the reader to do something: a sentence in the imperative (after a leading clause such
 * as "After the unlocking period,"), or one that names a command to run.
 */
export function isStep(text: string): boolean {
  return splitSentences(text).some(
    (s) => IMPERATIVE.test(s) || IMPERATIVE.test(s.replace(/^[^,]{1,80},\s*/, '')) || COMMAND_INVOCATION.test(s),
  );
}

/** Sentences that describe the page instead of answering anything. */
export const FORMULA_OPENING =
  /^(this (page|guide|tutorial|section|document|article) (is|explains|describes|shows|covers|walks|will)|you will (learn|be able|come away|know)|after reading|by the end|at the end (of this|you will)|in this (page|guide|tutorial|section)|read on|here you|(the|each) (sections?|steps|pages|guides?|examples?|summary|list|table) (below|that follows?|in this section))/i;

export const POLICY_MESSAGE =
  'The docs cannot tell you prices, the balance of an account or whether to buy, sell or hold a token, and this assistant gives no financial advice. To see what an address holds, open it in a block explorer; for market prices, use a market data site or your exchange.';

/** Questions about prices, personal balances or financial advice. */
export function isPolicyQuestion(question: string): boolean {
  const q = question.toLowerCase();
  if (
    /\bmarket ?cap|\binvest(ment|ing|or)?s?\b|\bfinancial advice\b|\bshould i (buy|sell|hold)\b|\bprice (prediction|target)\b|\b(worth|profit|profitable)\b|\b(good|bad) buy\b/.test(
      q,
    )
  )
    return true;
  if (
    /\bprices?\b/.test(q) &&
    !/\b(gas|base|fee|priority|tip)[ -]?(price|fee)s?\b|\bgasprice\b|\bprice (oracle|feed)s?\b|\boracle\b/.test(q)
  )
    return true;
  const howTo = /^(how (do|can|should|would|could|to)|where (do|can)|which (command|tool))\b/.test(q.trim());
  if (!howTo && /\bbalances?\b|\bhow (much|many)\b/.test(q) && (/\bmy\b/.test(q) || /0x[0-9a-f]{40}/.test(q)))
    return true;
  return false;
}
