/**
 * One pass over the built HTML, shared by the plugins that read it after the build: the local search index,
 * the assistant's passages and the security headers' script hashes. Each HTML file is read and parsed once for
 * all of them (see below) and handed to every plugin's visitor; before, each of the three read and parsed all of
 * them, and those three parses of some 300 pages were most of the postBuild phase.
 *
 * Docusaurus runs the plugins' postBuild hooks concurrently and has no way for them to share work, so the plugins
 * share one BuiltPages, created in docusaurus.config.ts and passed to each. A reading plugin registers its visitor
 * when Docusaurus creates the plugin, and awaits the results in postBuild; the first to ask runs the pass, for all.
 * A plugin whose postBuild writes HTML files (the redirect stubs, the 404 page) registers as a writer, and the pass
 * starts when every writer's work has ended, so it reads the finished files. (The security headers' scan used to
 * race the redirect stubs: it read the build while they were being written, and their scripts' hashes were
 * missing from the policy.)
 *
 * Each page is parsed twice, each time as little as its readers need. The whole page goes through htmlparser2,
 * which builds a tree in about a third of the time parse5 takes but nests elements differently where the HTML
 * leaves out optional end tags (the minifier writes tables as `<th>a<th>b<tbody>`): enough for a scan of every
 * element in document order. parse5, which parses as a browser does, then reads only the `<head>` and the doc's
 * content, which the search records and the assistant's passages come from; the navbar, sidebar, table of
 * contents and footer around it are some 60% of a doc page. Parsing every page whole with parse5 took 1.4–1.9 s
 * of the pass on the 2-core machine, both parses together 0.9–1.05 s.
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {parseDocument} from 'htmlparser2';
import type {Element} from 'domhandler';
import {firstDescendant, hasClass} from '../utils/dom';
import {PerfLogger} from '@docusaurus/logger';

export interface BuiltPage {
  /** The HTML file, relative to the output directory, with forward slashes: `cli/node.html`. */
  file: string;
  /** The route it serves: `/cli/node` (`/` for index.html). */
  route: string;
  html: string;
  /**
   * The whole page, parsed by htmlparser2, shared by every visitor: read it, never change it. Every element is
   * there in document order, but not always under the parent a browser gives it (see the file's header).
   */
  $: CheerioAPI;
  /**
   * The page's `<head>` and its doc content (the first `.theme-doc-markdown` element) in an otherwise empty
   * document, parsed as a browser parses them (parse5); parsed at first use and shared. A page with no doc
   * content gives its `<head>` alone; a page whose head or content cannot be cut out cleanly is parsed whole.
   */
  readonly doc: CheerioAPI;
}

/** The element's source text, start tag to end tag, when htmlparser2 closed it at its own end tag. */
function sourceOf(html: string, el: Element | null): string | null {
  if (!el || el.startIndex === null || el.endIndex === null) return null;
  const end = `</${el.tagName}>`;
  return html.startsWith(end, el.endIndex + 1 - end.length) ? html.slice(el.startIndex, el.endIndex + 1) : null;
}

/**
 * The `<head>` and doc content of a page, cut from its source with the positions htmlparser2 recorded, parsed
 * by parse5. The content element is a `div`, whose end tag is never left out, so htmlparser2 ends it where a
 * browser does; the cut is used only if it starts and ends with the element's own tags.
 */
export function parseHeadAndContent(html: string, whole: CheerioAPI): CheerioAPI {
  const root = whole.root()[0]!;
  const head = sourceOf(
    html,
    firstDescendant(root, (el) => el.tagName === 'head'),
  );
  const contentElement = firstDescendant(root, (el) => hasClass(el, 'theme-doc-markdown'));
  const content = contentElement ? sourceOf(html, contentElement) : '';
  if (head === null || content === null) return load(html);
  return load(`<!DOCTYPE html><html>${head}<body>${content}</body></html>`);
}

/** The whole page parsed by htmlparser2, with each element's source positions (which parseHeadAndContent cuts at). */
export function parseWholePage(html: string): CheerioAPI {
  return load(parseDocument(html, {withStartIndices: true, withEndIndices: true}));
}

/** A built page: the whole page parsed by htmlparser2 now, its head and content by parse5 when first read. */
function builtPage(file: string, html: string): BuiltPage {
  const $ = parseWholePage(html);
  let doc: CheerioAPI | undefined;
  return {
    file,
    route: routeOfHtmlFile(file),
    html,
    $,
    get doc() {
      return (doc ??= parseHeadAndContent(html, $));
    },
  };
}

/** A plugin's work on one page: a result, or null to keep nothing. */
export type Visitor<T> = (page: BuiltPage) => T | null;

/** A visitor's results, by file and by route, in file order. */
export interface Visited<T> {
  byFile: Map<string, T>;
  /**
   * Where two files serve one route (`x.html`, `x/index.html`), the first in sorted order decides, `x.html`, as
   * hosts serve it.
   */
  byRoute: Map<string, T>;
}

