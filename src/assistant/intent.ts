// cspell:ignore ment migrat requir ements remov replac vcpus creat ning
/**
 * What kind of answer a question wants (a duration, a number, steps, a yes or no, a reason, a list of
 * requirements or of changes), what the question is about (its subject), whether it asks for a whole setup, what
 * each kind of passage looks like (a sentence that says no, one that names what to use instead, …), and which
 * questions no documentation can answer (prices, personal balances, financial advice).
 */
import {splitSentences} from './text';

export type QuestionType =
  'duration' | 'when' | 'changes' | 'requirement' | 'quantity' | 'howto' | 'yesno' | 'why' | 'what';

/** "What changed …", "what is different …", "what no longer works …": the answer is a list of changes. */
const CHANGES_QUESTION =
  /\bwhat (has |have |did |)?chang(ed|es)\b|\bwhat did\b.*\bchange\b|\bwhat('s| is| are)? (new|different)\b|\bwhat (are|were) the (changes|differences)\b|\bdifferences? (between|from)\b|\bwhat (no longer|stopped)\b|\bbreaking changes?\b/;
/** Hardware, disk, ports, versions and other prerequisites: the answer is the requirement itself. */
const REQUIREMENT_QUESTION =
  /\b(hardware|requirements?|prerequisites?|specs|specifications)\b|\b(what|which) ([\w.-]+ ){0,3}(do|does|would|should) ([\w.-]+ ){1,3}(need|require)\b|\bneed(ed)? (before|to have)\b|\bhow much (disk|ram|memory|storage|space|cpu|bandwidth)\b|\bdisk (space|size)\b|\b(which|what) ports?\b|\bports?\b.*\b(open|expose|forward)\b|\b(what|which) ([\w.-]+ )?(version|release)s?\b.*\b(need|require)/;

/** "What is the total supply of CELO", "what is the cap": the answer is a number. */
const AMOUNT_QUESTION =
  /^(what|which)('s| is| was| are)? (the |its )?((total|maximum|max|minimum|min|initial|current|circulating|genesis) )?(supply|cap|limit|amount|count|size)\b/;

/** A yes/no question about a bound ("is the supply capped?", "is there a maximum?"): the answer is the number. */
const LIMIT_QUESTION =
  /^(is|are|was|were|does|do|has|have)\b.*\b(capped|limited|fixed|bounded|finite|unlimited|a (cap|limit|maximum|minimum|max|ceiling))\b/;

/**
 * Words that only say what kind of answer a question wants ("what changed after the migration", "what hardware
 * do I need"): the answer's shape carries them, so they do not pick the passage.
 */
const FRAME_WORDS: Partial<Record<QuestionType, RegExp>> = {
  changes:
    /^(chang(e|ed|es|ing)?|different|differences?|new|mov(e|ed|es|ing)|migrat(e|ed|ion|ing)|bec(a|o)me|switch(ed)?|after|before|since|compared?|versus|vs|now)$/i,
  requirement:
    /^(need(s|ed)?|requir(e|es|ed|ements?)|prerequisites?|hardware|specs?|specifications?|information|minimum)$/i,
  // "What are the steps to …", "starting from nothing, what do I set up": the steps are the answer's shape.
  howto: /^(steps?|start(ing)?|nothing|scratch|zero|begin(ning)?|everything|want|setup)$/i,
  // "How many CELO tokens were created", "is the total amount capped": the count is the answer's shape.
  quantity: /^(creat(e|ed|es)|exist(s|ed)?|issued|minted|made|total|amount|number|count|capped|limited)$/i,
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
    /^how (much|many|big|large)\b|\b(minimum|maximum|how much|how many)\b|\b(what|which) ([\w.-]+ )?(version|release|number|port|percentage|rate)\b/.test(
      q,
    ) ||
    LIMIT_QUESTION.test(q) ||
    AMOUNT_QUESTION.test(q)
  )
    return 'quantity';
  if (
    /^(how (do|can|should|would|could) (i|we|you|my)|how to|what are the steps|show me how)\b/.test(q) ||
    wantsWholeSetup(q)
  )
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
const PORT_REQUIREMENT =
  /\bports?\b[^.]*\b\d{2,5}\b|\b\d{2,5}\b[^.]*\bports?\b|(localhost|\d+\.\d+\.\d+\.\d+|\]):\d{2,5}\b/i;
const SIZE_REQUIREMENT = /\b\d[\d,.]*\s*\+?\s*(gb|tb|mb|gib|tib|cores?|vcpus?|cpus?|mbit\/s|gbit\/s|mbps|gbps)\b/i;
/** A version floor ("or later", "20+") or a version number ("celo-v2.1.0", "v1.8.9", "Node.js 20"). */
const VERSION_REQUIREMENT =
  /\b(or (later|newer|higher)|at least|minimum)\b|\d+\+|\bv?\d+\.\d+(\.\d+)?\b|\b(node\.?js|version|release) \d+\b/i;
const REQUIREMENT_TEXT = new RegExp(
  [PORT_REQUIREMENT, SIZE_REQUIREMENT, VERSION_REQUIREMENT].map((r) => r.source).join('|'),
  'i',
);

/** The shape of the requirement a question asks for (a port, a size, a version), or any requirement. */
export function requirementShape(question: string): RegExp {
  const q = question.toLowerCase();
  if (/\bports?\b/.test(q)) return PORT_REQUIREMENT;
  if (/\b(disk|storage|space|ram|memory|cpu|cores?|bandwidth|hardware|specs?)\b/.test(q)) return SIZE_REQUIREMENT;
  if (/\b(versions?|releases?)\b/.test(q)) return VERSION_REQUIREMENT;
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
      // "ethers does not support feeCurrency on its own; use viem": the no and what to use instead.
      if (NEGATIVE.test(text) && ALTERNATIVE.test(text)) return 1;
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

/** Auxiliary verbs that open a yes/no question, or follow "how many …" or "which …" before the subject. */
const AUX = 'does|do|did|can|could|is|are|was|were|will|would|should|has|have|may|might|must';
const YES_NO_SUBJECT = new RegExp(`^(?:${AUX})\\s+(.*)$`, 'is');
const HOW_MANY_SUBJECT = new RegExp(`^(?:how (?:many|much)|what|which)\\s+(.+?)\\s+(?:${AUX})\\s+(.*)$`, 'is');
/** A passive "is X supported with Y": the thing asked about is Y (the library), not X (the feature). */
const PASSIVE_SUPPORT =
  /\b(?:supported|available|possible|usable|compatible|allowed|built in|built-in|handled)\s+(?:with|by|in|on|from|for|through)\s+(.+)$/i;
/** Words that open a subject without naming anything. */
const DETERMINERS = new Set('the a an my our your their this that these those some any its'.split(' '));
/** A subject that is the reader: no passage needs to name it. */
const PRONOUNS = new Set('i we you it they he she one someone anyone me us'.split(' '));
/**
 * Words that end a subject: verbs questions ask with, adverbs, and prepositions other than "of" ("a fee paid in
 * another token" → "a fee"; "an epoch on the old L1" → "an epoch").
 */
const SUBJECT_END = new Set(
  (
    'support supports work works let lets pay pays send sends handle handles run runs use uses accept accepts allow ' +
    'allows need needs require requires have has get gets show shows sign signs set sets offer offers include ' +
    'includes provide provides exist exists cost costs take takes charge charges hold holds make makes mean means ' +
    'count counts keep keeps change changes stay stays reach reaches cover covers list lists return returns read ' +
    'reads write writes call calls connect connects deploy deploys go goes come comes listen listens serve serves ' +
    'point points be been being paid sent built ' +
    'held made kept known shown given taken written done still also already really actually always ever now yet ' +
    'just only in on at for with by from to into onto about after before during over under via than as when while if'
  ).split(' '),
);
/** Nouns that name a quantity of something ("the total amount of CELO"): the thing is what follows "of". */
const QUANTITY_NOUNS =
  /^(total|amount|number|supply|count|quantity|share|percentage|part|value|size|length|sum|maximum|minimum|max|min|initial|current)$/i;

/** The words of a phrase up to where its subject ends, without determiners. */
function subjectWords(phrase: string): string[] {
  const tokens = phrase
    .replace(/[?!.,;:]+(\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  for (const [i, token] of tokens.entries()) {
    const lower = token.toLowerCase();
    // "there is a websocket URL": the subject follows; "I cancel …": the reader, whatever follows.
    if (i === 0 && lower === 'there') continue;
    if (out.length === 0 && PRONOUNS.has(lower)) return [];
    if (SUBJECT_END.has(lower) || /^[a-z]{3,}ed$/.test(lower) || (out.length > 0 && /^[a-z]{3,}ing$/.test(lower)))
      break;
    if (out.length === 0 && DETERMINERS.has(lower)) continue;
    out.push(token);
  }
  // "the total amount of CELO": the subject is what the quantity is of.
  const of = out.findIndex((w) => w.toLowerCase() === 'of');
  if (of > 0 && out.slice(0, of).every((w) => QUANTITY_NOUNS.test(w) || DETERMINERS.has(w.toLowerCase())))
    return out.slice(of + 1).filter((w) => !DETERMINERS.has(w.toLowerCase()));
  return of > 0 ? out.slice(0, of) : out;
}

/**
 * The thing a yes/no, "how many/much" or "which … does" question is about, as the question writes it ("Does ethers.js support
 * …" → "ethers.js"; "How many decimals does CELO use" → "CELO"; "Is fee abstraction supported with the AppKit
 * adapter" → "AppKit adapter"; "Can I use ethers to …" → "ethers"); empty when the subject is the reader ("Can I
 * cancel …") or the question has another form.
 * A passage that answers such a question names its subject.
 */
export function questionSubject(question: string): string[] {
  const q = question.trim();
  const howMany = HOW_MANY_SUBJECT.exec(q);
  if (howMany) {
    const after = subjectWords(howMany[2]!);
    // "Which port does Anvil listen on": Anvil. "How many CELO tokens were created": CELO tokens. "Which block
    // explorer can I use": the reader, and "which block explorer" is what is asked for, not what it is about.
    if (after.length || /^(what|which)\b/i.test(q)) return after;
    return subjectWords(howMany[1]!);
  }
  const yesNo = YES_NO_SUBJECT.exec(q);
  if (!yesNo) return [];
  const passive = PASSIVE_SUPPORT.exec(yesNo[1]!);
  if (passive) return subjectWords(passive[1]!);
  // "Can I use ethers to pay fees in USDm?": what the reader would use.
  const using = READER_USES.exec(yesNo[1]!);
  if (using) return subjectWords(using[1]!);
  return subjectWords(yesNo[1]!);
}

/** "I use X to …", "we use X for …": X is what the question is about. */
const READER_USES = /^(?:i|we|you)\s+(?:use|call|run)\s+(.+)$/i;

/** A sentence that says no: a feature missing, refused, or only the default. */
const NEGATIVE =
  /\b(not|no|cannot|can't|can ?not|doesn't|don't|isn't|aren't|won't|never|without|unsupported|only (in|with|on) |by default)\b/i;
/**
 * A sentence that points to what to use instead: "use viem", "switch to wagmi", "… instead", or a condition the
 * reader may be in and what to do then ("If you need to pay gas in a stablecoin, … sign with viem").
 */
const ALTERNATIVE =
  /\b(use|try|switch to|choose|prefer|move to|migrate to)\b[^.]*|\binstead\b|^if (you|your)\b[^,]{3,80},\s*\w/i;

export function isNegative(text: string): boolean {
  return NEGATIVE.test(text);
}

/** Whether a sentence names something to use instead (an imperative "use X", or "… instead"). */
export function offersAlternative(text: string): boolean {
  return ALTERNATIVE.test(text);
}

/**
 * A question that asks for the whole setup, from nothing ("starting from scratch, what do I set up?"): its answer
 * includes the steps of the prerequisite pages a procedure links to.
 */
export function wantsWholeSetup(question: string): boolean {
  return /\b(from (scratch|nothing|zero|the (start|beginning))|start(ing)? (from|with) nothing|everything i need|all the steps|end to end|first time|prerequisites?)\b/i.test(
    question,
  );
}
