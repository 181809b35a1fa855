/**
 * The source ledger: every page's `verified:` record (src/data/verified.ts) against the newest versions of its
 * upstreams (src/data/upstreams.ts): a newer major or minor release (npm, GitHub releases), a patch release
 * whose notes are flagged ("must upgrade", "required"…, scripts/sources/notes.ts), or new commits on the
 * tracked paths (GitHub branches). Seen from the other side, the records say which pages depend on each
 * upstream (dependents), so every upstream that moved past what its pages recorded is listed with the releases
 * in between, their headlines and flags, and the pages to re-verify (upstreamMoves). Used by
 * `npm run check:sources` (scripts/check-sources.ts) and by the weekly upstream watch's issue
 * (scripts/sources/watch-issue.ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'yaml';
import {upstreamById, type Upstream} from '../../src/data/upstreams';
import {
  readVerified,
  releaseTagUrl,
  releaseUrl,
  type RecordProblem,
  type VerifiedRecord,
} from '../../src/data/verified';
import semver from 'semver';
import {flagLabel, type ReleaseFlag} from './notes';
import type {NpmLatest} from './npm';
import type {ReleaseEntry, Snapshot, SnapshotEntry} from './snapshot';
import {distance, newestOf, parseVersion} from './versions';

export interface PageRecord {
  /** Path from the repository root, e.g. docs/network/mainnet.md. */
  file: string;
  record: VerifiedRecord | null;
  /** Problems of a record that is there but malformed (unknown id, bad value…). */
  problems: RecordProblem[];
}

/** Every .md and .mdx file under `dir`, sorted. */
export function docFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, {withFileTypes: true})) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * A page's record, read with YAML's core schema (a date stays as written, so 2026-02-30 is caught), or null
 * when the page has none.
 */
export function readPageRecord(file: string, root: string, today?: string): PageRecord {
  const rel = path.relative(root, file);
  const text = readFileSync(file, 'utf8');
  const fm = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!fm || !/^verified\s*:/m.test(fm[1]!)) return {file: rel, record: null, problems: []};
  const doc = parseDocument(fm[1]!, {schema: 'core'});
  if (doc.errors.length)
    return {
      file: rel,
      record: null,
      problems: [{key: 'front matter', message: doc.errors[0]!.message.split('\n')[0]!}],
    };
  const data = doc.toJS({maxAliasCount: 0}) as Record<string, unknown> | null;
  const {record, problems} = readVerified(data?.verified, today ? {today} : {});
  return {file: rel, record, problems};
}

/** One upstream of one page that moved since the page was verified, or could not be compared. */
export type Finding =
  | {
      kind: 'release';
      id: string;
      name: string;
      recorded: string;
      newest: string;
      /** A patch is listed only when a release since the recorded one is flagged. */
      change: 'major' | 'minor' | 'patch';
      /** YYYY-MM-DD of the newest release, when known. */
      date?: string;
      /** The newest release's page (release notes). */
      url: string;
      /** The flags of the releases since the recorded one (must-upgrade, required, breaking…), when any. */
      flags?: ReleaseFlag[];
    }
  | {
      kind: 'commits';
      id: string;
      name: string;
      recorded: string;
      /** New commits on the tracked paths; `atLeast` when the snapshot's list ends before the recorded commit. */
      count: number;
      atLeast: boolean;
      date: string;
      /** GitHub's compare view from the recorded commit to the newest. */
      url: string;
      /** Set when the recorded commit is not in the list: commits dated after the page's date were counted. */
      since?: string;
    };

/** An upstream that could not be compared (not read yet, registry unreachable): reported, never a failure. */
export interface Unknown {
  id: string;
  reason: string;
}

/** Where each upstream stands for one page, for the age report: '2 minor', 'current', '3 commits', '?'. */
export type Standing = Record<string, string>;

export interface PageResult {
  file: string;
  date: string;
  findings: Finding[];
  unknown: Unknown[];
  standing: Standing;
}

export interface Newest {
  snapshot: Snapshot;
  /** npm packages' latest, read live; an Error where the registry failed (the snapshot's entry is used then). */
  npm: Map<string, NpmLatest | Error>;
}

/** A release as the watch prints it: the snapshot's entry, its flags (with `major` worked out) and its page. */
export interface ReleaseNote {
  version: string;
  tag?: string;
  date?: string;
  name?: string;
  headline?: string;
  flags: ReleaseFlag[];
  url: string;
}

