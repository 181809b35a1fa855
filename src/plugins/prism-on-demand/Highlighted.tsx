/**
 * The theme's highlighted code block content, with our extra Prism grammars registered first. The browser
 * loads this module (prism-react-renderer, its grammars and ours: the costliest script a doc page used to
 * evaluate while hydrating) only when a code block must be highlighted on the client; see ./highlighter.ts.
 */
import './prismSetup';
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import Content from '@theme-original/CodeBlock/Content';

// The theme-original alias is typed loosely by @docusaurus/module-type-aliases; this is the theme's component.
export default Content as ComponentType<Props>;
