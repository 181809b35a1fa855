/**
 * Which docs assistant the site shows. Local (default) answers from the site's own search index. Hosted
 * (Ask Cookbook) needs ASK_COOKBOOK_API_KEY, a public token; ASK_COOKBOOK_ALWAYS_OPEN and
 * ASK_COOKBOOK_NO_FAST_MODE ("true"/"1") set the widget's options. Only the hosted mode contacts another origin.
 */
type Env = Record<string, string | undefined>;

export type AssistantConfig =
  {mode: 'local'} | {mode: 'cookbook'; apiKey: string; alwaysOpen: boolean; noFastMode: boolean};

export const COOKBOOK_SCRIPT = 'https://cdn.jsdelivr.net/npm/@cookbookdev/docsbot/dist/standalone/index.cjs.js';

function flag(env: Env, name: string): boolean {
  const v = env[name]?.trim().toLowerCase();
  if (v === undefined || v === '' || v === 'false' || v === '0') return false;
  if (v === 'true' || v === '1') return true;
  throw new Error(`${name} must be "true" or "false" (got "${env[name]}")`);
}

export function readAssistantConfig(env: Env = process.env): AssistantConfig {
  const apiKey = env.ASK_COOKBOOK_API_KEY?.trim();
  if (!apiKey) return {mode: 'local'};
  if (!/^[A-Za-z0-9._-]+$/.test(apiKey)) {
    throw new Error('ASK_COOKBOOK_API_KEY must contain only letters, digits, ".", "_" and "-"');
  }
  return {
    mode: 'cookbook',
    apiKey,
    alwaysOpen: flag(env, 'ASK_COOKBOOK_ALWAYS_OPEN'),
    noFastMode: flag(env, 'ASK_COOKBOOK_NO_FAST_MODE'),
  };
}