/** Where an upstream's release notes are: its own releases, or those of an npm package's repository. */
function notesSource(upstream: Upstream): {repo: string; tagPrefix: string} | undefined {
  const {source} = upstream;
  if (source.kind === 'github-release') return source;
  return source.kind === 'npm' ? source.releaseNotes : undefined;
}

/**
 * The releases after `from` up to `to` (newest first), prereleases left out unless `to` is one: from the
 * snapshot's list, with `to` added when the list does not have it (npm's latest, read live, can be newer than
 * the last refresh). A release that starts a new major version (above `from`'s) gets the flag `major`.
 */
export function releasesBetween(
  upstream: Upstream,
  entry: SnapshotEntry | undefined,
  from: string,
  to: {version: string; date?: string},
): ReleaseNote[] {
  const low = parseVersion(from);
  const high = parseVersion(to.version);
  if (!low || !high) return [];
  const notes = notesSource(upstream);
  const url = (r: {version: string; tag?: string}) =>
    notes ? releaseTagUrl(notes.repo, r.tag || notes.tagPrefix + r.version) : releaseUrl(upstream, r.version);
  const listed = (entry?.releases ?? []).flatMap((r: ReleaseEntry) => {
    const v = parseVersion(r.version);
    const keep = v && semver.gt(v, low) && semver.lte(v, high) && (!v.prerelease.length || semver.eq(v, high));
    return keep ? [{r, v}] : [];
  });
  if (!listed.some((l) => semver.eq(l.v, high)))
    listed.push({r: {version: to.version, tag: '', ...(to.date ? {date: to.date} : {})}, v: high});
  listed.sort((a, b) => semver.compare(a.v, b.v));
  let previousMajor = low.major;
  const out = listed.map(({r, v}): ReleaseNote => {
    const flags: ReleaseFlag[] = [...(r.flags ?? [])];
    if (v.major > previousMajor) flags.push('major');
    previousMajor = Math.max(previousMajor, v.major);
    return {
      version: r.version,
      ...(r.tag ? {tag: r.tag} : {}),
      ...(r.date ? {date: r.date} : {}),
      ...(r.name ? {name: r.name} : {}),
      ...(r.headline ? {headline: r.headline} : {}),
      flags,
      url: url(r),
    };
  });
  return out.reverse();
}

/** An npm package's newest version when the registry cannot be read: the snapshot's latest, or its newest release. */
const npmFallback = (entry: SnapshotEntry | undefined) => entry?.latest ?? newestOf(entry?.releases ?? []);

function compareRelease(
  upstream: Upstream,
  entry: SnapshotEntry | undefined,
  recorded: string,
  newest: {version: string; date?: string} | undefined,
  source: string,
): {finding?: Finding; unknown?: Unknown; standing: string} {
  if (!newest) return {unknown: {id: upstream.id, reason: source}, standing: '?'};
  const r = parseVersion(recorded);
  const n = parseVersion(newest.version);
  if (!r || !n)
    return {unknown: {id: upstream.id, reason: `cannot compare ${recorded} with ${newest.version}`}, standing: '?'};
  const d = distance(r, n);
  const flags =
    d === 'same' || d === 'behind'
      ? []
      : [...new Set(releasesBetween(upstream, entry, recorded, newest).flatMap((rel) => rel.flags))];
  const flagged = flags.length ? `, ${flags.map(flagLabel).join(', ')}` : '';
  const standing =
    d === 'same' || d === 'behind'
      ? 'current'
      : d === 'patch'
        ? `patch (${newest.version}${flagged})`
        : `${d} (${newest.version}${flagged})`;
  if (d === 'same' || d === 'behind' || (d === 'patch' && !flags.length)) return {standing};
  return {
    standing,
    finding: {
      kind: 'release',
      id: upstream.id,
      name: upstream.name,
      recorded,
      newest: newest.version,
      change: d,
      ...(newest.date ? {date: newest.date} : {}),
      url: releaseUrl(upstream, newest.version),
      ...(flags.length ? {flags} : {}),
    },
  };
}

/**
 * The commits of a branch newer than the recorded one (newest first). When the recorded commit is not among
 * those read, the commits dated after the page's record are counted, `atLeast` when the list may be cut short.
 */
