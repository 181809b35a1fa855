/**
 * The compilers behind `npm run test:samples`: TypeScript (the workspace's own `typescript`, through its
 * program API so that each diagnostic maps back to a page line), solc (the `solc` npm packages of the
 * workspace, one per version, chosen by the block's pragma) and the data parsers (JSON, `yaml`, `smol-toml`).
 * Everything is loaded from samples/node_modules, so the checks run against the versions the docs name.
 */
import {createRequire} from 'node:module';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type TS from 'typescript';
import {pageSlug, type Unit} from './extract';

export interface Failure {
  page: string;
  line: number;
  message: string;
}

export function workspaceRequire(samplesDir: string): NodeRequire {
  const pkg = path.join(samplesDir, 'package.json');
  if (!existsSync(path.join(samplesDir, 'node_modules'))) {
    throw new Error(`${samplesDir}/node_modules is missing: run \`npm run samples:install\` first`);
  }
  return createRequire(pkg);
}

function pageLine(unit: Unit, zeroBasedLine: number): number {
  return unit.lineMap[Math.min(zeroBasedLine, unit.lineMap.length - 1)] ?? unit.line;
}

/** Names a module's top-level statements declare (exportedOnly: only those it exports). */
function topLevelNames(ts: typeof TS, source: TS.SourceFile, exportedOnly: boolean): string[] {
  const names: string[] = [];
  const bind = (name: TS.BindingName): void => {
    if (ts.isIdentifier(name)) names.push(name.text);
    else for (const e of name.elements) if (!ts.isOmittedExpression(e)) bind(e.name);
  };
  for (const st of source.statements) {
    const exported =
      ts.canHaveModifiers(st) && !!ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause)) {
      names.push(...st.exportClause.elements.map((e) => e.name.text));
    } else if (exportedOnly && !exported) {
      continue;
    } else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) bind(d.name);
    } else if (
      (ts.isFunctionDeclaration(st) ||
        ts.isClassDeclaration(st) ||
        ts.isEnumDeclaration(st) ||
        ts.isInterfaceDeclaration(st) ||
        ts.isTypeAliasDeclaration(st)) &&
      st.name
    ) {
      names.push(st.name.text);
    } else if (ts.isImportDeclaration(st) && st.importClause) {
      const {name, namedBindings} = st.importClause;
      if (name) names.push(name.text);
      if (namedBindings && ts.isNamespaceImport(namedBindings)) names.push(namedBindings.name.text);
      else if (namedBindings) names.push(...namedBindings.elements.map((e) => e.name.text));
    }
  }
  return names;
}

/**
 * Puts a unit's preludes (samples/preludes/<name>.ts) in front of its code: one import line per prelude, of the
 * names it exports that the unit does not declare itself (the block's own declaration wins), mapped to the page
 * line of the fence that names the prelude. Returns the failures of unknown preludes instead.
 */
function withPreludes(
  ts: typeof TS,
  samplesDir: string,
  file: string,
  unit: Unit,
  exportsOf: (prelude: string) => string[],
): Unit | Failure[] {
  if (!unit.preludes.length) return unit;
  const own = new Set(topLevelNames(ts, ts.createSourceFile(file, unit.code, ts.ScriptTarget.Latest), false));
  const failures: Failure[] = [];
  const lines: string[] = [];
  for (const p of unit.preludes) {
    const prelude = path.join(samplesDir, 'preludes', `${p.name}.ts`);
    const shown = path.relative(path.dirname(samplesDir), prelude);
    if (!existsSync(prelude)) {
      failures.push({page: unit.page, line: p.line, message: `unknown prelude "${p.name}": ${shown} does not exist`});
      continue;
    }
    const names = exportsOf(prelude).filter((n) => !own.has(n));
    const from = path.relative(path.dirname(file), prelude.replace(/\.ts$/, '')).split(path.sep).join('/');
    lines.push(names.length ? `import { ${names.join(', ')} } from '${from}';` : `import '${from}';`);
  }
  if (failures.length) return failures;
  return {
    ...unit,
    code: [...lines, unit.code].join('\n'),
    lineMap: [...unit.preludes.map((p) => p.line), ...unit.lineMap],
  };
}

