/**
 * What a release says about itself, for the upstream watch: a one-line headline from the release notes, and
 * the flags that tell a maintainer to act before anything else (src/data/upstream-versions.json keeps both for
 * each release; `npm run check:sources` and the weekly issue print them next to the pages to re-verify).
 *
 * The flags, kept few on purpose (each is a phrase a release author writes when operators or readers must do
 * something; matched case-insensitively in the release's name and body):
 * - `must-upgrade`: "must upgrade" or "must update";
 * - `required`: the word "required" ("required upgrade", "a release required for the … activation");
 * - `breaking`: the word "breaking" ("breaking change");
 * - `important-fix`: "important fix";
 * - `security`: "security fix", "security release", "security vulnerability" or a CVE id.
 * check:sources adds `major` where a release starts a new major version (semver).
 */

export const RELEASE_FLAGS = ['must-upgrade', 'required', 'breaking', 'important-fix', 'security', 'major'] as const;
export type ReleaseFlag = (typeof RELEASE_FLAGS)[number];

/** The phrases of each flag read from a release's text (`major` comes from the versions, not the text). */
const PHRASES: readonly [ReleaseFlag, RegExp][] = [
  ['must-upgrade', /\bmust\s+(?:upgrade|update)\b/i],
  ['required', /\brequired\b/i],
  ['breaking', /\bbreaking\b/i],
  ['important-fix', /\bimportant\s+fix\b/i],
  ['security', /\bsecurity\s+(?:fix|release|vulnerability|vulnerabilities)\b|\bCVE-\d{4}-\d{4,}\b/i],
];

/** The flags a release's text raises, in the order of RELEASE_FLAGS. */
export function textFlags(text: string): ReleaseFlag[] {
  return PHRASES.filter(([, re]) => re.test(text)).map(([flag]) => flag);
}

/** How a flag reads in the output: `must-upgrade` → "must upgrade". */
export const flagLabel = (flag: string): string => flag.replace(/-/g, ' ');

const MAX_HEADLINE = 240;
/** Alerts worth naming in the headline (a note or a tip reads as plain text). */
const NAMED_ALERTS = new Set(['Important', 'Warning', 'Caution']);

/**
 * The first meaningful line of a release body (GitHub Markdown): an alert (`> [!IMPORTANT]`) becomes
 * "Important: <its text>"; headings such as "What's Changed" or "Highlights", images, HTML comments, rules
 * and "Full Changelog" lines are skipped; a list item gives its text. Markdown links keep their text, emphasis
 * and code marks are dropped, and so is the commit a changesets entry starts with. Cut at 240 characters.
 * Empty body: undefined.
 */
export function headlineOf(body: string | null | undefined): string | undefined {
  if (!body) return undefined;
  const text = body.replace(/<!--[\s\S]*?-->/g, '').replace(/\r\n?/g, '\n');
  let alert: string | null = null;
  const parts: string[] = [];
  for (const raw of text.split('\n')) {
    const quoted = /^\s*>\s?(.*)$/.exec(raw);
    const line = (quoted ? quoted[1]! : raw).trim();
    const kind = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]$/i.exec(line);
    if (kind) {
      alert = kind[1]!.charAt(0).toUpperCase() + kind[1]!.slice(1).toLowerCase();
      continue;
    }
    if (parts.length && (!line || !quoted)) break;
    if (!line) continue;
    if (/^#{1,6}\s/.test(line) || /^(?:[-*_]\s*){3,}$/.test(line) || /^!\[/.test(line)) continue;
    if (/^\**full changelog\**\s*:/i.test(line)) continue;
    // A list item gives its text, without the commit a changesets entry starts with ("- 1a2b3c4: Fix …").
    parts.push(line.replace(/^(?:[-*+]|\d+[.)])\s+/, '').replace(/^[0-9a-f]{7,40}:\s+/, ''));
    if (!quoted) break;
  }
  if (!parts.length) return undefined;
  const plain = parts
    .join(' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const line = alert && NAMED_ALERTS.has(alert) ? `${alert}: ${plain}` : plain;
  return line.length > MAX_HEADLINE ? `${line.slice(0, MAX_HEADLINE - 1).trimEnd()}…` : line;
}
