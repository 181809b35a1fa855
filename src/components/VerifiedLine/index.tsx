/**
 * The "Verified on … against …" line at the foot of a doc whose front matter has a `verified:` record: when
 * the page was last checked and against which releases, each linked to its release page. The text and links
 * come from src/data/verified.ts, which also makes the same line for the Markdown twin and so for the MCP
 * server's read_page. Links only: nothing is requested from another origin.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {LINE_START, readVerified, verifiedLine} from '@site/src/data/verified';
import styles from './styles.module.css';

export default function VerifiedLine({record}: {record: unknown}): React.JSX.Element | null {
  // The markdownlint rule celo-verified-record and the twin plugin reject a bad record before a build ships;
  // here one is simply not shown.
  const {record: verified} = readVerified(record);
  if (!verified) return null;
  const line = verifiedLine(verified);
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