function newerCommits(
  commits: readonly {sha: string; date: string}[],
  value: string,
  recordDate: string,
): {newer: {sha: string; date: string}[]; atLeast: boolean; found: boolean} {
  const at = commits.findIndex((c) => c.sha.startsWith(value));
  if (at >= 0) return {newer: commits.slice(0, at), atLeast: false, found: true};
  return {
    newer: commits.filter((c) => c.date > recordDate),
    atLeast: commits.length > 0 && commits[commits.length - 1]!.date > recordDate,
    found: false,
  };
}

/** The findings for one record. */
export function evaluate(record: VerifiedRecord, file: string, newest: Newest): PageResult {
  const result: PageResult = {file, date: record.date, findings: [], unknown: [], standing: {}};
  for (const {upstream, value} of record.against) {
    const entry = newest.snapshot.upstreams[upstream.id];
    const {source} = upstream;
    let outcome: {finding?: Finding; unknown?: Unknown; standing: string};
    if (source.kind === 'npm') {
      const live = newest.npm.get(source.package);
      const fallback = npmFallback(entry);
      outcome =
        live && !(live instanceof Error)
          ? compareRelease(upstream, entry, value, live, '')
          : compareRelease(
              upstream,
              entry,
              value,
              fallback,
              `npm registry: ${live instanceof Error ? live.message : 'not read'}, and no version of it in the snapshot`,
            );
    } else if (source.kind === 'github-release') {
      const latest = newestOf(entry?.releases ?? []);
      outcome = compareRelease(
        upstream,
        entry,
        value,
        latest,
        entry
          ? `no release tagged ${source.tagPrefix}<version> in the snapshot`
          : 'not in src/data/upstream-versions.json yet',
      );
    } else {
      const commits = entry?.commits ?? [];
      if (!commits.length) {
        outcome = {
          unknown: {
            id: upstream.id,
            reason: entry
              ? `no commits of ${source.branch} in the snapshot`
              : 'not in src/data/upstream-versions.json yet',
          },
          standing: '?',
        };
      } else {
        const {newer, atLeast, found} = newerCommits(commits, value, record.date);
        const standing = newer.length
          ? `${atLeast ? '≥' : ''}${newer.length} commit${newer.length === 1 ? '' : 's'}`
          : 'current';
        outcome = newer.length
          ? {
              standing,
              finding: {
                kind: 'commits',
                id: upstream.id,
                name: upstream.name,
                recorded: value,
                count: newer.length,
                atLeast,
                date: newer[0]!.date,
                url: `https://github.com/${source.repo}/compare/${value}...${newer[0]!.sha.slice(0, 12)}`,
                ...(found ? {} : {since: record.date}),
              },
            }
          : {standing};
      }
    }
    result.standing[upstream.id] = outcome.standing;
    if (outcome.finding) result.findings.push(outcome.finding);
    if (outcome.unknown) result.unknown.push(outcome.unknown);
  }
  // Newest change first; a release without a date after those with one.
  result.findings.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return result;
}

const newestDate = (r: PageResult) => r.findings[0]?.date ?? '';

/** Pages to re-check, newest change first. */
export function toRecheck(results: readonly PageResult[]): PageResult[] {
  return results
    .filter((r) => r.findings.length)
    .sort((a, b) => newestDate(b).localeCompare(newestDate(a)) || a.file.localeCompare(b.file));
}

export function describeFinding(f: Finding): string {
  if (f.kind === 'release') {
    const flags = f.flags?.length ? `; flagged: ${f.flags.map(flagLabel).join(', ')}` : '';
    return `${f.id}: ${f.recorded} → ${f.newest} (new ${f.change}${f.date ? `, ${f.date}` : ''}${flags}) ${f.url}`;
  }
  const count = `${f.atLeast ? 'at least ' : ''}${f.count} new commit${f.count === 1 ? '' : 's'}`;
  const since = f.since ? ` (${f.recorded} is not among the commits read; counted from ${f.since})` : '';
  return `${f.id}: ${f.recorded} → ${count} on the tracked paths, newest ${f.date}${since} ${f.url}`;
}

/** One page's record of one upstream. */
export interface Dependent {
  /** Path from the repository root. */
  file: string;
  /** The version or commit the page recorded. */
  value: string;
  /** The record's date. */
  date: string;
}

/**
 * Which pages depend on each upstream, read from the pages' records (the only list of them): upstream id →
 * the pages that record it, by file. An upstream no page records is absent.
 */
