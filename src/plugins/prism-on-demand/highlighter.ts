/**
 * Browser side of `@prism-on-demand/highlighter`: the highlighted code block content, loaded on first need.
 *
 * A page's static HTML already holds its highlighted code, and hydration adopts it (src/theme/CodeBlock/
 * Content), so a page that is loaded, not navigated to, never evaluates Prism. Blocks rendered on the client
 * (after a client-side navigation, or when the Prism theme differs from the one the HTML was rendered with)
 * call loadHighlighter() and show their code as plain text until it resolves; if the chunk cannot be
 * fetched (offline), the plain text stays and a later block tries again. The chunk is prefetched (a
 * low-priority download; nothing runs) once the page's code block chunk has loaded, so the switch from plain
 * to highlighted text is quick.
 *
 * The server build aliases this module to ./highlighter.server.ts, which imports the content statically,
 * so the static HTML is always highlighted (see ./index.ts).
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import {onDemand} from '@site/src/utils/onDemand';

type Highlighted = ComponentType<Props>;

const highlighter = onDemand<Highlighted>(() =>
  import(/* webpackPrefetch: true */ './Highlighted').then((module) => module.default),
);

/** The highlighter if its code has already run, else null. */
export function getHighlighter(): Highlighted | null {
  return highlighter.get() ?? null;
}

/** Loads and runs the highlighter's chunk once; later calls share the same promise. */
export function loadHighlighter(): Promise<Highlighted> {
  return highlighter.load();
}
