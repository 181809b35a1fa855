/**
 * The docs assistant dialog (loaded on first use). A native modal <dialog>: the browser traps focus and
 * closes it on Esc; focus goes back to the launcher. All text is rendered as React text, never as HTML.
 */
import React, {useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {answerQuestion, MAX_QUESTION_LENGTH, tooLongMessage, type Answer} from '@site/src/assistant/answer';
import {loadAssistantIndex} from '@site/src/assistant/browser';
import AnswerView from './AnswerView';
import {loadConversation, saveConversation, type Turn} from './conversation';
import styles from './styles.module.css';

export const EXAMPLE_QUESTIONS = [
  'What is the chain ID of Celo Mainnet?',
  'How do I verify a contract with Foundry?',
  'How can I pay gas fees with USDC instead of CELO?',
  'How do I run a Celo L2 node with Docker?',
];

export default function AssistantDialog({onClose}: {onClose: () => void}): React.JSX.Element {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const [turns, setTurns] = useState<Turn[]>(() => loadConversation());
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const baseUrl = useBaseUrl('/');
  /** Set when a new answer arrives: focus and scroll go to its start. */
  const [focusTurn, setFocusTurn] = useState<number | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current!;
    if (!dialog.open) dialog.showModal();
    inputRef.current?.focus();
    const handleClose = () => onClose();
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  useEffect(() => {
    // Start downloading the passages while the reader types.
    void loadAssistantIndex(baseUrl).catch(() => undefined);
  }, [baseUrl]);

  useEffect(() => {
    if (focusTurn === null) {
      logRef.current?.scrollTo({top: logRef.current.scrollHeight});
      return;
    }
    const answer = logRef.current?.querySelector<HTMLElement>(`[data-turn="${focusTurn}"] [data-answer-start]`);
    answer?.focus({preventScroll: true});
    answer?.scrollIntoView({block: 'start'});
  }, [turns, busy, focusTurn]);

  async function ask(text: string) {
    const q = text.trim();
    if (!q || busy) return;
    setBusy(true);
    let answer: Answer;
    try {
      answer = answerQuestion(await loadAssistantIndex(baseUrl), q);
    } catch {
      answer = {
        kind: 'no-answer',
        message: 'The documentation could not be loaded. Check your connection and try again.',
        search: q,
      };
    }
    const next = [...turns, {question: q, answer}];
    setTurns(next);
    saveConversation(next);
    setQuestion('');
    setBusy(false);
    setFocusTurn(next.length - 1);
  }

  function clear() {
    setTurns([]);
    saveConversation([]);
    setFocusTurn(null);
    inputRef.current?.focus();
  }

  const tooLong = question.trim().length > MAX_QUESTION_LENGTH;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="assistant-title"
      aria-describedby="assistant-about"
      onKeyDown={(e) => {
        // The page behind a modal dialog is inert; this keeps Tab from leaving for the browser's own UI.
        if (e.key !== 'Tab') return;
        const focusables = Array.from(
          dialogRef.current!.querySelectorAll<HTMLElement>(
            'button:not([disabled]), a[href], textarea, input, [tabindex]:not([tabindex="-1"])',
          ),
        );
        const first = focusables[0];
        const last = focusables[focusables.length - 1];
        if (!first || !last) return;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
    >
      <div className={styles.header}>
        <h2 id="assistant-title" className={styles.title}>
          Ask the docs
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label="Close the assistant"
          onClick={() => dialogRef.current?.close()}
        >
          ×
        </button>
      </div>
      <p id="assistant-about" className={styles.about}>
        Answers are values from the site's reference data or sentences and code quoted from this documentation, each
        linked to the section it comes from. The assistant does not write new text, see your wallet or give financial
        advice, and it can miss things: check the linked page before you act.
      </p>
      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label="Conversation">
        {turns.length === 0 && (
          <div>
            <p className={styles.examplesTitle}>Try one of these:</p>
            <ul className={styles.examples}>
              {EXAMPLE_QUESTIONS.map((q) => (
                <li key={q}>
                  <button type="button" className={styles.example} onClick={() => void ask(q)}>
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {turns.map((t, i) => (
          <div key={i} className={styles.turn} data-turn={i}>
            <p className={styles.question}>
              <span className="sr-only">You asked: </span>
              {t.question}
            </p>
            {/* Delegated from the citation links inside (native <a>, so Enter also fires this click). */}
            {/* A group (not a control) that catches clicks bubbling from its links; keys reach the links themselves. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
            <div
              className={styles.answer}
              data-answer-start=""
              tabIndex={-1}
              aria-label={`Answer to: ${t.question.slice(0, 80)}`}
              role="group"
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('[data-assistant-citation], [data-assistant-search]'))
                  dialogRef.current?.close();
              }}
            >
              <AnswerView answer={t.answer} onAsk={(q) => void ask(q)} />
            </div>
          </div>
        ))}
        {busy && <p className={styles.notice}>Looking through the docs…</p>}
      </div>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (tooLong) {
            const answer: Answer = {kind: 'refused', message: tooLongMessage(question.trim().length)};
            const next = [...turns, {question: `${question.trim().slice(0, 80)}…`, answer}];
            setTurns(next);
            saveConversation(next);
            setFocusTurn(next.length - 1);
            return;
          }
          void ask(question);
        }}
      >
        <label htmlFor="assistant-question" className="sr-only">
          Your question
        </label>
        <textarea
          id="assistant-question"
          ref={inputRef}
          rows={2}
          value={question}
          placeholder="Ask a question about Celo…"
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <div className={styles.actions}>
          <span className={tooLong ? styles.counterOver : styles.counter}>
            {question.trim().length}/{MAX_QUESTION_LENGTH}
          </span>
          {turns.length > 0 && (
            <button type="button" className="button button--link button--sm" onClick={clear}>
              Clear conversation
            </button>
          )}
          <button type="submit" className="button button--primary button--sm" disabled={busy || !question.trim()}>
            Ask
          </button>
        </div>
      </form>
    </dialog>
  );
}
