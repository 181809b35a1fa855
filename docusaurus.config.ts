import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkReadingTime from './src/plugins/remark-reading-time';
import remarkGuideRunLine from './src/plugins/remark-guide-run-line';
import remarkReportLines from './src/plugins/remark-report-lines';
import {REPOSITORY} from './src/config/repository';
import feedbackConfigPlugin from './src/plugins/feedback-config';
import {readSiteVersion} from './src/config/siteVersion';
import rehypeTaskListLabels from './src/plugins/rehype-task-list-labels';
import rehypeEmptyHeaderCells from './src/plugins/rehype-empty-header-cells';
import inlineStyleClassesPlugin, {rehypeStyleClasses} from './src/plugins/inline-style-classes';
import {docusaurusPrismThemes} from './src/config/codeTheme';
import {readHostedServices} from './src/config/hostedServices';
import hostedScriptsPlugin from './src/plugins/hosted-scripts';
import testFixturesPlugin, {fixtureDocs} from './src/plugins/test-fixtures';
import localSearchPlugin from './src/plugins/local-search';
import assistantIndexPlugin from './src/plugins/assistant-index';
import docsearchFixesPlugin from './src/plugins/docsearch-fixes';
import securityHeadersPlugin from './src/plugins/security-headers';
import prismOnDemandPlugin from './src/plugins/prism-on-demand';
import prismThemeCssPlugin from './src/plugins/prism-theme-css';
import idlePrefetchPlugin from './src/plugins/idle-prefetch';
import progressBarPlugin from './src/plugins/progress-bar';
import hydrationTransitionPlugin from './src/plugins/hydration-transition';
import tslibHelpersPlugin from './src/plugins/tslib-helpers';
import compileHintsPlugin from './src/plugins/compile-hints';
import stagedEntryPlugin from './src/plugins/staged-entry';
import fontFilesPlugin from './src/plugins/font-files';
import markdownTwinsPlugin, {remarkCaptureTwin} from './src/plugins/markdown-twins';
import notFoundMetadataPlugin from './src/plugins/not-found-metadata';
import siteMapPlugin from './src/plugins/site-map';
import noScriptPlugin from './src/plugins/no-script';
import redirectStubsPlugin from './src/plugins/redirect-stubs';
import pwaPlugin, {pwaOptions} from './src/plugins/pwa';
import {BuiltPages} from './src/plugins/built-pages';
import {algoliaThemeConfig, readSearchMode} from './src/config/search';
import {readAssistantConfig} from './src/config/assistant';
import {loadRedirects} from './src/config/redirects';
import {ssrTemplate} from './src/config/ssrTemplate';
import {withVerifiedLine} from './src/data/verified';
import {nativeImport} from './src/utils/nativeImport';

// ES-module packages, loaded by Node rather than transpiled by the config loader (see nativeImport.ts).
const {default: remarkMath} = nativeImport<typeof import('remark-math')>('remark-math');
const {default: rehypeKatex} = nativeImport<typeof import('rehype-katex')>('rehype-katex');

const hosted = readHostedServices();
// Per doc: the "This guide runs end to end in CI…" line under a guide's title, and the page line of each code block
// that gets "Report a problem with this step" (guide pages' blocks, operator pages' shell blocks).
// Closures, not [plugin, options]: Docusaurus puts the preset's options in the client bundle, and the site's folder
// has no business there.
const feedbackRemarkPlugins = [
  () => remarkGuideRunLine({siteDir: __dirname}),
  () => remarkReportLines({siteDir: __dirname}),
];
const search = readSearchMode();
const assistant = readAssistantConfig();
const year = new Date().getFullYear();
const baseUrl = '/';
// The built HTML, read and parsed once after the build for every plugin that reads it (search, assistant,
// security headers), once the plugins that rewrite it (redirect stubs, 404 page) are done.
const builtPages = new BuiltPages();