export function dependents(records: readonly {file: string; record: VerifiedRecord}[]): Map<string, Dependent[]> {
  const out = new Map<string, Dependent[]>();
  for (const {file, record} of [...records].sort((a, b) => a.file.localeCompare(b.file))) {
    for (const {upstream, value} of record.against) {
      const list = out.get(upstream.id) ?? [];
      list.push({file, value, date: record.date});
      out.set(upstream.id, list);
    }
  }
  return out;
}

/** An upstream that moved past what some of its pages recorded, with what changed and the pages to re-verify. */
export type UpstreamMove =
  | {
      kind: 'release';
      id: string;
      name: string;
      newest: string;
      date?: string;
      url: string;
      /** The values the pages behind recorded, oldest first. */
      recorded: string[];
      /** Every release after the oldest recorded value up to the newest, newest first. */
      releases: ReleaseNote[];
      /** Whether release notes were read (GitHub releases; an npm package without `releaseNotes` has none). */
      notesRead: boolean;
      /** The pages behind the newest release, by file. */
      pages: Dependent[];
    }
  | {
      kind: 'commits';
      id: string;
      name: string;
      branch: string;
      /** The newest commit (12 digits). */
      newest: string;
      date: string;
      /** GitHub's compare view from the oldest recorded commit to the newest. */
      url: string;
      recorded: string[];
      /** New commits on the tracked paths since the page furthest behind. */
      count: number;
      atLeast: boolean;
      pages: Dependent[];
    };

/**
 * Every upstream whose newest release (any step, a patch included) or commit is past what at least one of its
 * pages recorded: newest change first, then by id. Upstreams whose newest version is not known are left out
 * (check:sources lists them under "Not compared").
 */
