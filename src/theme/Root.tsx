/**
 * Root swizzle (Docusaurus' documented way to put something on every page): adds the docs assistant
 * (src/components/Assistant) after the page, and the offline navigation guard (src/components/OfflineNavigation).
 */
import React from 'react';
import Assistant from '@site/src/components/Assistant';
import OfflineNavigation from '@site/src/components/OfflineNavigation';

export default function Root({children}: {children: React.ReactNode}): React.JSX.Element {
  return (
    <>
      {children}
      <OfflineNavigation />
      <Assistant />
    </>
  );
}
