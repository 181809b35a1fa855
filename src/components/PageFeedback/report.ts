/**
 * A reader's report, in the two forms it leaves the page: a prefilled new-issue URL on the docs repository (the
 * default: the reader submits it on GitHub) or the JSON body posted to FEEDBACK_ENDPOINT (src/config/feedback.ts).
 * Pure functions of the report, so tests/unit/feedback.test.ts checks every field of both.
 *
 * GitHub refuses a new-issue URL longer than about 8 KB, so issueUrl keeps the whole URL within ISSUE_URL_LIMIT
 * characters by cutting the reader's comment (never the page's facts), and says in the issue that it was cut and by
 * how much, so the reader can paste the rest.
 */
export const REASONS = [
  {id: 'instructions-failed', label: 'The instructions failed'},
  {id: 'wrong-or-outdated', label: 'The information is wrong or out of date'},
  {id: 'hard-to-understand', label: 'It is hard to understand'},
  {id: 'missing-something', label: 'Something is missing'},
] as const;

export type ReasonId = (typeof REASONS)[number]['id'];

export const reasonLabel = (id: ReasonId | undefined): string | undefined => REASONS.find((r) => r.id === id)?.label;

/** The page a report is about: what a maintainer needs to find it and to know which version the reader saw. */
export interface ReportPage {
  /** Absolute URL of the page, without query or fragment. */
  url: string;
  title: string;
  /** The page's file in the repository (docs/developer/viem.md), when known. */
  source?: string;
  /** The page's "Edit this page" URL on GitHub (…/edit/main/docs/…), used to link the reported line. */
  editUrl?: string;
  /** The page's "Verified on …" line as text, or undefined when it has none. */
  verified?: string;
}

interface ReportBase {
  page: ReportPage;
  /** The build the reader saw (src/config/siteVersion.ts). */
  siteVersion: string;
  comment: string;
}

export type Report =
  | (ReportBase & {kind: 'page'; helpful: boolean; reason?: ReasonId})
  | (ReportBase & {kind: 'step'; line: number; firstLine: string; language?: string});

/** The JSON FEEDBACK_ENDPOINT receives (documented in the maintainers' handbook). */
export interface FeedbackPayload {
  type: 'page-feedback' | 'step-problem';
  page: {url: string; title: string; source: string | null; verified: string | null};
  siteVersion: string;
  /** page-feedback only. */
  helpful?: boolean;
  /** page-feedback only: one of REASONS' ids, or null (helpful, or no reason chosen). */
  reason?: ReasonId | null;
  /** step-problem only: the page line of the block's opening fence, its first line and its language. */
  step?: {line: number; firstLine: string; language: string | null};
  comment: string;
}

/** The longest new-issue URL this builds (GitHub answers 414 a little above 8,192 characters). */
export const ISSUE_URL_LIMIT = 8000;

/** A block's first line as a report carries it: at most this many characters. */
export const FIRST_LINE_LIMIT = 200;

/** The first non-blank line of `code`, trimmed and cut to FIRST_LINE_LIMIT characters. */
export function firstLineOf(code: string): string {
  const line =
    code
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  const chars = Array.from(line);
  return chars.length > FIRST_LINE_LIMIT ? `${chars.slice(0, FIRST_LINE_LIMIT - 1).join('')}…` : line;
}

export function reportPayload(report: Report): FeedbackPayload {
  const {page, siteVersion, comment} = report;
  const base = {
    page: {url: page.url, title: page.title, source: page.source ?? null, verified: page.verified ?? null},
    siteVersion,
    comment,
  };
  return report.kind === 'page'
    ? {type: 'page-feedback', ...base, helpful: report.helpful, reason: report.helpful ? null : (report.reason ?? null)}
    : {
        type: 'step-problem',
        ...base,
        step: {line: report.line, firstLine: report.firstLine, language: report.language ?? null},
      };
}

/** A Markdown code span or fence that `text` cannot close early: one backtick more than its longest run. */
function fenceFor(text: string, min: number): string {
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  return '`'.repeat(Math.max(min, longest + 1));
}

/** Where the reported line is, on GitHub: the file at that line, from the page's edit URL. */
function lineUrl(page: ReportPage, line: number): string | undefined {
  if (!page.editUrl || !/^https:\/\/github\.com\/[^/]+\/[^/]+\/edit\//.test(page.editUrl)) return undefined;
  return `${page.editUrl.replace(/^(https:\/\/github\.com\/[^/]+\/[^/]+)\/edit\//, '$1/blob/')}?plain=1#L${line}`;
}

function issueTitle(report: Report): string {
  const page = `"${report.page.title}"`;
  if (report.kind === 'step') return `Problem with a step of ${page} (line ${report.line})`;
  if (report.helpful) return `Feedback on ${page}: helpful`;
  const reason = reasonLabel(report.reason);
  return `Feedback on ${page}: not helpful${reason ? ` (${reason.toLowerCase()})` : ''}`;
}

/** The issue's body without the comment section. */
function issueFacts(report: Report): string[] {
  const {page} = report;
  const lines = ['<!-- Filled in by the docs feedback form: check it, add anything that helps, then submit. -->', ''];
  lines.push(`**Page:** [${page.title.replace(/([[\]\\])/g, '\\$1')}](${page.url})`);
  if (report.kind === 'page') {
    lines.push(`**Helpful:** ${report.helpful ? 'yes' : 'no'}`);
    if (!report.helpful) lines.push(`**What was wrong:** ${reasonLabel(report.reason) ?? 'no reason chosen'}`);
  } else {
    const where = page.source ? `line ${report.line} of \`${page.source}\`` : `line ${report.line}`;
    const link = lineUrl(page, report.line);
    lines.push(`**Step:** ${link ? `[${where}](${link})` : where}${report.language ? ` (${report.language})` : ''}`);
    const fence = fenceFor(report.firstLine, 3);
    lines.push('', `${fence}text`, report.firstLine, fence, '');
  }
  lines.push(`**Verified:** ${page.verified ?? 'the page has no verified record'}`);
  lines.push(`**Site version:** ${report.siteVersion}`);
  return lines;
}

const newIssueUrl = (repo: string, title: string, body: string) =>
  `${repo}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;

/**
 * The new-issue URL of `report` on `repositoryUrl` (https://github.com/celo-org/docs), at most `limit` characters:
 * a comment too long for that is cut, with a note saying how many characters were left out.
 */
export function issueUrl(repositoryUrl: string, report: Report, limit = ISSUE_URL_LIMIT): string {
  const repo = repositoryUrl.replace(/\/+$/, '');
  const title = issueTitle(report);
  const facts = issueFacts(report);
  const bodyWith = (comment: string, note = '') =>
    [...facts, '', '**Comment:**', '', comment.trim() || '(none)', ...(note ? ['', note] : [])].join('\n');
  const full = newIssueUrl(repo, title, bodyWith(report.comment));
  if (full.length <= limit) return full;
  // Cut the comment, by whole characters (never half a surrogate pair), to the longest that fits with the note.
  const chars = Array.from(report.comment.trim());
  const note = (left: number) =>
    `_The comment was cut to fit GitHub's address length limit: ${left} characters were left out. Paste the rest here._`;
  const urlFor = (n: number) =>
    newIssueUrl(repo, title, bodyWith(`${chars.slice(0, n).join('')}…`, note(chars.length - n)));
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (urlFor(mid).length <= limit) low = mid;
    else high = mid - 1;
  }
  return urlFor(low);
}
