/**
 * The docs assistant on every page (rendered by src/theme/Root). Local mode: a launcher button whose dialog
 * code loads on first use. Hosted mode (ASK_COOKBOOK_API_KEY): the Ask Cookbook widget instead.
 */
import React, {lazy, Suspense, useCallback, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {AssistantConfig} from '@site/src/config/assistant';
import CookbookWidget from './CookbookWidget';
import styles from './styles.module.css';

const AssistantDialog = lazy(() => import(/* webpackChunkName: "docs-assistant" */ './AssistantDialog'));

function LocalAssistant(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Ask the docs assistant"
        onClick={() => setOpen(true)}>
        <span aria-hidden="true">?</span> Ask
      </button>
      {open && (
        <Suspense fallback={null}>
          <AssistantDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}

export default function Assistant(): React.JSX.Element | null {
  const {siteConfig} = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const config = siteConfig.customFields?.assistant as AssistantConfig | undefined;
  if (config?.mode === 'cookbook') return isBrowser ? <CookbookWidget config={config} /> : null;
  return <LocalAssistant />;
}
