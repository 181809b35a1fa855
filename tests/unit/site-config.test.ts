import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {loadSiteConfig as loadConfig} from './loadSiteConfig';

const config = loadConfig();
const preset = config.presets[0][1];

test('build rules: broken links, markdown links and anchors throw; duplicate routes warn; no trailing slash', () => {
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
  assert.equal(config.markdown.hooks.onBrokenMarkdownLinks, 'throw');
  assert.equal(config.onDuplicateRoutes, 'warn');
  assert.equal(config.trailingSlash, false);
  assert.equal(config.future.faster, true);
});

test('docs at the root, one version "Next", blog disabled, English only', () => {
  assert.equal(preset.docs.routeBasePath, '/');
  assert.deepEqual(preset.docs.versions, {current: {label: 'Next', path: ''}});
  assert.equal(preset.blog, false);
  assert.deepEqual(config.i18n.locales, ['en']);
});

test('theme settings of the spec', () => {
  const t = config.themeConfig;
  assert.deepEqual(t.colorMode, {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false});
  assert.equal(t.announcementBar.isCloseable, false);
  // The bar's dark colours are CSS (the theme writes configured colours as a style attribute, which the
  // Content-Security-Policy blocks).
  assert.equal(t.announcementBar.backgroundColor, undefined);
  assert.match(
    readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8'),
    /\.theme-announcement-bar \{\s*background-color: #18191a;\s*color: #fff;\s*\}/,
  );
  assert.match(t.announcementBar.content, /href="\/cel2"/);
  assert.deepEqual(t.prism.additionalLanguages, ['solidity', 'bash', 'diff']);
  assert.deepEqual(t.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
  assert.equal(t.docs.sidebar.hideable, true);
  assert.equal(t.navbar.hideOnScroll, true);
  const ideal = config.plugins.find((p: any) => Array.isArray(p) && p[0] === '@docusaurus/plugin-ideal-image');
  assert.deepEqual(ideal[1], {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: true});
});

test('no stylesheet or script from another origin in the default build', () => {
  assert.equal(config.stylesheets ?? undefined, undefined);
  assert.equal(config.scripts ?? undefined, undefined);
  assert.equal(preset.gtag, undefined);
  for (const css of preset.theme.customCss) assert.ok(!/^https?:/.test(css), css);
});

test('GTAG_TRACKING_ID turns on gtag with IP anonymisation', () => {
  const withGtag = loadConfig({GTAG_TRACKING_ID: 'G-TEST123'});
  assert.deepEqual(withGtag.presets[0][1].gtag, {trackingID: 'G-TEST123', anonymizeIP: true});
});
