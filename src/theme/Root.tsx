/**
 * Root swizzle (Docusaurus' documented way to put something on every page): adds the docs assistant
 * (src/components/Assistant) after the page. Nothing else changes.
 */
import React from 'react';
import Assistant from '@site/src/components/Assistant';

export default function Root({children}: {children: React.ReactNode}): React.JSX.Element {
  return (
    <>
      {children}
      <Assistant />
    </>
  );
}
