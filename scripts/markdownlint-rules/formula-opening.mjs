// celo-formula-opening: a page leads with its answer, and its prose talks about the subject, not about the page.
// Two kinds of sentence are reported:
// - formula openings, before the first h2: sentences about the page or its reader ("This page is for…",
//   "This guide explains…", "You will learn…", "After reading this you will…", "By the end you will…") push the
//   answer down;
// - signposts, anywhere in the prose outside code: sentences about the page's own structure ("The sections
//   below…", "The sections that follow…", "The following sections explain…", "Each section below…",
//   "Below, we…", "This page covers…", "The rest of this page…") tell the reader nothing the table of contents
//   does not. Say the fact, the first step or the answer instead, or cut the sentence.
// Close variants of each are found too.
import {firstMatch, openingLines, proseLines, sentences} from './lib.mjs';

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

// Verbs a signpost uses for what the parts of the page do. "The following sections" is a signpost only with one
// of them, so "add the following sections to config.toml" is not reported.
const SAYS = String.raw`(?:explain|cover|describe|list|show|walk|give|introduce|outline|say|tell|look|go|discuss|detail|provide|summari[sz]e|present|take|help|answer|focus|map|follow|record|point|tour|set|verify|compare|are|will|contain|include)`;
const SIGNPOSTS = [
  /\b(?:the|each|every) sections? (?:below|that follows?|further (?:down|below)|(?:of|on|in) this page)\b/i,
  new RegExp(String.raw`\b(?:the|in the) following sections?,? (?:(?:of|on) this page )?(?:${SAYS}|we\b|you\b)`, 'i'),
  /\bbelow,? we(?:'ll| will| can)?\b/i,
  new RegExp(String.raw`\bthis ${DOC} (?:covers|will cover|goes (?:over|through))\b`, 'i'),
  new RegExp(String.raw`\bthe (?:rest|remainder) of (?:this|the) ${DOC}\b`, 'i'),
];

/** The formula phrase a sentence of an opening uses (a formula or a signpost), or null. */
export function formulaIn(text) {
  return firstMatch(FORMULAS, text) ?? firstMatch(SIGNPOSTS, text);
}

/** The signpost (a phrase about the page's own structure) a sentence uses anywhere on the page, or null. */
export function signpostIn(text) {
  return firstMatch(SIGNPOSTS, text);
}

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-formula-opening'],
  description: 'Opening leads with the answer, and no sentence talks about the page instead of its subject',
  tags: ['celo', 'content'],
  parser: 'none',
  function(params, onError) {
    const reported = new Set();
    const report = (s, phrase, detail) => {
      const lineNumber = s.lineFor(s.text.indexOf(phrase));
      const key = `${lineNumber}\u0000${phrase.toLowerCase()}`;
      if (reported.has(key)) return;
      reported.add(key);
      onError({lineNumber, detail, context: phrase});
    };
    for (const s of sentences(openingLines(params))) {
      const phrase = firstMatch(FORMULAS, s.text);
      if (phrase) report(s, phrase, `formula opening "${phrase}"; lead with what the thing is or does`);
    }
    for (const s of sentences(proseLines(params))) {
      const phrase = signpostIn(s.text);
      if (phrase)
        report(s, phrase, `sentence about the page "${phrase}"; give the fact, the first step or the answer instead`);
    }
  },
};
