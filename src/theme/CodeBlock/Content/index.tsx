/**
 * CodeBlock content wrapper: keeps the server's highlighted HTML while the page hydrates, and loads Prism
 * only when a block must be highlighted in the browser.
 *
 * Highlighting means running Prism over the code, and loading Prism means evaluating prism-react-renderer
 * and its grammars. The static HTML already contains the highlighted lines, so:
 * - During the first client render (hydration) this wrapper renders the same <pre> with no React children,
 *   and React adopts the server's markup as is. The copy and word-wrap buttons keep working: they read the
 *   code from context and the <pre> through its ref. The page never loads Prism.
 * - Blocks rendered later (after a client-side navigation, or if the Prism theme differs from the one the
 *   HTML was rendered with) render the theme's highlighted content through `@prism-on-demand/highlighter`
 *   (src/plugins/prism-on-demand). Until its chunk has loaded, or if it cannot load (offline), they show
 *   the code as plain text in the theme's colours.
 * - No block carries colours in style attributes: they are classes (src/theme/CodeBlock/Line/Token) and CSS
 *   (src/plugins/prism-theme-css), which the Content-Security-Policy allows.
 */
import React, {useEffect, useRef, useState, useSyncExternalStore} from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {getHighlighter, loadHighlighter} from '@prism-on-demand/highlighter';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const EMPTY = {__html: ''};
const subscribeNothing = () => () => {};

/**
 * True while React hydrates this component (it reads the server snapshot then), false in any render in
 * the browser after that. useIsBrowser is no proxy: a block mounted right after hydration (the live
 * playground's fallback, say) can render before isBrowser turns true, and has no server HTML to adopt.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}

/** The code as plain text, shaped like the highlighted block (same <pre>/<code>/line structure). */
function PlainCode({className}: Props): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  // Its colours come from the `.prism-code` rule of src/plugins/prism-theme-css, like a highlighted block's.
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.plain, 'thin-scrollbar')}
      data-plain-code=""
    >
      <code className={styles.lines}>
        {metadata.code.split('\n').map((line, i) => (
          <span key={i} className={clsx('token-line', metadata.lineClassNames[i])}>
            {line}
            {'\n'}
          </span>
        ))}
      </code>
    </pre>
  );
}

export default function CodeBlockContentWrapper(props: Props): React.JSX.Element {
  const hydrating = useIsHydrating();
  // Only when hydrating in the browser: the server renders the real thing.
  const [adoptServerHtml] = useState(() => typeof window !== 'undefined' && hydrating);
  const prismTheme = usePrismTheme();
  const themeAtHydration = useRef(prismTheme);
  const {wordWrap} = useCodeBlockContext();
  const adopt = adoptServerHtml && prismTheme === themeAtHydration.current;
  const [Highlighted, setHighlighted] = useState(getHighlighter);

  useEffect(() => {
    if (adopt || Highlighted) return undefined;
    let mounted = true;
    loadHighlighter().then(
      (component) => mounted && setHighlighted(() => component),
      () => {}, // Offline: the plain text stays.
    );
    return () => {
      mounted = false;
    };
  }, [adopt, Highlighted]);

  if (adopt) {
    return <pre ref={wordWrap.codeBlockRef} tabIndex={0} suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />;
  }
  return Highlighted ? <Highlighted {...props} /> : <PlainCode {...props} />;
}
