// celo-formula-opening: a page leads with its answer, and its prose talks about the subject, not about the page.
// Two kinds of sentence are reported:
// - formula openings, before the first h2: sentences about the page or its reader ("This page is for…",
//   "This guide explains…", "You will learn…", "After reading this you will…", "By the end you will…") push the
//   answer down;
// - signposts, anywhere in the prose outside code: sentences about the page's own structure ("The sections
//   below…", "The sections that follow…", "The following sections explain…", "Each section below…",
//   "Below, we…", "This page covers…", "The rest of this page…") tell the reader nothing the table of contents
//   does not. Say the fact, the first step or the answer instead, or cut the sentence;
// - step narrations, anywhere in the prose outside code: sentences whose subject is the page's own procedure and
//   whose verb is something the page does ("The steps below install…", "The following steps take you…", "The
//   instructions below walk…", "This guide walks you through…", "What follows describes…"). They retell the
//   headings of the steps instead of giving the reader something, so give the fact, the first step or the answer.
//   The boundary: the steps must be the sentence's subject, at its start or after a semicolon, colon or dash, and
//   the verb must narrate what the page does (install, build, deploy, show, take, walk…). So "If the steps below
//   fail…", "the commands below name it anyway" and "The commands below only work with celocli 3" pass: a
//   condition or a fact about the steps is information. A sentence that ends with a colon right before the list,
//   table, code block or admonition it introduces ("The following steps move the signer without downtime:")
//   passes too: it is that block's lead-in, and whether it carries information is the writer's call. An
//   instruction to follow the page's procedure ("Follow the steps below to rotate the key") is reported only in
//   the opening, where it stands for the whole page; inside a section it points at the procedure that follows and
//   passes. Other instructions ("Run these commands inside WSL") are never reported.
// Close variants of each are found too.
import {firstMatch, openingLines, proseLines, sentences} from './lib.mjs';

// Where a clause starts: the start of the sentence, or after ; : or a dash.
const CLAUSE_START = String.raw`(?<=^|[;:\u2014\u2013]\s*)`;
const DOC = String.raw`(?:page|guide|section|tutorial|article|document|doc|reference|overview|walkthrough|chapter|lesson|topic|quickstart)`;
const FORMULAS = [
  new RegExp(
    String.raw`\bthis ${DOC} (?:is|was) (?:(?:written|designed|intended|meant|aimed|made|built) )?(?:for|at)\b`,
    'i',
  ),
  new RegExp(
    String.raw`\bthis ${DOC} (?:explains|covers|describes|introduces|outlines|summari[sz]es|discusses|shows|teaches|walks you|guides you|helps you|takes you|gives you|provides an? (?:overview|introduction)|will (?:show|teach|explain|walk|guide|help|cover|describe|introduce|take))\b`,
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
  new RegExp(String.raw`${CLAUSE_START}what follows,? (?:${SAYS})(?:s|es|d)?\b`, 'i'),
];

// Step narrations. The subject is the page's procedure, named as being below or following, or the page itself
// taking the reader through it; it opens the sentence or a clause after ; : or a dash, so conditions such as
// "If the steps below fail" pass. The verb is something the page does, not a fact about the steps.
const PROCEDURE = String.raw`(?:steps|instructions|commands|procedure)`;
const STEPS_SUBJECT = String.raw`(?:(?:the|these) ${PROCEDURE} (?:below|that follow|further down|(?:on|in) this ${DOC})|the following ${PROCEDURE}|the ${DOC} below)`;
const DOES = String.raw`(?:install|build|configure|create|deploy|set|write|take|show|walk|guide|lead|go|do|follow|cover|explain|describe|add|connect|run|send|make|get|help|teach|prepare|start|begin|end|finish|check|confirm|demonstrate|illustrate|outline|list|give|move|bring|turn)(?:s|es)?`;
const STEPS = [
  new RegExp(
    String.raw`${CLAUSE_START}${STEPS_SUBJECT},? (?:(?:will|can|then|also|first|each|now|all) )?(?:${DOES}|are (?:for|written|meant|intended|aimed))\b`,
    'i',
  ),
  new RegExp(String.raw`${CLAUSE_START}this ${DOC} (?:walks|takes|guides|leads) you\b`, 'i'),
];
// The reader told to follow the page's procedure: in the opening, that is the whole page announcing itself.
const FOLLOW = [
  new RegExp(
    String.raw`\b(?:follow|complete|work through) (?:(?:the|these) ${PROCEDURE} (?:below|that follow)|the following ${PROCEDURE})\b`,
    'i',
  ),
];

/** The formula phrase a sentence of an opening uses (a formula, a signpost or a step narration), or null. */
export function formulaIn(text) {
  return (
    firstMatch(FORMULAS, text) ?? firstMatch(SIGNPOSTS, text) ?? firstMatch(STEPS, text) ?? firstMatch(FOLLOW, text)
  );
}

/** The signpost (a phrase about the page's own structure) a sentence uses anywhere on the page, or null. */
export function signpostIn(text) {
  return firstMatch(SIGNPOSTS, text);
}

/** The step narration ("The steps below install…") a sentence uses anywhere on the page, or null. */
export function stepNarrationIn(text) {
  return firstMatch(STEPS, text);
}

/**
 * Whether a sentence is the lead-in of the list, table, code block or admonition right after it: it ends with a
 * colon and the next non-blank line starts that block. Such a sentence belongs to its block, not to the page.
 */
function introducesBlock(params, s) {
  if (!s.text.endsWith(':')) return false;
  const last = s.lineFor(s.text.length - 1); // 1-based, so params.lines[last] is the line after it
  const next = params.lines.slice(last).find((l) => l.trim());
  return next !== undefined && /^\s*(?:[-*+]\s|\d+[.)]\s|\||`{3,}|~{3,}|:{3,})/.test(next);
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
    const steps = (phrase) =>
      `sentence about the page's steps "${phrase}"; give the fact, the first step or the answer`;
    for (const s of sentences(openingLines(params))) {
      const phrase = firstMatch(FORMULAS, s.text);
      if (phrase) report(s, phrase, `formula opening "${phrase}"; lead with what the thing is or does`);
      const follow = firstMatch(FOLLOW, s.text);
      if (follow && !introducesBlock(params, s)) report(s, follow, steps(follow));
    }
    for (const s of sentences(proseLines(params))) {
      const phrase = signpostIn(s.text);
      if (phrase)
        report(s, phrase, `sentence about the page "${phrase}"; give the fact, the first step or the answer instead`);
      const narration = stepNarrationIn(s.text);
      if (narration && !introducesBlock(params, s)) report(s, narration, steps(narration));
    }
  },
};
