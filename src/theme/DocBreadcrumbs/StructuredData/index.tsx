/**
 * DocBreadcrumbs/StructuredData wrap: the breadcrumb list for search engines without trailing slashes.
 * Index docs' permalinks end with "/" (/cli/), but the site serves clean URLs (trailingSlash: false), so
 * /cli/ answers with a redirect; the structured data now names /cli.
 */
import React from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type StructuredDataType from '@theme/DocBreadcrumbs/StructuredData';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof StructuredDataType>;

export default function StructuredDataWrapper({breadcrumbs, ...rest}: Props): React.JSX.Element {
  const clean = breadcrumbs.map((item) => (item.href ? {...item, href: item.href.replace(/(.)\/+$/, '$1')} : item));
  return <StructuredData {...rest} breadcrumbs={clean} />;
}
