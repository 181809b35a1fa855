/**
 * DocItem/Content wrap (swizzle --wrap): the page actions menu (src/components/PageActions) beside the
 * doc's title on every doc page.
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
