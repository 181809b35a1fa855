/**
 * The docs assistant on every page (rendered by src/theme/Root). Local mode: a launcher button whose dialog
 * code loads on first use. Hosted mode (ASK_COOKBOOK_API_KEY): the Ask Cookbook widget instead.
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {AssistantConfig} from '@site/src/config/assistant';
import CookbookWidget from './CookbookWidget';
import styles from './styles.module.css';

import {onDemand} from '@site/src/utils/onDemand';
import {downloadPassages} from '@site/src/assistant/download';
import {applyPendingHighlight} from './highlight';

type Dialog = typeof import('./AssistantDialog').default;
// Loaded on the first click; if that fails (offline), a message says so and the next click tries again.
const assistantDialog = onDemand<Dialog>(() =>
  import(/* webpackChunkName: "docs-assistant" */ './AssistantDialog').then((module) => module.default),
);

function LocalAssistant(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [AssistantDialog, setDialog] = useState<Dialog | undefined>(() => assistantDialog.get());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  // Intent (pointer over, focus, press): start the dialog's code and the passages together, so the first answer
  // does not wait for one and then the other. Nothing loads before that.
  const prefetch = useCallback(() => {
    assistantDialog.load().catch(() => undefined);
    downloadPassages(siteConfig.baseUrl).catch(() => undefined);
  }, [siteConfig.baseUrl]);
  // A followed citation highlights its quoted sentence on the page it leads to.
  useEffect(() => applyPendingHighlight(pathname), [pathname]);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const openDialog = useCallback(() => {
    setFailed(false);
    prefetch();
    assistantDialog.load().then(
      (dialog) => {
        setDialog(() => dialog);
        setOpen(true);
      },
      () => setFailed(true),
    );
  }, [prefetch]);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Ask the docs assistant"
        onClick={openDialog}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <span aria-hidden="true">?</span> Ask
      </button>
      <div role="status" className={failed ? styles.loadError : 'sr-only'}>
        {failed && 'The docs assistant could not be loaded. Check your connection, then press Ask to try again.'}
      </div>
      {open && AssistantDialog && <AssistantDialog onClose={close} />}
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