/** The route a built HTML file serves ("cli/node.html" → "/cli/node", "index.html" → "/"). */
export function routeOfHtmlFile(relative: string): string {
  const p = relative
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${p}`.replace(/\/$/, '') || '/';
}

/** Whether the content indexes (search, assistant) cover a route: not the 404 page, not the test fixtures. */
export function isIndexedRoute(route: string): boolean {
  return route !== '/404.html' && !route.startsWith('/__fixtures/');
}

/** The routes the content indexes cover, each once, sorted: the order of their pages in the index files. */
export function indexedRoutes(routesPaths: string[]): string[] {
  return [...new Set(routesPaths)].filter(isIndexedRoute).sort();
}

/** A visitor's results for the routes the content indexes cover, in that order (routes without one left out). */
export function indexedResults<T>({byRoute}: Visited<T>, routesPaths: string[]): T[] {
  return indexedRoutes(routesPaths).flatMap((route) => (byRoute.has(route) ? [byRoute.get(route)!] : []));
}

/** Every HTML file under `outDir`, relative, with forward slashes, sorted. */
export async function htmlFiles(outDir: string): Promise<string[]> {
  const files = await readdir(outDir, {recursive: true});
  return files
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/**
 * The wrapper of a plugin's postBuild work, timed as `postBuild() - <name>` with Docusaurus' performance logger;
 * `ends` gets a promise that resolves when the work has ended, whether it succeeded or not.
 */
function trackedWork(name: string, ends: Promise<void>[]): <R>(work: () => Promise<R>) => Promise<R> {
  let ended!: () => void;
  ends.push(new Promise<void>((resolve) => (ended = resolve)));
  return async (work) => {
    try {
      return await PerfLogger.async(`postBuild() - ${name}`, work);
    } finally {
      ended();
    }
  };
}

export class BuiltPages {
  private readonly visitors = new Map<string, Visitor<unknown>>();
  private readonly writes: Promise<void>[] = [];
  private readonly derived: Promise<void>[] = [];
  private readonly passes = new Map<string, Promise<Map<string, Visited<unknown>>>>();

  /**
   * Registers `visit` (call it when Docusaurus creates the plugin, before any postBuild). Returns the function
   * postBuild awaits: the visitor's results for that output directory.
   */
  visitor<T>(name: string, visit: Visitor<T>): (outDir: string) => Promise<Visited<T>> {
    if (this.visitors.has(name)) throw new Error(`built-pages: a visitor named "${name}" is already registered`);
    this.visitors.set(name, visit);
    return async (outDir) => (await this.pass(outDir)).get(name) as Visited<T>;
  }

  /**
   * Registers a plugin that writes HTML in postBuild (call it when Docusaurus creates the plugin). Returns the
   * wrapper for that work, which times it as `postBuild() - <name>` with Docusaurus' performance logger: the pass
   * waits until the work has ended, whether it succeeded or not (a failure fails the build through the writer's
   * own postBuild).
   */
  writer(name: string): <R>(work: () => Promise<R>) => Promise<R> {
    return trackedWork(name, this.writes);
  }

  /**
   * Registers a plugin whose postBuild writes files made from the pages, after the pass (the search index, the
   * assistant's passages), for a plugin that must read those files when they are finished (the service worker's
   * precache list, src/plugins/pwa). Call it when Docusaurus creates the plugin; wrap the work as with `writer`.
   */
  derivedFiles(name: string): <R>(work: () => Promise<R>) => Promise<R> {
    return trackedWork(name, this.derived);
  }

  /** Resolves once the work of every plugin registered with `derivedFiles` has ended, whether it succeeded or not. */
  async derivedFilesWritten(): Promise<void> {
    await Promise.all(this.derived);
  }

  private pass(outDir: string): Promise<Map<string, Visited<unknown>>> {
    let pass = this.passes.get(outDir);
    if (!pass) {
      pass = Promise.all(this.writes).then(() => PerfLogger.async('postBuild() - built pages', () => this.run(outDir)));
      this.passes.set(outDir, pass);
    }
    return pass;
  }

  private async run(outDir: string): Promise<Map<string, Visited<unknown>>> {
    const results = new Map(
      [...this.visitors.keys()].map((name): [string, Visited<unknown>] => [
        name,
        {byFile: new Map(), byRoute: new Map()},
      ]),
    );
    const routes = new Set<string>();
    const spent = new Map([['read and parse', 0], ...[...this.visitors.keys()].map((n) => [n, 0] as const)]);
    const files = await htmlFiles(outDir);
    const clock = (label: string, since: number) => {
      const now = performance.now();
      spent.set(label, spent.get(label)! + now - since);
      return now;
    };
    for (const file of files) {
      let t = performance.now();
      const page = builtPage(file, await readFile(path.join(outDir, file), 'utf8'));
      const servesRoute = !routes.has(page.route);
      routes.add(page.route);
      t = clock('read and parse', t);
      for (const [name, visit] of this.visitors) {
        const result = visit(page);
        if (result !== null) {
          const visited = results.get(name)!;
          visited.byFile.set(file, result);
          if (servesRoute) visited.byRoute.set(page.route, result);
        }
        t = clock(name, t);
      }
    }
    const breakdown = [...spent].map(([label, ms]) => `${label} ${Math.round(ms)} ms`).join(', ');
    PerfLogger.log(`built pages: ${files.length} HTML files; ${breakdown}`);
    return results;
  }
}
