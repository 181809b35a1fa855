import React from 'react';
import Link from '@docusaurus/Link';
import type {ShowcaseEntry} from '@site/src/data/showcase';
import {Tags} from '@site/src/data/showcaseTags';
import styles from './styles.module.css';

/** One showcase entry: a monogram instead of a screenshot, so the page needs no image requests. */
export default function ShowcaseCard({entry}: {entry: ShowcaseEntry}): React.JSX.Element {
  return (
    <li className={styles.card} data-testid="showcase-card">
      <div className={styles.cardHeader}>
        <span className={styles.monogram} aria-hidden="true">
          {entry.title.slice(0, 1).toUpperCase()}
        </span>
        <h3 className={styles.cardTitle}>
          <Link href={entry.website}>{entry.title}</Link>
        </h3>
        {entry.source && (
          <Link href={entry.source} className={styles.source} aria-label={`${entry.title} source`}>
            source
          </Link>
        )}
      </div>
      <p className={styles.description}>{entry.description}</p>
      <ul className={styles.tags} aria-label="Tags">
        {entry.tags.map((tag) => (
          <li key={tag} className={styles.tag} data-tag={tag}>
            {Tags[tag].label}
          </li>
        ))}
      </ul>
    </li>
  );
}
