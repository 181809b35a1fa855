/**
 * Token wrap: a highlighted token's colours as classes, not as a style attribute (the Content-Security-Policy
 * has no 'unsafe-inline', so a browser ignores style attributes in the served HTML). The classes name the
 * token type each style property comes from; src/plugins/prism-theme-css writes the matching rules from the
 * same themes (src/utils/prismTokenClasses.ts).
 */
import React from 'react';
import clsx from 'clsx';
import Token from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {codeThemes} from '@site/src/config/codeTheme';
import {tokenClasses} from '@site/src/utils/prismTokenClasses';

const classes = tokenClasses(codeThemes);

export default function TokenWrapper({style: _style, className, ...props}: Props): React.JSX.Element {
  return <Token {...props} className={clsx(className, classes.classNames(props.token))} />;
}
