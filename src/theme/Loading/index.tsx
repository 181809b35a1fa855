/**
 * Route loading state (overrides Docusaurus' fallback Loading): a spinner after the delay, and when a
 * route's code fails to load, the load-failure message with Retry (src/components/LoadFailure).
 *
 * The router renders this in place of the route that is loading. For a page (a top-level route) that is the
 * whole content, without the layout, so the screen is the page's main landmark; for a route nested in a
 * layout that already has its <main> (a doc inside the docs layout), it is not, since a page has one main.
 * The router renders it only in the browser, so where it sits is read from the DOM as it is attached.
 */
import React from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import Heading from '@theme/Heading';
import LoadFailure from '@site/src/components/LoadFailure';
import styles from './styles.module.css';

/** Makes the screen the main landmark when no <main> contains it (a ref callback: runs as it is attached). */
function markMainIfTopLevel(node: HTMLDivElement | null): void {
  if (node && !node.parentElement?.closest('main, [role="main"]')) node.setAttribute('role', 'main');
}

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): React.JSX.Element | null {
  if (!error && !pastDelay) return null;
  return (
    <div ref={markMainIfTopLevel}>
      {error ? (
        // react-loadable types `error` as any; LoadFailure takes unknown and reads it defensively.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
        <LoadFailure error={error} onRetry={retry} />
      ) : (
        <div className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {/* The screen's heading: it stands in for the page, whose own heading has not loaded. */}
          <Heading as="h1" className="sr-only">
            Loading…
          </Heading>
        </div>
      )}
    </div>
  );
}
