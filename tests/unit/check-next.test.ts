import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  canaryNumber,
  docusaurusPackages,
  failedTests,
  newestCommonCanary,
  report,
  retarget,
  smallestMove,
} from '../../scripts/check-next';

test('the canary is the newest one every @docusaurus package has, not the newest of one package', () => {
  const versions = new Map([
    ['@docusaurus/core', ['3.10.2', '3.10.1-canary-6655', '4.0.0-canary-6808', '4.0.0-canary-6822']],
    ['@docusaurus/theme-common', ['3.10.2', '3.10.1-canary-6655', '4.0.0-canary-6808']],
  ]);
  assert.equal(newestCommonCanary(versions), '4.0.0-canary-6808');
  // Canary numbers compare as numbers within one version.
  assert.equal(newestCommonCanary(new Map([['a', ['4.0.0-canary-999', '4.0.0-canary-1000']]])), '4.0.0-canary-1000');
  assert.equal(newestCommonCanary(new Map([['a', ['3.10.2']]])), null);
  assert.equal(canaryNumber('4.0.0-canary-6808'), 6808);
  assert.equal(canaryNumber('4.0.0'), null);
});

test('retarget moves every @docusaurus dependency and only the peers the canary no longer accepts', () => {
  const pkg = {
    name: 'site',
    dependencies: {'@docusaurus/core': '3.10.2', react: '^19.2.0'},
    devDependencies: {'@docusaurus/tsconfig': '3.10.2', typescript: '~5.9.3', eslint: '9.39.5'},
  };
  assert.deepEqual(docusaurusPackages(pkg), ['@docusaurus/core', '@docusaurus/tsconfig']);
  const {pkg: next, bumps} = retarget(
    pkg,
    '4.0.0-canary-6808',
    new Map<string, Record<string, string>>([
      ['@docusaurus/core', {react: '^19.0.0', '@docusaurus/tsconfig': '*'}],
      ['@docusaurus/tsconfig', {typescript: '>=6'}],
    ]),
    new Map([
      ['typescript', ['5.9.3', '6.0.0', '6.0.2', '7.0.0-beta', '7.0.2']],
      ['react', ['19.2.0']],
    ]),
  );
  assert.deepEqual(next.dependencies, {'@docusaurus/core': '4.0.0-canary-6808', react: '^19.2.0'});
  assert.deepEqual(next.devDependencies, {
    '@docusaurus/tsconfig': '4.0.0-canary-6808',
    typescript: '6.0.2',
    eslint: '9.39.5',
  });
  assert.deepEqual(bumps, [{name: 'typescript', from: '~5.9.3', to: '6.0.2', by: '@docusaurus/tsconfig'}]);
  // The input is left as it was.
  assert.equal(pkg.devDependencies.typescript, '~5.9.3');
  assert.throws(
    () => retarget(pkg, '4.0.0-canary-6808', new Map([['@docusaurus/tsconfig', {typescript: '>=9'}]]), new Map()),
    /@docusaurus\/tsconfig needs typescript >=9, and the registry has no version in that range/,
  );
});

test('a peer range moves a dependency to the newest release of its lowest allowed major', () => {
  assert.equal(smallestMove(['5.9.3', '6.0.0', '6.0.2', '7.0.2'], '>=6'), '6.0.2');
  assert.equal(smallestMove(['6.0.0-rc.1', '7.0.2'], '>=6'), '7.0.2');
  assert.equal(smallestMove(['5.9.3'], '>=6'), null);
});

test('the report names each step that broke and the failing tests Playwright listed', () => {
  const output = [
    '  ✓  1 tests/e2e/routes.spec.ts:116:5 › light 1 (12.3s)',
    '  ✘  2 tests/e2e/routes.spec.ts:116:5 › dark 3 (40.1s)',
    'x 3 tests/e2e/routes.spec.ts:116:5 › light 4 (2m)',
  ].join('\n');
  assert.deepEqual(failedTests(output), [
    'tests/e2e/routes.spec.ts:116:5 › dark 3',
    'tests/e2e/routes.spec.ts:116:5 › light 4',
  ]);
  const text = report(
    '4.0.0-canary-6808',
    [{name: 'typescript', from: '~5.9.3', to: '6.0.2', by: '@docusaurus/tsconfig'}],
    [
      {name: 'npm install', ok: true, detail: '@docusaurus/* at 4.0.0-canary-6808'},
      {name: 'patch eval+0.1.8.patch', ok: false, detail: 'no longer applies', tail: 'error: patch failed'},
      {name: 'build', ok: true, detail: 'built'},
    ],
  );
  assert.match(text, /## Docusaurus 4\.0\.0-canary-6808: 1 step\(s\) broke/);
  assert.match(text, /- typescript ~5\.9\.3 → 6\.0\.2 \(asked by @docusaurus\/tsconfig\)/);
  assert.match(text, /\| patch eval\+0\.1\.8\.patch \| BROKE: no longer applies \|/);
  assert.match(text, /### patch eval\+0\.1\.8\.patch: last lines\n\n```text\nerror: patch failed\n```/);
  assert.match(report('4.0.0-canary-6808', [], [{name: 'build', ok: true, detail: 'built'}]), /the site builds/);
});
