// celo-writer-notes: no notes meant for writers in text readers see. Sentences about where the page's values were
// read ("the values below come from…"), what a source said when someone checked it ("the newest documentation
// lists…", "according to the L1 documentation…", "at the time of checking…") or which snapshot was read are
// bookkeeping: the reader needs the fact, with a link to its source. The patterns are deliberately narrow (each
// names the page's values, a version of the documentation or the act of checking) so ordinary sentences such as
// "the official documentation of the bridge" or "according to the contract" are not reported.
// Prose outside code is checked, anywhere on the page.
import {firstMatch, proseLines, sentences} from './lib.mjs';

const SAID = String.raw`(?:lists?|listed|says?|said|gives|gave|shows?|showed|states?|stated|names?|named|mentions?|mentioned|describes?|described|documents?|documented|puts?|sets?|uses?|used|reads?)`;
const NOTES = [
  // "The values below come from …", "the Mainnet figures in this table were taken from …": where the page's numbers
  // were read. Both the noun (values, figures, numbers…) and the place on the page (below, here, in this table) are
  // required, so explanations such as "the value comes from the Ethereum block" are not reported.
  /\bthe (?:[a-z-]+ (?:and [a-z-]+ )?)?(?:values?|figures?|numbers?|amounts?|addresses|data|dates?|parameters?|settings?|defaults?|durations?|rates?|limits?|list|table) (?:below|above|here|that follow|on this page|in (?:this|the) (?:table|list|section|page)(?: below| above)?) (?:come|comes|came|are taken|were taken|is taken|was taken|are copied|were copied|are read|were read|are drawn|were drawn|are sourced|were sourced) from\b/i,
  // "Values in this table are those given in …"
  /\b(?:the )?(?:values?|figures?|numbers?|data) (?:in|on) this (?:table|page|section|list) (?:are|were|is|was) (?:those |the ones )?(?:given|listed|documented|published|stated|taken|read|copied)\b/i,
  // "Celo's fee-currency reference on docs.celo.org lists …"
  new RegExp(String.raw`\b(?:docs|documentation|reference|page|guide) on docs\.celo\.org ${SAID}\b`, 'i'),
  // "The newest documentation lists …", "the current docs say …", "Celo docs mention …": what a source said.
  new RegExp(
    String.raw`\b(?:(?:the|its|celo's) (?:newest|latest|current|upstream|most recent)|celo(?:'s)?) (?:stored )?(?:version of the )?(?:documentation|docs|readme)(?: page)? ${SAID}\b`,
    'i',
  ),
  // "According to the L1 documentation …", "according to the newest docs …"
  /\baccording to (?:the|celo's) (?:l1|layer 1|newest|latest|current|upstream|most recent|older|old) (?:documentation|docs)\b/i,
  // "Options listed in the Celo docs include …"
  /\b(?:listed|named|given|mentioned) (?:in|by) (?:the )?(?:celo|upstream|l1|layer 1|official|newest|latest|current) (?:docs|documentation)\b/i,
  // "At the time of checking …"
  /\bat the time (?:of (?:checking|this check|review|reviewing|verification|verifying|reading)|(?:this|the) page was (?:written|checked|verified|updated|reviewed))\b/i,
  // Source bookkeeping: "the newest stored commit", "the stored snapshot", "last checked on …"
  /\b(?:(?:newest|latest) stored (?:commit|snapshot|version)|stored snapshot|last (?:checked|verified|re-?checked) (?:on|against|in))\b/i,
];

/** The writer's note a sentence contains, or null. */
export function writerNoteIn(text) {
  return firstMatch(NOTES, text);
}

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-writer-notes'],
  description:
    'No notes meant for writers (where values came from, what a source said when checked) in text readers see',
  tags: ['celo', 'content'],
  parser: 'none',
  function(params, onError) {
    for (const s of sentences(proseLines(params))) {
      const phrase = writerNoteIn(s.text);
      if (phrase)
        onError({
          lineNumber: s.lineFor(s.text.indexOf(phrase)),
          detail: `note for writers "${phrase}"; state the fact and link its source`,
          context: phrase,
        });
    }
  },
};
