/**
 * The installable, offline docs: the web app manifest and its icons, the tags in every page's <head>, the options of
 * @docusaurus/plugin-pwa, and which files its service worker precaches. src/plugins/pwa applies them.
 *
 * Precached (downloaded in the background by the service worker when it installs, and served from its cache until
 * a new version is deployed and the reader accepts the reload prompt):
 *   - the app shell: every script and stylesheet of the build except the doc pages' own content chunks (the docs
 *     layout, the doc page component, the sidebars, the search modal, the assistant, the start page), the start page
 *     itself (`index.html`, the manifest's start_url), the logos, the manifest and its icons;
 *   - search: the chunked index's meta file (what the search client fetches first) and the records whole
 *     (`search-index.json`), which the search client falls back to when a shard cannot be fetched (src/search/runtime.ts);
 *   - the assistant's passages file.
 * Every other page, its content chunk and its images are cached by the service worker as the reader visits them
 * (src/plugins/pwa/sw.js), never in advance.
 */
import type {SearchMode} from './search';
import type {AssistantConfig} from './assistant';
import type {TextFile} from './securityHeaders';
import {META_FILE, SHARD_DIR} from '../search/shards';
import {PASSAGES_PATH} from '../assistant/download';

/** Globbed by the plugin's precache (its patterns take .json, not .webmanifest); _headers gives it the manifest type. */
export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_TYPE = 'application/manifest+json';
/** Where @docusaurus/plugin-pwa writes the service worker (`<baseUrl>sw.js`); it has no option for it. */
export const SW_FILE = 'sw.js';
export const SW_TYPE = 'text/javascript; charset=utf-8';
/** The service worker script is checked for a new version on every visit, never taken from an HTTP cache. */
export const SW_CACHE_CONTROL = 'no-cache';

/** The headers of the two files in build/_headers (src/plugins/security-headers.ts). */
export const PWA_FILES: readonly TextFile[] = [
  {path: `/${MANIFEST_FILE}`, contentType: MANIFEST_TYPE},
  {path: `/${SW_FILE}`, contentType: SW_TYPE, cacheControl: SW_CACHE_CONTROL},
];

/** The icons' source, under static/: the site's favicon (Celo's yellow square with the two rings). */
export const ICON_SOURCE = 'img/favicon.svg';
/** Where the generated PNG icons go in the build. */
export const ICON_DIR = 'img/pwa';
/** The favicon's square colour, which fills a maskable icon to its edges (tests/unit/pwa.test.ts checks they agree). */
export const ICON_BACKGROUND = '#FCFF52';
/**
 * A maskable icon's art must fit the circle of 80% of its width that every mask keeps (the W3C manifest spec's
 * safe zone); the favicon's rings reach 39% of its width from the centre, so they are drawn at 80% of their size.
 */
export const MASKABLE_SCALE = 0.8;

/**
 * The site's default colour mode is dark (docusaurus.config.ts), so the browser's title bar and the splash
 * screen take the dark navbar's colour (Infima's dark surface colour) and the dark page background (src/css/custom.css).
 */
export const THEME_COLOR = '#242526';
export const BACKGROUND_COLOR = '#18191a';

export interface PngIcon {
  file: string;
  size: number;
  /** `any`: the favicon as it is (rounded corners, transparent outside); `maskable`: full-bleed, art in the safe zone. */
  purpose: 'any' | 'maskable';
}

/** The sizes Chromium asks for to install (192 and 512), a maskable one for Android's adaptive icons. */
export const PNG_ICONS: readonly PngIcon[] = [
  {file: 'icon-192.png', size: 192, purpose: 'any'},
  {file: 'icon-512.png', size: 512, purpose: 'any'},
  {file: 'icon-maskable-192.png', size: 192, purpose: 'maskable'},
  {file: 'icon-maskable-512.png', size: 512, purpose: 'maskable'},
];
/** iOS ignores the manifest's icons and masks the home-screen icon itself: full-bleed art, 180 px. */
export const APPLE_TOUCH_ICON: PngIcon = {file: 'apple-touch-icon.png', size: 180, purpose: 'maskable'};

/** The site facts the manifest carries (from docusaurus.config.ts). */
export interface SiteFacts {
  title: string;
  tagline: string;
  baseUrl: string;
}

export const SHORT_NAME = 'Celo Docs';

