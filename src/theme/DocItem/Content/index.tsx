/**
 * DocItem/Content wrap (swizzle --wrap): the page actions menu (src/components/PageActions) beside the
 * doc's title on every doc page, and in the page's head a `<link rel="alternate" type="text/markdown">` to its
 * Markdown twin (src/plugins/markdown-twins makes one for each doc of the main docs instance, the test fixtures'
 * instances excepted).
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useRouteContext from '@docusaurus/useRouteContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import {twinPath} from '@site/src/plugins/markdown-twins/llmsTxt';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  const {plugin} = useRouteContext();
  const twinHref = useBaseUrl(twinPath(metadata.permalink));
  return (
    <>
      {plugin.id === 'default' && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twinHref} />
        </Head>
      )}
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
