/**
 * NotFound/Content wrap: the 404 page's own title. Under the docs plugin (routeBasePath '/'), an unknown path
 * renders this content inside the docs layout, which sets no title, so /404.html showed the site's bare
 * title. Its canonical link is removed from the built 404.html by src/plugins/not-found-metadata.ts.
 */
import React from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ContentType>;

export const NOT_FOUND_TITLE = 'Page Not Found';

export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <PageMetadata title={NOT_FOUND_TITLE} />
      <Content {...props} />
    </>
  );
}
