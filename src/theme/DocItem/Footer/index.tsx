/**
 * DocItem/Footer wrap (swizzle --wrap): after the footer Docusaurus renders (edit link, last update), the
 * "Verified on" line of a doc whose front matter has a `verified:` record (src/components/VerifiedLine).
 */
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import VerifiedLine from '@site/src/components/VerifiedLine';

export default function FooterWrapper(): React.JSX.Element {
  const {frontMatter} = useDoc();
  const record = (frontMatter as {verified?: unknown}).verified;
  return (
    <>
      <Footer />
      {record !== undefined && <VerifiedLine record={record} />}
    </>
  );
}
