import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>})
  .scripts;

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(): {n: number; text: string}[] {
  let fenced = false;
  return readme.split('\n').flatMap((text, i) => {
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{n: i + 1, text}];
  });
}

test('README tables are not cut by a blank line (rows after it would render as raw "|" text)', () => {
  const lines = proseLines();
  for (let i = 2; i < lines.length; i++) {
    const [before, blank, row] = [lines[i - 2]!, lines[i - 1]!, lines[i]!];
    if (before.text.startsWith('|') && blank.text.trim() === '' && row.text.startsWith('|')) {
      const next = lines[i + 1]?.text ?? '';
      // A new table starts with a header row followed by a delimiter row; anything else continues the last one.
      assert.match(
        next,
        /^\|\s*:?-{3,}/,
        `README.md:${row.n}: table row after a blank line (the table above ends at line ${before.n})`,
      );
    }
  }
});

test('every `npm run <script>` the README names exists in package.json', () => {
  const named = new Set([...readme.matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1]!));
  assert.ok(named.size > 5);
  for (const name of named)
    assert.ok(Object.hasOwn(scripts, name), `README names "npm run ${name}", which package.json does not define`);
  assert.ok(Object.hasOwn(scripts, 'start') && Object.hasOwn(scripts, 'test'));
});
