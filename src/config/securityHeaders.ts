// cspell:ignore Fheaders
/**
 * Security headers a host should send with the built site, and the Content-Security-Policy they carry.
 *
 * The policy allows scripts and styles from the site's own origin and, inline, only the exact scripts and
 * <style> elements the build emits (their SHA-256 hashes are computed after the build by
 * src/plugins/security-headers.ts): no 'unsafe-inline' anywhere. The built HTML has no style attributes (the
 * same plugin fails the build if one appears): code colours, KaTeX's layout and the components' colours are
 * classes. Styles a script sets through the DOM (element.style) are not inline styles and stay allowed.
 * Pages with a live code block also get 'unsafe-eval', because react-live evaluates the reader's edited
 * code with `new Function`; no other page has it.
 *
 * Hosted services extend the policy only when their environment variables switch them on; FEEDBACK_ENDPOINT adds
 * its origin to connect-src (./feedback.ts).
 */
import type {HostedServices} from './hostedServices';
import {endpointOrigin} from './feedback';
import type {SearchMode} from './search';
import type {AssistantConfig} from './assistant';

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'manifest-src'
  | 'media-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type Policy = Partial<Record<Directive, string[]>>;

export interface PolicyInput {
  /** Base64 SHA-256 digests of the inline scripts in the built HTML. */
  scriptHashes: string[];
  /** Base64 SHA-256 digests of the <style> elements in the built HTML. */
  styleHashes?: string[];
  hosted: HostedServices;
  search: SearchMode;
  assistant: AssistantConfig;
  /** The page runs a live code block (react-live needs eval). */
  liveCode?: boolean;
}

/** Origins each hosted service needs, by directive (from the vendors' CSP guidance). */
export function hostedSources(input: Omit<PolicyInput, 'scriptHashes' | 'styleHashes' | 'liveCode'>): Policy {
  const add: Policy = {};
  const push = (d: Directive, ...origins: string[]) => {
    add[d] = [...(add[d] ?? []), ...origins];
  };
  if (input.hosted.gtagTrackingId) {
    push('script-src', 'https://www.googletagmanager.com');
    push(
      'connect-src',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
    push('img-src', 'https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  if (input.hosted.fathomSiteId) {
    push('script-src', 'https://cdn.usefathom.com');
    push('connect-src', 'https://cdn.usefathom.com');
    push('img-src', 'https://cdn.usefathom.com');
  }
  if (input.hosted.hubspotAccountId) {
    push(
      'script-src',
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://js.hs-banner.com',
      'https://js.hsforms.net',
      'https://js.hscollectedforms.net',
    );
    push(
      'connect-src',
      'https://*.hubspot.com',
      'https://*.hsforms.com',
      'https://*.hs-banner.com',
      'https://*.hscollectedforms.net',
    );
    push('img-src', 'https://*.hubspot.com', 'https://*.hsforms.com');
    push('frame-src', 'https://*.hsforms.net', 'https://*.hubspot.com');
  }
  // Readers' feedback, posted when a reader presses Send (src/components/PageFeedback).
  if (input.hosted.feedbackEndpoint) push('connect-src', endpointOrigin(input.hosted.feedbackEndpoint));
  if (input.search.mode === 'algolia') {
    const app = input.search.appId.toLowerCase();
    push(
      'connect-src',
      `https://${app}-dsn.algolia.net`,
      `https://${app}.algolia.net`,
      'https://*.algolianet.com',
      'https://insights.algolia.io',
    );
  }
  if (input.assistant.mode === 'cookbook') {
    push('script-src', 'https://cdn.jsdelivr.net');
    push('connect-src', 'https://*.cookbook.dev', 'wss://*.cookbook.dev');
    push('img-src', 'https://*.cookbook.dev');
    push('frame-src', 'https://*.cookbook.dev');
  }
  return add;
}

const hashSources = (hashes: string[] = []) => [...new Set(hashes)].sort().map((h) => `'sha256-${h}'`);

export function buildPolicy(input: PolicyInput): Policy {
  const policy: Policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashSources(input.scriptHashes), ...(input.liveCode ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", ...hashSources(input.styleHashes)],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const [directive, origins] of Object.entries(hostedSources(input)) as [Directive, string[]][]) {
    const current = (policy[directive] ?? []).filter((s) => s !== "'none'");
    policy[directive] = [...new Set([...current, ...origins])];
  }
  return policy;
}

export function serializePolicy(policy: Policy): string {
  return Object.entries(policy)
    .map(([d, sources]) => `${d} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every HTML response carries besides the CSP. */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Hashed build assets never change; everything else must be revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

export interface HeaderRule {
  path: string;
  headers: [string, string][];
  /** Headers an earlier matching rule set that this rule removes (Cloudflare's `! Name`). */
  detach?: string[];
}

/** A text file of the build for readers' tools (a Markdown twin, llms.txt) and the type it is served with. */
export interface TextFile {
  path: string;
  contentType: string;
  /** The route of the page the file is a twin of (its request path): the page links to it (markdownAlternate). */
  page?: string;
  /** That page's URL, sent with the twin as `Link: <…>; rel="canonical"`. */
  canonical?: string;
  /** Replaces the site-wide Cache-Control (the service worker's script: `no-cache`). */
  cacheControl?: string;
}

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
export const PLAIN_TEXT_TYPE = 'text/plain; charset=utf-8';

/** The Link header value from a page to its Markdown twin (a path on the same origin: preview hosts too). */
export function markdownAlternate(twinPath: string): string {
  return `<${twinPath}>; rel="alternate"; type="text/markdown"`;
}

/**
 * The rules, in order; later matching rules override earlier ones header by header.
 *
 * Hashed assets get one rule each (`assetPaths`, the files under build/assets) rather than `/assets/*`:
 * `_headers` rules match the request path whether or not a file is there, so a wildcard would also mark the
 * 404 of a missing asset as immutable for a year. Each asset rule detaches the site-wide Cache-Control first,
 * because Cloudflare Pages joins the values of every matching rule into one header.
 */
export function headerRules(
  policy: string,
  livePolicy: string,
  livePaths: string[],
  textFiles: TextFile[] = [],
  assetPaths: string[] = [],
): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', policy],
        ...Object.entries(STATIC_SECURITY_HEADERS),
        ['Cache-Control', REVALIDATE_CACHE],
      ],
    },
    ...assetPaths.map((p) => ({
      path: p,
      detach: ['Cache-Control'],
      headers: [['Cache-Control', IMMUTABLE_CACHE]] as [string, string][],
    })),
    ...livePaths.map((p) => ({
      path: p,
      detach: ['Content-Security-Policy'],
      headers: [['Content-Security-Policy', livePolicy]] as [string, string][],
    })),
    ...textFiles.map((f) => ({
      path: f.path,
      ...(f.cacheControl ? {detach: ['Cache-Control']} : {}),
      headers: [
        ['Content-Type', f.contentType],
        ...(f.canonical ? [['Link', `<${f.canonical}>; rel="canonical"`]] : []),
        ...(f.cacheControl ? [['Cache-Control', f.cacheControl]] : []),
      ] as [string, string][],
    })),
    ...textFiles.flatMap((f) =>
      f.page ? [{path: f.page, headers: [['Link', markdownAlternate(f.path)]] as [string, string][]}] : [],
    ),
  ];
}

