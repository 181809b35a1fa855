/**
 * Reading order inside one section of the passages file: which list a list item belongs to, which sentence
 * introduces a block, which blocks of a section are steps, and the steps a page gives after a block. Pure
 * functions over the file (see passages.ts), used by answer.ts to show a list or table whole and to carry a
 * how-to on to the step after its code.
 */
import {blockLinks, type Block, type PassagesFile} from './passages';
import {isStep} from './intent';
import {splitSentences} from './text';

/** A section as answer.ts keeps it: its page, heading and the indexes of its blocks in file.blocks. */
export interface SectionBlocks {
  page: number;
  title: string;
  heading: string;
  blocks: number[];
}

/** A sentence that introduces what a command prints rather than a command to run. */
const OUTPUT_INTRO =
  /\b(prints?|printed|outputs?|displays?|returns?|responds?|should see|looks? like|the output|the result)\b/i;

/** A heading that numbers a step: "2. Install the agent", "Step 1: Lock CELO". */
export const NUMBERED_STEP = /^(step\s*)?\d+[.:)]?\s/i;

/** Positions (in section.blocks) of the consecutive list items around position k; [k, k] for other blocks. */
export function listRun(file: PassagesFile, section: SectionBlocks, k: number): [number, number] {
  const isItem = (i: number) => section.blocks[i] !== undefined && file.blocks[section.blocks[i]]![1] === 'li';
  if (!isItem(k)) return [k, k];
  let start = k;
  let end = k;
  while (isItem(start - 1)) start--;
  while (isItem(end + 1)) end++;
  return [start, end];
}

/** The sentence that introduces the block at position k: the last sentence of a text block right before it. */
export function introBefore(file: PassagesFile, section: SectionBlocks, k: number): string | undefined {
  const before = section.blocks[k - 1] !== undefined ? file.blocks[section.blocks[k - 1]!] : undefined;
  return before && (before[1] === 'p' || before[1] === 'li') ? splitSentences(before[2]).pop() : undefined;
}

/** A text block's sentences without the texts of its links to other pages (what it says, not where it points). */
export function ownText(block: Block): string {
  let text = block[2];
  for (const link of blockLinks(block)) text = text.split(link).join(' ');
  return text;
}

/** A step the page gives after a block: a code block, or a text block that tells the reader to do something. */
export interface FollowingStep {
  section: number;
  /** Position in the section's blocks. */
  position: number;
  block: number;
}

/**
 * The steps a page gives after the block at position k of section s, in reading order: the section's
 * following code blocks and text blocks that tell the reader to do something (explanations in between are
 * passed over), at most `room`. When none follows inside a section whose heading numbers a step, the next
 * numbered section's first step does.
 */
export function stepsAfter(
  file: PassagesFile,
  sections: readonly SectionBlocks[],
  s: number,
  k: number,
  room: number,
): FollowingStep[] {
  const section = sections[s]!;
  const out: FollowingStep[] = [];
  for (let i = k + 1; i < section.blocks.length && out.length < room; i++) {
    const block = file.blocks[section.blocks[i]!]!;
    if (block[1] === 'table') continue;
    // A text block that introduces code brings it (answer.ts attaches it): the code is not a step of its own.
    const introducesCode =
      block[1] !== 'code' && /:\s*$/.test(block[2]) && file.blocks[section.blocks[i + 1] ?? -1]?.[1] === 'code';
    // What a command prints ("It prints the address:" and the output) is its result, not a step.
    const output = introducesCode && OUTPUT_INTRO.test(splitSentences(block[2]).pop() ?? '');
    if (!output && (block[1] === 'code' || introducesCode || isStep(block[2])))
      out.push({section: s, position: i, block: section.blocks[i]!});
    if (introducesCode) i++;
  }
  const next = sections[s + 1];
  if (
    out.length === 0 &&
    room > 0 &&
    NUMBERED_STEP.test(section.heading) &&
    next &&
    next.page === section.page &&
    NUMBERED_STEP.test(next.heading)
  ) {
    const first = next.blocks.findIndex(
      (b, i) =>
        file.blocks[b]![1] === 'code' ||
        isStep(file.blocks[b]![2]) ||
        (/:\s*$/.test(file.blocks[b]![2]) && file.blocks[next.blocks[i + 1] ?? -1]?.[1] === 'code'),
    );
    if (first >= 0) out.push({section: s + 1, position: first, block: next.blocks[first]!});
  }
  return out;
}
