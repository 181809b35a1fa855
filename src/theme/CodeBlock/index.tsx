/**
 * CodeBlock wrapper: live code blocks (```jsx live) load the react-live playground on demand, so its chunk
 * (about 60 KB gzip) is fetched only on pages that have one instead of with every doc page.
 * Non-live blocks render the theme's CodeBlock unchanged. Until the playground has loaded, and without
 * JavaScript, a live block shows its source as an ordinary code block.
 *
 * Pages with a live block are served with a policy that allows eval (src/plugins/security-headers.ts marks
 * them with a meta tag). Reached by client-side navigation from a page under the strict policy, such a page
 * reloads once so that its own policy applies; the reloaded HTML carries the marker, so it cannot loop.
 */
import React, {Suspense, lazy, useEffect, useState} from 'react';
import type {Props} from '@theme/CodeBlock';
import type {Props as LiveProps} from '@theme/LiveCodeBlock';
import OriginalCodeBlock from '@theme-init/CodeBlock';
import './prismSetup';

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

export default function CodeBlock(props: Props): React.JSX.Element {
  return isLive(props) ? <LivePlayground {...props} /> : <OriginalCodeBlock {...props} />;
}