/** Writes the TypeScript units under <outDir>/<page>/<file> and type-checks them as one program. */
export function checkTypeScript(samplesDir: string, outDir: string, units: Unit[]): Failure[] {
  const ts = workspaceRequire(samplesDir)('typescript') as typeof TS;
  rmSync(outDir, {recursive: true, force: true});
  const byFile = new Map<string, Unit>();
  const failures: Failure[] = [];
  // Each prelude is read and parsed once, however many units name it.
  const preludeExports = new Map<string, string[]>();
  const exportsOf = (prelude: string) => {
    let names = preludeExports.get(prelude);
    if (!names) {
      const source = ts.createSourceFile(prelude, readFileSync(prelude, 'utf8'), ts.ScriptTarget.Latest);
      preludeExports.set(prelude, (names = topLevelNames(ts, source, true)));
    }
    return names;
  };
  for (const written of units) {
    const file = path.join(outDir, pageSlug(written.page), written.file);
    const unit = withPreludes(ts, samplesDir, file, written, exportsOf);
    if (Array.isArray(unit)) {
      failures.push(...unit);
      continue;
    }
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, unit.code + '\n');
    byFile.set(path.resolve(file), unit);
  }
  const configPath = path.join(samplesDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, samplesDir);
  // A page that declares globals or augments a module (`declare global`, `declare module 'wagmi'`) gets a
  // program of its own, so its declarations cannot clash with another page's; all other pages share one
  // program. Parsed files are cached across programs.
  const groups = new Map<string, string[]>();
  for (const [file, unit] of byFile) {
    const key = units.some((u) => u.page === unit.page && /declare\s+(global|module)\b/.test(u.code)) ? unit.page : '';
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  const host = ts.createCompilerHost(parsed.options);
  const cache = new Map<string, TS.SourceFile | undefined>();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang) => {
    if (byFile.has(path.resolve(name))) return getSourceFile(name, lang);
    if (!cache.has(name)) cache.set(name, getSourceFile(name, lang));
    return cache.get(name);
  };
  for (const files of groups.values()) {
    // The configuration's own files (reader-env.d.ts) come first; then the group's units.
    const program = ts.createProgram({rootNames: [...parsed.fileNames, ...files], options: parsed.options, host});
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const text = ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0];
      const unit = d.file ? byFile.get(path.resolve(d.file.fileName)) : undefined;
      if (!d.file || !unit) {
        // A diagnostic outside the samples (the configuration, a prelude, a library) is reported as such.
        const where = d.file ? path.relative(path.dirname(samplesDir), d.file.fileName) : configPath;
        const line = d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1 : 0;
        failures.push({page: where, line, message: `TS${d.code} ${text}`});
        continue;
      }
      const {line} = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      failures.push({page: unit.page, line: pageLine(unit, line), message: `TS${d.code} ${text}`});
    }
  }
  return failures;
}

interface Solc {
  version(): string;
  compile(input: string, callbacks: {import: (p: string) => {contents: string} | {error: string}}): string;
}

/** Installed solc versions: `solc` and every `solc-<version>` alias in the workspace's package.json. */
export function solcVersions(samplesDir: string): Map<string, string> {
  const req = workspaceRequire(samplesDir);
  const deps = (
    JSON.parse(readFileSync(path.join(samplesDir, 'package.json'), 'utf8')) as {dependencies: Record<string, string>}
  ).dependencies;
  const out = new Map<string, string>();
  for (const name of Object.keys(deps)) {
    if (name !== 'solc' && !name.startsWith('solc-')) continue;
    const version = (req(`${name}/package.json`) as {version: string}).version;
    out.set(version, name);
  }
  return out;
}

/** The newest installed version a pragma allows (`^0.8.24`, `>=0.8.7 <0.8.20`). */
export function pickSolc(
  pragma: string,
  versions: string[],
  satisfies: (v: string, r: string) => boolean,
): string | undefined {
  const sorted = [...versions].sort((a, b) => b.localeCompare(a, undefined, {numeric: true}));
  return sorted.find((v) => satisfies(v, pragma));
}

/** Compiles each Solidity unit with the solc its pragma allows; imports resolve to the page's own files
 *  (by title) and the workspace's packages (@openzeppelin/contracts, forge-std). */
