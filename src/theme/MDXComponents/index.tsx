/**
 * MDXComponents wrapper: the theme's components, plus markdown tables that can be scrolled from the keyboard
 * when they overflow (./Table).
 */
import MDXComponentsOriginal from '@theme-original/MDXComponents';
import MDXTable from './Table';

const MDXComponents: typeof MDXComponentsOriginal = {...MDXComponentsOriginal, table: MDXTable};
export default MDXComponents;
