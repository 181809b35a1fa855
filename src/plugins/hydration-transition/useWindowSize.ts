/**
 * Replaces theme-common's useWindowSize (see ./index.ts): the same hook ('ssr' while hydrating, then
 * 'mobile' or 'desktop' at the same 996 px breakpoint as Infima's CSS), with the size set as a transition.
 *
 * The first size is set in an effect right after hydration. On a phone it switches the navbar, doc sidebar
 * and doc layout to their mobile forms, which mounts the mobile menu with every navbar item. As a normal
 * update React renders that in one synchronous pass, the largest part of the longest task after hydration
 * on a doc page (profiled on /cli/account at phone size); as a transition it renders in slices.
 */
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

const DESKTOP_BREAKPOINT = 996;

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant while hydrating, so the client's first render matches the server's HTML.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => {
      const size = window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
      startTransition(() => setWindowSize(size));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
