/**
 * `npm run sources:refresh`: reads the newest versions of every upstream (src/data/upstreams.ts) and writes
 * src/data/upstream-versions.json, which `npm run check:sources` reads for GitHub. Run by the weekly upstream
 * watch (.github/workflows/upstream-watch.yml), where GitHub is reachable; GITHUB_TOKEN raises the API's rate
 * limit (60 requests an hour without it).
 *
 * - github-release: the repository's tags that start with the prefix and end in a version (git matching-refs),
 *   dated by their GitHub release where there is one, else by the tagged commit (the newest few); a release
 *   keeps its name, the headline of its notes and the flags they raise (scripts/sources/notes.ts);
 * - github-branch: the newest 100 commits of the branch touching the tracked paths; a branch that is no longer
 *   the repository's default is noted (celo-org/optimism moves to a new celo-rebase-N branch on each rebase);
 * - npm: the `latest` dist-tag (check:sources reads npm live; this is its fallback), and for a package with
 *   `releaseNotes` the GitHub releases of its repository, as for github-release.
 * An upstream that cannot be read keeps its previous entry, and the failure is noted. Notes go to stdout and,
 * with --notes <file>, to a Markdown file the watch's issue includes.
 *
 *   npm run sources:refresh [-- --only id,id] [-- --out file] [-- --notes file]
 * GITHUB_API_URL (set by GitHub Actions) points the script at another API host; the tests use a local stub.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {upstreams, type Upstream} from '../../src/data/upstreams';
import {npmLatest, npmRegistry} from './npm';
import {
  loadSnapshot,
  SNAPSHOT_FILE,
  type CommitEntry,
  type ReleaseEntry,
  type Snapshot,
  type SnapshotEntry,
} from './snapshot';
import {headlineOf, textFlags} from './notes';
import {newestOf, parseVersion} from './versions';
import semver from 'semver';

const KEEP_COMMITS = 100;
const KEEP_RELEASES = 15;
/** Tags without a GitHub release whose commit date is looked up (one request each). */
const DATE_LOOKUPS = 3;

export class GitHub {
  requests = 0;
  constructor(
    private readonly api = (process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    private readonly token = process.env.GITHUB_TOKEN,
  ) {}

  /** GET a path of the API as JSON; `pages` > 1 follows the Link header's next page. */
  async get<T>(pathAndQuery: string, pages = 1): Promise<T> {
    let url: string | null = `${this.api}${pathAndQuery}`;
    const out: unknown[] = [];
    let single: unknown;
    for (let page = 0; url && page < pages; page++) {
      this.requests++;
      const res: Response = await fetch(url, {
        headers: {
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          ...(this.token ? {authorization: `Bearer ${this.token}`} : {}),
        },
        signal: AbortSignal.timeout(30_000),
      });
      if (res.status === 404 && pathAndQuery.includes('/git/matching-refs/')) return [] as T;
      if (!res.ok) throw new Error(`GET ${pathAndQuery}: ${res.status} ${res.statusText}`.trim());
      const body: unknown = await res.json();
      if (!Array.isArray(body)) {
        single = body;
        break;
      }
      out.push(...(body as unknown[]));
      url = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
    }
    return (single ?? out) as T;
  }
}

const day = (iso: string | undefined | null) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : undefined);
const enc = (repo: string) => repo.split('/').map(encodeURIComponent).join('/');

