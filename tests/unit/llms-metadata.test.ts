/**
 * What crawlers and readers' tools read in the last build (`npm run build` first): robots.txt, og:type,
 * unique titles, the 404 page's metadata, /search kept out of indexes, breadcrumb structured data that
 * names the URLs the site serves.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {withoutCanonical} from '../../src/plugins/not-found-metadata';

const BUILD = path.join(__dirname, '../../build');
const SITE = 'https://docs.celo.org';
const read = (f: string) => readFileSync(path.join(BUILD, f), 'utf8');

/** Built pages (not the test-only fixtures), as [file, parsed HTML]. */
function pages(): [string, ReturnType<typeof load>][] {
  return (readdirSync(BUILD, {recursive: true}) as string[])
    .filter((f) => f.endsWith('.html') && !f.startsWith('__fixtures'))
    .map((f) => [f, load(read(f))] as [string, ReturnType<typeof load>])
    .filter(([, $]) => $('meta[http-equiv="refresh"]').length === 0); // client-redirect stubs
}

test('robots.txt allows crawling and points to the sitemap at the site URL', () => {
  const robots = read('robots.txt');
  assert.match(robots, /^User-agent: \*$/m);
  assert.doesNotMatch(robots, /^Disallow: \/$/m);
  const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  assert.equal(sitemap, `${SITE}/sitemap.xml`);
  assert.ok(
    read('sitemap.xml').includes(`<loc>${SITE}/network/mainnet</loc>`),
    'the sitemap it names exists and lists pages',
  );
});

test('every page has og:type and a title no other page has', () => {
  const byTitle = new Map<string, string[]>();
  const noType: string[] = [];
  for (const [file, $] of pages()) {
    if (!$('meta[property="og:type"]').attr('content')) noType.push(file);
    const title = $('title').text();
    byTitle.set(title, [...(byTitle.get(title) ?? []), file]);
  }
  assert.deepEqual(noType, [], 'pages without og:type');
  const shared = [...byTitle].filter(([, files]) => files.length > 1).map(([t, files]) => `${t}: ${files.join(', ')}`);
  assert.deepEqual(shared, [], 'titles shared by several pages');
});

test('/404 has its own title and claims no URL (no canonical, og:url or hreflang)', () => {
  const $ = load(read('404.html'));
  assert.match($('title').text(), /^Page Not Found \| /);
  assert.equal($('link[rel="canonical"]').length, 0);
  assert.equal($('meta[property="og:url"]').length, 0);
  assert.equal($('link[rel="alternate"][hreflang]').length, 0);
  const stripped = withoutCanonical(
    '<html><head><link rel="canonical" href="x"><meta property="og:url" content="x"><title>T</title></head></html>',
  );
  assert.doesNotMatch(stripped, /canonical|og:url/);
  assert.match(stripped, /<title>T<\/title>/);
});

test('/search is noindex and not in the sitemap; doc pages are indexable', () => {
  assert.match(load(read('search.html'))('meta[name="robots"]').attr('content') ?? '', /noindex/);
  const sitemap = read('sitemap.xml');
  assert.doesNotMatch(sitemap, /<loc>[^<]*\/search<\/loc>/);
  assert.equal(load(read('network/mainnet.html'))('meta[name="robots"]').length, 0);
});

test('breadcrumb structured data names served URLs: absolute, no trailing slash', () => {
  const bad: string[] = [];
  let seen = 0;
  for (const [file, $] of pages()) {
    $('script[type="application/ld+json"]').each((_, el) => {
      const data = JSON.parse($(el).text()) as {'@type'?: string; itemListElement?: {item?: string}[]};
      if (data['@type'] !== 'BreadcrumbList') return;
      for (const item of data.itemListElement ?? []) {
        if (!item.item) continue;
        seen++;
        if (!item.item.startsWith(`${SITE}/`) || /.\/$/.test(new URL(item.item).pathname))
          bad.push(`${file}: ${item.item}`);
      }
    });
  }
  assert.ok(seen > 100, `breadcrumb items found: ${seen}`);
  assert.deepEqual(bad, []);
});
