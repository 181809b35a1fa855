/**
 * Server side of `@prism-on-demand/highlighter` (see ./highlighter.ts): the server renders every code block
 * highlighted, so the content is imported statically and always available.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import Highlighted from './Highlighted';

export function getHighlighter(): ComponentType<Props> {
  return Highlighted;
}

export function loadHighlighter(): Promise<ComponentType<Props>> {
  return Promise.resolve(Highlighted);
}
