/**
 * The "Verified on" line as the page footer renders it: made at build time by src/data/verified.ts, so the
 * browser bundle holds only this type and the line's first words, not the upstream registry.
 */
export interface VerifiedLine {
  /** YYYY-MM-DD, for <time dateTime>. */
  date: string;
  /** "27 November 2026" */
  dateText: string;
  /** One per upstream, in the record's order: "celocli 9.0.1" and its release page. */
  items: {label: string; url: string}[];
}

export const LINE_START = 'Verified on';
