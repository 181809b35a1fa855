import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {showcaseEntries, type ShowcaseEntry} from '../../src/data/showcase';
import {TagList, Tags} from '../../src/data/showcaseTags';
import {validateShowcase} from '../../src/utils/validateShowcase';
import {
  filterEntries,
  parseFilter,
  serializeFilter,
  sortEntries,
  toggleTag,
  EMPTY_FILTER,
} from '../../src/utils/showcaseFilter';

const good: ShowcaseEntry = {
  title: 'Example',
  description: 'An example entry.',
  website: 'https://example.org',
  tags: ['apps'],
};

test('every showcase entry is valid', () => {
  assert.deepEqual(validateShowcase(showcaseEntries), []);
});

test('the spec tags exist and every tag has a label', () => {
  for (const tag of [
    'favorite',
    'popular',
    'apps',
    'impact',
    'defi',
    'refi',
    'earn',
    'wallets',
    'developers',
    'integrations',
    'validators',
    'foundation',
  ]) {
    assert.ok((TagList as readonly string[]).includes(tag), `missing tag ${tag}`);
  }
  for (const tag of TagList) assert.ok(Tags[tag].label, `tag ${tag} has no label`);
  for (const tag of TagList)
    assert.ok(
      showcaseEntries.some((e) => e.tags.includes(tag)),
      `tag ${tag} is used by no entry`,
    );
});

test('every tag has one colour rule in the showcase stylesheet, and the stylesheet names no other tag', () => {
  const css = readFileSync(path.join(__dirname, '../../src/components/Showcase/styles.module.css'), 'utf8');
  const rules = [...css.matchAll(/\[data-tag='([^']+)'\]\s*\{\s*--tag-color:\s*(#[0-9a-f]{6});/g)];
  const colours = new Map(rules.map((m) => [m[1]!, m[2]!]));
  assert.equal(colours.size, rules.length, 'a tag has two colour rules');
  assert.deepEqual([...colours.keys()].sort(), [...TagList].sort());
});

test('an unknown tag is rejected, naming the entry', () => {
  const bad = {...good, title: 'Bad Tag App', tags: ['apps', 'not-a-tag']} as unknown as ShowcaseEntry;
  const problems = validateShowcase([bad]);
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /"Bad Tag App": unknown tag "not-a-tag"/);
});

test('a malformed or non-https URL is rejected, naming the entry', () => {
  const problems = validateShowcase([
    {...good, title: 'Broken Site', website: 'htps//nope'},
    {...good, title: 'Plain HTTP', website: 'http://example.org'},
    {...good, title: 'Bad Source', source: 'not a url'},
  ]);
  assert.deepEqual(problems, [
    '"Broken Site": website "htps//nope" is not a valid https URL',
    '"Plain HTTP": website "http://example.org" is not a valid https URL',
    '"Bad Source": source "not a url" is not a valid https URL',
  ]);
});

test('duplicates, empty tags and long descriptions are rejected', () => {
  const problems = validateShowcase([
    good,
    {...good},
    {...good, title: 'No Tags', tags: []},
    {...good, title: 'Long', description: 'x'.repeat(121)},
  ]);
  assert.ok(problems.includes('"Example": duplicate title'));
  assert.ok(problems.includes('"No Tags": has no tags'));
  assert.ok(problems.some((p) => p.startsWith('"Long": description is 121 characters')));
});

const sample: ShowcaseEntry[] = [
  {...good, title: 'Alpha Swap', tags: ['defi', 'apps']},
  {...good, title: 'beta wallet', tags: ['wallets']},
  {...good, title: 'Gamma', tags: ['defi', 'wallets', 'favorite']},
];

test('OR keeps entries with any selected tag, AND only those with all of them', () => {
  const or = filterEntries(sample, {tags: ['defi', 'wallets'], operator: 'OR', name: ''});
  assert.deepEqual(
    or.map((e) => e.title),
    ['Alpha Swap', 'beta wallet', 'Gamma'],
  );
  const and = filterEntries(sample, {tags: ['defi', 'wallets'], operator: 'AND', name: ''});
  assert.deepEqual(
    and.map((e) => e.title),
    ['Gamma'],
  );
});

test('name search is case-insensitive and combines with tags', () => {
  assert.deepEqual(
    filterEntries(sample, {...EMPTY_FILTER, name: 'SWAP'}).map((e) => e.title),
    ['Alpha Swap'],
  );
  assert.deepEqual(
    filterEntries(sample, {tags: ['wallets'], operator: 'OR', name: 'gam'}).map((e) => e.title),
    ['Gamma'],
  );
});

test('filter state round-trips through the query string and ignores unknown tags', () => {
  const filter = {tags: ['defi', 'wallets'] as const, operator: 'AND' as const, name: 'swap'};
  const qs = serializeFilter({...filter, tags: [...filter.tags]});
  assert.equal(qs, '?tags=defi&tags=wallets&operator=AND&name=swap');
  assert.deepEqual(parseFilter(qs), {...filter, tags: [...filter.tags]});
  assert.deepEqual(parseFilter('?tags=nope&tags=defi&operator=XOR'), {tags: ['defi'], operator: 'OR', name: ''});
  assert.equal(serializeFilter(EMPTY_FILTER, '?other=1&tags=defi'), '?other=1');
});

test('sorting puts favourites first, then titles alphabetically', () => {
  assert.deepEqual(
    sortEntries(sample).map((e) => e.title),
    ['Gamma', 'Alpha Swap', 'beta wallet'],
  );
  assert.deepEqual(toggleTag(toggleTag(EMPTY_FILTER, 'defi'), 'defi').tags, []);
});
