/**
 * MDXComponents wrapper: the theme's components, plus markdown tables that can be scrolled from the keyboard
 * when they overflow (./Table).
 */
import MDXComponentsOriginal from '@theme-original/MDXComponents';
import MDXTable from './Table';

// The theme-original alias is typed loosely (any) by @docusaurus/module-type-aliases.
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
const MDXComponents: typeof MDXComponentsOriginal = {...MDXComponentsOriginal, table: MDXTable};
export default MDXComponents;
