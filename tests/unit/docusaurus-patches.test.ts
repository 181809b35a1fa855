/**
 * The patches patch-package applies to Docusaurus after `npm ci` (patches/, CONTRIBUTING: Patched dependencies):
 * what a static-rendering worker loads, what the build command loads before it knows which bundler it needs, how
 * the command exits, and the MDX pipeline skipping rehype-raw's second parse of a Markdown page that holds no raw
 * HTML; and the `eval` package, which runs the server bundle, leaving localStorage out of its sandbox. Each is
 * checked against what the unpatched code gives.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {inFreshNode} from './freshNode';

const ROOT = path.join(__dirname, '../..');

/** The packages whose code (`.js`, not a package.json read for a version) a fresh Node process has loaded. */
function packagesIn(loaded: string[]): Set<string> {
  return new Set(
    loaded
      .filter((file) => file.endsWith('.js'))
      .map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1])
      .filter((name): name is string => Boolean(name)),
  );
}

test('a rendering worker loads the HTML minifier without webpack, Babel or html-minifier-terser (patched Docusaurus)', () => {
  const loaded = inFreshNode(
    `require('@docusaurus/core/lib/ssg/ssgRenderer.js');
     console.log(JSON.stringify(Object.keys(require.cache)))`,
  );
  const packages = packagesIn(loaded as string[]);
  assert.ok(packages.has('@docusaurus/bundler'), 'the renderer loads the minifier from @docusaurus/bundler');
  assert.ok(
    !(loaded as string[]).some((f) => f.endsWith('/@docusaurus/bundler/lib/index.js')),
    "not the package's index",
  );
  for (const heavy of ['webpack', '@babel/core', 'webpackbar', 'html-minifier-terser']) {
    assert.ok(!packages.has(heavy), `${heavy} is not loaded by the SSG renderer`);
  }
});

test('both HTML minifiers still work after the patch: SWC (Faster) and html-minifier-terser (webpack)', () => {
  const results = inFreshNode(
    `const {getHtmlMinifier} = require('@docusaurus/bundler/lib/minifyHtml');
     const html = '<!doctype html><html><head><script type="text/javascript">var  a = 1 ;</script></head><body><p>a</p></body></html>';
     Promise.all(['swc', 'terser'].map((type) => getHtmlMinifier({type}).then((m) => m.minify(html))))
       .then((r) => console.log(JSON.stringify(r.map((x) => x.code))));`,
  );
  const [swc, terser] = results as string[];
  // Each minifies the inline script and drops its default type attribute in its own way.
  assert.equal(swc, '<!doctype html><head><script type=text/javascript>var a=1</script></head><body><p>a</body>');
  assert.equal(terser, '<!doctype html><html><head><script>var a=1</script></head><body><p>a</p></body></html>');
});

test("the build command starts without webpack's plugins or Babel, which a Faster build never uses (patched Docusaurus)", () => {
  const loaded = inFreshNode(
    `require('@docusaurus/core/lib/index.js');
     console.log(JSON.stringify(Object.keys(require.cache)))`,
  ) as string[];
  const packages = packagesIn(loaded);
  assert.ok(packages.has('@docusaurus/bundler'), 'the build command loads @docusaurus/bundler');
  for (const heavy of [
    'webpackbar',
    'mini-css-extract-plugin',
    'copy-webpack-plugin',
    '@babel/core',
    '@babel/traverse',
  ]) {
    assert.ok(!packages.has(heavy), `${heavy} is not loaded at start-up`);
  }
  assert.ok(
    !loaded.some((f) => f.endsWith('/webpack/lib/webpack.js')),
    "webpack's compiler is not loaded at start-up (its index loads each export on first use)",
  );
});

