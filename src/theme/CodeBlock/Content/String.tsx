/**
 * Swizzled (ejected) CodeBlock/Content/String: the theme's component, with the word-wrap state from
 * ./useCodeWordWrap, which measures a block when it nears the viewport rather than every block at
 * hydration (see that file), and the block's page line, when the build marked it (`data-report-line`, from
 * src/plugins/remark-report-lines.ts), passed to its buttons for "Report a problem with this step".
 * Everything else (metadata, context, layout) is the theme's.
 */
import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {ReportLineContext} from '@site/src/components/PageFeedback/context';
import {useCodeWordWrap} from './useCodeWordWrap';

/** The page line the build gave a block (a number in MDX, a string when it came through raw HTML). */
function reportLine(props: Props): number | undefined {
  const value = Number((props as Props & {'data-report-line'?: unknown})['data-report-line']);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

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
      <ReportLineContext.Provider value={reportLine(props)}>
        <CodeBlockLayout />
      </ReportLineContext.Provider>
    </CodeBlockContextProvider>
  );
}
