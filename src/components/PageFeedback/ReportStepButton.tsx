/**
 * "Report a problem with this step": a code block button beside Copy (src/theme/CodeBlock/Buttons), on the
 * blocks the build marked with their page line (src/plugins/remark-report-lines.ts). Pressing it loads the forms
 * (./load.ts) and opens the step dialog (./Forms.tsx StepDialog) with the page, the line and the block's first
 * line; if the forms cannot load, the button's label says so and pressing it again retries.
 */
import React, {useContext, useState} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import {FeedbackPageContext} from './context';
import {CONFIG_PATH, feedbackForms} from './load';
import styles from './styles.module.css';

export const REPORT_STEP_LABEL = 'Report a problem with this step';

export default function ReportStepButton({line, className}: {line: number; className?: string}) {
  const page = useContext(FeedbackPageContext);
  const {metadata} = useCodeBlockContext();
  const configUrl = useBaseUrl(CONFIG_PATH);
  const [forms, setForms] = useState(() => feedbackForms.get());
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!page) return null;
  const label = failed ? `${REPORT_STEP_LABEL} (the form could not load: press to try again)` : REPORT_STEP_LABEL;
  const press = () => {
    setFailed(false);
    feedbackForms.load().then(
      (loaded) => {
        setForms(() => loaded);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };
  return (
    <>
      <Button aria-label={label} title={label} className={clsx(className)} onClick={press} data-report-step="">
        {/* Material Design Icons' "flag" (Apache-2.0), the icon set of the theme's own code block buttons. */}
        <svg viewBox="0 0 24 24" className={styles.stepIcon} aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M14.4,6L14,4H5V21H7V14H12.6L13,16H20V6H14.4Z" />
        </svg>
      </Button>
      {open && forms && (
        <forms.StepDialog
          page={page}
          line={line}
          code={metadata.code}
          language={metadata.language}
          configUrl={configUrl}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
