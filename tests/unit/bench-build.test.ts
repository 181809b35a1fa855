/**
 * scripts/bench/build-profile.ts reads Docusaurus' performance log of a build into phases and per-plugin times;
 * the lines here are copied from a real Docusaurus Faster build of the site.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildReport, parsePerfLog, type BuildRun} from '../../scripts/bench/build-profile';

const LOG = `
[PERF] Get locales to build - 1.14 seconds! - (Heap 69mb -> 130mb / Total 165mb)
[PERF] Build > en > Load site - 682.69 ms - (Heap 130mb -> 104mb / Total 183mb)
[PERF] Build > en > Load site > Load plugins > allContentLoaded() > allContentLoaded() - markdown-twins@default - 6.41 ms - (Heap 98mb -> 98mb / Total 372mb)
[PERF] Build > en > Load site > Load plugins > allContentLoaded() > allContentLoaded() - markdown-twins@default > markdown-twins (worker, beside bundling) - 5.76 seconds! - (Heap 98mb -> 337mb / Total 372mb)
[PERF] Build > en > Bundling with rspack - 9.14 seconds! - (Heap 101mb -> 148mb / Total 312mb)
[PERF] Build > en > SSG - 4.00 seconds! - (Heap 148mb -> 150mb / Total 312mb)
[PERF] Build > en > postBuild() > postBuild() - built pages > built pages: 298 HTML files; read and parse 1148 ms, local-search 153 ms - (Heap 427mb / Total 476mb)
[PERF] Build > en > postBuild() > postBuild() - built pages - 1.81 seconds! - (Heap 156mb -> 427mb / Total 476mb)
[PERF] Build > en > postBuild() > postBuild() - markdown-twins - 1.65 seconds! - (Heap 215mb -> 202mb / Total 494mb)
[PERF] Build > en > postBuild() - 2.11 seconds! - (Heap 213mb -> 185mb / Total 494mb)
[PERF] Build - 15.42 seconds! - (Heap 131mb -> 196mb / Total 494mb)
`;

test('the build log gives the phases, and a plugin its hooks and the worker thread it started', () => {
  const {phases, plugins} = parsePerfLog(LOG);
  assert.equal(phases.get('load config (docusaurus.config.ts)'), 1140);
  assert.equal(phases.get('bundle (Rspack / webpack)'), 9140);
  assert.equal(phases.get('static rendering (SSG)'), 4000);
  assert.equal(phases.get('postBuild (all plugins)'), 2110);
  assert.equal(phases.get('total'), 15420);
  assert.deepEqual(plugins.get('markdown-twins'), {allContentLoaded: 6.41, worker: 5760, postBuild: 1650});
  assert.deepEqual(plugins.get('built pages'), {postBuild: 1810});
  assert.equal(plugins.size, 2, [...plugins.keys()].join(', '));
});

test("the report shows the worker thread's time in the plugins table", () => {
  const run = (bundler: BuildRun['bundler'], seconds: number): BuildRun => ({
    bundler,
    round: 1,
    seconds,
    cpuSeconds: null,
    load: [0.1, 0.2],
    ...parsePerfLog(LOG),
  });
  const report = buildReport([run('Faster', 17.5), run('webpack', 50)]);
  assert.match(report, /per round: 0\.35; median 0\.35/);
  assert.match(report, /^ {2}markdown-twins +– +– +0\.0 +5\.8 +1\.6$/m);
});

test('the precompression step after the build has its own row, apart from Node start-up and exit', () => {
  // The line scripts/precompress.ts prints under DOCUSAURUS_PERF_LOGGER=true.
  const log = `${LOG}[PERF] Precompress - 9.50 seconds! - (Heap 9mb -> 9mb / Total 17mb)\n`;
  assert.equal(parsePerfLog(log).phases.get('precompress (.br, .gz siblings)'), 9500);
  const run = (bundler: BuildRun['bundler']): BuildRun => ({
    bundler,
    round: 1,
    seconds: 30,
    cpuSeconds: null,
    load: [0.1, 0.2],
    ...parsePerfLog(log),
  });
  const report = buildReport([run('Faster'), run('webpack')]);
  assert.match(report, /^ {2}precompress \(\.br, \.gz siblings\) +9\.5 +9\.5$/m);
  // 30 s of wall time, less the build (15.42 s), the config before it (1.14 s) and the step (9.5 s).
  assert.match(report, /^ {2}other \(Node start-up, exit\) +3\.9 +3\.9$/m);
});
