// cspell:ignore dont
/**
 * Installable, offline docs with Docusaurus' own @docusaurus/plugin-pwa (its service worker, precache, offline
 * modes and reload prompt), wrapped so that (the choices themselves are in src/config/pwa.ts):
 *   - the web app manifest and its PNG icons are written into the build first, the icons drawn from the favicon
 *     (static/img/favicon.svg) by sharp, so that a new logo needs no new binary files in the repository;
 *   - the precache list is made only once the search index and the assistant's passages are written (Docusaurus
 *     runs plugins' postBuild hooks concurrently; they register as derived files of ../built-pages.ts), and holds
 *     the app shell, the search meta and records files and the passages, never the pages' own content;
 *   - the registration is not in the first-load bundle: ./register.ts, the client module, imports the plugin's own
 *     registration (./registerLater.ts) in idle time after the page has hydrated;
 *   - the service worker caches the pages a reader visits, and answers an unvisited one offline with the start
 *     page's load-failure message (./sw.js).
 * The reload prompt is the theme component @theme/PwaReloadPopup (src/theme/PwaReloadPopup). Under `npm start` the
 * plugin does nothing (it works on production builds only).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
// The package's types entry declares only its options; the plugin function's types are next to its code.
import pluginPwa, {validateOptions} from '@docusaurus/plugin-pwa/lib/index.js';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import sharp from 'sharp';
import type {BuiltPages} from '../built-pages';
import type {SearchMode} from '../../config/search';
import type {AssistantConfig} from '../../config/assistant';
import {
  APPLE_TOUCH_ICON,
  ICON_DIR,
  ICON_SOURCE,
  iconSvg,
  MANIFEST_FILE,
  OFFLINE_MODE_STRATEGIES,
  pageContentChunks,
  PNG_ICONS,
  precachedFiles,
  pwaHead,
  selectPrecache,
  webAppManifest,
  type PrecacheEntry,
} from '../../config/pwa';

const PLUGIN_PWA_DIR = path.dirname(require.resolve('@docusaurus/plugin-pwa/package.json'));
/**
 * Large enough for the assistant's passages (2.4 MB today); workbox-build leaves out a bigger file with a warning,
 * and selectPrecache then fails the build naming it.
 */
const MAX_PRECACHED_FILE_BYTES = 8 * 1024 * 1024;

/** The plugin's options (docusaurus.config.ts passes them; the precache list is added when the build has run). */
export function pwaOptions(baseUrl: string): Partial<PluginOptions> {
  return {
    offlineModeActivationStrategies: [...OFFLINE_MODE_STRATEGIES],
    pwaHead: pwaHead(baseUrl),
    swRegister: path.join(__dirname, 'register.ts'),
    swCustom: path.join(__dirname, 'sw.js'),
  };
}

export interface PwaModes {
  search: SearchMode;
  assistant: AssistantConfig;
}

export default function pwaPlugin(pages: BuiltPages, modes: PwaModes): PluginModule {
  // Named, so the loaded config shows which plugin it is (tests/unit/pwa.test.ts).
  const pwa: PluginModule = (context, rawOptions) => wrapPwa(context, rawOptions as PluginOptions, pages, modes);
  // Docusaurus validates (and fills in the defaults of) a plugin function's options with its `validateOptions`.
  return Object.assign(pwa, {validateOptions});
}

/** Writes the manifest and the PNG icons into the build. */
export async function writeManifestAndIcons(context: Pick<LoadContext, 'siteConfig' | 'siteDir'>, outDir: string) {
  const {title, tagline, baseUrl} = context.siteConfig;
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(webAppManifest({title, tagline, baseUrl}))}\n`);
  const favicon = await readFile(path.join(context.siteDir, 'static', ICON_SOURCE), 'utf8');
  await mkdir(path.join(outDir, ICON_DIR), {recursive: true});
  await Promise.all(
    [...PNG_ICONS, APPLE_TOUCH_ICON].map(async (icon) =>
      sharp(Buffer.from(iconSvg(favicon, icon)))
        .png()
        .toFile(path.join(outDir, ICON_DIR, icon.file)),
    ),
  );
}

function wrapPwa(context: LoadContext, options: PluginOptions, pages: BuiltPages, modes: PwaModes): Plugin | null {
  // Filled in postBuild, before the wrapped plugin makes its precache list.
  let contentChunks = new Set<string>();
  const precacheList = (entries: (PrecacheEntry & {integrity?: string})[]) => ({
    manifest: selectPrecache(entries, precachedFiles(modes), contentChunks),
  });
  // Plugin<void> (no content): typed as the Plugin Docusaurus calls, with content of any type.
  const plugin = pluginPwa(context, {
    ...options,
    injectManifestConfig: {
      ...options.injectManifestConfig,
      maximumFileSizeToCacheInBytes: MAX_PRECACHED_FILE_BYTES,
      // Hashed files are cached under their own URL (no revision parameter), where ./sw.js looks for them.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [precacheList],
    },
  }) as Plugin | null;
  if (!plugin) return null;
  const themePath = path.join(PLUGIN_PWA_DIR, 'lib', 'theme');
  return {
    ...plugin,
    // The wrapped plugin names these relative to its own folder; a plugin function's are read from the site's.
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => path.join(PLUGIN_PWA_DIR, 'src', 'theme'),
    async postBuild(props) {
      await writeManifestAndIcons(context, props.outDir);
      const routesChunkNames = JSON.parse(
        await readFile(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      ) as Record<string, unknown>;
      contentChunks = pageContentChunks(routesChunkNames);
      await pages.derivedFilesWritten();
      await plugin.postBuild?.(props);
    },
  };
}