async function readReleases(gh: GitHub, repo: string, prefix: string): Promise<ReleaseEntry[]> {
  const refs = await gh.get<{ref: string; object: {sha: string; type: string}}[]>(
    `/repos/${enc(repo)}/git/matching-refs/tags/${prefix.split('/').map(encodeURIComponent).join('/')}?per_page=100`,
    20,
  );
  const releases = await gh.get<
    {tag_name: string; published_at: string | null; draft: boolean; name?: string | null; body?: string | null}[]
  >(`/repos/${enc(repo)}/releases?per_page=100`);
  const byTag = new Map(releases.filter((r) => !r.draft).map((r) => [r.tag_name, r]));
  const tags = refs.flatMap((r) => {
    const tag = r.ref.replace(/^refs\/tags\//, '');
    const version = tag.slice(prefix.length);
    return tag.startsWith(prefix) && parseVersion(version) ? [{tag, version, object: r.object}] : [];
  });
  tags.sort((a, b) => semver.rcompare(parseVersion(a.version)!, parseVersion(b.version)!));
  const kept = tags.slice(0, KEEP_RELEASES);
  let lookups = 0;
  const out: ReleaseEntry[] = [];
  for (const t of kept) {
    const release = byTag.get(t.tag);
    let date = day(release?.published_at);
    if (!date && lookups < DATE_LOOKUPS) {
      lookups++;
      date =
        t.object.type === 'tag'
          ? day((await gh.get<{tagger?: {date?: string}}>(`/repos/${enc(repo)}/git/tags/${t.object.sha}`)).tagger?.date)
          : day(
              (await gh.get<{commit?: {committer?: {date?: string}}}>(`/repos/${enc(repo)}/commits/${t.object.sha}`))
                .commit?.committer?.date,
            );
    }
    out.push({version: t.version, tag: t.tag, ...(date ? {date} : {}), ...notesOf(release)});
  }
  return out;
}

/** What a GitHub release says: its name (when it is more than the tag), headline and flags. */
function notesOf(release: {tag_name: string; name?: string | null; body?: string | null} | undefined) {
  if (!release) return {};
  const name = release.name?.trim();
  const headline = headlineOf(release.body);
  const flags = textFlags(`${name ?? ''}\n${release.body ?? ''}`);
  return {
    ...(name && name !== release.tag_name ? {name} : {}),
    ...(headline ? {headline} : {}),
    ...(flags.length ? {flags} : {}),
  };
}

async function readCommits(
  gh: GitHub,
  repo: string,
  branch: string,
  paths: readonly string[] | undefined,
): Promise<CommitEntry[]> {
  const bySha = new Map<string, CommitEntry>();
  for (const p of paths ?? [undefined]) {
    const query = `sha=${encodeURIComponent(branch)}&per_page=${KEEP_COMMITS}${p ? `&path=${encodeURIComponent(p)}` : ''}`;
    const list = await gh.get<{sha: string; commit: {committer?: {date?: string}}}[]>(
      `/repos/${enc(repo)}/commits?${query}`,
    );
    for (const c of list) {
      const date = day(c.commit.committer?.date);
      if (date) bySha.set(c.sha, {sha: c.sha, date});
    }
  }
  return [...bySha.values()].sort((a, b) => b.date.localeCompare(a.date)).slice(0, KEEP_COMMITS);
}

export interface RefreshResult {
  snapshot: Snapshot;
  notes: string[];
}

export async function refresh(opts: {
  previous: Snapshot;
  only?: Set<string>;
  today: string;
  gh?: GitHub;
  registry?: string;
}): Promise<RefreshResult> {
  const gh = opts.gh ?? new GitHub();
  const registry = opts.registry ?? npmRegistry();
  const notes: string[] = [];
  const next: Record<string, SnapshotEntry> = {};
  const selected = upstreams.filter((u) => !opts.only || opts.only.has(u.id));
  for (const u of upstreams) {
    const previous = opts.previous.upstreams[u.id];
    if (!selected.includes(u)) {
      if (previous) next[u.id] = previous;
      continue;
    }
    try {
      next[u.id] = await readUpstream(u, gh, registry, opts.today, notes);
    } catch (err) {
      notes.push(
        `${u.id}: could not be read (${(err as Error).message}); kept the entry of ${previous?.read.at ?? 'no earlier read'}`,
      );
      if (previous) next[u.id] = previous;
    }
  }
  return {snapshot: {about: opts.previous.about, upstreams: next}, notes};
}

async function readUpstream(
  u: Upstream,
  gh: GitHub,
  registry: string,
  today: string,
  remarks: string[],
): Promise<SnapshotEntry> {
  const {source} = u;
  switch (source.kind) {
    case 'npm': {
      const latest = await npmLatest(registry, source.package);
      const releaseNotes = source.releaseNotes;
      if (!releaseNotes)
        return {read: {at: today, how: `npm registry ${registry}: dist-tags.latest of ${source.package}`}, latest};
      const releases = await readReleases(gh, releaseNotes.repo, releaseNotes.tagPrefix);
      if (!releases.length)
        remarks.push(
          `${u.id}: no tag ${releaseNotes.tagPrefix}<version> in ${releaseNotes.repo}; check releaseNotes in src/data/upstreams.ts`,
        );
      return {
        read: {
          at: today,
          how: `npm registry ${registry}: dist-tags.latest of ${source.package}; GitHub API: releases ${releaseNotes.tagPrefix}<version> of ${releaseNotes.repo}`,
        },
        latest,
        releases,
      };
    }
    case 'github-release': {
      const releases = await readReleases(gh, source.repo, source.tagPrefix);
      if (!releases.length)
        remarks.push(`${u.id}: no tag ${source.tagPrefix}<version> in ${source.repo}; check the registry's tag prefix`);
      const newest = newestOf(releases);
      return {
        read: {
          at: today,
          how: `GitHub API: tags ${source.tagPrefix}<version> of ${source.repo} (git matching-refs), dated by their releases or commits${newest ? `; newest ${newest.version}` : ''}`,
        },
        releases,
      };
    }
    case 'github-branch': {
      const repo = await gh.get<{default_branch?: string; archived?: boolean}>(`/repos/${enc(source.repo)}`);
      if (repo.default_branch && repo.default_branch !== source.branch)
        remarks.push(
          `${u.id}: ${source.repo}'s default branch is now ${repo.default_branch}, not ${source.branch}; if Celo ships from it, change the branch in src/data/upstreams.ts`,
        );
      if (repo.archived) remarks.push(`${u.id}: ${source.repo} is archived`);
      const commits = await readCommits(gh, source.repo, source.branch, source.paths);
      const where = source.paths ? ` touching ${source.paths.join(', ')}` : '';
      return {
        read: {at: today, how: `GitHub API: the newest ${KEEP_COMMITS} commits of ${source.branch}${where}`},
        branch: source.branch,
        commits,
      };
    }
  }
}

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {
      only: {type: 'string'},
      out: {type: 'string', default: SNAPSHOT_FILE},
      notes: {type: 'string'},
      today: {type: 'string'},
    },
  });
  const today = values.today ?? new Date().toISOString().slice(0, 10);
  const previous = loadSnapshot(path.resolve(values.out));
  const only = values.only ? new Set(values.only.split(',').map((s) => s.trim())) : undefined;
  const gh = new GitHub();
  const {snapshot, notes} = await refresh({previous, only, today, gh});
  writeFileSync(path.resolve(values.out), `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(
    `sources:refresh: ${Object.keys(snapshot.upstreams).length} upstreams written to ${path.relative(process.cwd(), path.resolve(values.out))} (${gh.requests} GitHub requests).`,
  );
  for (const n of notes) console.log(`note: ${n}`);
  if (values.notes) writeFileSync(path.resolve(values.notes), notes.map((n) => `- ${n}\n`).join(''));
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (err: Error) => {
      console.error(`sources:refresh: ${err.message}`);
      process.exit(1);
    },
  );
}