const config: Config = {
  title: 'Celo Documentation',
  tagline: 'Documentation for the Celo platform.',
  favicon: 'img/favicon.svg',
  url: 'https://docs.celo.org',
  baseUrl,
  // Entry scripts load after the first paint (see the file).
  ssrTemplate,
  trailingSlash: false,
  organizationName: REPOSITORY.organizationName,
  projectName: REPOSITORY.projectName,
  customFields: {searchMode: search.mode, assistant},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',

  future: {
    v4: true,
    // Docusaurus Faster (Rspack, SWC, Lightning CSS). DOCS_BUNDLER=webpack builds with webpack instead, for
    // the side-by-side build-time figure of `npm run bench`.
    faster: process.env.DOCS_BUNDLER !== 'webpack',
  },
  // Keep storage keys un-namespaced: the colour mode is stored under the key `theme` (spec).
  storage: {type: 'localStorage', namespace: false},

  markdown: {
    // .md files are CommonMark (safe for prose), .mdx files are MDX (components).
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw'},
    // A page's `verified:` record becomes its finished "Verified on" line here, at build time, so the browser
    // never loads the upstream registry; a bad record stops the build naming the file (src/data/verified.ts).
    parseFrontMatter: async (params) =>
      withVerifiedLine(await params.defaultParseFrontMatter(params), path.relative(__dirname, params.filePath)),
  },

  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {direction: 'ltr', label: 'English'}}},

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {current: {label: 'Next', path: ''}},
          // First of all, on the tree as parsed: each doc's Markdown twin (src/plugins/markdown-twins/capture.ts).
          beforeDefaultRemarkPlugins: [remarkCaptureTwin],
          remarkPlugins: [remarkMath, remarkReadingTime, ...feedbackRemarkPlugins],
          // KaTeX lays out math with style attributes; rehypeStyleClasses turns them into classes (CSP).
          rehypePlugins: [rehypeKatex, rehypeStyleClasses, rehypeTaskListLabels, rehypeEmptyHeaderCells],
          editUrl: 'https://github.com/celo-org/docs/edit/main/',
        },
        pages: {
          remarkPlugins: [remarkMath],
          rehypePlugins: [rehypeKatex, rehypeStyleClasses, rehypeTaskListLabels, rehypeEmptyHeaderCells],
        },
        blog: false,
        theme: {
          // KaTeX's stylesheet is bundled from node_modules: its fonts are emitted as local assets (no CDN).
          customCss: ['./src/css/custom.css', require.resolve('katex/dist/katex.min.css')],
        },
        ...(hosted.gtagTrackingId ? {gtag: {trackingID: hosted.gtagTrackingId, anonymizeIP: true}} : {}),
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-live-codeblock'],

  plugins: [
    ['@docusaurus/plugin-ideal-image', {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: true}],
    // @docusaurus/plugin-client-redirects, wrapped so that its pages are valid HTML (lang, title, script in body).
    [redirectStubsPlugin(builtPages), {redirects: loadRedirects(__dirname)}],
    hostedScriptsPlugin(hosted),
    // build/feedback-config.json: FEEDBACK_ENDPOINT (or none) and the site version, read by the feedback form.
    feedbackConfigPlugin({endpoint: hosted.feedbackEndpoint ?? null, siteVersion: readSiteVersion(__dirname)}),
    testFixturesPlugin,
    ...fixtureDocs([remarkReadingTime, ...feedbackRemarkPlugins]),
    docsearchFixesPlugin,
    prismOnDemandPlugin,
    // The code colours as a stylesheet (classes, not style attributes).
    prismThemeCssPlugin,
    // The loader of the stylesheets rehypeStyleClasses adds to documents with math.
    inlineStyleClassesPlugin,
    idlePrefetchPlugin,
    progressBarPlugin,
    hydrationTransitionPlugin,
    tslibHelpersPlugin,
    compileHintsPlugin,
    // The client entry initialises in three tasks (React DOM, the route table, the app) instead of one.
    stagedEntryPlugin,
    fontFilesPlugin,
    // A Markdown twin of every doc (route + .md), /llms.txt and /llms-full.txt.
    markdownTwinsPlugin,
    // 404.html without canonical link, og:url or hreflang alternates.
    notFoundMetadataPlugin(builtPages),
    // /site-map (every doc page) and the no-JavaScript stand-ins' styles.
    siteMapPlugin,
    noScriptPlugin,
    // Default search backend: a static index built from the pages (not used when Algolia is configured).
    ...(search.mode === 'local' ? [localSearchPlugin(builtPages)] : []),
    // The local docs assistant's passages (sections with code and tables), loaded on the Ask dialog's first use.
    ...(assistant.mode === 'local' ? [assistantIndexPlugin(builtPages)] : []),
    // Writes build/_headers and an nginx snippet: CSP with hashes of the inline scripts, security headers.
    securityHeadersPlugin({hosted, search, assistant}, builtPages),
    // Installable, offline docs: @docusaurus/plugin-pwa's service worker, manifest and reload prompt (production
    // builds only); it precaches the app shell, the search index's meta and records and the assistant's passages.
    [pwaPlugin(builtPages, {search, assistant}), pwaOptions(baseUrl)],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'twitter:site', content: '@CeloOrg'},
      {property: 'og:type', content: 'website'},
    ],
    // The spec's bar announced the Alfajores and Baklava L2 testnets as live; both were retired on 30 September
    // 2025 (src/data/networks.ts), so it now names the testnet readers use and keeps the node operators' link.
    announcementBar: {
      id: 'celo_sepolia_testnet',
      content:
        'Alfajores and Baklava are retired: Celo Sepolia is the testnet. Full node operators: <a href="/cel2">upgrade your nodes</a> to Celo L2.',
      // Its colours are in src/css/custom.css: backgroundColor and textColor here become a style attribute.
      isCloseable: false,
    },
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    liveCodeBlock: {playgroundPosition: 'bottom'},
    prism: {
      // Dracula with a comment colour that meets WCAG AA contrast (src/config/codeTheme.ts); its plain colours
      // are in the stylesheet of src/plugins/prism-theme-css.
      theme: docusaurusPrismThemes.light,
      darkTheme: docusaurusPrismThemes.dark,
      additionalLanguages: ['solidity', 'bash', 'diff'],
    },
    navbar: {
      title: 'Celo Docs',
      hideOnScroll: true,
      logo: {alt: 'Celo Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: [
        {to: '/general', label: 'What is Celo', position: 'left'},
        {to: '/build', label: 'Build', position: 'left'},
        {to: '/developer', label: 'Tooling', position: 'left'},
        {to: '/cel2', label: 'Celo L2', position: 'left'},
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            {to: '/holder', label: 'Holder'},
            {to: '/cli', label: 'CLI'},
            {href: 'https://www.celopg.eco/ecosystem', label: 'dApps'},
          ],
        },
        {
          type: 'localeDropdown',
          position: 'right',
          dropdownItemsAfter: [{href: 'https://celo.crowdin.com/', label: 'Help us translate'}],
        },
        {
          type: 'dropdown',
          label: 'Support',
          position: 'right',
          items: [
            {href: 'https://forum.celo.org/', label: 'View the Forum'},
            {href: 'https://github.com/celo-org/docs/issues/new', label: 'Leave Feedback'},
          ],
        },
        {
          href: 'https://github.com/celo-org',
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub repository',
        },
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    // Search UI of record (DocSearch). Backend: the local index by default, Algolia when ALGOLIA_* are set.
    algolia: algoliaThemeConfig(search),
    footer: {
      style: 'dark',
      logo: {alt: 'Celo Logo', src: 'img/logo-dark.svg', width: 40, height: 40, href: '/'},
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Home', to: '/'},
            {label: 'What is Celo', to: '/general'},
            {label: 'Build on Celo', to: '/build'},
            {label: 'Showcase', to: '/showcase'},
            {label: 'Docs GitHub', href: 'https://github.com/celo-org/docs'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Contributors', to: '/community/guidelines'},
            {label: 'Forum', href: 'https://forum.celo.org/'},
            {label: 'Discord', href: 'https://chat.celo.org'},
            {label: 'Twitter', href: 'https://twitter.com/CeloOrg'},
            {label: 'Reddit', href: 'https://www.reddit.com/r/celo/'},
            {label: 'Celo Signal Mailing List', href: 'https://share.hsforms.com/1Qrhush1vSA2WIamd_yL4ow53n4j'},
            {
              label: 'Celo Signal Calendar',
              href: 'https://calendar.google.com/calendar/embed?src=c_9su6ich1uhmetr4ob3sij6kaqs%40group.calendar.google.com',
            },
            {
              label: 'Community Calendar',
              href: 'https://calendar.google.com/calendar/u/0/r?cid=c_asn0b4c1emdgsq3urlh2ei2dig@group.calendar.google.com',
            },
          ],
        },
        {
          title: 'Ecosystem',
          items: [
            {label: 'Celo Foundation', href: 'https://celo.org'},
            {label: 'Medium Blog', href: 'https://medium.com/celoorg'},
            {label: 'The Celo', href: 'https://thecelo.com/'},
            {label: 'Celo Hub', href: 'https://celohub.org/'},
            {label: 'Careers', href: 'https://celo.org/careers'},
          ],
        },
      ],
      copyright: `Copyright © ${year} Celo Foundation, Inc.`,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
