import {readFeedbackEndpoint} from './feedback';

/**
 * Hosted third-party services are OFF by default: the site must build, serve and run with no network.
 * Each one switches on only when its environment variable is set at build time (see README, "Environment").
 */
export interface HostedServices {
  /** Google tag (gtag.js) measurement id; IPs are anonymised. */
  gtagTrackingId?: string;
  /** Fathom Analytics site id (page-view events). */
  fathomSiteId?: string;
  /** HubSpot account id (marketing forms). */
  hubspotAccountId?: string;
  /** Where readers' feedback is posted as JSON (./feedback.ts); unset: Send opens a prefilled GitHub issue. */
  feedbackEndpoint?: string;
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

/** Only letters, digits, dashes and underscores: the ids end up inside script URLs. */
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export function readHostedServices(env: Env = process.env): HostedServices {
  const services: HostedServices = {};
  const entries: [Exclude<keyof HostedServices, 'feedbackEndpoint'>, string][] = [
    ['gtagTrackingId', 'GTAG_TRACKING_ID'],
    ['fathomSiteId', 'FATHOM_SITE_ID'],
    ['hubspotAccountId', 'HUBSPOT_ACCOUNT_ID'],
  ];
  for (const [key, name] of entries) {
    const v = value(env, name);
    if (v === undefined) continue;
    if (!ID_PATTERN.test(v)) {
      throw new Error(`${name} must contain only letters, digits, "-" or "_" (got "${v}")`);
    }
    services[key] = v;
  }
  const feedbackEndpoint = readFeedbackEndpoint(env);
  if (feedbackEndpoint) services.feedbackEndpoint = feedbackEndpoint;
  return services;
}
