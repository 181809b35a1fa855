/**
 * CodeBlock wrapper: live code blocks (```jsx live) load the react-live playground on demand, so its chunk
 * (about 60 KB gzip) is fetched only on pages that have one instead of with every doc page.
 * Until the playground has loaded, and without JavaScript, a live block shows its source as an ordinary
 * code block.
 *
 * Non-live blocks render the theme's string or element content directly. The theme's own CodeBlock gives
 * that content a key that changes once the page has hydrated, which remounts (and re-highlights) every
 * block on the page right after hydration: its comment says the server always renders the light Prism
 * theme. Our light and dark Prism themes are the same object, and when they differ, src/theme/CodeBlock/
 * Content re-renders a block whose theme changed after hydration, so the remount is not needed.
 *
 * Pages with a live block are served with a policy that allows eval (src/plugins/security-headers.ts marks
 * them with a meta tag). Reached by client-side navigation from a page under the strict policy, such a page
 * reloads once so that its own policy applies; the reloaded HTML carries the marker, so it cannot loop.
 */
import React, {Suspense, isValidElement, lazy, useEffect, useState} from 'react';
import type {Props} from '@theme/CodeBlock';
import type {Props as LiveProps} from '@theme/LiveCodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import ElementContent from '@theme/CodeBlock/Content/Element';

// If the playground's code cannot be fetched (offline), the block stays an ordinary code block instead of
// crashing the page.
const LiveCodeBlock = lazy(() =>
  import('@theme/LiveCodeBlock').catch(() => ({
    default: function StaticFallback({live: _live, ...props}: LiveProps & {live?: boolean}) {
      return <OriginalCodeBlock {...(props as Props)} />;
    },
  })),
);
export const LIVE_CODE_META = 'docs-live-code';

function isLive(props: Props & {live?: boolean}): boolean {
  return !!props.live && (typeof props.children === 'undefined' || typeof props.children === 'string');
}

function LivePlayground(props: Props): React.JSX.Element {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' && !document.querySelector(`meta[name="${LIVE_CODE_META}"]`)) {
      window.location.reload();
      return;
    }
    setReady(true);
  }, []);
  const {live: _live, ...staticProps} = props as Props & {live?: boolean};
  const fallback = <OriginalCodeBlock {...staticProps} />;
  return (
    <div data-live-codeblock="">
      {ready ? (
        <Suspense fallback={fallback}>
          <LiveCodeBlock {...(props as LiveProps)} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}

/** Plain strings are copyable: join string children (the theme's maybeStringifyChildren). */
function stringify(children: Props['children']): Props['children'] {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function OriginalCodeBlock({children: rawChildren, ...props}: Props): React.JSX.Element {
  const children = stringify(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

export default function CodeBlock(props: Props): React.JSX.Element {
  return isLive(props) ? <LivePlayground {...props} /> : <OriginalCodeBlock {...props} />;
}