test('a webpack build still gets webpack, its plugins and the Babel loader from the patched modules', () => {
  const names = inFreshNode(
    `const b = require('@docusaurus/bundler/lib/currentBundler.js');
     const {createJsLoaderFactory} = require('@docusaurus/bundler/lib/loaders/jsLoader.js');
     const {extractAllSourceCodeFileTranslations} = require('@docusaurus/babel');
     const siteConfig = {future: {faster: {rspackBundler: false, swcJsLoader: false}}};
     (async () => {
       const currentBundler = await b.getCurrentBundler({siteConfig});
       const jsLoader = (await createJsLoaderFactory({siteConfig}))({isServer: false});
       console.log(JSON.stringify([
         currentBundler.name,
         typeof currentBundler.instance.version,
         (await b.getProgressBarPlugin({currentBundler})).name,
         (await b.getCSSExtractPlugin({currentBundler})).name,
         (await b.getCopyPlugin({currentBundler})).name,
         /babel-loader/.test(jsLoader.loader),
         Array.isArray(jsLoader.options.presets),
         typeof extractAllSourceCodeFileTranslations,
       ]));
     })();`,
  );
  assert.deepEqual(names, [
    'webpack',
    'string',
    'WebpackBarProgressPlugin',
    'MiniCssExtractPlugin',
    'CopyPlugin',
    true,
    true,
    'function',
  ]);
});

test('the docusaurus command exits as soon as it has nothing left to do, with its status (patched Docusaurus)', () => {
  // Node's own exit after an empty event loop first tears the native modules down (about 0.3 s with Rspack's);
  // process.exit() skips that. `clear` on an empty folder is a command that ends without calling it itself (as
  // `build` does), unlike --version or --help.
  const empty = mkdtempSync(path.join(os.tmpdir(), 'docusaurus-clear-'));
  const exits = inFreshNode(
    `let via = 'the end of the event loop';
     const exit = process.exit;
     process.exit = (code) => {
       via = 'process.exit()';
       exit(code);
     };
     process.on('exit', (code) => console.log(JSON.stringify({via, code})));
     process.argv = [process.argv[0], 'docusaurus', 'clear', ${JSON.stringify(empty)}];
     import('@docusaurus/core/bin/docusaurus.mjs');`,
  );
  rmSync(empty, {recursive: true, force: true});
  assert.deepEqual(exits, {via: 'process.exit()', code: 0});
});

test('with Rspack 2, the server bundle is a CommonJS library and the persistent cache is the top-level option (patched Docusaurus)', () => {
  // Docusaurus 3.10.2 wrote both in Rspack 1's terms, which Rspack 2 ignores without a word: `output.libraryTarget`
  // (the server bundle then exports nothing, and static rendering stops) and `experiments.cache` (every build is
  // then cold).
  const server = inFreshNode(
    `const path = require('path');
     const {rspack} = require('@rspack/core');
     const createServerConfig = require('@docusaurus/core/lib/webpack/server.js').default;
     const {createConfigureWebpackUtils} = require('@docusaurus/core/lib/webpack/configure.js');
     (async () => {
       const siteDir = process.cwd();
       const faster = {rspackBundler: true, rspackPersistentCache: true, swcJsLoader: true, swcJsMinimizer: true,
         swcHtmlMinimizer: true, lightningCssMinimizer: true, mdxCrossCompilerCache: true, ssgWorkerThreads: true};
       const siteConfig = {future: {faster, experimental_router: 'browser'}, staticDirectories: ['static'], baseUrl: '/'};
       const props = {siteDir, siteConfig, siteConfigPath: path.join(siteDir, 'docusaurus.config.ts'), baseUrl: '/',
         outDir: path.join(siteDir, 'build'), generatedFilesDir: path.join(siteDir, '.docusaurus'), routesPaths: [],
         siteMetadata: {pluginVersions: {}}, plugins: [], currentBundler: {name: 'rspack', instance: rspack},
         i18n: {currentLocale: 'en'}};
       const configureWebpackUtils = await createConfigureWebpackUtils({siteConfig});
       const {config} = await createServerConfig({props, configureWebpackUtils});
       console.log(JSON.stringify({
         rspack: Number(rspack.rspackVersion.split('.')[0]),
         library: config.output.library,
         libraryTarget: config.output.libraryTarget ?? null,
         cache: config.cache?.type ?? null,
         cacheVersion: typeof config.cache?.version,
         experimentsCache: config.experiments?.cache ?? null,
       }));
     })();`,
  );
  assert.deepEqual(server, {
    rspack: 2,
    library: {type: 'commonjs2'},
    libraryTarget: null,
    cache: 'persistent',
    cacheVersion: 'string',
    experimentsCache: null,
  });
});

