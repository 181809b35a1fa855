/**
 * "Was this page helpful?" at the foot of every doc page (src/theme/DocItem/Footer). This file is all a doc page
 * loads of it: the question, Yes and No, and a status line that screen readers announce (a polite live region).
 * The rest (./Forms.tsx: the thank-you, the reasons, the comment, Send) loads when the pointer or the keyboard
 * reaches the section, or at the latest when the reader answers (./load.ts); a return visit to a page the reader
 * answered (./storage.ts) loads it to show the thank-you.
 *
 * Yes thanks the reader at once and offers an optional comment; No asks what was wrong (four reasons) and for an
 * optional comment. Nothing leaves the page until the reader presses Send: then the report opens as a prefilled
 * GitHub issue in a new tab, or, with FEEDBACK_ENDPOINT set, is posted there (./send.ts).
 */
import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import siteStorage from '@generated/site-storage';
import type {FeedbackPageInfo} from './context';
import {CONFIG_PATH, feedbackForms} from './load';
import {answerKey, readAnswer, type Answer} from './storage';
import styles from './styles.module.css';

export default function PageFeedback({page}: {page: FeedbackPageInfo}): React.JSX.Element {
  const storageKey = answerKey(siteStorage.namespace, page.permalink);
  const configUrl = useBaseUrl(CONFIG_PATH);
  const [forms, setForms] = useState(() => feedbackForms.get());
  // What the forms open on: the reader's answer now, or the one remembered from an earlier visit.
  const [opened, setOpened] = useState<{answer: Answer; remembered: boolean} | null>(null);
  const [status, setStatus] = useState('');
  const yes = useRef<HTMLButtonElement>(null);
  const focusYes = useRef(false);
  const id = useId();

  const load = useCallback(
    () =>
      feedbackForms.load().then(
        (loaded) => {
          setForms(() => loaded);
          return true;
        },
        () => false,
      ),
    [],
  );

  const open = useCallback(
    (answer: Answer, remembered: boolean) => {
      setStatus('');
      void load().then((ok) => {
        if (ok) setOpened({answer, remembered});
        else if (!remembered) setStatus('The feedback form could not load: check your connection, then answer again.');
      });
    },
    [load],
  );

  // Read in the browser after hydration, so the server's HTML (the question) stays what React hydrates.
  useEffect(() => {
    setOpened(null);
    const answer = readAnswer(storageKey);
    if (answer) open(answer, true);
  }, [storageKey, open]);

  // "Answer again" brings the question back with the focus on Yes.
  useEffect(() => {
    if (opened === null && focusYes.current) yes.current?.focus();
    focusYes.current = false;
  }, [opened]);

  return (
    <section
      className={styles.feedback}
      aria-labelledby={`${id}-question`}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      data-page-feedback=""
    >
      <h2 id={`${id}-question`} className={styles.question}>
        Was this page helpful?
      </h2>
      {opened && forms ? (
        <forms.Feedback
          key={storageKey}
          {...opened}
          page={page}
          storageKey={storageKey}
          configUrl={configUrl}
          onStatus={setStatus}
          onAnswerAgain={() => {
            focusYes.current = true;
            setStatus('');
            setOpened(null);
          }}
        />
      ) : (
        <div className={styles.answers}>
          <button ref={yes} type="button" className={styles.button} onClick={() => open('yes', false)}>
            Yes
          </button>
          <button type="button" className={styles.button} onClick={() => open('no', false)}>
            No
          </button>
        </div>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </section>
  );
}
