/**
 * Registers the additional Prism grammars (themeConfig.prism.additionalLanguages) on prism-react-renderer's
 * Prism instance. Imported by ./Highlighted, so it runs before the first code block highlights; this plugin
 * removes the theme's eager client module that used to do this on every page.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
