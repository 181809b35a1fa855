/**
 * The feedback forms, loaded on demand (./load.ts): the rest of "Was this page helpful?" after Yes or No
 * (PagePanel, in the section of ./index.tsx) and the dialog of "Report a problem with this step" (StepDialog,
 * opened from a code block by ./ReportStepButton.tsx). Both end in the same Send control:
 *   - no FEEDBACK_ENDPOINT (the default): a link that opens the prefilled new issue (./report.ts issueUrl) in a
 *     new tab; nothing is sent from this page, the reader submits the issue on GitHub;
 *   - FEEDBACK_ENDPOINT set: a button that posts the report's JSON there (./send.ts). When that fails, the
 *     reader's text stays, the status says why, and they can send again or open the issue instead.
 * Keyboard and screen readers: real buttons and links, the reasons as a radio group in a fieldset with a legend,
 * labelled text areas, focus moved to the form that appears, status announced by a polite live region, and the
 * step report in a native modal <dialog> (Escape closes it and focus returns to the button that opened it).
 */
import React, {useEffect, useId, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {FeedbackRuntimeConfig} from '@site/src/config/feedback';
import {verifiedText} from '@site/src/data/verifiedText';
import type {FeedbackPageInfo} from './context';
import {writeAnswer, type Answer} from './storage';
import {firstLineOf, issueUrl, REASONS, reportPayload, type ReasonId, type Report, type ReportPage} from './report';
import {loadRuntimeConfig, parseRuntimeConfig, postReport} from './send';
import shell from './styles.module.css';
import styles from './Forms.module.css';

/** Longest comment the text areas take (a report is a note, not an essay; GitHub's URL limit is in report.ts). */
export const COMMENT_LIMIT = 4000;

export const THANKS: Record<Answer, string> = {
  yes: 'Thank you for your feedback: this page helped you.',
  no: 'Thank you for telling us what was wrong with this page.',
};

export const SENT_TO_ENDPOINT = 'Your feedback was sent to the maintainers.';
export const OPENED_ON_GITHUB = 'Your report opened on GitHub in a new tab, filled in: submit it there.';

/** The report's page, from the doc's information and the site's address. */
function useReportPage(page: FeedbackPageInfo): {reportPage: ReportPage; repositoryUrl: string} {
  const {siteConfig} = useDocusaurusContext();
  const origin = siteConfig.url.replace(/\/+$/, '');
  return {
    reportPage: {
      url: `${origin}${page.permalink}`,
      title: page.title,
      source: page.source,
      editUrl: page.editUrl,
      verified: page.verifiedLine ? verifiedText(page.verifiedLine) : undefined,
    },
    repositoryUrl: `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`,
  };
}

/** The feedback service's config; until it is read, null. A file that cannot be read means "open an issue". */
function useRuntimeConfig(url: string): FeedbackRuntimeConfig | null {
  const config = loadRuntimeConfig(url);
  const [value, setValue] = useState(config.get() ?? null);
  useEffect(() => {
    if (value) return undefined;
    let live = true;
    config.load().then(
      (loaded) => live && setValue(loaded),
      () => live && setValue(parseRuntimeConfig(null)),
    );
    return () => {
      live = false;
    };
  }, [config, value]);
  return value;
}

/** A report before the site version (read with the config) is known. */
type Draft = Report extends infer R ? (R extends Report ? Omit<R, 'siteVersion'> : never) : never;

interface SendProps {
  report: Draft;
  config: FeedbackRuntimeConfig | null;
  repositoryUrl: string;
  /** The report left the page: posted (`SENT_TO_ENDPOINT`) or opened on GitHub (`OPENED_ON_GITHUB`). */
  onSent: (message: string) => void;
  onStatus: (message: string) => void;
}

function SendControl({report: draft, config, repositoryUrl, onSent, onStatus}: SendProps): React.JSX.Element {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!config) {
    return (
      <button type="button" className={styles.primary} disabled>
        Send
      </button>
    );
  }
  const report = {...draft, siteVersion: config.siteVersion};
  const issue = issueUrl(repositoryUrl, report);
  // The link opens the new tab first; the form then changes to its thank-you.
  const opened = () => setTimeout(() => onSent(OPENED_ON_GITHUB), 0);
  const issueLink = (label: string, className: string | undefined) => (
    // eslint-disable-next-line @docusaurus/no-html-links -- another site, opened in a new tab on purpose
    <a className={className} href={issue} target="_blank" rel="noopener" onClick={opened}>
      {label}
    </a>
  );
  const {endpoint} = config;
  if (!endpoint) {
    return (
      <div className={styles.send}>
        {issueLink('Send on GitHub', styles.primary)}
        <span className={shell.note}>Opens a new issue on github.com in a new tab, filled in for you to submit.</span>
      </div>
    );
  }
  const send = async () => {
    if (sending) return;
    setSending(true);
    onStatus('Sending…');
    const problem = await postReport(endpoint, reportPayload(report));
    setSending(false);
    if (problem === null) {
      onSent(SENT_TO_ENDPOINT);
      return;
    }
    setFailed(true);
    onStatus(`Sending failed: ${problem}. Your text is still here: send it again, or open an issue on GitHub instead.`);
  };
  return (
    <div className={styles.send}>
      {/* aria-disabled, not disabled, while sending: a disabled button would drop the keyboard focus. */}
      <button type="button" className={styles.primary} aria-disabled={sending} onClick={() => void send()}>
        {failed ? 'Send again' : 'Send'}
      </button>
      {failed && issueLink('Open an issue on GitHub instead', shell.link)}
    </div>
  );
}

