/**
 * Showcase filtering, kept free of React so it can be unit-tested. The filter state lives in the URL:
 * `?tags=defi&tags=wallets&operator=AND&name=swap`.
 */
import type {ShowcaseEntry} from '../data/showcase';
import {TagList, type TagType} from '../data/showcaseTags';

export type Operator = 'AND' | 'OR';

export interface ShowcaseFilter {
  tags: TagType[];
  operator: Operator;
  name: string;
}

export const EMPTY_FILTER: ShowcaseFilter = {tags: [], operator: 'OR', name: ''};

function isTag(value: string): value is TagType {
  return (TagList as readonly string[]).includes(value);
}

/** Reads the filter from a query string; unknown tags are ignored, the operator defaults to OR. */
export function parseFilter(search: string): ShowcaseFilter {
  const params = new URLSearchParams(search);
  const tags = [...new Set(params.getAll('tags').filter(isTag))];
  const operator: Operator = params.get('operator') === 'AND' ? 'AND' : 'OR';
  return {tags, operator, name: params.get('name') ?? ''};
}

/** Writes the filter back, keeping unrelated parameters; returns a string starting with `?` or empty. */
export function serializeFilter(filter: ShowcaseFilter, base = ''): string {
  const params = new URLSearchParams(base);
  params.delete('tags');
  params.delete('operator');
  params.delete('name');
  for (const tag of filter.tags) params.append('tags', tag);
  if (filter.operator === 'AND') params.set('operator', 'AND');
  if (filter.name.trim()) params.set('name', filter.name);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function filterEntries(entries: ShowcaseEntry[], filter: ShowcaseFilter): ShowcaseEntry[] {
  const name = filter.name.trim().toLowerCase();
  return entries.filter((entry) => {
    if (name && !entry.title.toLowerCase().includes(name)) return false;
    if (filter.tags.length === 0) return true;
    return filter.operator === 'AND'
      ? filter.tags.every((t) => entry.tags.includes(t))
      : filter.tags.some((t) => entry.tags.includes(t));
  });
}

/** Alphabetical by title (case-insensitive), favourites first. */
export function sortEntries(entries: ShowcaseEntry[]): ShowcaseEntry[] {
  return [...entries].sort((a, b) => {
    const fav = Number(b.tags.includes('favorite')) - Number(a.tags.includes('favorite'));
    return fav || a.title.localeCompare(b.title, 'en', {sensitivity: 'base'});
  });
}

export function toggleTag(filter: ShowcaseFilter, tag: TagType): ShowcaseFilter {
  const tags = filter.tags.includes(tag) ? filter.tags.filter((t) => t !== tag) : [...filter.tags, tag];
  return {...filter, tags};
}
