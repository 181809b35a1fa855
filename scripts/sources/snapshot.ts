/**
 * src/data/upstream-versions.json: the newest versions of the upstreams (src/data/upstreams.ts) as last read,
 * for `npm run check:sources`. GitHub is unreachable from many machines (this project's included), so its
 * releases and commits are read weekly by .github/workflows/upstream-watch.yml (scripts/sources/refresh.ts)
 * and committed here; npm is read live, and its entries here are the fallback when the registry cannot be
 * reached. Every entry says when and how it was read.
 *
 * A release keeps what the watch prints about it: its tag and date, the release's name, a headline (the first
 * meaningful line of its notes, scripts/sources/notes.ts) and the flags its notes raise ("must upgrade",
 * "required", "breaking"…). npm upstreams whose repository publishes GitHub releases (`releaseNotes` in
 * src/data/upstreams.ts) keep them too.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {upstreamById} from '../../src/data/upstreams';
import {RELEASE_FLAGS, type ReleaseFlag} from './notes';

export const SNAPSHOT_FILE = path.join(__dirname, '../../src/data/upstream-versions.json');

export interface ReadNote {
  /** YYYY-MM-DD */
  at: string;
  /** Where the data came from ("GitHub API: releases and tags matching celo/reth-v", a snapshot's git tags…). */
  how: string;
}

export interface ReleaseEntry {
  version: string;
  tag: string;
  /** YYYY-MM-DD of the release or of the tagged commit, when known. */
  date?: string;
  /** The GitHub release's title, when it has one. */
  name?: string;
  /** The first meaningful line of the release notes (an "Important" paragraph, the first change). */
  headline?: string;
  /** What the notes say a reader must act on (scripts/sources/notes.ts); absent or empty: nothing. */
  flags?: ReleaseFlag[];
}

export interface CommitEntry {
  /** Full 40-digit sha. */
  sha: string;
  /** YYYY-MM-DD (committer date). */
  date: string;
}

export interface SnapshotEntry {
  read: ReadNote;
  /** github-release (and npm with releaseNotes): the tags matching the prefix whose rest is a version, newest first. */
  releases?: ReleaseEntry[];
  /** github-branch: the branch read (it can differ from the registry's, which the watch reports). */
  branch?: string;
  /** github-branch: the newest commits touching the tracked paths, newest first. */
  commits?: CommitEntry[];
  /** npm: the `latest` dist-tag when last read. */
  latest?: {version: string; date?: string};
}

export interface Snapshot {
  about: string;
  upstreams: Record<string, SnapshotEntry>;
}

/** The snapshot, checked: every key a registered upstream, every list in the shape check:sources reads. */
export function loadSnapshot(file = SNAPSHOT_FILE): Snapshot {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read ${file}: ${(err as Error).message}`);
  }
  const problems = snapshotProblems(data);
  if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return data as Snapshot;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Flags a release may carry in the snapshot (`major` is worked out from the versions, never stored). */
const FLAGS = new Set<string>(RELEASE_FLAGS.filter((f) => f !== 'major'));

export function snapshotProblems(data: unknown): string[] {
  const problems: string[] = [];
  const obj = data as Partial<Snapshot> | null;
  if (!obj || typeof obj !== 'object' || typeof obj.upstreams !== 'object' || obj.upstreams === null)
    return ['has no "upstreams" object'];
  for (const [id, entry] of Object.entries(obj.upstreams)) {
    const where = `upstreams["${id}"]`;
    const upstream = upstreamById.get(id);
    if (!upstream) {
      problems.push(`${where}: not an upstream of src/data/upstreams.ts`);
      continue;
    }
    if (!entry?.read || !DATE.test(entry.read.at ?? '') || !entry.read.how)
      problems.push(`${where}: needs read.at (YYYY-MM-DD) and read.how`);
    const kind = upstream.source.kind;
    if (kind === 'github-release' && !Array.isArray(entry.releases)) problems.push(`${where}: needs releases[]`);
    if (kind === 'github-branch' && !Array.isArray(entry.commits)) problems.push(`${where}: needs commits[]`);
    for (const c of entry.commits ?? [])
      if (!/^[0-9a-f]{40}$/.test(c.sha) || !DATE.test(c.date))
        problems.push(`${where}: bad commit ${JSON.stringify(c)}`);
    for (const r of entry.releases ?? []) {
      if (typeof r.version !== 'string' || typeof r.tag !== 'string' || (r.date !== undefined && !DATE.test(r.date)))
        problems.push(`${where}: bad release ${JSON.stringify(r)}`);
      for (const key of ['name', 'headline'] as const)
        if (r[key] !== undefined && (typeof r[key] !== 'string' || !r[key].trim()))
          problems.push(`${where}: release ${r.tag}: ${key} must be text`);
      const unknown = (r.flags ?? []).filter((f) => !FLAGS.has(f));
      if (r.flags !== undefined && !Array.isArray(r.flags))
        problems.push(`${where}: release ${r.tag}: flags must be a list`);
      else if (unknown.length)
        problems.push(
          `${where}: release ${r.tag}: unknown flag ${unknown.join(', ')} (known: ${[...FLAGS].join(', ')})`,
        );
    }
  }
  return problems;
}
