/**
 * SearchPage wrap: `noindex` on /search. A results page has no content of its own for search engines, and
 * the robots meta also keeps the route out of the sitemap (the sitemap plugin skips noindex routes).
 */
import React from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';

export default function SearchPageWrapper(props: Record<string, unknown>): React.JSX.Element {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
