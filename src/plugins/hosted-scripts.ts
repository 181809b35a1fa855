/**
 * Local plugin: injects the scripts of hosted analytics and marketing-form services, and only those
 * that are configured (see src/config/hostedServices.ts). With no configuration it adds nothing, so the
 * default build makes no request to another origin. gtag is handled by preset-classic's own option.
 */
import type {Plugin, PluginModule} from '@docusaurus/types';
import type {HostedServices} from '../config/hostedServices';

export default function hostedScriptsPlugin(options: HostedServices): PluginModule {
  return (): Plugin => ({
    name: 'hosted-scripts',
    injectHtmlTags() {
      const headTags = [];
      if (options.fathomSiteId) {
        headTags.push({
          tagName: 'script',
          attributes: {src: 'https://cdn.usefathom.com/script.js', 'data-site': options.fathomSiteId, defer: true},
        });
      }
      if (options.hubspotAccountId) {
        headTags.push({
          tagName: 'script',
          attributes: {
            id: 'hs-script-loader',
            src: `https://js.hs-scripts.com/${options.hubspotAccountId}.js`,
            async: true,
            defer: true,
          },
        });
      }
      return {headTags};
    },
  });
}
