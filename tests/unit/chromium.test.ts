// Which Chromium the tests and the benches start (scripts/chromium.ts): the tests prefer Debian's headless shell,
// Lighthouse and the timed benches the full browser, CHROMIUM_PATH overrides both, and a machine with neither
// leaves the choice to Playwright.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chromiumPath, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL} from '../../scripts/chromium';
import config from '../../playwright.config';

const has =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

test('the tests take the headless shell when Debian has it, else the full browser, else Playwright’s own', () => {
  assert.equal(chromiumPath('tests', {}, has(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM)), DEBIAN_HEADLESS_SHELL);
  assert.equal(chromiumPath('tests', {}, has(DEBIAN_CHROMIUM)), DEBIAN_CHROMIUM);
  assert.equal(chromiumPath('tests', {}, has(DEBIAN_HEADLESS_SHELL)), DEBIAN_HEADLESS_SHELL);
  assert.equal(chromiumPath('tests', {}, has()), undefined);
});

test('Lighthouse and the benches take the full browser, never the headless shell', () => {
  assert.equal(chromiumPath('bench', {}, has(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM)), DEBIAN_CHROMIUM);
  assert.equal(chromiumPath('bench', {}, has(DEBIAN_HEADLESS_SHELL)), undefined);
});

test('CHROMIUM_PATH overrides both', () => {
  const env = {CHROMIUM_PATH: '/opt/chrome/chrome'};
  assert.equal(chromiumPath('tests', env, has(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM)), '/opt/chrome/chrome');
  assert.equal(chromiumPath('bench', env, has(DEBIAN_CHROMIUM)), '/opt/chrome/chrome');
});

test('the Playwright config launches the tests’ Chromium', () => {
  assert.equal(config.use?.launchOptions?.executablePath, chromiumPath('tests'));
});
