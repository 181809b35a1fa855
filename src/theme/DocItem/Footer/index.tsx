/**
 * DocItem/Footer wrap (swizzle --wrap): after the footer Docusaurus renders (edit link, last update), the
 * "Verified on" line of a doc whose front matter has a `verified:` record (src/components/VerifiedLine), made at
 * build time from that record.
 */
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import VerifiedLine from '@site/src/components/VerifiedLine';
import type {VerifiedLine as Line} from '@site/src/data/verifiedLine';

export default function FooterWrapper(): React.JSX.Element {
  const {frontMatter} = useDoc();
  // Added at build time from the page's `verified:` record (src/data/verified.ts, withVerifiedLine).
  const line = (frontMatter as {verifiedLine?: Line}).verifiedLine;
  return (
    <>
      <Footer />
      {line && <VerifiedLine line={line} />}
    </>
  );
}
