/**
 * The package install commands written on a page (`npm install|i|add`, `yarn add`, `pnpm add|i`, `bun add`), read
 * the same way wherever they matter: scripts/samples/install-lines.ts compares them with the samples workspace's
 * pins, and src/data/guideRun.ts names the versions a guide's CI run installs in the line under its title.
 */

/** The languages of a shell block. */
export const SHELL_LANGUAGES: ReadonlySet<string> = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

export interface InstallSpec {
  page: string;
  line: number;
  name: string;
  /** Version, range or tag after the name's `@`, or '' when none. */
  range: string;
}

const INSTALL =
  /\b(?:npm\s+(?:install|i|add)|yarn\s+(?:global\s+)?add|pnpm\s+(?:add|install|i)|bun\s+add)\b([^\n;&|#]*)/g;

/** Splits `@scope/name@range` or `name@range`. */
export function splitSpec(spec: string): {name: string; range: string} {
  const at = spec.indexOf('@', 1);
  return at < 0 ? {name: spec, range: ''} : {name: spec.slice(0, at), range: spec.slice(at + 1)};
}

/** The packages `text` (a block or inline code starting on page line `firstLine`) installs, in order. */
export function findInstallSpecs(page: string, text: string, firstLine: number): InstallSpec[] {
  const out: InstallSpec[] = [];
  const lines = text.split('\n');
  lines.forEach((lineText, i) => {
    for (const m of lineText.matchAll(INSTALL)) {
      for (const word of m[1]!.trim().split(/\s+/)) {
        if (!word || word.startsWith('-') || word.startsWith('<') || word.startsWith('$') || /^[.~/]/.test(word))
          continue;
        if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(@\S+)?$/i.test(word)) continue;
        out.push({page, line: firstLine + i, ...splitSpec(word.replace(/^['"]|['"]$/g, ''))});
      }
    }
  });
  return out;
}
