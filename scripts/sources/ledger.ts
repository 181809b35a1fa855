/**
 * The source ledger: every page's `verified:` record (src/data/verified.ts) against the newest versions of its
 * upstreams (src/data/upstreams.ts): a newer major or minor release (npm, GitHub releases), or new commits on
 * the tracked paths (GitHub branches). Used by `npm run check:sources` (scripts/check-sources.ts) and by the
 * weekly upstream watch's issue (scripts/sources/watch-issue.ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'yaml';
import type {Upstream} from '../../src/data/upstreams';
import {readVerified, releaseUrl, type RecordProblem, type VerifiedRecord} from '../../src/data/verified';
import type {NpmLatest} from './npm';
import type {Snapshot} from './snapshot';
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
      change: 'major' | 'minor';
      /** YYYY-MM-DD of the newest release, when known. */
      date?: string;
      /** The newest release's page (release notes). */
      url: string;
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

function compareRelease(
  upstream: Upstream,
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
  const standing =
    d === 'same' || d === 'behind'
      ? 'current'
      : d === 'patch'
        ? `patch (${newest.version})`
        : `${d} (${newest.version})`;
  if (d !== 'major' && d !== 'minor') return {standing};
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
    },
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
      const fallback = entry?.latest;
      outcome =
        live && !(live instanceof Error)
          ? compareRelease(upstream, value, live, '')
          : compareRelease(
              upstream,
              value,
              fallback,
              `npm registry: ${live instanceof Error ? live.message : 'not read'}, and no snapshot entry`,
            );
    } else if (source.kind === 'github-release') {
      const latest = newestOf(entry?.releases ?? []);
      outcome = compareRelease(
        upstream,
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
        const at = commits.findIndex((c) => c.sha.startsWith(value));
        const newer = at >= 0 ? commits.slice(0, at) : commits.filter((c) => c.date > record.date);
        const atLeast = at < 0 && commits[commits.length - 1]!.date > record.date;
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
                ...(at < 0 ? {since: record.date} : {}),
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
  if (f.kind === 'release')
    return `${f.id}: ${f.recorded} → ${f.newest} (new ${f.change}${f.date ? `, ${f.date}` : ''}) ${f.url}`;
  const count = `${f.atLeast ? 'at least ' : ''}${f.count} new commit${f.count === 1 ? '' : 's'}`;
  const since = f.since ? ` (${f.recorded} is not among the commits read; counted from ${f.since})` : '';
  return `${f.id}: ${f.recorded} → ${count} on the tracked paths, newest ${f.date}${since} ${f.url}`;
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The age report: every page by the age of its record (oldest first), with where each upstream it records
 * stands, then the pages with no record. Markdown, so it reads in a terminal, an editor and on GitHub.
 */
export function ageReport(results: readonly PageResult[], unrecorded: readonly string[], today: string): string {
  const cell = (t: string) => t.replace(/\|/g, '\\|');
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
      return `| ${cell(r.file)} | ${r.date} | ${daysBetween(r.date, today)} | ${r.findings.length ? 'yes' : 'no'} | ${cell(behind)} |`;
    }),
  ];
  if (unrecorded.length) out.push('', `## No record (${unrecorded.length})`, '', ...unrecorded.map((f) => `- ${f}`));
  return `${out.join('\n')}\n`;
}
