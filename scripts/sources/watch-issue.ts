/**
 * The body of the weekly upstream watch's one issue (.github/workflows/upstream-watch.yml): first the upstreams
 * that moved past what their pages recorded, each with the releases in between (linked, dated, flagged "must
 * upgrade", "required", "breaking"…, with the headline of their notes) and the pages to re-verify; then the
 * pages to re-check with what changed upstream (each newest release linked: its release notes, or the compare
 * view of the new commits), the dead links and links that moved to another host, per page, and the refresh's
 * notes (a registry entry to fix). Made from the JSON of `npm run check:sources -- --json`, of
 * scripts/sources/links.ts and the notes of scripts/sources/refresh.ts.
 *
 *   tsx scripts/sources/watch-issue.ts --check check.json --links links.json [--notes notes.md] [--run URL] --out issue.md
 * Writes `items=<n>` to $GITHUB_OUTPUT when set (0: nothing to report; the workflow then closes the issue).
 */
import {appendFileSync, existsSync, readFileSync, writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import type {CheckOutput} from '../check-sources';
import {flagLabel} from './notes';
import {movesMarkdown, type Finding} from './ledger';
import type {LinkReport} from './links';

export const ISSUE_TITLE = 'Upstream watch: pages to re-check and dead links';

function finding(f: Finding): string {
  if (f.kind === 'release')
    return `- **${f.name}** (\`${f.id}\`): verified against ${f.recorded}; now [${f.newest}](${f.url}), a new ${f.change}${f.date ? ` (${f.date})` : ''}${f.flags?.length ? `; flagged: **${f.flags.map(flagLabel).join(', ')}**` : ''}`;
  const count = `${f.atLeast ? 'at least ' : ''}${f.count} new commit${f.count === 1 ? '' : 's'}`;
  return `- **${f.name}** (\`${f.id}\`): verified against ${f.recorded.slice(0, 7)}; [${count}](${f.url}) on the tracked paths since, newest ${f.date}`;
}

export function issueBody(input: {check: CheckOutput; links: LinkReport; notes: string; run?: string}): {
  body: string;
  items: number;
} {
  const {check, links} = input;
  const notes = input.notes.trim();
  const out = [
    `Weekly upstream watch of ${check.today}${input.run ? ` ([run](${input.run}))` : ''}. This issue is rewritten each week.`,
    '',
  ];
  out.push(`## Upstreams that moved (${check.moves.length})`, '');
  if (!check.moves.length) out.push('None: every page records the newest release or commit of its upstreams.', '');
  else
    out.push(
      'Each upstream whose newest release or commit is past what some of its pages recorded, with the releases in between (flagged where their notes say operators or readers must act) and the pages to re-verify.',
      '',
      ...movesMarkdown(check.moves),
    );
  out.push(`## Pages to re-check (${check.recheck.length})`, '');
  if (!check.recheck.length)
    out.push('None: no upstream a page was verified against has a new major or minor release or new commits.', '');
  else
    out.push(
      'An upstream moved since these pages were verified, newest change first. Re-check each page against the new release and update its `verified:` record (CONTRIBUTING.md, "Re-verifying a page").',
      '',
    );
  for (const page of check.recheck) {
    out.push(`### ${page.file} (verified ${page.date})`, '', ...page.findings.map(finding), '');
  }
  const dead = links.pages.reduce((n, p) => n + p.dead.length, 0);
  const moved = links.pages.reduce((n, p) => n + p.redirects.length, 0);
  out.push(`## Links (${dead} dead, ${moved} moved to another host)`, '');
  out.push(`${links.checked} external links of the built site checked.`, '');
  for (const p of links.pages) {
    out.push(`### ${p.page}`, '');
    for (const d of p.dead) out.push(`- dead: ${d.url} (${d.status || d.reason || 'no answer'})`);
    for (const r of p.redirects) out.push(`- moved: ${r.url} → ${r.to}`);
    out.push('');
  }
  if (notes) out.push('## Registry notes', '', notes, '');
  const unknown = check.pages.flatMap((p) => p.unknown.map((u) => `- ${p.file}: \`${u.id}\`: ${u.reason}`));
  if (unknown.length) out.push('## Not compared', '', ...unknown, '');
  out.push(
    '---',
    '',
    `${check.pages.length} pages have a record, ${check.unrecorded.length} have none (\`npm run check:sources\` lists them). The refreshed src/data/upstream-versions.json is the run's artifact \`upstream-versions\`: commit it so that everyone's \`npm run check:sources\` compares with these versions.`,
  );
  const items = check.moves.length + check.recheck.length + dead + moved + (notes ? notes.split('\n').length : 0);
  return {body: `${out.join('\n')}\n`, items};
}

function main(): number {
  const {values} = parseArgs({
    options: {
      check: {type: 'string'},
      links: {type: 'string'},
      notes: {type: 'string'},
      run: {type: 'string'},
      out: {type: 'string', default: 'issue.md'},
    },
  });
  if (!values.check || !values.links) {
    console.error('watch-issue: give --check <check:sources JSON> and --links <links JSON>');
    return 2;
  }
  const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
  const notes = values.notes && existsSync(values.notes) ? readFileSync(values.notes, 'utf8') : '';
  const {body, items} = issueBody({
    check: read<CheckOutput>(values.check),
    links: read<LinkReport>(values.links),
    notes,
    run: values.run,
  });
  writeFileSync(values.out, body);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `items=${items}\n`);
  console.log(`watch-issue: ${items} items; body in ${values.out}.`);
  return 0;
}

if (require.main === module) process.exit(main());
