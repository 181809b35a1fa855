/**
 * The theme's code block buttons (word wrap, copy), swizzled: a block's buttons mount when the block comes within a
 * screen of the viewport, and every other block's in idle time, a few at a time, instead of all of them in the
 * first render after hydration. A block the build marked with its page line (src/plugins/remark-report-lines.ts:
 * every block of a guide page, every shell block of an operator page) also gets "Report a problem with this step"
 * beside Copy (src/components/PageFeedback/ReportStepButton.tsx, loaded only on pages that have such a block). The
 * group is the theme's own markup and styles (./styles.module.css), ejected so that the button sits inside it.
 *
 * The theme renders the buttons in the browser only (<BrowserOnly>), so on a page with many blocks the render
 * that follows hydration created every block's button group at once: on /cli/account (56 blocks) about 600
 * elements, whose style recalculation was the longest task after hydration (Chromium trace at phone size;
 * about 10 ms of CPU here, so 40 ms on the phone Lighthouse simulates). Near the viewport nothing changes for
 * the reader: the buttons show on hover or focus as before. The blocks further down get theirs in idle slices
 * (src/utils/idleQueue.ts) within a moment of loading, without scrolling, so keyboard and screen-reader users
 * find every button; each slice renders synchronously (flushSync), so its time limit covers React's work.
 */
import React, {useContext, useEffect, useState} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Buttons';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {browserScheduleIdle, createIdleQueue} from '@site/src/utils/idleQueue';
import {ReportLineContext} from '@site/src/components/PageFeedback/context';
import {onDemand} from '@site/src/utils/onDemand';
import styles from './styles.module.css';
type Mount = () => void;

const mounts = new WeakMap<Element, Mount>();
let observer: IntersectionObserver | undefined;
let idle: ReturnType<typeof createIdleQueue<Mount>> | undefined;

/** Calls `mount` once: when `element` comes within a screen of the viewport, or in idle time, whichever is first. */
function mountSoon(element: Element | null, mount: Mount): () => void {
  idle ??= createIdleQueue<Mount>((queued) => flushSync(queued), browserScheduleIdle);
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    if (element) {
      observer?.unobserve(element);
      mounts.delete(element);
    }
    mount();
  };
  if (element) {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) mounts.get(entry.target)?.();
      },
      {rootMargin: '100% 0px'},
    );
    mounts.set(element, once);
    observer.observe(element);
  }
  idle.push(once);
  return () => {
    // Unmounted first: the queued call does nothing.
    done = true;
    if (element) {
      observer?.unobserve(element);
      mounts.delete(element);
    }
  };
}

const reportStepButton = onDemand(() => import('@site/src/components/PageFeedback/ReportStepButton'));

/** "Report a problem with this step", once its code has loaded (if it cannot load, the block has Copy only). */
function ReportStep({line}: {line: number}): React.JSX.Element | null {
  const [Button, setButton] = useState(() => reportStepButton.get()?.default);
  useEffect(() => {
    if (Button) return undefined;
    let live = true;
    reportStepButton.load().then(
      (loaded) => live && setButton(() => loaded.default),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [Button]);
  return Button ? <Button line={line} /> : null;
}

export default function CodeBlockButtons({className}: Props): React.JSX.Element | null {
  const {wordWrap} = useCodeBlockContext();
  const reportLine = useContext(ReportLineContext);
  const [mounted, setMounted] = useState(false);
  useEffect(
    () => (mounted ? undefined : mountSoon(wordWrap.codeBlockRef.current, () => setMounted(true))),
    [mounted, wordWrap.codeBlockRef],
  );
  // Rendered in the browser only, after hydration, as the theme's <BrowserOnly> did.
  return mounted ? (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      {reportLine !== undefined && <ReportStep line={reportLine} />}
      <CopyButton />
    </div>
  ) : null;
}
