/**
 * /site-map: every documentation page on one static page, grouped as the sidebars group them. It is how a
 * reader without JavaScript finds pages (the navbar menu, the sidebar on a phone and the search need scripts):
 * the no-JS navbar menu and the /search page's <noscript> note link here.
 *
 * Docusaurus' plugin API gives one plugin the loaded content of another in `allContentLoaded`; the docs plugin's
 * sidebars and doc titles are turned into a small JSON module the page component reads.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildSiteMap, type DocsContent} from './build';

export default function siteMapPlugin(_context: LoadContext): Plugin {
  return {
    name: 'celo-site-map',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!docs) throw new Error('site-map: the docs plugin (id "default") has no content');
      const siteMap = buildSiteMap(docs);
      const data = await actions.createData('site-map.json', JSON.stringify(siteMap));
      actions.addRoute({
        path: '/site-map',
        component: '@site/src/components/SiteMap',
        exact: true,
        modules: {siteMap: data},
      });
    },
  };
}
