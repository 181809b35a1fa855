/**
 * Everything docusaurus.config.ts takes from the site's own TypeScript, re-exported from one module so that the
 * config loads it, and all it imports, through tsx rather than jiti (see ../utils/configModules.ts).
 */
export {default as remarkReadingTime} from '../plugins/remark-reading-time';
export {default as remarkGuideRunLine} from '../plugins/remark-guide-run-line';
export {default as remarkReportLines} from '../plugins/remark-report-lines';
export {REPOSITORY} from './repository';
export {default as rehypeTaskListLabels} from '../plugins/rehype-task-list-labels';
export {default as rehypeEmptyHeaderCells} from '../plugins/rehype-empty-header-cells';
export {default as inlineStyleClassesPlugin, rehypeStyleClasses} from '../plugins/inline-style-classes';
export {docusaurusPrismThemes} from './codeTheme';
export {readHostedServices} from './hostedServices';
export {default as hostedScriptsPlugin} from '../plugins/hosted-scripts';
export {default as feedbackConfigPlugin} from '../plugins/feedback-config';
export {readSiteVersion} from './siteVersion';
export {default as testFixturesPlugin, fixtureDocs} from '../plugins/test-fixtures';
export {default as localSearchPlugin} from '../plugins/local-search';
export {default as assistantIndexPlugin} from '../plugins/assistant-index';
export {default as docsearchFixesPlugin} from '../plugins/docsearch-fixes';
export {default as securityHeadersPlugin} from '../plugins/security-headers';
export {default as prismOnDemandPlugin} from '../plugins/prism-on-demand';
export {default as prismThemeCssPlugin} from '../plugins/prism-theme-css';
export {default as idlePrefetchPlugin} from '../plugins/idle-prefetch';
export {default as progressBarPlugin} from '../plugins/progress-bar';
export {default as hydrationTransitionPlugin} from '../plugins/hydration-transition';
export {default as tslibHelpersPlugin} from '../plugins/tslib-helpers';
export {default as nativeCssPlugin} from '../plugins/native-css';
export {default as postcssConfigFilePlugin} from '../plugins/postcss-config-file';
export {default as lazyRouteComponentsPlugin} from '../plugins/lazy-route-components';
export {default as compileHintsPlugin} from '../plugins/compile-hints';
export {default as stagedEntryPlugin} from '../plugins/staged-entry';
export {default as fontFilesPlugin} from '../plugins/font-files';
export {default as markdownTwinsPlugin, remarkCaptureTwin} from '../plugins/markdown-twins';
export {default as notFoundMetadataPlugin} from '../plugins/not-found-metadata';
export {default as siteMapPlugin} from '../plugins/site-map';
export {default as noScriptPlugin} from '../plugins/no-script';
export {default as redirectStubsPlugin} from '../plugins/redirect-stubs';
export {BuiltPages} from '../plugins/built-pages';
export {algoliaThemeConfig, readSearchMode} from './search';
export {readAssistantConfig} from './assistant';
export {loadRedirects} from './redirects';
export {ssrTemplate} from './ssrTemplate';
export {withVerifiedLine} from '../data/verified';
export {nativeImport} from '../utils/nativeImport';
export {couldHoldMath, couldHoldStyle, whenSourceHas} from '../plugins/when-source-has';
