/**
 * Wraps the theme's code block buttons (copy, word wrap): a block's buttons mount when the block comes within a
 * screen of the viewport, and every other block's in idle time, a few at a time, instead of all of them in the
 * first render after hydration.
 *
 * The theme renders the buttons in the browser only (<BrowserOnly>), so on a page with many blocks the render
 * that follows hydration created every block's button group at once: on /cli/account (56 blocks) about 600
 * elements, whose style recalculation was the longest task after hydration (Chromium trace at phone size;
 * about 10 ms of CPU here, so 40 ms on the phone Lighthouse simulates). Near the viewport nothing changes for
 * the reader: the buttons show on hover or focus as before. The blocks further down get theirs in idle slices
 * (src/utils/idleQueue.ts) within a moment of loading, without scrolling, so keyboard and screen-reader users
 * find every button; each slice renders synchronously (flushSync), so its time limit covers React's work.
 */
import React, {useEffect, useState} from 'react';
import {flushSync} from 'react-dom';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {browserScheduleIdle, createIdleQueue} from '@site/src/utils/idleQueue';

type Props = WrapperProps<typeof ButtonsType>;
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

export default function ButtonsWrapper(props: Props): React.JSX.Element | null {
  const {wordWrap} = useCodeBlockContext();
  const [mounted, setMounted] = useState(false);
  useEffect(
    () => (mounted ? undefined : mountSoon(wordWrap.codeBlockRef.current, () => setMounted(true))),
    [mounted, wordWrap.codeBlockRef],
  );
  return mounted ? <Buttons {...props} /> : null;
}
