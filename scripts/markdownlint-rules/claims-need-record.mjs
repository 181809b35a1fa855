// celo-claims-need-record: a page under docs/ that makes a claim a reader acts on carries a `verified:` record
// (CONTRIBUTING.md, "Verified records"), or is listed in src/data/unverifiedPages.ts with the reason it needs
// none (history, legal text, a link hub, a third-party service's facts). Without one, nothing tells the upstream watch that the page depends
// on a release, and the claim drifts unnoticed when that release moves.
//
// A claim, kept simple on purpose (the first one found is reported):
// - a command: a fenced block in a shell language (bash, sh, shell, console, zsh, powershell, shell-session)
//   with a line that is not a comment, a line of any other block that starts with `$ `, `npm `, `npx `,
//   `yarn `, `pnpm `, `celocli `, `forge `, `cast `, `anvil `, `docker `, `git clone ` or `curl `, inline code
//   that starts with one of these, or a <CliCommand> component;
// - code that imports a package the pages record (an npm upstream of src/data/upstreams.ts: `from 'viem'`,
//   `require("ethers")`, Solidity's `import "@openzeppelin/contracts/…"`): it compiles against some version;
// - a version of a named tool: `v1.4` / `v1.4.5`, `package@1.2`, or a dotted version (`9.0.1`, `0.8.24`) within
//   two words after a tool's name (the upstreams' names, ids and packages of src/data/upstreams.ts, plus
//   Node.js, npm, Solidity, solc, TypeScript, Docker, OpenZeppelin, forge, cast, anvil);
// - an address: 0x and 40 hex digits (in code too), or an address component (the exports of
//   src/components/Addresses);
// - a chain parameter: a network data component (<NetworkTable>, <NetworkComparison>), or "chain id",
//   "network id", "gas limit", "block time", "base fee", "gas price" or "epoch length/duration" followed within
//   30 characters by a number;
// - a calendar date: `26 March 2025`, `March 26, 2025` or `2025-03-26`.
// Dates, versions and parameters are looked for in prose (inline code included), not in code blocks.
//
// Options (for tests): `pages_root` (default docs), the folder whose pages the rule checks; `unverified`, the
// list of pages (relative to pages_root) to use instead of src/data/unverifiedPages.ts.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {codeBlocks, frontMatter, importTs, ROOT} from './lib.mjs';

