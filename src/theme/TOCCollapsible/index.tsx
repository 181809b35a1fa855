/**
 * Wrap of the theme's TOCCollapsible ("On this page" above a doc on narrow screens). Its button needs scripts;
 * without them the <noscript> twin below, a <details> with the same links, takes its place
 * (the original is hidden by src/plugins/no-script).
 */
import React from 'react';
import TOCCollapsible from '@theme-original/TOCCollapsible';
import type TOCCollapsibleType from '@theme/TOCCollapsible';
import type {WrapperProps} from '@docusaurus/types';
import TOCItems from '@theme/TOCItems';

type Props = WrapperProps<typeof TOCCollapsibleType>;

export default function TOCCollapsibleWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <TOCCollapsible {...props} />
      <noscript>
        <details className="toc-no-js">
          <summary>On this page</summary>
          <TOCItems toc={props.toc} minHeadingLevel={props.minHeadingLevel} maxHeadingLevel={props.maxHeadingLevel} />
        </details>
      </noscript>
    </>
  );
}