/** Netlify / Cloudflare Pages `_headers` format. */
export function renderHeadersFile(rules: HeaderRule[]): string {
  const out = [
    '# Security and cache headers for the built site, generated by src/plugins/security-headers.ts.',
    '# Netlify and Cloudflare Pages read this file as is; see handbook/hosting.md for nginx.',
  ];
  for (const r of rules) {
    out.push(r.path);
    for (const d of r.detach ?? []) out.push(`  ! ${d}`);
    for (const [k, v] of r.headers) out.push(`  ${k}: ${v}`);
  }
  return `${out.join('\n')}\n`;
}

/** Parses a `_headers` file back into rules (used by the production server, so it serves what a host would). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({path: raw.trim(), headers: []});
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: header line before any path: ${raw.trim()}`);
    const line = raw.trim();
    if (line.startsWith('!')) {
      (rule.detach ??= []).push(line.slice(1).trim());
      continue;
    }
    const i = line.indexOf(':');
    if (i < 1) throw new Error(`_headers: malformed header line under ${rule.path}: ${line}`);
    rule.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
  }
  return rules;
}

function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1)) || pathname === pattern.slice(0, -2);
  return pathname === pattern || pathname === `${pattern}/`;
}

/**
 * The headers for a request path: matching rules applied in order, later values replacing earlier ones. `route`,
 * for an HTML file reached by another path (`/markdown-page.html` for `/markdown-page`), makes the route's own
 * rules match too, so an alias gets its page's policy.
 */
export function headersFor(rules: HeaderRule[], pathname: string, route?: string): Record<string, string> {
  const result = new Map<string, [string, string]>();
  for (const r of rules) {
    if (!pathMatches(r.path, pathname) && !(route !== undefined && pathMatches(r.path, route))) continue;
    for (const d of r.detach ?? []) result.delete(d.toLowerCase());
    for (const [k, v] of r.headers) result.set(k.toLowerCase(), [k, v]);
  }
  return Object.fromEntries([...result.values()]);
}

