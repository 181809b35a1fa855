/**
 * Where a report goes, read when the feedback form first loads: /feedback-config.json, written by the build
 * (src/plugins/feedback-config.ts), names FEEDBACK_ENDPOINT (or null) and the site version. If the file cannot be
 * read (the dev server has none; offline), reports open a prefilled GitHub issue and carry "unknown" as version;
 * the next form to load asks again.
 *
 * postReport sends one report as JSON and resolves to null when the endpoint accepted it (any 2xx), or to the
 * reason it failed, in words a reader can act on: the network failed or the policy refused the address, the
 * server answered an error status, or no answer came within SEND_TIMEOUT_MS.
 */
import type {FeedbackRuntimeConfig} from '@site/src/config/feedback';
import {onDemand, type OnDemand} from '@site/src/utils/onDemand';
import type {FeedbackPayload} from './report';

export const UNKNOWN_VERSION = 'unknown';
export const SEND_TIMEOUT_MS = 15_000;

/** The config as the file gives it, or the defaults for anything missing or malformed. */
export function parseRuntimeConfig(value: unknown): FeedbackRuntimeConfig {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  let endpoint: string | null = null;
  if (typeof v.endpoint === 'string') {
    try {
      const url = new URL(v.endpoint);
      if (url.protocol === 'https:' || url.protocol === 'http:') endpoint = url.href;
    } catch {
      endpoint = null;
    }
  }
  const siteVersion = typeof v.siteVersion === 'string' && v.siteVersion ? v.siteVersion : UNKNOWN_VERSION;
  return {endpoint, siteVersion};
}

const configs = new Map<string, OnDemand<FeedbackRuntimeConfig>>();

/** The config at `url` (fetched once per page load; a failed read is not kept, so the next call asks again). */
export function loadRuntimeConfig(url: string): OnDemand<FeedbackRuntimeConfig> {
  let config = configs.get(url);
  if (!config) {
    config = onDemand(async () => {
      const response = await fetch(url, {credentials: 'same-origin'});
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return parseRuntimeConfig(await response.json());
    });
    configs.set(url, config);
  }
  return config;
}

export async function postReport(
  endpoint: string,
  payload: FeedbackPayload,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(payload),
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.ok ? null : `the feedback service answered with an error (HTTP ${response.status})`;
  } catch {
    return controller.signal.aborted
      ? `the feedback service did not answer within ${Math.round(timeoutMs / 1000)} seconds`
      : 'the feedback service could not be reached';
  } finally {
    clearTimeout(timer);
  }
}
