/**
 * The spec's page-load failure state: the error text and a Retry button. Used by the Loading theme
 * component (a route's code failed to load while rendering) and by OfflineNavigation (a link was followed
 * while the browser is offline and the next page could not be fetched).
 */
import React, {useEffect, useRef} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function LoadFailure({
  error,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <div ref={ref} className={styles.failure} role="alert" tabIndex={-1} data-load-failure="">
      {/* A heading: as the route's loading screen it stands in for the page, whose own heading did not load. */}
      <Heading as="h1" className={styles.title}>
        <Translate id="theme.loadFailure.title">This page could not be loaded.</Translate>
      </Heading>
      <p>
        {offline ? (
          <Translate id="theme.loadFailure.offline">
            You appear to be offline. Check your connection, then retry.
          </Translate>
        ) : (
          <Translate id="theme.loadFailure.network">Check your network connection, then retry.</Translate>
        )}
      </p>
      <p className={styles.detail}>
        <code>{error instanceof Error ? error.message : String(error)}</code>
      </p>
      <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
        {retrying ? (
          <Translate id="theme.loadFailure.retrying">Retrying…</Translate>
        ) : (
          <Translate id="theme.loadFailure.retry">Retry</Translate>
        )}
      </button>
    </div>
  );
}