/** The web app manifest (W3C Web Application Manifest), written to `<build>/manifest.json`. */
export function webAppManifest({title, tagline, baseUrl}: SiteFacts) {
  return {
    id: baseUrl,
    name: title,
    short_name: SHORT_NAME,
    description: tagline,
    lang: 'en',
    dir: 'ltr',
    start_url: baseUrl,
    scope: baseUrl,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      ...PNG_ICONS.map(({file, size, purpose}) => ({
        src: `${baseUrl}${ICON_DIR}/${file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
      {src: `${baseUrl}${ICON_SOURCE}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any'},
    ],
  };
}

/** A PNG icon's SVG art, from the favicon's SVG text: as it is, or full-bleed with the rings in the safe zone. */
export function iconSvg(favicon: string, {size, purpose}: Pick<PngIcon, 'size' | 'purpose'>): string {
  const open = /<svg\b[^>]*>/.exec(favicon);
  const close = favicon.lastIndexOf('</svg>');
  const viewBox = open && /viewBox="([^"]+)"/.exec(open[0]);
  if (!open || !viewBox || close < 0) throw new Error(`${ICON_SOURCE}: not an <svg> element with a viewBox`);
  const [x, y, w, h] = viewBox[1]!.split(/[\s,]+/).map(Number) as [number, number, number, number];
  const inner = favicon.slice(open.index + open[0].length, close);
  const art =
    purpose === 'any'
      ? inner
      : `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${ICON_BACKGROUND}"/>` +
        `<g transform="translate(${x + (w * (1 - MASKABLE_SCALE)) / 2} ${y + (h * (1 - MASKABLE_SCALE)) / 2}) scale(${MASKABLE_SCALE})">${inner}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox[1]}" width="${size}" height="${size}">${art}</svg>`;
}

/** The tags @docusaurus/plugin-pwa puts in every page's <head> (its `pwaHead` option). */
export function pwaHead(baseUrl: string) {
  return [
    {tagName: 'link', rel: 'manifest', href: `${baseUrl}${MANIFEST_FILE}`},
    {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
    {tagName: 'link', rel: 'apple-touch-icon', href: `${baseUrl}${ICON_DIR}/${APPLE_TOUCH_ICON.file}`},
  ];
}

/**
 * When the plugin's offline mode is on: `always`, so that every reader who has visited the site can read it
 * offline, installed or not. The plugin's default (installed app, standalone window, or `?offlineMode=true`) would
 * leave a reader in an ordinary browser tab, the common case, with nothing cached.
 */
export const OFFLINE_MODE_STRATEGIES = ['always'] as const;

/** The start page (the manifest's start_url): precached, so the installed app opens offline. */
export const START_PAGE = 'index.html';
/** The records whole, written by src/plugins/local-search next to the chunked index. */
export const SEARCH_RECORDS_FILE = 'search-index.json';
export const SEARCH_META_FILE = `${SHARD_DIR}/${META_FILE}`;
export const PASSAGES_FILE = PASSAGES_PATH;
/** The navbar's and footer's logos. */
export const LOGO_FILES = ['img/logo.svg', 'img/logo-dark.svg', ICON_SOURCE] as const;

/** The files the precache must hold besides the scripts and stylesheets (the build fails if one is missing). */
export function precachedFiles({search, assistant}: {search: SearchMode; assistant: AssistantConfig}): string[] {
  return [
    START_PAGE,
    MANIFEST_FILE,
    ...PNG_ICONS.map((i) => `${ICON_DIR}/${i.file}`),
    `${ICON_DIR}/${APPLE_TOUCH_ICON.file}`,
    ...LOGO_FILES,
    ...(search.mode === 'local' ? [SEARCH_META_FILE, SEARCH_RECORDS_FILE] : []),
    ...(assistant.mode === 'local' ? [PASSAGES_FILE] : []),
  ];
}

/**
 * The route modules that are a page's own text: Docusaurus names a doc's (or an MDX page's) compiled content
 * `content` in the route table it writes to `.docusaurus/routesChunkNames.json` ({route: {__comp, content, …}}).
 * Returns their chunk names; a chunk's file is `assets/js/<chunk name>.<content hash>.js`.
 */
export function pageContentChunks(routesChunkNames: Record<string, unknown>): Set<string> {
  const names = new Set<string>();
  for (const modules of Object.values(routesChunkNames)) {
    const content = (modules as Record<string, unknown> | null)?.content;
    if (typeof content === 'string') names.add(content);
  }
  return names;
}

const SCRIPT_OR_STYLE = /^assets\/(?:js|css)\/([^/]+?)\.[0-9a-f]+\.(?:js|css)$/;

/** Is a build file (its path relative to the build, as the precache manifest lists it) precached? */
export function isPrecached(url: string, required: ReadonlySet<string>, contentChunks: ReadonlySet<string>): boolean {
  if (required.has(url)) return true;
  const asset = SCRIPT_OR_STYLE.exec(url);
  return asset !== null && !contentChunks.has(asset[1]!);
}

/** A precache manifest entry as workbox-build hands it to a manifest transform. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * The precache list: of every file the plugin globbed, the ones `isPrecached` keeps. Throws when a required file
 * is missing (the build would otherwise ship a service worker that cannot answer offline) or when no page content
 * chunk was recognised (the route table's format changed, and every page's text would be precached).
 */
export function selectPrecache<T extends PrecacheEntry>(
  entries: T[],
  required: readonly string[],
  contentChunks: ReadonlySet<string>,
): T[] {
  if (contentChunks.size === 0) throw new Error('pwa: no page content chunk found in the route table');
  const wanted = new Set(required);
  const kept = entries.filter((e) => isPrecached(e.url, wanted, contentChunks));
  const missing = required.filter((f) => !kept.some((e) => e.url === f));
  if (missing.length) throw new Error(`pwa: files to precache are missing from the build: ${missing.join(', ')}`);
  return kept;
}
