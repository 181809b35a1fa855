/** Validation of showcase data; each problem names the entry (by title, or index when untitled). */
import type {ShowcaseEntry} from '../data/showcase';
import {TagList} from '../data/showcaseTags';

export const DESCRIPTION_MAX = 120;

function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function validateShowcase(entries: readonly ShowcaseEntry[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const name = entry.title?.trim() ? `"${entry.title}"` : `entry #${i + 1}`;
    if (!entry.title?.trim()) problems.push(`${name}: missing title`);
    else if (seen.has(entry.title.toLowerCase())) problems.push(`${name}: duplicate title`);
    seen.add(entry.title?.toLowerCase());
    if (!entry.description?.trim()) problems.push(`${name}: missing description`);
    else if (entry.description.length > DESCRIPTION_MAX) {
      problems.push(`${name}: description is ${entry.description.length} characters (max ${DESCRIPTION_MAX})`);
    }
    if (!isHttpsUrl(entry.website)) problems.push(`${name}: website "${entry.website}" is not a valid https URL`);
    if (entry.source !== undefined && !isHttpsUrl(entry.source)) {
      problems.push(`${name}: source "${entry.source}" is not a valid https URL`);
    }
    if (!Array.isArray(entry.tags) || entry.tags.length === 0) problems.push(`${name}: has no tags`);
    for (const tag of entry.tags ?? []) {
      if (!(TagList as readonly string[]).includes(tag)) problems.push(`${name}: unknown tag "${tag}"`);
    }
    if (new Set(entry.tags).size !== entry.tags?.length) problems.push(`${name}: repeats a tag`);
  });
  return problems;
}
