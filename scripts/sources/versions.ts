/**
 * Versions as releases name them (9.0.1, 2.6, 1.0.0-rc.1), compared with the `semver` package. A two-part
 * version (2.6) is read as 2.6.0; anything the registry's pattern (src/data/verified.ts, VERSION_RE) rejects is
 * not a version.
 */
import semver, {type SemVer} from 'semver';
import {VERSION_RE} from '../../src/data/verified';

export function parseVersion(text: string): SemVer | null {
  if (!VERSION_RE.test(text)) return null;
  return semver.parse(text.replace(/^(\d+\.\d+)(?=$|[-+])/, '$1.0'));
}

export type Distance = 'major' | 'minor' | 'patch' | 'same' | 'behind';

/** How far `newest` is ahead of `recorded`: a new major, a new minor, only a patch or prerelease, or none. */
export function distance(recorded: SemVer, newest: SemVer): Distance {
  const c = semver.compare(newest, recorded);
  if (c === 0) return 'same';
  if (c < 0) return 'behind';
  if (newest.major !== recorded.major) return 'major';
  if (newest.minor !== recorded.minor) return 'minor';
  return 'patch';
}

/** The newest of a list of releases, preferring releases over prereleases (a prerelease only when all are). */
export function newestOf<T extends {version: string}>(list: readonly T[]): T | undefined {
  const parsed = list.flatMap((r) => {
    const v = parseVersion(r.version);
    return v ? [{r, v}] : [];
  });
  const pool = parsed.some((p) => !p.v.prerelease.length) ? parsed.filter((p) => !p.v.prerelease.length) : parsed;
  pool.sort((a, b) => semver.rcompare(a.v, b.v));
  return pool[0]?.r;
}
