/**
 * The word-wrap state of a code block (the theme's `WordWrap`: ref, enabled, scrollable, toggle), measured
 * when the block comes near the viewport instead of when it mounts.
 *
 * The theme's own hook (useCodeWordWrap in @docusaurus/theme-common) measures every block of the page in an
 * effect right after hydration and sets its state as a normal update, so on a page with 50 code blocks that
 * is 50 layout reads and 50 re-renders in one task; and through useMutationObserver's option memo it calls
 * String#localeCompare, whose first call loads ICU's collation data. On /cli/account at phone size that
 * work was about a quarter of the hydration render (profiled with Chromium's CPU profiler, 4x slowdown).
 * Here one IntersectionObserver serves every block: a block is measured when it comes within a screen of
 * the viewport, and each time it becomes visible again (which also covers a hidden tab being shown, since a
 * block in a hidden tab panel has no box). A window resize re-measures only the blocks near the viewport,
 * through one listener, not every block of the page. The state update is a transition, so React renders it
 * in slices.
 */
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;
type Measure = () => void;

const measures = new WeakMap<Element, Measure>();
/** Blocks within a screen of the viewport: the only ones a window resize re-measures. */
const nearViewport = new Set<Element>();
let observer: IntersectionObserver | undefined;

function measureNearViewport(): void {
  nearViewport.forEach((element) => measures.get(element)?.());
}

function observeNearViewport(element: Element, measure: Measure): () => void {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) {
            nearViewport.delete(entry.target);
            continue;
          }
          nearViewport.add(entry.target);
          measures.get(entry.target)?.();
        }
      },
      {rootMargin: '100% 0px'},
    );
    // One listener for all blocks; a block off screen is measured again when it comes near.
    window.addEventListener('resize', measureNearViewport, {passive: true});
  }
  measures.set(element, measure);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    measures.delete(element);
    nearViewport.delete(element);
  };
}

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    // A wrapped block keeps its button (its <code> has the wrap style), so the reader can unwrap it.
    const scrollable = pre.scrollWidth > pre.clientWidth || !!pre.querySelector('code')?.hasAttribute('style');
    startTransition(() => setIsCodeScrollable(scrollable));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens (addresses, hashes) wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    measure();
  }, [isEnabled, measure]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    return pre ? observeNearViewport(pre, measure) : undefined;
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
