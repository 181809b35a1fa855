// cspell:ignore ment
/**
 * What kind of answer a question wants (a duration, a number, steps, a yes or no, a reason), what each kind
 * of passage looks like, and which questions no documentation can answer (prices, personal balances,
 * financial advice).
 */
export type QuestionType = 'duration' | 'when' | 'quantity' | 'howto' | 'yesno' | 'why' | 'what';

export function questionType(question: string): QuestionType {
  const q = question.trim().toLowerCase();
  if (
    /^how (long|fast|quickly|often)\b|\bhow (many|much) (time|days|hours|minutes|seconds|weeks)\b|\bblock time\b|\bhow long\b/.test(
      q,
    )
  )
    return 'duration';
  if (/^when\b|\b(what|which) (date|day|year|block)\b|\bat which block\b/.test(q)) return 'when';
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
  /^(run|install|add|set|create|use|open|call|pass|import|deploy|replace|save|copy|send|start|configure|export|connect|choose|select|enter|click)\b/i;
const POLAR = /\b(not|no|cannot|can't|never|only|must|yes|requires?|unchanged|still|no longer|rejected|supported)\b/i;
const REASON =
  /\b(because|so that|therefore|since|reason|in order to|otherwise|this is why|that is why|assume|which means)\b/i;

/** How well a passage's text has the shape of the answer the question wants, 0 to 1. */
export function typeFit(type: QuestionType, text: string, hasCode: boolean): number {
  switch (type) {
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

/** Sentences that describe the page instead of answering anything. */
export const FORMULA_OPENING =
  /^(this (page|guide|tutorial|section|document|article) (is|explains|describes|shows|covers|walks|will)|you will (learn|be able|come away|know)|after reading|by the end|at the end (of this|you will)|in this (page|guide|tutorial|section)|read on|here you)/i;

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
