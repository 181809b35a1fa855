/**
 * Queries that once broke search or could: property names an object lookup would find on a prototype
 * ("constructor", "__proto__", "toString", "length", "call" …), regular-expression metacharacters, text that parses as JSON, lone UTF-16
 * surrogates, right-to-left text and 64-character runs (the length cap). Fed to the engine and both client
 * call forms by tests/unit/search-fuzz.test.ts, and to the modal and the /search page by
 * tests/e2e/search.spec.ts. Every one must get an answer (results or none), never an error.
 */
const prototypeNames = [
  ...Object.getOwnPropertyNames(Object.prototype),
  ...Object.getOwnPropertyNames(Array.prototype),
  ...Object.getOwnPropertyNames(Function.prototype),
];

export const PROTOTYPE_QUERIES: string[] = [...new Set(prototypeNames)];

export const REGEX_QUERIES: string[] = [
  ...'.*+?^${}()|[]\\/'.split(''),
  '.*',
  '(a+)+$',
  '[^a-z]',
  '\\d{3}',
  'a|b',
  '$&',
  '$1',
  '(?<x>a)',
  '\\',
  '[',
  ')(',
];

/** Query text that parses as JSON must stay text (the search page sends URL-encoded parameters). */
export const JSON_LIKE_QUERIES: string[] = ['null', 'true', 'false', '1e5', '0x10', '{}', '[]', '"forno"', '42220'];

export const UNICODE_QUERIES: string[] = [
  '\uD800',
  '\uDFFF',
  'forno\uD83D',
  '\uDE00forno',
  'a\uD83Db',
  'שלום עולם',
  'مرحبا بالعالم',
  '\u202Eforno\u202C',
  'עברית forno',
  '\u0000',
  '\uFEFF',
  'ﬁle',
  '🙂',
  'İstanbul',
];

export const LONG_QUERIES: string[] = [
  'a'.repeat(64),
  '9'.repeat(64),
  'é'.repeat(64),
  ' '.repeat(64),
  '-'.repeat(64),
  '_'.repeat(64),
  'ab'.repeat(32),
  '__proto__ '.repeat(7).slice(0, 64),
  'constructor '.repeat(6).slice(0, 64),
  '1,000'.repeat(13).slice(0, 64),
  'x'.repeat(65),
];

export const HOSTILE_QUERIES: string[] = [
  ...PROTOTYPE_QUERIES,
  ...REGEX_QUERIES,
  ...JSON_LIKE_QUERIES,
  ...UNICODE_QUERIES,
  ...LONG_QUERIES,
];
