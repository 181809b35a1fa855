/**
 * Wrap of the search page: the search runs in the browser, so without JavaScript the page would be an empty
 * box. The <noscript> note says so and points to the site map (/site-map), which lists every page.
 */
import React from 'react';
import SearchPage from '@theme-original/SearchPage';
import Link from '@docusaurus/Link';

export default function SearchPageWrapper(): React.JSX.Element {
  return (
    <>
      <noscript>
        <div className="search-no-js" role="note">
          <p>
            Search needs JavaScript, which is turned off in this browser. The <Link to="/site-map">site map</Link>{' '}
            lists every page of the documentation.
          </p>
        </div>
      </noscript>
      <SearchPage />
    </>
  );
}
