/**
 * Route loading state (overrides Docusaurus' fallback Loading): a spinner after the delay, and when a
 * route's code fails to load, the load-failure message with Retry (src/components/LoadFailure).
 */
import React from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import LoadFailure from '@site/src/components/LoadFailure';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): React.JSX.Element | null {
  // react-loadable types `error` as any; LoadFailure takes unknown and reads it defensively.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
  if (error) return <LoadFailure error={error} onRetry={retry} />;
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return null;
}