export function checkSolidity(samplesDir: string, units: Unit[]): Failure[] {
  const req = workspaceRequire(samplesDir);
  const semver = req('semver') as {satisfies(v: string, r: string): boolean};
  const versions = solcVersions(samplesDir);
  const loaded = new Map<string, Solc>();
  const failures: Failure[] = [];
  for (const unit of units) {
    const pragma = /pragma\s+solidity\s+([^;]+);/.exec(unit.code)?.[1]?.trim();
    if (!pragma) {
      failures.push({page: unit.page, line: unit.line, message: 'no `pragma solidity` line'});
      continue;
    }
    const version = pickSolc(pragma, [...versions.keys()], (v, r) => semver.satisfies(v, r));
    if (!version) {
      failures.push({
        page: unit.page,
        line: unit.line,
        message: `no installed solc satisfies pragma ${pragma} (installed: ${[...versions.keys()].join(', ')}; add a solc-<version> alias to samples/package.json)`,
      });
      continue;
    }
    const pkg = versions.get(version)!;
    if (!loaded.has(pkg)) loaded.set(pkg, req(pkg) as Solc);
    const solc = loaded.get(pkg)!;
    const pageFiles = new Map(
      units.filter((u) => u.page === unit.page).map((u) => [path.posix.normalize(u.file), u.code]),
    );
    const findImport = (p: string): {contents: string} | {error: string} => {
      const local = pageFiles.get(path.posix.normalize(p));
      if (local !== undefined) return {contents: local};
      // forge-std's npm package has its sources at the top level; `forge install` puts them under src/.
      for (const candidate of [p, p.replace(/^forge-std\/src\//, 'forge-std/')]) {
        // Read from node_modules directly: packages' "exports" maps often hide their .sol files from require.
        const file = path.join(samplesDir, 'node_modules', candidate);
        if (existsSync(file)) return {contents: readFileSync(file, 'utf8')};
      }
      return {error: `File not found: ${p}`};
    };
    const input = {
      language: 'Solidity',
      sources: {[unit.file]: {content: unit.code}},
      settings: {outputSelection: {'*': {'*': []}}},
    };
    const output = JSON.parse(solc.compile(JSON.stringify(input), {import: findImport})) as {
      errors?: {
        severity: string;
        formattedMessage: string;
        message: string;
        sourceLocation?: {file: string; start: number};
      }[];
    };
    for (const e of output.errors ?? []) {
      if (e.severity !== 'error') continue;
      let line = unit.line;
      if (e.sourceLocation && e.sourceLocation.file === unit.file && e.sourceLocation.start >= 0) {
        line = pageLine(unit, unit.code.slice(0, e.sourceLocation.start).split('\n').length - 1);
      }
      failures.push({page: unit.page, line, message: `solc ${version}: ${e.message}`});
    }
  }
  return failures;
}

/** Parses JSON, YAML and TOML units. */
export function checkData(samplesDir: string, units: Unit[]): Failure[] {
  const req = workspaceRequire(samplesDir);
  const yaml = req('yaml') as {
    parseAllDocuments(s: string): {errors: {message: string; linePos?: {line: number}[]}[]}[];
  };
  const toml = req('smol-toml') as {parse(s: string): unknown};
  const failures: Failure[] = [];
  for (const unit of units) {
    try {
      if (unit.kind === 'json') JSON.parse(unit.code);
      else if (unit.kind === 'toml') toml.parse(unit.code);
      else if (unit.kind === 'yaml') {
        for (const doc of yaml.parseAllDocuments(unit.code)) {
          const e = doc.errors[0];
          if (e) {
            failures.push({
              page: unit.page,
              line: pageLine(unit, (e.linePos?.[0]?.line ?? 1) - 1),
              message: `YAML: ${e.message.split('\n')[0]}`,
            });
          }
        }
      }
    } catch (err) {
      const message = err instanceof Error ? err.message.split('\n')[0]! : String(err);
      const m = /line (\d+)/i.exec(message);
      failures.push({
        page: unit.page,
        line: m ? pageLine(unit, Number(m[1]) - 1) : unit.line,
        message: `${unit.kind.toUpperCase()}: ${message}`,
      });
    }
  }
  return failures;
}
