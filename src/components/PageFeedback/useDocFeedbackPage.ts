/** The current doc's information for the feedback controls (./context.ts), inside a doc only (useDoc). */
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {VerifiedLine} from '@site/src/data/verifiedLine';
import type {FeedbackPageInfo} from './context';

export function useDocFeedbackPage(): FeedbackPageInfo {
  const {metadata, frontMatter} = useDoc();
  return {
    permalink: metadata.permalink,
    title: metadata.title,
    source: metadata.source.replace(/^@site\//, ''),
    editUrl: metadata.editUrl ?? undefined,
    verifiedLine: (frontMatter as {verifiedLine?: VerifiedLine}).verifiedLine,
  };
}
