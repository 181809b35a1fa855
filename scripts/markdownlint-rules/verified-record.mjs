// celo-verified-record: a page's `verified:` record (front matter; CONTRIBUTING.md, "Re-verifying a page") has
// the shape the "Verified on" line and `npm run check:sources` need: only `date` and `against`; a real calendar
// date not after today; upstream ids of src/data/upstreams.ts; a version (npm and GitHub releases) or a 7-40
// digit hex commit (branches) for each, quoted. An unquoted value is reported even when YAML reads it as text,
// because the next one will not be: YAML reads 9.10 as the number 9.1 and 1234567 as a number.
// The checks of the record itself are src/data/verified.ts (readVerified), shared with check:sources; this rule
// adds what only the source shows (quoting, line numbers). Option `today` (YYYY-MM-DD) fixes the date for tests.
import {LineCounter, isMap, isScalar, parseDocument} from 'yaml';
import {importTs} from './lib.mjs';

let verifiedPromise = null;
function loadVerified() {
  verifiedPromise ??= importTs('src/data/verified.ts').then((m) => m.readVerified ?? m.default?.readVerified);
  return verifiedPromise;
}

function today(config) {
  if (typeof config.today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(config.today)) return config.today;
  const d = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The front matter as a YAML document with the core schema (dates stay text, so 2026-02-30 is seen as written)
 * and a function giving a node's line in the file. markdownlint's front matter lines include the `---` fences
 * (and the blank line after the closing one).
 */
function frontMatterDocument(params) {
  const lines = params.frontMatterLines;
  const end = lines.indexOf('---', 1);
  if (lines[0] !== '---' || end === -1) return null;
  const body = lines.slice(1, end).join('\n');
  const counter = new LineCounter();
  const doc = parseDocument(body, {schema: 'core', lineCounter: counter, uniqueKeys: true});
  const lineOf = (node) => (node?.range ? counter.linePos(node.range[0]).line + 1 : 1);
  return {doc, lineOf};
}

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-verified-record'],
  description: 'The verified: record names known upstreams with quoted versions or commits and a past date',
  tags: ['celo', 'front_matter'],
  parser: 'none',
  asynchronous: true,
  async function(params, onError) {
    const parsed = frontMatterDocument(params);
    if (!parsed) return;
    const {doc, lineOf} = parsed;
    if (!isMap(doc.contents)) return;
    const pair = doc.contents.items.find((p) => isScalar(p.key) && p.key.value === 'verified');
    if (!pair) return;
    // markdownlint numbers lines after the front matter, so a problem is reported on the page's first line and
    // its detail names the line of the front matter (the file's line).
    const found = [];
    const report = (node, detail, context) => found.push({line: lineOf(node), detail, context});
    const yamlError = doc.errors.find((e) => e.linePos && e.linePos[0].line >= lineOf(pair.key) - 1);
    if (yamlError) {
      const detail = `line ${yamlError.linePos[0].line + 1}: the record is not valid YAML: ${yamlError.message.split('\n')[0]}`;
      onError({lineNumber: 1, detail});
      return;
    }

    // Lines of each key, and the values written without quotes.
    const lineByKey = new Map([['verified', pair.key]]);
    const quoted = new Set();
    if (isMap(pair.value)) {
      for (const p of pair.value.items) {
        lineByKey.set(`verified.${p.key?.value}`, p.key);
        if (p.key?.value !== 'against' || !isMap(p.value)) continue;
        for (const q of p.value.items) {
          const key = `verified.against.${q.key?.value}`;
          lineByKey.set(key, q.key);
          if (isScalar(q.value) && q.value.type === 'PLAIN' && q.value.value !== null) {
            const source = q.value.source ?? String(q.value.value);
            const read = typeof q.value.value === 'number' ? ` (YAML reads it as the number ${q.value.value})` : '';
            report(q.key, `${q.key.value}: ${source} is not quoted${read}; write ${q.key.value}: '${source}'`, source);
            quoted.add(key);
          }
        }
      }
    }

    const readVerified = await loadVerified();
    const {problems} = readVerified(doc.toJS({maxAliasCount: 0}).verified, {today: today(params.config)});
    for (const p of problems) {
      if (quoted.has(p.key) && /YAML number/.test(p.message)) continue;
      report(lineByKey.get(p.key) ?? pair.key, `${p.key}: ${p.message}`);
    }
    found.sort((a, b) => a.line - b.line);
    for (const f of found) onError({lineNumber: 1, detail: `line ${f.line}: ${f.detail}`, context: f.context});
  },
};