test("evaluating the server bundle copies Node's globals without reading localStorage (patched eval)", () => {
  // Docusaurus runs the server bundle through the `eval` package, which copies every global into the sandbox.
  // From Node 25, reading localStorage without --localstorage-file prints an ExperimentalWarning: each build
  // printed it once per rendering worker. On Node 22 and 24 there is no such global to read.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'eval-patch-'));
  try {
    const script = path.join(dir, 'evaluate.cjs');
    writeFileSync(
      script,
      `const evaluate = require(${JSON.stringify(path.join(ROOT, 'node_modules/eval'))});
       const types = evaluate('module.exports = [typeof localStorage, typeof URL, typeof process, typeof require]',
         ${JSON.stringify(path.join(dir, 'bundle.js'))}, {}, true);
       console.log(JSON.stringify(types));`,
    );
    const run = spawnSync(process.execPath, [script], {encoding: 'utf8'});
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout.trim()), ['undefined', 'function', 'object', 'function']);
    assert.doesNotMatch(run.stderr, /localStorage/, 'no Web Storage warning');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('each dependency patch names the version installed, so an upgrade that drops it fails the install', () => {
  const dir = path.join(ROOT, 'patches');
  const patches = readdirSync(dir).filter((f) => f.endsWith('.patch'));
  assert.ok(patches.length >= 2, 'the Docusaurus patches are in patches/');
  for (const file of patches) {
    const m = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file);
    assert.ok(m, `${file} is named <package>+<version>.patch`);
    const pkg = m[1]!.replace('+', '/');
    const installed = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
    assert.equal(installed, m[2], `${file} matches the installed ${pkg}`);
  }
});

test('a Markdown page compiles the same with the second parse skipped where it holds no raw HTML', async () => {
  const {createProcessorUncached} = await import('@docusaurus/mdx-loader/lib/processor.js');
  const {default: rehypeRaw} = await import('rehype-raw');
  const passThrough = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];
  const processor = (rehypePlugins: unknown[]) =>
    createProcessorUncached({
      format: 'md',
      options: {
        siteDir: ROOT,
        staticDirs: [path.join(ROOT, 'static')],
        admonitions: true,
        rehypePlugins,
        markdownConfig: {
          format: 'detect',
          mermaid: false,
          emoji: true,
          mdx1Compat: {comments: true, admonitions: true, headingIds: true},
          anchors: {maintainCase: false},
          hooks: {onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'ignore'},
          remarkRehypeOptions: undefined,
        },
      } as never,
    });
  const source = readFileSync(require.resolve('@docusaurus/mdx-loader/lib/processor.js'), 'utf8');
  assert.match(source, /rehypeRawWhereNeeded/, 'the installed mdx-loader is patched');
  const patched = await processor([]);
  // rehype-raw itself, after the patched step: on a page without raw HTML it parses the page the patch skipped.
  const reparsed = await processor([[rehypeRaw, {passThrough}]]);
  const docs = readdirSync(path.join(ROOT, 'docs'), {recursive: true, encoding: 'utf8'}).filter((f) =>
    f.endsWith('.md'),
  );
  // Pages with raw HTML go through rehype-raw either way; the others are the ones the patch changes.
  const samples: [string, string][] = docs
    .map((f): [string, string] => [f, readFileSync(path.join(ROOT, 'docs', f), 'utf8')])
    .filter(([, source]) => !/<[a-z]/i.test(source.replace(/^---\n[\s\S]*?\n---\n/, '')));
  samples.push(
    ['task list', '- [ ] one\n- [x] two *2*\n'],
    ['raw HTML', 'Text <kbd>Ctrl</kbd> and\n\n<details><summary>More</summary>\n\nInside **bold**\n\n</details>\n'],
    ['table', '| a | b |\n| --- | :-: |\n| `x` | y |\n'],
  );
  for (const [name, source] of samples) {
    const content = source.replace(/^---\n[\s\S]*?\n---\n/, '');
    const filePath = path.join(ROOT, 'docs', name.endsWith('.md') ? name : 'sample.md');
    const compile = (p: typeof patched) =>
      p.process({content, filePath, frontMatter: {}, compilerName: 'server'}).then((r) => r.content);
    assert.equal(await compile(patched), await compile(reparsed), name);
  }
  assert.ok(samples.length > 100, `most pages hold no raw HTML, so the skip is exercised (${samples.length})`);
});