/** An nginx snippet with the same headers (include it inside the site's `server` block). */
export function renderNginx(rules: HeaderRule[]): string {
  const global = rules.find((r) => r.path === '/*')!;
  const isAsset = (r: HeaderRule) => r.path.startsWith('/assets/');
  const isText = (r: HeaderRule) => r.headers.some(([k]) => k === 'Content-Type');
  // Pages with their own policy (live code). The Link rules of pages with a twin are not repeated: the snippet
  // finds a page's twin itself ($markdown_link below).
  const live = rules.filter(
    (r) => r !== global && !isAsset(r) && r.headers.some(([k]) => k === 'Content-Security-Policy'),
  );
  const text = rules.filter(isText);
  const directives = (headers: [string, string][]) =>
    headers.map(([k, v]) => `    add_header ${k} "${v}" always;`).join('\n');
  // On pages and twins: the Link to the page's twin, and Vary: Accept where the twin is negotiated.
  const markdownHeaders = ['    add_header Link $markdown_link always;', '    add_header Vary $markdown_vary always;'];
  const security = global.headers.filter(([k]) => k !== 'Cache-Control' && k !== 'Content-Security-Policy');
  const csp = global.headers.find(([k]) => k === 'Content-Security-Policy')!;
  const blocks = [
    '# Security and cache headers for the Celo docs build, generated by src/plugins/security-headers.ts.',
    '# nginx drops inherited add_header lines in a location that has its own, so each location repeats them.',
    'gzip on;',
    'gzip_types text/css application/javascript application/json image/svg+xml text/plain;',
    '# The .gz and .br siblings the build writes (scripts/precompress.ts), sent instead of compressing. brotli_static',
    '# needs the ngx_brotli module (packaged apart from nginx); uncomment it where that module is loaded.',
    'gzip_static on;',
    'gzip_vary on;',
    '# brotli_static on;',
    'error_page 404 /404.html;',
    '',
    '# The Markdown twin of the page a path names (/a/b or /a/b.html: /a/b.md), when the build has one. Pages',
    '# link to it; scripts/hosting/nginx-markdown-server.conf, included after this file, negotiates with it.',
    'set $page_route $uri;',
    'if ($uri ~ "^(?<html_route>/.+)\\.html$") {',
    '    set $page_route $html_route;',
    '}',
    'set $markdown_twin "";',
    'if (-f $document_root$page_route.md) {',
    '    set $markdown_twin $page_route.md;',
    '}',
    'set $markdown_link "";',
    'if ($markdown_twin) {',
    `    set $markdown_link '${markdownAlternate('$markdown_twin')}';`,
    '}',
    'set $markdown_vary "";',
    '',
    '# Files for the host, not for readers (nginx matches the decoded, normalised path, so /%5Fheaders too).',
    'location = /_headers {',
    '    return 404;',
    '}',
    'location ~ \\.conf$ {',
    '    return 404;',
    '}',
    '',
    'location / {',
    '    try_files $uri $uri.html $uri/index.html =404;',
    directives([csp, ...security, ['Cache-Control', REVALIDATE_CACHE]]),
    ...markdownHeaders,
    '}',
    '',
    '# A missing asset gets the 404 page (error_page) with the headers of `location /`. Cache-Control has no',
    '# `always` here, so it applies to 200, 206, 304 and redirects only: never to an error.',
    'location /assets/ {',
    directives([csp, ...security]),
    `    add_header Cache-Control "${IMMUTABLE_CACHE}";`,
    '}',
  ];
  for (const r of live) {
    blocks.push(
      '',
      `location = ${r.path} {`,
      '    try_files $uri $uri.html =404;',
      directives([...r.headers, ...security, ['Cache-Control', REVALIDATE_CACHE]]),
      ...markdownHeaders,
      '}',
    );
  }
  const markdown = text.filter((r) => r.path.endsWith('.md'));
  const plain = text.filter((r) => !r.path.endsWith('.md'));
  if (markdown.length) {
    // mime.types has no entry for .md; every twin gets the Markdown type (the list is in _headers).
    blocks.push(
      '',
      'location ~ \\.md$ {',
      '    types { }',
      `    default_type "${MARKDOWN_TYPE}";`,
      directives([csp, ...security, ['Cache-Control', REVALIDATE_CACHE]]),
      markdownHeaders[1]!,
      '}',
    );
  }
  for (const r of plain) {
    const header = (name: string) => r.headers.find(([k]) => k === name)?.[1];
    const type = header('Content-Type')!;
    blocks.push(
      '',
      `location = ${r.path} {`,
      // mime.types gives .txt its type; any other file gets the one of its rule (the web app manifest's is recent).
      ...(type.startsWith('text/plain') ? ['    charset utf-8;'] : ['    types { }', `    default_type "${type}";`]),
      directives([csp, ...security, ['Cache-Control', header('Cache-Control') ?? REVALIDATE_CACHE]]),
      '}',
    );
  }
  return `${blocks.join('\n')}\n`;
}
