/**
 * Procedures: a page (or an h2 of it) whose sections are numbered steps ("1. Scaffold the app", "2. Expose it to
 * your phone", …), what it is for, what it asks to have first (its "Prerequisites" section and the procedure pages
 * that section links to) and the lead of each step (the code, list or instruction a reader acts on). A how-to whose
 * words are the procedure's goal rather than one step's is answered with the steps in order (answer.ts). Pure
 * functions over the passages file (see passages.ts).
 */
import {blockLang, blockLinks, type Block, type PassagesFile} from './passages';
import {isStep} from './intent';
import {NUMBERED_STEP, type SectionBlocks} from './sections';
import {splitSentences, stem, words} from './text';

export interface ProcedureSection extends SectionBlocks {
  /** For an h3, the h2 it sits under ('' otherwise). */
  parent: string;
}

export interface Procedure {
  page: number;
  /** Section indexes of the numbered steps, in reading order. */
  steps: number[];
  /** The section listing what to have before the first step, if the page has one. */
  prerequisites?: number;
  /**
   * Where the goal is stated: the page title, and the h2 above the steps or, for steps at the top level, the page's
   * opening paragraphs. Not the step headings: a question about one step is answered by that step.
   */
  goal: string;
}

/** At least this many numbered sections in a row make a procedure. */
const MIN_STEPS = 3;
/** Headings of a section that lists what to have first. */
const PREREQUISITES_HEADING = /^(prerequisites?|requirements|before you (start|begin)|what you need|you will need)\b/i;

/** The procedures of a page: runs of numbered sections under the same h2 (or none), with what they are for. */
export function proceduresOf(
  file: PassagesFile,
  sections: readonly ProcedureSection[],
  pageSections: readonly number[],
): Procedure[] {
  const out: Procedure[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length >= MIN_STEPS) {
      const first = sections[run[0]!]!;
      const opening = pageSections.find((s) => !sections[s]!.heading);
      const openingText = opening === undefined ? undefined : paragraphs(file, sections[opening]!);
      const prerequisites = pageSections.find(
        (s) => s < run[0]! && PREREQUISITES_HEADING.test(sections[s]!.heading) && sections[s]!.blocks.length > 0,
      );
      out.push({
        page: first.page,
        steps: run,
        ...(prerequisites !== undefined && {prerequisites}),
        goal: [first.title, first.parent, first.parent ? '' : openingText].filter(Boolean).join('\n'),
      });
    }
    run = [];
  };
  for (const s of pageSections) {
    const section = sections[s]!;
    const previous = run.length ? sections[run[run.length - 1]!]! : undefined;
    if (NUMBERED_STEP.test(section.heading) && (!previous || previous.parent === section.parent)) run.push(s);
    else {
      flush();
      if (NUMBERED_STEP.test(section.heading)) run.push(s);
    }
  }
  flush();
  return out;
}

/** The paragraphs of a section, as one text. */
function paragraphs(file: PassagesFile, section: SectionBlocks): string {
  return section.blocks
    .map((i) => file.blocks[i]!)
    .filter((b) => b[1] === 'p')
    .map((b) => b[2])
    .join('\n');
}

/** What a reader acts on in one step: an instruction, with the code, list or table it introduces. */
export interface StepLead {
  section: number;
  /** Position in the section's blocks of the block quoted. */
  block: number;
  text: string;
  code?: {text: string; lang?: string};
  items?: string[];
  rows?: string[];
}

const codeOf = (block: Block) => {
  const lang = blockLang(block);
  return lang ? {text: block[2], lang} : {text: block[2]};
};

/**
 * The lead of a step section: the first code block, list or table (under the sentence that introduces it, or the
 * heading), or else its first instruction (a sentence in the imperative, up to the end of its paragraph's first
 * two sentences), or else its first sentence.
 */
export function stepLead(file: PassagesFile, sections: readonly SectionBlocks[], s: number): StepLead | undefined {
  const section = sections[s]!;
  const blocks = section.blocks.map((b) => file.blocks[b]!);
  const intro = (k: number) => {
    const before = blocks[k - 1];
    return before && (before[1] === 'p' || before[1] === 'li') && /:\s*$/.test(before[2])
      ? splitSentences(before[2]).pop()!
      : section.heading;
  };
  for (let k = 0; k < blocks.length; k++) {
    const [, kind, text] = blocks[k]!;
    if (kind === 'code') return {section: s, block: section.blocks[k]!, text: intro(k), code: codeOf(blocks[k]!)};
    if (kind === 'table') return {section: s, block: section.blocks[k]!, text: intro(k), rows: text.split('\n')};
    if (kind === 'li') {
      let end = k;
      while (blocks[end + 1]?.[1] === 'li') end++;
      return {
        section: s,
        block: section.blocks[k]!,
        text: intro(k),
        items: blocks.slice(k, end + 1).map((b) => b[2]),
      };
    }
    // A paragraph that introduces what follows is quoted with it.
    if (/:\s*$/.test(text) && blocks[k + 1] && blocks[k + 1]![1] !== 'p') continue;
    const sentences = splitSentences(text);
    const first = sentences.findIndex((x) => isStep(x));
    if (first >= 0) return {section: s, block: section.blocks[k]!, text: sentences.slice(first, first + 2).join(' ')};
  }
  const k = blocks.findIndex((b) => b[1] === 'p');
  return k < 0 ? undefined : {section: s, block: section.blocks[k]!, text: splitSentences(blocks[k]![2])[0]!};
}

/** The items of a prerequisites section, each with the texts of its links to other doc pages. */
export function prerequisiteItems(
  file: PassagesFile,
  section: SectionBlocks,
): {text: string; links: readonly string[]}[] {
  return section.blocks
    .map((b) => file.blocks[b]!)
    .filter((b) => b[1] === 'li' || b[1] === 'p')
    .map((b) => ({text: b[2], links: blockLinks(b)}));
}

/**
 * The page a link text names: the page whose title holds every word of it, with the fewest other words ("ngrok
 * setup" → "ngrok setup for MiniPay"). Link texts are all the passages keep of a link.
 */
export function pageNamed(file: PassagesFile, linkText: string): number | undefined {
  const wanted = new Set(words(linkText).map(stem));
  if (!wanted.size) return undefined;
  let best: number | undefined;
  let extra = Infinity;
  file.pages.forEach(([, title], p) => {
    const have = new Set(words(title).map(stem));
    if (![...wanted].every((w) => have.has(w))) return;
    if (have.size - wanted.size < extra) {
      best = p;
      extra = have.size - wanted.size;
    }
  });
  return best;
}
