/**
 * One answer of the docs assistant, rendered as React text (never HTML): quoted sentences with [n] links to
 * their sections, the code, table rows or list a sentence introduces (code and rows with a copy button), data
 * cards, or the refusal messages. Following a citation highlights the quoted sentence on arrival (highlight.ts).
 */
import React from 'react';
import Link from '@docusaurus/Link';
import type {Answer, Quote} from '@site/src/assistant/answer';
import type {DataCard} from '@site/src/assistant/data';
import {TABLE_CELL_SEPARATOR} from '@site/src/assistant/passages';
import CopyButton from '@site/src/components/CopyButton';
import {highlightOnArrival} from './highlight';
import styles from './styles.module.css';

function Code({text, label}: {text: string; label: string}): React.JSX.Element {
  return (
    <div className={styles.code}>
      <pre tabIndex={0} aria-label={label}>
        <code>{text}</code>
      </pre>
      <CopyButton value={text} label={label} />
    </div>
  );
}

function QuoteView({quote, url, title}: {quote: Quote; url: string; title: string}): React.JSX.Element {
  const n = quote.citation + 1;
  return (
    <div className={styles.quote}>
      <p>
        <q>{quote.text}</q>{' '}
        <Link
          to={url}
          className={styles.cite}
          data-assistant-citation=""
          aria-label={`Source ${n}: ${title}`}
          onClick={() => highlightOnArrival(url, quote.rows?.[1]?.split(TABLE_CELL_SEPARATOR)[0] ?? quote.text)}
        >
          [{n}]
        </Link>
      </p>
      {quote.code && <Code text={quote.code.text} label={`code from source ${n}`} />}
      {quote.rows && <Code text={quote.rows.join('\n')} label={`table rows from source ${n}`} />}
      {quote.items && (
        <ul className={styles.items} aria-label={`list from source ${n}`}>
          {quote.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Card({card}: {card: DataCard}): React.JSX.Element {
  return (
    <div className={styles.card} data-assistant-card="">
      <p className={styles.cardLabel}>{card.label}</p>
      <p className={styles.cardValue}>
        <code>{card.value}</code> <CopyButton value={card.value} label={card.label} />
      </p>
      {card.network && <p className={styles.cardMeta}>Network: {card.network}</p>}
      {card.detail && <p className={styles.cardMeta}>{card.detail}</p>}
      {card.example && <Code text={card.example} label={`example of ${card.label}`} />}
      <p className={styles.cardMeta}>
        <Link to={card.reference.url} data-assistant-citation="">
          {card.reference.title}
        </Link>
      </p>
    </div>
  );
}

export default function AnswerView({
  answer,
  onAsk,
}: {
  answer: Answer;
  onAsk: (question: string) => void;
}): React.JSX.Element {
  switch (answer.kind) {
    case 'data':
      return (
        <div>
          {answer.cards.map((card) => (
            <Card key={`${card.label}${card.value}`} card={card} />
          ))}
          <p className={styles.sourcesTitle}>From the site's reference data.</p>
        </div>
      );
    case 'no-answer':
      return (
        <div>
          <p className={styles.notice}>{answer.message}</p>
          <p>
            <Link to={`/search?q=${encodeURIComponent(answer.search)}`} data-assistant-search="">
              Search the docs for “{answer.search.slice(0, 60)}”
            </Link>{' '}
            or ask on the {/* eslint-disable-next-line @docusaurus/no-html-links -- another site, same tab */}
            <a href="https://forum.celo.org">Celo forum</a>.
          </p>
        </div>
      );
    case 'policy':
      return (
        <div>
          <p className={styles.notice}>{answer.message}</p>
          <ul className={styles.sources}>
            {answer.links.map((l) => (
              <li key={l.url}>
                {/* eslint-disable-next-line @docusaurus/no-html-links -- explorers: other sites, same tab */}
                <a href={l.url}>{l.title}</a>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'refused':
      return <p className={styles.notice}>{answer.message}</p>;
    case 'answer':
      return (
        <div>
          {answer.quotes.map((q, i) => (
            <QuoteView
              key={i}
              quote={q}
              url={answer.citations[q.citation]!.url}
              title={answer.citations[q.citation]!.title}
            />
          ))}
          <p className={styles.sourcesTitle}>Sources</p>
          <ol className={styles.sources}>
            {answer.citations.map((c, i) => (
              <li key={c.url} data-source={i}>
                <Link
                  to={c.url}
                  data-assistant-citation=""
                  onClick={() => {
                    const quote = answer.quotes.find((q) => q.citation === i);
                    if (quote) highlightOnArrival(c.url, quote.rows?.[1]?.split(TABLE_CELL_SEPARATOR)[0] ?? quote.text);
                  }}
                >
                  {c.title}
                </Link>
              </li>
            ))}
          </ol>
          {answer.followUps.length > 0 && (
            <>
              <p className={styles.sourcesTitle}>More on this page</p>
              <ul className={styles.followUps}>
                {answer.followUps.map((f) => (
                  <li key={f.question}>
                    <button type="button" className={styles.example} onClick={() => onAsk(f.question)}>
                      {f.label}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      );
  }
}
