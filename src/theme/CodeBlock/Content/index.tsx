/**
 * CodeBlock content wrapper: keeps the server's highlighted HTML while the page hydrates.
 *
 * Highlighting a code block means running Prism over it. The static HTML already contains the highlighted
 * lines, yet hydration used to tokenize every block again on the main thread: on a page with a dozen
 * blocks that was the largest share of its blocking time. During the first client render (hydration)
 * this wrapper renders the same <pre> with no React children, so React adopts the server's markup as is;
 * the copy and word-wrap buttons keep working because they read the code from context and the <pre>
 * through its ref. Blocks rendered later (client-side navigation) or after the Prism theme changes (colour
 * mode switch, if the themes differ) render normally through the theme's component.
 */
import React, {useRef, useState} from 'react';
import OriginalContent from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof ContentType>;

const EMPTY = {__html: ''};

export default function CodeBlockContentWrapper(props: Props): React.JSX.Element {
  const isBrowser = useIsBrowser();
  // Only in the browser's hydration render: the server renders the real thing.
  const [adoptServerHtml] = useState(() => typeof window !== 'undefined' && !isBrowser);
  const prismTheme = usePrismTheme();
  const themeAtHydration = useRef(prismTheme);
  const {wordWrap} = useCodeBlockContext();
  if (adoptServerHtml && prismTheme === themeAtHydration.current) {
    return <pre ref={wordWrap.codeBlockRef} tabIndex={0} suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />;
  }
  return <OriginalContent {...props} />;
}
