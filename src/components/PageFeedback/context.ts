/**
 * What the feedback controls know of the page they are on, shared by the form at the foot of a doc
 * (./index.tsx, from src/theme/DocItem/Footer) and "Report a problem with this step" on its code blocks
 * (./ReportStepButton.tsx, under src/theme/DocItem/Content, which provides it). A code block outside a doc has no
 * provider, so it gets no report action. ReportLineContext carries a block's page line, marked at build time
 * (src/plugins/remark-report-lines.ts), from src/theme/CodeBlock/Content/String.tsx to the block's buttons.
 */
import {createContext} from 'react';
import type {VerifiedLine} from '@site/src/data/verifiedLine';

export interface FeedbackPageInfo {
  permalink: string;
  title: string;
  /** The doc's file in the repository (docs/developer/viem.md). */
  source: string;
  /** "Edit this page" URL, when the docs plugin has one. */
  editUrl?: string;
  /** The "Verified on" line made at build time from the page's `verified:` record (src/data/verified.ts). */
  verifiedLine?: VerifiedLine;
}

export const FeedbackPageContext = createContext<FeedbackPageInfo | null>(null);

export const ReportLineContext = createContext<number | undefined>(undefined);
