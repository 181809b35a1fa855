/**
 * Markdown by content negotiation: which requests for a doc page get its Markdown twin (src/plugins/markdown-twins
 * writes one per doc, at the page's path plus `.md`). One rule, imported by `npm run serve:prod`
 * (scripts/serve-prod.ts), the Cloudflare Pages middleware (./cloudflare-pages-middleware.ts) and the Netlify edge
 * function (./netlify-edge-function.ts); ./nginx-markdown-http.conf writes the same rule as nginx maps, and
 * tests/unit/markdown-negotiation.test.ts holds all four to the same cases. Plain TypeScript with no Node or host
 * API, so that it runs in Node, in Cloudflare's workerd and in Netlify's Deno alike.
 *
 * The rule: the twin when the request's Accept field names `text/markdown` itself (not through `text/*` or `*\/*`)
 * with a weight above 0, and no range that matches `text/html` has a higher weight (RFC 9110 §12.5.1: the most
 * specific range that matches a type gives its weight; a tie goes to Markdown, which the client named). Parameters
 * other than the weight are ignored; an element whose weight is not a valid qvalue (§12.4.2) is ignored whole.
 *
 * Written here rather than taken from `negotiator` (what Express uses): negotiator orders the types a server
 * offers but does not expose the weights, and this rule compares two of them; and the hosts' runtimes cannot load
 * an npm package the way Node does.
 */

export interface WeightedElement {
  /** The value in lower case: a media range (`text/html`, `text/*`, `*\/*`) or a content coding (`br`, `*`). */
  value: string;
  /** The weight, 0 to 1 (1 when the element has none). */
  q: number;
}

/** RFC 9110 §12.4.2: `0` or `1` with up to three decimals (`1.000` at most). */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
/** A token (§5.6.2). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/** Splits `text` at `separator` where it is not inside a quoted string (§5.6.4). */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '\\') {
      current += c + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (c === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/**
 * The elements of a field of weighted values (Accept, Accept-Encoding): empty elements and elements that are
 * not a media range or token, or whose weight is invalid, are dropped. `isMediaRange` checks the `type/subtype`
 * form (Accept); otherwise each value is a token (Accept-Encoding).
 */
export function parseWeightedList(field: string, isMediaRange = true): WeightedElement[] {
  const elements: WeightedElement[] = [];
  for (const raw of splitOutsideQuotes(field, ',')) {
    const [head = '', ...params] = splitOutsideQuotes(raw, ';');
    const value = head.trim().toLowerCase();
    const parts = isMediaRange ? value.split('/') : [value];
    if (parts.length !== (isMediaRange ? 2 : 1) || !parts.every((p) => TOKEN.test(p))) continue;
    if (isMediaRange && parts[0] === '*' && parts[1] !== '*') continue;
    let q = 1;
    // The first `q=` parameter is the weight; other parameters (and any after it) do not count.
    const weight = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    if (weight !== undefined) {
      const qvalue = weight.slice(2);
      if (!QVALUE.test(qvalue)) continue;
      q = Number(qvalue);
    }
    elements.push({value, q});
  }
  return elements;
}

/**
 * The weight the elements give `type` (`text/html`): that of the most specific range matching it (the type
 * itself, then `text/*`, then `*\/*`; the first of equals), or 0 when none does.
 */
export function weightOf(elements: WeightedElement[], type: string): number {
  const [major] = type.split('/');
  for (const range of [type, `${major}/*`, '*/*']) {
    const found = elements.find((e) => e.value === range);
    if (found) return found.q;
  }
  return 0;
}

export const MARKDOWN = 'text/markdown';

/** Whether a request with this Accept field gets a page's Markdown twin rather than its HTML (see the header). */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const elements = parseWeightedList(accept);
  const markdown = elements.find((e) => e.value === MARKDOWN);
  if (!markdown || markdown.q === 0) return false;
  return markdown.q >= weightOf(elements, 'text/html');
}

/**
 * The twin a request path could have, for hosts that cannot list the build's files: the path plus `.md` for a
 * clean page URL (`/network/mainnet` → `/network/mainnet.md`); null for `/`, a path ending in `/` or a file name
 * with an extension (an asset, a twin, an `.html` alias). The host then fetches it and falls back to the page when
 * it is missing.
 */
export function twinPathOf(pathname: string): string | null {
  if (pathname === '/' || pathname.endsWith('/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? null : `${pathname}.md`;
}

/** The type twins are served with (src/config/securityHeaders.ts MARKDOWN_TYPE; a test keeps the two equal). */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/** Vary for a response whose URL is negotiated: Accept, merged with the Vary it already has (Accept-Encoding). */
export function varyWithAccept(vary: string | null | undefined): string {
  const names = (vary ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.includes('*')) return '*';
  if (!names.some((n) => n.toLowerCase() === 'accept')) names.unshift('Accept');
  return names.join(', ');
}

/** A response with some headers changed (a fetched Response's own headers may be immutable). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

/**
 * The rule as a host's middleware runs it, with the standard Request and Response only: for a GET or HEAD of a
 * clean page URL (twinPathOf) that prefers Markdown, the twin, fetched with the request's own method and headers
 * (so that If-None-Match and Range apply to it) by `fetchAsset`, typed as Markdown, with `Content-Location` naming
 * it; when the twin is missing, or for any other request to such a URL, the page from `next`. Both carry
 * `Vary: Accept`. Any other request goes to `next` untouched.
 */
export async function negotiateMarkdown(
  request: Request,
  next: () => Promise<Response>,
  fetchAsset: (request: Request) => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  const twin = request.method === 'GET' || request.method === 'HEAD' ? twinPathOf(url.pathname) : null;
  if (!twin) return next();
  if (prefersMarkdown(request.headers.get('Accept'))) {
    const twinUrl = new URL(twin, url);
    twinUrl.search = url.search;
    const found = await fetchAsset(new Request(twinUrl, request));
    if (found.status < 400) {
      return withHeaders(found, {
        ...(found.status === 304 ? {} : {'Content-Type': MARKDOWN_CONTENT_TYPE}),
        'Content-Location': twin,
        Vary: varyWithAccept(found.headers.get('Vary')),
      });
    }
  }
  const page = await next();
  return withHeaders(page, {Vary: varyWithAccept(page.headers.get('Vary'))});
}
