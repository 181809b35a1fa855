/**
 * Swizzled (ejected) CodeBlock/Content/String: the theme's component, with the word-wrap state from
 * ./useCodeWordWrap, which measures a block when it nears the viewport rather than every block at
 * hydration (see that file). Everything else (metadata, context, layout) is the theme's.
 */
import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrap} from './useCodeWordWrap';

export default function CodeBlockString(props: Props): React.JSX.Element {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
