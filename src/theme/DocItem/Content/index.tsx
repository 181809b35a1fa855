/**
 * DocItem/Content wrap (swizzle --wrap): the page actions menu (src/components/PageActions) beside the
 * doc's title on every doc page, and the page's information for "Report a problem with this step" on its code
 * blocks (src/components/PageFeedback/context.ts).
 */
import React, {useMemo} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import {FeedbackPageContext} from '@site/src/components/PageFeedback/context';
import {useDocFeedbackPage} from '@site/src/components/PageFeedback/useDocFeedbackPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const page = useDocFeedbackPage();
  const {permalink, title, source, editUrl, verifiedLine} = page;
  const value = useMemo(
    () => ({permalink, title, source, editUrl, verifiedLine}),
    [permalink, title, source, editUrl, verifiedLine],
  );
  return (
    <FeedbackPageContext.Provider value={value}>
      <PageActions permalink={permalink} />
      <Content {...props} />
    </FeedbackPageContext.Provider>
  );
}