export function upstreamMoves(byUpstream: ReadonlyMap<string, Dependent[]>, newest: Newest): UpstreamMove[] {
  const moves: UpstreamMove[] = [];
  for (const [id, deps] of byUpstream) {
    const upstream = upstreamById.get(id);
    if (!upstream) continue;
    const entry = newest.snapshot.upstreams[id];
    const {source} = upstream;
    if (source.kind === 'github-branch') {
      const commits = entry?.commits ?? [];
      if (!commits.length) continue;
      const behind = deps
        .map((d) => ({d, ...newerCommits(commits, d.value, d.date)}))
        .filter((b) => b.newer.length > 0);
      if (!behind.length) continue;
      const furthest = behind.reduce((a, b) => (b.newer.length > a.newer.length ? b : a));
      const top = commits[0]!;
      moves.push({
        kind: 'commits',
        id,
        name: upstream.name,
        branch: source.branch,
        newest: top.sha.slice(0, 12),
        date: top.date,
        url: `https://github.com/${source.repo}/compare/${furthest.d.value}...${top.sha.slice(0, 12)}`,
        recorded: [...new Set(behind.map((b) => b.d.value))],
        count: furthest.newer.length,
        atLeast: behind.some((b) => b.atLeast),
        pages: behind.map((b) => b.d),
      });
      continue;
    }
    const live = source.kind === 'npm' ? newest.npm.get(source.package) : undefined;
    const top =
      source.kind === 'npm'
        ? live && !(live instanceof Error)
          ? live
          : npmFallback(entry)
        : newestOf(entry?.releases ?? []);
    const high = top && parseVersion(top.version);
    if (!top || !high) continue;
    const behind = deps.filter((d) => {
      const v = parseVersion(d.value);
      return v !== null && semver.lt(v, high);
    });
    if (!behind.length) continue;
    const recorded = [...new Set(behind.map((d) => d.value))].sort((a, b) =>
      semver.compare(parseVersion(a)!, parseVersion(b)!),
    );
    moves.push({
      kind: 'release',
      id,
      name: upstream.name,
      newest: top.version,
      ...(top.date ? {date: top.date} : {}),
      url: releaseUrl(upstream, top.version),
      recorded,
      releases: releasesBetween(upstream, entry, recorded[0]!, top),
      notesRead: notesSource(upstream) !== undefined && (entry?.releases?.length ?? 0) > 0,
      pages: behind,
    });
  }
  return moves.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The moves as plain text, for the terminal: one block per upstream. */
export function movesText(moves: readonly UpstreamMove[]): string[] {
  const out: string[] = [];
  for (const m of moves) {
    out.push('');
    if (m.kind === 'commits') {
      out.push(
        `${m.id} (${m.name}): ${m.recorded.join(', ')} → ${m.atLeast ? 'at least ' : ''}${plural(m.count, 'new commit')} on ${m.branch}, newest ${m.newest} (${m.date}) ${m.url}`,
      );
    } else {
      out.push(`${m.id} (${m.name}): ${m.recorded.join(', ')} → ${m.newest}${m.date ? ` (${m.date})` : ''} ${m.url}`);
      out.push(`  releases since ${m.recorded[0]}${m.notesRead ? '' : ' (no release notes read)'}:`);
      for (const r of m.releases) {
        out.push(`    ${r.version}${r.date ? ` (${r.date})` : ''}${r.name ? ` "${r.name}"` : ''} ${r.url}`);
        if (r.flags.length) out.push(`      flagged: ${r.flags.map(flagLabel).join(', ')}`);
        if (r.headline) out.push(`      ${r.headline}`);
      }
    }
    out.push(`  pages to re-verify (${m.pages.length}):`);
    for (const p of m.pages) out.push(`    ${p.file} (${p.value}, verified ${p.date})`);
  }
  return out;
}

const mdCell = (t: string) => t.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The moves as Markdown (the weekly issue and the age report): a section per upstream, at `level`. */
export function movesMarkdown(moves: readonly UpstreamMove[], level = 3): string[] {
  const h = '#'.repeat(level);
  const out: string[] = [];
  for (const m of moves) {
    if (m.kind === 'commits') {
      out.push(
        `${h} ${m.name} (\`${m.id}\`): ${m.recorded.map((r) => r.slice(0, 7)).join(', ')} → [${m.atLeast ? 'at least ' : ''}${plural(m.count, 'new commit')}](${m.url}) on ${m.branch}, newest ${m.date}`,
        '',
      );
    } else {
      out.push(
        `${h} ${m.name} (\`${m.id}\`): ${m.recorded.join(', ')} → [${m.newest}](${m.url})${m.date ? ` (${m.date})` : ''}`,
        '',
      );
      out.push('| Release | Date | Flags | Headline |', '| --- | --- | --- | --- |');
      for (const r of m.releases)
        out.push(
          `| [${r.version}](${r.url}) | ${r.date ?? ''} | ${r.flags.map((f) => `**${flagLabel(f)}**`).join(', ')} | ${mdCell(r.headline ?? (m.notesRead ? '' : 'no release notes read'))} |`,
        );
      out.push('');
    }
    out.push(
      `Pages to re-verify (${m.pages.length}): ${m.pages.map((p) => `${p.file} (${m.kind === 'commits' ? p.value.slice(0, 7) : p.value})`).join(', ')}`,
      '',
    );
  }
  return out;
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The age report: every page by the age of its record (oldest first), with where each upstream it records
 * stands, then the pages with no record. Markdown, so it reads in a terminal, an editor and on GitHub.
 */
export function ageReport(
  results: readonly PageResult[],
  unrecorded: readonly string[],
  today: string,
  moves: readonly UpstreamMove[] = [],
): string {
  const rows = [...results].sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file));
  const out = [
    `# Verified records by age (${today})`,
    '',
    `${results.length} pages with a record, ${unrecorded.length} without. "Behind" per upstream: a newer major or minor release, only a patch, new commits on the tracked paths, current, or ? (not known yet). Made by \`npm run check:sources -- --report\`.`,
    '',
    '| Page | Verified | Age (days) | To re-check | Behind |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => {
      const behind = Object.entries(r.standing)
        .map(([id, s]) => `${id}: ${s}`)
        .join('; ');
      return `| ${mdCell(r.file)} | ${r.date} | ${daysBetween(r.date, today)} | ${r.findings.length ? 'yes' : 'no'} | ${mdCell(behind)} |`;
    }),
  ];
  if (moves.length)
    out.push(
      '',
      `## Upstreams that moved (${moves.length})`,
      '',
      'Each upstream whose newest release or commit is past what some of its pages recorded: the releases in between with their flags and headlines, and the pages to re-verify.',
      '',
      ...movesMarkdown(moves).slice(0, -1),
    );
  if (unrecorded.length) out.push('', `## No record (${unrecorded.length})`, '', ...unrecorded.map((f) => `- ${f}`));
  return `${out.join('\n')}\n`;
}
