/**
 * Wrap of the search page:
 * - `noindex` on /search: a results page has no content of its own for search engines, and the robots meta also
 *   keeps the route out of the sitemap (the sitemap plugin skips noindex routes);
 * - the search runs in the browser, so without JavaScript the page would be an empty box: a <noscript> note
 *   says so and points to the site map (/site-map), which lists every page.
 */
import React from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';

export default function SearchPageWrapper(): React.JSX.Element {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <noscript>
        <div className="search-no-js" role="note">
          <p>
            Search needs JavaScript, which is turned off in this browser. The <Link to="/site-map">site map</Link> lists
            every page of the documentation.
          </p>
        </div>
      </noscript>
      <SearchPage />
    </>
  );
}
