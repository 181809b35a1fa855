/**
 * Where readers' feedback goes (the "Was this page helpful?" form at the foot of every doc page and "Report a
 * problem with this step" on code blocks, src/components/PageFeedback). Off by default: Send then opens a
 * prefilled issue on the docs repository in a new tab, so nothing leaves the page until the reader submits it on
 * GitHub. With FEEDBACK_ENDPOINT set at build time, Send posts the report as JSON to that URL instead, and the
 * Content-Security-Policy's connect-src gains its origin (./securityHeaders.ts).
 */
type Env = Record<string, string | undefined>;

export const FEEDBACK_ENDPOINT_VARIABLE = 'FEEDBACK_ENDPOINT';

/** Hosts on which http:// is accepted (a local collector in tests): the reader's own machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The endpoint as an absolute URL, or undefined when the variable is unset or blank. Throws, naming the variable,
 * for anything but an https URL (http only on localhost), or a URL carrying credentials or a fragment.
 */
export function readFeedbackEndpoint(env: Env = process.env): string | undefined {
  const raw = env[FEEDBACK_ENDPOINT_VARIABLE]?.trim();
  if (!raw) return undefined;
  const fail = (why: string): never => {
    throw new Error(
      `${FEEDBACK_ENDPOINT_VARIABLE} must be an absolute https:// URL (http:// only on localhost) that receives the ` +
        `feedback JSON: ${why} (got "${raw}")`,
    );
  };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail('it is not an absolute URL');
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) fail('http:// is accepted on localhost only');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail(`the scheme ${url.protocol} is not http(s)`);
  if (url.username || url.password) fail('it must not carry a user name or password (the page is public)');
  if (url.hash) fail('it must not have a #fragment');
  return url.href;
}

/** The origin the CSP's connect-src must allow for `endpoint`. */
export function endpointOrigin(endpoint: string): string {
  return new URL(endpoint).origin;
}

/** What the browser reads at run time, from /feedback-config.json (written by src/plugins/feedback-config). */
export interface FeedbackRuntimeConfig {
  /** FEEDBACK_ENDPOINT, or null: reports open a prefilled GitHub issue. */
  endpoint: string | null;
  /** The build's version, as the reports carry it (./siteVersion.ts). */
  siteVersion: string;
}

export const FEEDBACK_CONFIG_FILE = 'feedback-config.json';