const SHELL_FENCES = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell', 'shell-session']);
const COMMAND_START = /^\s*(?:\$ |(?:npm|npx|yarn|pnpm|celocli|forge|cast|anvil|docker|curl) |git clone )/;
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DATES = [
  new RegExp(`\\b\\d{1,2} (?:${MONTHS}) \\d{4}\\b`),
  new RegExp(`\\b(?:${MONTHS}) \\d{1,2}, \\d{4}\\b`),
  /\b(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b/,
];
const PARAMETER =
  /\b(?:chain ?id|network id|(?:block )?gas limit|block time|base fee|gas price|epoch (?:length|duration))\b[^\n\d]{0,30}\d[\d,._]*/i;
const ADDRESS = /\b0x[0-9a-fA-F]{40}\b/;
const EXTRA_TOOLS = ['Node.js', 'Node', 'npm', 'Solidity', 'solc', 'TypeScript', 'Docker', 'OpenZeppelin'];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The names that make a nearby number a version, the components that carry data, the list; loaded once.
let dataPromise = null;
function loadData() {
  dataPromise ??= Promise.all([importTs('src/data/upstreams.ts'), importTs('src/data/unverifiedPages.ts')]).then(
    ([up, unverified]) => {
      const upstreams = up.upstreams ?? up.default?.upstreams;
      const names = new Set(EXTRA_TOOLS);
      for (const u of upstreams) {
        names.add(u.id);
        names.add(u.name.replace(/\s*\(.*\)$/, ''));
        if (u.source.kind === 'npm') names.add(u.source.package);
      }
      const sorted = [...names].sort((a, b) => b.length - a.length).map(escape);
      const addresses = readFileSync(path.join(ROOT, 'src/components/Addresses/index.tsx'), 'utf8');
      const packages = upstreams.filter((u) => u.source.kind === 'npm').map((u) => escape(u.source.package));
      return {
        importsPackage: new RegExp(
          `(?:\\bfrom\\s+|\\brequire\\(\\s*|\\bimport\\s+)["'](?:${packages.join('|')})(?:/[^"']*)?["']`,
        ),
        toolVersion: new RegExp(
          `(?<![\\w.-])(?:${sorted.join('|')})(?![\\w-])(?:\\s+[A-Za-z][\\w.-]*){0,2}\\s+v?(\\d+\\.\\d+(?:\\.\\d+)?)\\b`,
        ),
        addressComponents: [...addresses.matchAll(/export function (\w+)/g)].map((m) => m[1]),
        unverified: new Set((unverified.unverifiedPages ?? unverified.default.unverifiedPages).map((p) => p.page)),
      };
    },
  );
  return dataPromise;
}

const VERSION_FORMS = [/(?<![\w.-])v\d+\.\d+(?:\.\d+)?\b/, /(?<![\w/])@?[a-z][\w./-]*@\^?~?\d+\.\d+/];
const NETWORK_COMPONENTS = ['NetworkTable', 'NetworkComparison'];

/**
 * The first claim of a page (see the header), or null: {line (1-based), kind, text}. `data` is what loadData
 * gives (the tool names' pattern and the address components).
 */
export function firstClaim(lines, data) {
  const blocks = codeBlocks(lines);
  const component = (names) => new RegExp(`<(?:${names.join('|')})\\b`);
  const addressComponent = component(data.addressComponents);
  const networkComponent = component(NETWORK_COMPONENTS);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const at = (kind, text) => ({line: i + 1, kind, text: text.trim().slice(0, 80)});
    const block = blocks[i];
    if (block?.fence) continue;
    if (block) {
      const shell = SHELL_FENCES.has(block.lang) && line.trim() && !/^\s*#/.test(line);
      if (shell || COMMAND_START.test(line)) return at('a command', line);
      const imported = data.importsPackage.exec(line);
      if (imported) return at('code that imports a package', line);
      const address = ADDRESS.exec(line);
      if (address) return at('an address', address[0]);
      continue;
    }
    const address = ADDRESS.exec(line);
    if (address) return at('an address', address[0]);
    if (addressComponent.test(line)) return at('an address component', line);
    if (networkComponent.test(line)) return at('a network data component', line);
    if (/<CliCommand\b/.test(line)) return at('a command', line);
    const inline = [...line.matchAll(/`([^`]+)`/g)].find((m) => COMMAND_START.test(m[1]));
    if (inline) return at('a command', inline[1]);
    const prose = line.replace(/`/g, '');
    const version = data.toolVersion.exec(prose) ?? VERSION_FORMS.map((re) => re.exec(prose)).find(Boolean);
    if (version) return at('a version', version[0]);
    const parameter = PARAMETER.exec(prose);
    if (parameter) return at('a chain parameter', parameter[0]);
    const date = DATES.map((re) => re.exec(prose)).find(Boolean);
    if (date) return at('a date', date[0]);
  }
  return null;
}

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-claims-need-record'],
  description:
    'A page that gives a command, version, address, chain parameter or date has a verified: record or a listed reason',
  tags: ['celo', 'front_matter'],
  parser: 'none',
  asynchronous: true,
  async function(params, onError) {
    const root = path.resolve(ROOT, typeof params.config.pages_root === 'string' ? params.config.pages_root : 'docs');
    const page = path.relative(root, path.resolve(params.name));
    if (page.startsWith('..') || path.isAbsolute(page)) return;
    if ('verified' in frontMatter(params)) return;
    const data = await loadData();
    const unverified = Array.isArray(params.config.unverified) ? new Set(params.config.unverified) : data.unverified;
    if (unverified.has(page.split(path.sep).join('/'))) return;
    const claim = firstClaim(params.lines, data);
    if (!claim) return;
    const shown = path.relative(ROOT, path.resolve(params.name)).split(path.sep).join('/');
    onError({
      lineNumber: claim.line,
      detail:
        `${shown} gives ${claim.kind} ("${claim.text}") but has no verified: record. Check the page against its ` +
        'sources and add a record (CONTRIBUTING.md, "Verified records"), or, if the page is history, legal text, ' +
        "a link hub, a third-party service's facts or this repository's own workflow, list it with its reason in src/data/unverifiedPages.ts",
      context: claim.text,
    });
  },
};
