/**
 * Wrap of the theme's crash screen ("This page crashed.", "Try again", the error and its causes).
 * Added: the document title "Page Error" (spec), which the theme sets only for crashes outside the layout.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
