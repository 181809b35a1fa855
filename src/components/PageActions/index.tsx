/**
 * The page actions menu shown next to a doc's title: copy the page's Markdown twin, view it, or open it in
 * ChatGPT or Claude. The two chat entries are plain links (user navigations carrying the twin's URL in the
 * prompt): nothing is requested from another origin, and the twin itself is fetched from this origin only
 * when the reader asks to copy it. A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it,
 * arrows move, Escape or a click outside closes it, focus returns to the button. No storage is used.
 *
 * It also names the twin in the page's head, `<link rel="alternate" type="text/markdown">`, for the docs of the
 * main docs instance (src/plugins/markdown-twins makes their twins; the test fixtures' instances have none).
 */
import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useRouteContext from '@docusaurus/useRouteContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {twinPath} from '@site/src/plugins/markdown-twins/llmsTxt';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const COPY_LABEL: Record<CopyState, string> = {
  idle: 'Copy page as Markdown',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed: use View as Markdown',
};

/** The prompt the chat links carry. */
export function chatPrompt(twinUrl: string): string {
  return `Read ${twinUrl} so I can ask questions about it.`;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins: a hidden textarea and the copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy command refused');
}

export default function PageActions({permalink}: {permalink: string}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const twin = twinPath(permalink);
  const twinHref = useBaseUrl(twin);
  const hasTwin = useRouteContext().plugin.id === 'default';
  const twinUrl = `${siteConfig.url.replace(/\/+$/, '')}${twinHref}`;
  const prompt = encodeURIComponent(chatPrompt(twinUrl));
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  // A click or tap outside closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  // "Copied" (or the failure) shows for a few seconds.
  useEffect(() => {
    if (copy !== 'copied' && copy !== 'failed') return undefined;
    const t = setTimeout(() => setCopy('idle'), 3000);
    return () => clearTimeout(t);
  }, [copy]);

  const openMenu = (focus: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(focus === 'first' ? 0 : -1));
  };

  const onButtonKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openMenu('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (e: React.KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: list.length - 1};
    if (e.key in moves) {
      e.preventDefault();
      focusItem(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  const onCopy = async () => {
    setCopy('copying');
    try {
      const res = await fetch(twinHref, {headers: {Accept: 'text/markdown, text/plain'}});
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await copyText(await res.text());
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className={styles.wrapper} ref={wrapper}>
      {hasTwin && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twinHref} />
        </Head>
      )}
      <button
        ref={button}
        type="button"
        className={styles.button}
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        Page actions
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {/* Announces "Copied" to screen readers even after the menu has closed. */}
      <span className="sr-only" role="status">
        {copy === 'copied' ? 'Page copied as Markdown' : copy === 'failed' ? 'Copy failed' : ''}
      </span>
      {open && (
        <ul
          ref={menu}
          className={styles.menu}
          role="menu"
          id={`${id}-menu`}
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={() => void onCopy()}>
              {COPY_LABEL[copy]}
            </button>
          </li>
          <li role="none">
            {/* eslint-disable-next-line @docusaurus/no-html-links -- the twin is a static file, not a route */}
            <a role="menuitem" tabIndex={-1} className={styles.item} href={twinHref} target="_blank" rel="noopener">
              View as Markdown
            </a>
          </li>
          <li role="none">
            {/* eslint-disable-next-line @docusaurus/no-html-links -- another site, opened in a new tab on purpose */}
            <a
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={`https://chatgpt.com/?q=${prompt}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open in ChatGPT
            </a>
          </li>
          <li role="none">
            {/* eslint-disable-next-line @docusaurus/no-html-links -- another site, opened in a new tab on purpose */}
            <a
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={`https://claude.ai/new?q=${prompt}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open in Claude
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
