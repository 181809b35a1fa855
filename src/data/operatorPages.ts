/**
 * The operator pages: where readers run nodes and validators from shell commands. Every shell block on these
 * pages (bash, sh, shell, console, zsh) gets "Report a problem with this step" beside Copy, as every block of a
 * guide page (front matter `guide:`) does (src/plugins/remark-report-lines.ts decides, at build time).
 *
 * An entry ending in `/` is a folder of docs/ and everything under it; any other entry is one page. A renamed or
 * removed entry fails tests/unit/feedback.test.ts, so the set cannot shrink without anyone noticing.
 */
export {SHELL_LANGUAGES} from './installLines';
export const OPERATOR_PAGES: readonly string[] = [
  'docs/cel2/operators/',
  'docs/cel2/notices/',
  'docs/network/node/',
  'docs/network/mainnet/run-full-node.mdx',
  'docs/network/alfajores/run-full-node.md',
  'docs/network/baklava/run-full-node.md',
  'docs/validator/',
];

/** Whether the page at `file` (relative to the repository, with forward slashes) is an operator page. */
export function isOperatorPage(file: string): boolean {
  return OPERATOR_PAGES.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
}
