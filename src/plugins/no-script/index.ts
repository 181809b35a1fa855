/**
 * Styles that apply only when JavaScript is off, as a <noscript><style> in every page's <head> (valid HTML:
 * a <noscript> in <head> may hold <style>). Each hidden control has a no-JS stand-in rendered by a theme wrap:
 * - the navbar's menu button does nothing without scripts: src/theme/Navbar/MobileSidebar/Toggle adds a
 *   <details> menu with the navbar's links and the site map;
 * - "On this page" on a phone does not open: src/theme/TOCCollapsible adds a <details> with the same links;
 * - the docs assistant's Ask button needs its script: hidden;
 * - "Was this page helpful?" (src/components/PageFeedback) needs its script: hidden (the footer's edit link stays);
 * - the search page's form cannot search: src/theme/SearchPage shows a note pointing to /site-map.
 */
import type {Plugin} from '@docusaurus/types';

/** The stand-ins themselves are inside <noscript>, so they exist only when scripts are off. */
export const NO_SCRIPT_CSS =
  '.navbar__toggle:not(.navbar-no-js__toggle),.theme-doc-toc-mobile,[aria-label="Ask the docs assistant"],[data-page-feedback]{display:none!important}';

export default function noScriptPlugin(): Plugin {
  return {
    name: 'celo-no-script',
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${NO_SCRIPT_CSS}</style>`}]};
    },
  };
}
