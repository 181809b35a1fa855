/**
 * HTML validation (html-validate) of built pages: the client-redirect stubs, the landing page, search, showcase,
 * the site map and the 404 page. Needs a build (`npm run build:test`).
 *
 * html-validate's "standard" preset (conformance, not style: the minified HTML is unquoted and lower-case).
 * Findings that come from Docusaurus' own markup, which this site does not change, are listed in DOCUSAURUS
 * below and in handbook/accessibility.md; everything else fails the test, naming the page, line and rule.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {HtmlValidate} from 'html-validate';
import {parseRedirects} from '../../src/config/redirects';
import {fixRedirectStub} from '../../src/plugins/redirect-stubs';

const root = path.join(__dirname, '../..');
const build = path.join(root, 'build');

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  // A raw ">" in text is valid HTML; the minifier (@swc/html, Docusaurus Faster) leaves it in code blocks.
  rules: {'no-raw-characters': ['error', {relaxed: true}]},
});

/** Findings in Docusaurus' output that this site does not change; each is listed in handbook/accessibility.md ("HTML validity"). */
const DOCUSAURUS: {rule: string; message: RegExp; why: string}[] = [
  // The minifier drops the optional </body></html> end tags (valid HTML); html-validate reports <html> as unclosed.
  {rule: 'close-order', message: /^Unclosed element '<html>'$/, why: 'optional end tags omitted by @swc/html'},
  // theme-classic's code blocks put one <div class="token-line"> per line inside <code>.
  {
    rule: 'element-permitted-content',
    message: /^<div> element is not permitted as content under <code>$/,
    why: 'code block lines',
  },
];

function file(route: string): string {
  if (route === '/404') return path.join(build, '404.html');
  return route === '/' ? path.join(build, 'index.html') : path.join(build, `${route.slice(1)}.html`);
}

async function problems(route: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, route);
  return report.results.flatMap((r) =>
    r.messages
      .filter((m) => !DOCUSAURUS.some((d) => d.rule === m.ruleId && d.message.test(m.message)))
      .map((m) => `${route}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}

const redirects = parseRedirects(readFileSync(path.join(root, 'src/data/redirects.txt'), 'utf8'));
// Pages with tables or code blocks are left out: the minifier omits optional end tags (</td>, </th>), which
// html-validate's parser does not infer, so it reports a cascade of false "unclosed element" findings there.
const PAGES = ['/', '/search', '/showcase', '/site-map', '/404'];

test('the redirect-stub fix gives the template a lang, a title and a body (no build needed)', async () => {
  const stub =
    '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n    <meta http-equiv="refresh" content="0; url=/to">\n' +
    '    <link rel="canonical" href="/to" />\n  </head>\n  <script>\n    window.location.href = \'/to\' + window.location.search + window.location.hash;\n  </script>\n</html>\n';
  const before = await problems('stub (as Docusaurus writes it)', stub);
  assert.ok(
    before.some((p) => p.includes('element-required-content') || p.includes('element-permitted-content')),
    before.join('\n'),
  );
  const fixed = fixRedirectStub(stub, '/to');
  assert.deepEqual(await problems('stub (fixed)', fixed), []);
  assert.match(fixed, /<html lang="en">/);
  assert.match(fixed, /<title>Redirecting to \/to<\/title>/);
  // The script is unchanged, so its CSP hash is too.
  assert.ok(fixed.includes("window.location.href = '/to' + window.location.search + window.location.hash;"));
});

test('built pages and redirect stubs are valid HTML', async () => {
  assert.ok(existsSync(path.join(build, 'index.html')), 'build/index.html is missing: run `npm run build:test` first');
  const found: string[] = [];
  const stubs = redirects.map((r) => [r.from, path.join(build, r.from.slice(1), 'index.html')] as const);
  for (const [route, f] of [...stubs, ...PAGES.map((p) => [p, file(p)] as const)]) {
    assert.ok(existsSync(f), `${route}: ${f} is not in the build`);
    found.push(...(await problems(route, readFileSync(f, 'utf8'))));
  }
  assert.deepEqual(found, [], `${found.length} HTML problem(s):\n${found.join('\n')}`);
});