function Comment({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.comment}
        rows={3}
        maxLength={COMMENT_LIMIT}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

export interface FeedbackProps {
  answer: Answer;
  /** The answer was stored on an earlier visit: open on the thank-you. */
  remembered: boolean;
  page: FeedbackPageInfo;
  storageKey: string;
  configUrl: string;
  onStatus: (message: string) => void;
  onAnswerAgain: () => void;
}

/**
 * The page feedback after the reader answered (./index.tsx renders it in place of Yes and No): the panel of that
 * answer until its report leaves the page, then the thank-you, focused, with "Answer again". Yes is an answer in
 * itself and is remembered at once; No is remembered once its report is sent.
 */
export function Feedback({answer, remembered, page, storageKey, configUrl, onStatus, onAnswerAgain}: FeedbackProps) {
  const [done, setDone] = useState(remembered);
  const thanks = useRef<HTMLParagraphElement>(null);
  const focusThanks = useRef(false);
  useEffect(() => {
    if (!remembered && answer === 'yes') writeAnswer(storageKey, 'yes');
  }, [remembered, answer, storageKey]);
  useEffect(() => {
    if (done && focusThanks.current) thanks.current?.focus();
  }, [done]);

  if (!done) {
    return (
      <PagePanel
        answer={answer}
        page={page}
        configUrl={configUrl}
        onStatus={onStatus}
        onSent={(message) => {
          writeAnswer(storageKey, answer);
          focusThanks.current = true;
          setDone(true);
          onStatus(message);
        }}
      />
    );
  }
  return (
    <p ref={thanks} tabIndex={-1} className={shell.thanks}>
      {THANKS[answer]}{' '}
      <button type="button" className={shell.link} onClick={onAnswerAgain}>
        Answer again
      </button>
    </p>
  );
}

export interface PagePanelProps {
  answer: Answer;
  page: FeedbackPageInfo;
  configUrl: string;
  onSent: (message: string) => void;
  onStatus: (message: string) => void;
}

/** After Yes: thanks and an optional comment. After No: what was wrong, and an optional comment. Then Send. */
export function PagePanel({answer, page, configUrl, onSent, onStatus}: PagePanelProps): React.JSX.Element {
  const {reportPage, repositoryUrl} = useReportPage(page);
  const config = useRuntimeConfig(configUrl);
  const [reason, setReason] = useState<ReasonId | undefined>();
  const [comment, setComment] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  // Focus follows the reader's answer: to the first reason after No, to the thank-you after Yes.
  useEffect(() => {
    const target = answer === 'no' ? panel.current?.querySelector('input') : panel.current;
    target?.focus();
  }, [answer]);

  return (
    <div ref={panel} tabIndex={-1} className={styles.panel}>
      {answer === 'yes' ? (
        <p className={shell.thanks}>Thank you! If you like, add a comment and send it to the maintainers.</p>
      ) : (
        <fieldset className={styles.reasons}>
          <legend className={styles.label}>What was wrong?</legend>
          {REASONS.map((r) => (
            <label key={r.id} className={styles.reason}>
              <input
                type="radio"
                name={`${id}-reason`}
                value={r.id}
                checked={reason === r.id}
                onChange={() => setReason(r.id)}
              />{' '}
              {r.label}
            </label>
          ))}
        </fieldset>
      )}
      <Comment id={`${id}-comment`} label="Comment (optional)" value={comment} onChange={setComment} />
      <SendControl
        report={{kind: 'page', helpful: answer === 'yes', reason, comment, page: reportPage}}
        config={config}
        repositoryUrl={repositoryUrl}
        onSent={onSent}
        onStatus={onStatus}
      />
    </div>
  );
}

export interface StepDialogProps {
  page: FeedbackPageInfo;
  /** Page line of the block's opening fence. */
  line: number;
  code: string;
  language?: string;
  configUrl: string;
  onClose: () => void;
}

/** "Report a problem with this step": a modal dialog naming the page line and the block's first line. */
export function StepDialog({page, line, code, language, configUrl, onClose}: StepDialogProps): React.JSX.Element {
  const {reportPage, repositoryUrl} = useReportPage(page);
  const config = useRuntimeConfig(configUrl);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState('');
  const [done, setDone] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const firstLine = firstLineOf(code);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);

  return createPortal(
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        Report a problem with this step
      </h2>
      <p className={shell.note}>
        Line {line} of <code>{page.source}</code>, which starts:
      </p>
      <pre className={styles.firstLine}>
        <code>{firstLine}</code>
      </pre>
      {done ? (
        <p ref={thanks} tabIndex={-1} className={shell.thanks}>
          Thank you for the report.
        </p>
      ) : (
        <>
          <Comment
            id={`${id}-comment`}
            label="What happened? (optional: the command's output or error helps most)"
            value={comment}
            onChange={setComment}
          />
          <SendControl
            report={{kind: 'step', line, firstLine, language, comment, page: reportPage}}
            config={config}
            repositoryUrl={repositoryUrl}
            onSent={(message) => {
              setStatus(message);
              setDone(true);
            }}
            onStatus={setStatus}
          />
        </>
      )}
      <p role="status" className={shell.status}>
        {status}
      </p>
      <button type="button" className={shell.button} onClick={() => dialog.current?.close()}>
        Close
      </button>
    </dialog>,
    document.body,
  );
}
