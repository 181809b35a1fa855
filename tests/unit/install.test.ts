/**
 * The install stays clean (handbook/ci.md, "Installs"): the ESLint-plugin override keeps Docusaurus' rules working,
 * and every dependency with an install script has a reviewed `allowScripts` entry, in the site and in the
 * samples workspace, so npm 12's default (unreviewed scripts skipped) changes nothing.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import docusaurus from '@docusaurus/eslint-plugin';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface PackageJson {
  version?: string;
  overrides?: Record<string, unknown>;
  allowScripts?: Record<string, boolean>;
  scripts?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

test("@docusaurus/eslint-plugin's rules load and report under the typescript-eslint override", async () => {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.tsx'],
        languageOptions: {parser: tsParser},
        // The plugin's published types describe its configs in the legacy eslintrc shape; its rules are what count.
        plugins: {'@docusaurus': docusaurus as unknown as ESLint.Plugin},
        rules: {
          '@docusaurus/no-html-links': 'error',
          '@docusaurus/string-literal-i18n-messages': 'error',
          '@docusaurus/prefer-docusaurus-heading': 'error',
        },
      },
    ],
  });
  const code = [
    "import {translate} from '@docusaurus/Translate';",
    'const label = (x: string) => translate({message: x});',
    'export const A = () => <a href="/network">Network</a>;',
    'export const H = () => <h2>Title</h2>;',
    'export {label};',
  ].join('\n');
  const [result] = await eslint.lintText(code, {filePath: path.join(ROOT, 'src/components/Fixture.tsx')});
  const rules = (result?.messages ?? []).map((m) => m.ruleId ?? m.message).sort();
  assert.deepEqual(rules, [
    '@docusaurus/no-html-links',
    '@docusaurus/prefer-docusaurus-heading',
    '@docusaurus/string-literal-i18n-messages',
  ]);
});

test('the override pins @typescript-eslint/utils to the typescript-eslint release the project uses', () => {
  const pkg = readJson(path.join(ROOT, 'package.json'));
  const override = pkg.overrides?.['@docusaurus/eslint-plugin'] as Record<string, string> | undefined;
  assert.equal(override?.['@typescript-eslint/utils'], pkg.devDependencies?.['typescript-eslint']);
  const installed = readJson(path.join(ROOT, 'node_modules/@typescript-eslint/utils/package.json')).version;
  assert.equal(installed, pkg.devDependencies?.['typescript-eslint']);
  assert.ok(
    !existsSync(path.join(ROOT, 'node_modules/@docusaurus/eslint-plugin/node_modules/@typescript-eslint')),
    'the plugin has no nested copy of typescript-eslint 5',
  );
});

/** Packages under `dir`/node_modules whose package.json declares an install-time lifecycle script. */
function packagesWithInstallScripts(dir: string): string[] {
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, {hasInstallScript?: boolean}>;
  };
  const names = new Set<string>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!entry.hasInstallScript || key === '') continue;
    names.add(key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
  }
  return [...names].sort();
}

for (const [label, dir] of [
  ['site', ROOT],
  ['samples workspace', path.join(ROOT, 'samples')],
] as const) {
  test(`every install script of the ${label} is reviewed in allowScripts, with a reason in CONTRIBUTING`, () => {
    const allow = readJson(path.join(dir, 'package.json')).allowScripts ?? {};
    const withScripts = packagesWithInstallScripts(dir);
    assert.ok(withScripts.length > 0, 'the lockfile lists packages with install scripts');
    const unreviewed = withScripts.filter((name) => !Object.hasOwn(allow, name));
    assert.deepEqual(unreviewed, [], `add these to allowScripts in ${path.relative(ROOT, dir) || '.'}/package.json`);
    const stale = Object.keys(allow).filter((name) => !withScripts.includes(name));
    assert.deepEqual(stale, [], 'allowScripts entries for packages that no longer have install scripts');
    const contributing = readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
    for (const name of Object.keys(allow)) {
      assert.ok(contributing.includes(`\`${name}\``), `CONTRIBUTING.md gives no reason for ${name}`);
    }
  });
}
