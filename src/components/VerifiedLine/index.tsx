/**
 * The "Verified on … against …" line at the foot of a doc whose front matter has a `verified:` record: when
 * the page was last checked and against which releases, each linked to its release page. The line is made at
 * build time by src/data/verified.ts (withVerifiedLine, from the front matter), which also makes the same line
 * for the Markdown twin and so for the MCP server's read_page. Links only: nothing is requested from another
 * origin.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {LINE_START, type VerifiedLine as Line} from '@site/src/data/verifiedLine';
import styles from './styles.module.css';

export default function VerifiedLine({line}: {line: Line}): React.JSX.Element {
  const last = line.items.length - 1;
  return (
    <p className={styles.line} data-verified-line="">
      {LINE_START} <time dateTime={line.date}>{line.dateText}</time> against{' '}
      {line.items.map((item, i) => (
        <React.Fragment key={item.url}>
          {i > 0 && (i === last ? ' and ' : ', ')}
          <Link href={item.url}>{item.label}</Link>
        </React.Fragment>
      ))}
    </p>
  );
}
