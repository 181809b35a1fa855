/**
 * The "Verified on" line as plain text, from the line src/data/verified.ts makes at build time. A module of its own
 * so that the page's scripts carry it only where it is used: the feedback forms, which put it in a reader's report
 * (src/components/PageFeedback), and the build.
 */
import {LINE_START, type VerifiedLine} from './verifiedLine';

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The line as plain text: "Verified on 27 November 2026 against celocli 9.0.1 and …" (also what a reader's
 * feedback report carries, src/components/PageFeedback). */
export function verifiedText(line: VerifiedLine): string {
  return `${LINE_START} ${line.dateText} against ${joinList(line.items.map((i) => i.label))}`;
}
