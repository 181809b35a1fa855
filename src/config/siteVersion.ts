/**
 * The site version a reader's report carries, so a maintainer knows which build the reader saw: the package
 * version plus the commit the build was made from ("1.0.0, commit 0123abcd4567"), or, where no commit can be
 * found (a build from an exported tarball), the build date ("1.0.0, built 2026-11-28"). The commit comes from the
 * host's own variable where it sets one (GitHub Actions, Netlify, Cloudflare Pages, Vercel), else from
 * `git rev-parse HEAD` in the site folder.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

type Env = Record<string, string | undefined>;

/** Variables hosts set to the commit being built, in the order they are looked at. */
export const COMMIT_VARIABLES = ['GITHUB_SHA', 'COMMIT_REF', 'CF_PAGES_COMMIT_SHA', 'VERCEL_GIT_COMMIT_SHA'] as const;

const COMMIT_RE = /^[0-9a-f]{7,40}$/;

/** The version text: `version` and the commit's first 12 digits, or the build date when there is no commit. */
export function formatSiteVersion(version: string, commit: string | undefined, buildDate: Date): string {
  if (commit && COMMIT_RE.test(commit)) return `${version}, commit ${commit.slice(0, 12)}`;
  return `${version}, built ${buildDate.toISOString().slice(0, 10)}`;
}

/** The commit being built: a host's variable, else git (absent, or not a repository: undefined). */
export function buildCommit(siteDir: string, env: Env = process.env): string | undefined {
  for (const name of COMMIT_VARIABLES) {
    const value = env[name]?.trim().toLowerCase();
    if (value && COMMIT_RE.test(value)) return value;
  }
  const git = spawnSync('git', ['rev-parse', 'HEAD'], {cwd: siteDir, encoding: 'utf8', timeout: 5000});
  const out = git.status === 0 ? git.stdout.trim() : '';
  return COMMIT_RE.test(out) ? out : undefined;
}

export function readSiteVersion(siteDir: string, env: Env = process.env, now = new Date()): string {
  const {version} = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {version: string};
  return formatSiteVersion(version, buildCommit(siteDir, env), now);
}
