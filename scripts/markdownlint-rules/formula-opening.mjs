// celo-formula-opening: a page leads with its answer. Openings that talk about the page or its reader
// ("This page is for…", "This guide explains…", "You will learn…", "After reading this you will…",
// "By the end you will…") push the answer down; this rule finds them, and close variants, before the first h2.
import {openingLines, sentences} from './lib.mjs';

const DOC = String.raw`(?:page|guide|section|tutorial|article|document|doc|reference|overview|walkthrough|chapter|lesson|topic|quickstart)`;
const FORMULAS = [
  new RegExp(
    String.raw`\bthis ${DOC} (?:is|was) (?:(?:written|designed|intended|meant|aimed|made|built) )?(?:for|at)\b`,
    'i',
  ),
  new RegExp(
    String.raw`\bthis ${DOC} (?:explains|covers|describes|introduces|outlines|shows|teaches|walks you|guides you|helps you|takes you|gives you|provides an? (?:overview|introduction)|will (?:show|teach|explain|walk|guide|help|cover|describe|introduce|take))\b`,
    'i',
  ),
  new RegExp(String.raw`\b(?:in|with|from|using|through) this ${DOC},? you(?:'ll| will| can)\b`, 'i'),
  /\byou(?:'ll| will) (?:learn|discover|find out|understand)\b/i,
  /\bafter reading(?: (?:it|this|the|this \w+|the \w+))?,? you(?:'ll| will| should)\b/i,
  /\bby the end(?: of (?:it|this|the) ?\w*)?,? you(?:'ll| will| should)\b/i,
  /\bwho (?:this|the) \w+ is for\b/i,
];

/** The formula phrase a sentence uses, or null. */
export function formulaIn(text) {
  for (const re of FORMULAS) {
    const m = re.exec(text);
    if (m) return m[0];
  }
  return null;
}

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-formula-opening'],
  description: 'Opening leads with the answer, not with a formula about the page or its reader',
  tags: ['celo', 'content'],
  parser: 'none',
  function(params, onError) {
    for (const s of sentences(openingLines(params))) {
      const phrase = formulaIn(s.text);
      if (phrase) {
        onError({
          lineNumber: s.lineFor(s.text.indexOf(phrase)),
          detail: `formula opening "${phrase}"; lead with what the thing is or does`,
          context: phrase,
        });
      }
    }
  },
};
