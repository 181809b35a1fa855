/**
 * DocItem/Footer wrap (swizzle --wrap): after the footer Docusaurus renders (edit link, last update), the
 * "Verified on" line of a doc whose front matter has a `verified:` record (src/components/VerifiedLine), made at
 * build time from that record, then "Was this page helpful?" (src/components/PageFeedback) on every doc page.
 */
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import VerifiedLine from '@site/src/components/VerifiedLine';
import PageFeedback from '@site/src/components/PageFeedback';
import {useDocFeedbackPage} from '@site/src/components/PageFeedback/useDocFeedbackPage';

export default function FooterWrapper(): React.JSX.Element {
  const page = useDocFeedbackPage();
  // Added at build time from the page's `verified:` record (src/data/verified.ts, withVerifiedLine).
  const line = page.verifiedLine;
  return (
    <>
      <Footer />
      {line && <VerifiedLine line={line} />}
      <PageFeedback page={page} />
    </>
  );
}
