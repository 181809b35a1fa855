/**
 * Every external link of the built site, checked with linkinator (a maintained link checker): per page, the
 * dead links (an error status or no answer) and the links that redirect to another host (the page still works,
 * but the link names a place that moved: a renamed repository, a retired domain). Internal links are left out:
 * the build already fails on a broken one (onBrokenLinks: 'throw'). Run by the weekly upstream watch.
 *
 *   tsx scripts/sources/links.ts [--build build] [--out links.json]
 */
import {readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LinkChecker, LinkState} from 'linkinator';

/** Links not checked: the site's own production origin (a build is checked before it is deployed), and the
 * "Edit this page" links, which GitHub answers with its sign-in page to a visitor who is not signed in. */
export const SKIP = [/^https:\/\/docs\.celo\.org(?:[/?#]|$)/, /^https:\/\/github\.com\/celo-org\/docs\/edit\//];

export interface PageLinks {
  /** The page's route, e.g. /network/mainnet. */
  page: string;
  dead: {url: string; status: number; reason?: string}[];
  redirects: {url: string; to: string}[];
}

export interface LinkReport {
  /** External links checked (each once, however many pages have it). */
  checked: number;
  pages: PageLinks[];
}

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (e.isFile() && e.name.endsWith('.html')) out.push(path.join(e.parentPath, e.name));
  }
  return out.sort();
}

/** The route of a page as linkinator names it (its path under the root): network/mainnet.html → /network/mainnet. */
function routeOf(page: string): string {
  return `/${page.replace(/\.html$/, '').replace(/(?:^|\/)index$/, '')}`;
}

/** Internal links come back as paths under the root; external ones as URLs. */
const isExternal = (url: string) => /^https?:\/\//i.test(url);

export async function checkExternalLinks(opts: {
  root: string;
  files?: string[];
  skip?: RegExp[];
  timeout?: number;
}): Promise<LinkReport> {
  const files = opts.files ?? htmlFiles(opts.root).filter((f) => !path.relative(opts.root, f).startsWith('__fixtures'));
  const skip = opts.skip ?? SKIP;
  const checker = new LinkChecker();
  const parents = new Map<string, Set<string>>();
  const redirects = new Map<string, string>();
  checker.on('link', (r) => {
    if (!r.parent) return;
    let set = parents.get(r.url);
    if (!set) parents.set(r.url, (set = new Set()));
    set.add(r.parent);
  });
  checker.on('redirect', (r) => {
    if (!r.targetUrl) return;
    const to = new URL(r.targetUrl, r.url).href;
    if (new URL(to).host !== new URL(r.url).host) redirects.set(r.url, to);
  });
  const result = await checker.check({
    // Paths relative to the server root (linkinator serves the folder and reads each page over HTTP).
    path: files.map((f) => path.relative(opts.root, f)),
    serverRoot: opts.root,
    recurse: false,
    redirects: 'warn',
    retry: true,
    timeout: opts.timeout ?? 20_000,
    concurrency: 25,
    linksToSkip: async (link) => skip.some((re) => re.test(link)),
  });

  const byPage = new Map<string, PageLinks>();
  const pageOf = (parent: string) => {
    const page = routeOf(parent);
    let entry = byPage.get(page);
    if (!entry) byPage.set(page, (entry = {page, dead: [], redirects: []}));
    return entry;
  };
  const checked = new Set<string>();
  for (const link of result.links) {
    if (!isExternal(link.url) || link.state === LinkState.SKIPPED) continue;
    checked.add(link.url);
    if (link.state !== LinkState.BROKEN || !link.parent) continue;
    const reason = link.failureDetails?.find((d): d is Error => d instanceof Error)?.message;
    const dead = {url: link.url, status: link.status ?? 0, ...(reason ? {reason} : {})};
    const page = pageOf(link.parent);
    if (!page.dead.some((d) => d.url === link.url)) page.dead.push(dead);
  }
  for (const [url, to] of redirects) {
    if (!isExternal(url)) continue;
    for (const parent of parents.get(url) ?? []) {
      const page = pageOf(parent);
      if (!page.redirects.some((r) => r.url === url)) page.redirects.push({url, to});
    }
  }
  const pages = [...byPage.values()].filter((p) => p.dead.length || p.redirects.length);
  pages.sort((a, b) => a.page.localeCompare(b.page));
  return {checked: checked.size, pages};
}

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {build: {type: 'string', default: 'build'}, out: {type: 'string', default: 'links.json'}},
  });
  const report = await checkExternalLinks({root: path.resolve(values.build)});
  writeFileSync(path.resolve(values.out), `${JSON.stringify(report, null, 2)}\n`);
  const dead = report.pages.reduce((n, p) => n + p.dead.length, 0);
  const moved = report.pages.reduce((n, p) => n + p.redirects.length, 0);
  console.log(
    `links: ${report.checked} external links checked; ${dead} dead and ${moved} redirected to another host, on ${report.pages.length} pages (${values.out}).`,
  );
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (err: Error) => {
      console.error(`links: ${err.message}`);
      process.exit(1);
    },
  );
}
