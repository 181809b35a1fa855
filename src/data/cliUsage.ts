/**
 * Usage lines for celocli commands, shared by the generated CLI reference (scripts/cli-docs.ts) and the
 * <CliCommand> MDX component, so both show the same text for the same catalogue entry.
 */
import type {CliCommand} from './cli';

const PLACEHOLDER: Record<string, string> = {
  address: '<ADDRESS>',
  wei: '<WEI>',
  number: '<NUMBER>',
  integer: '<N>',
  string: '<VALUE>',
  url: '<URL>',
  path: '<PATH>',
  hex: '<HEX>',
  percent: '<PERCENT>',
  fraction: '<FRACTION>',
};

export const TABLE_FLAGS_NOTE =
  'Also accepts the table output flags `--columns`, `--csv`, `--filter`, `--no-header`, `--no-truncate`, `--output`, `--sort` and `--extended` (see the [CLI introduction](/cli)).';

export const longForm = (flag: string) =>
  flag
    .split(',')
    .map((p) => p.trim())
    .pop()!;

export function usageLine(c: CliCommand): string {
  if (c.usage) return c.usage;
  const required = ['celocli', c.name];
  if (c.argument) required.push(c.argument.name);
  const optional: string[] = [];
  for (const f of c.flags) {
    const token =
      f.type === 'boolean'
        ? longForm(f.flag)
        : `${longForm(f.flag)} ${f.placeholder ?? PLACEHOLDER[f.type] ?? '<VALUE>'}`;
    if (f.requirement.startsWith('required')) required.push(token);
    else optional.push(`[${token}]`);
  }
  let line = [required.join(' '), ...optional].join(' ');
  if (line.length > 90) {
    const [head, ...rest] = line.split(' [');
    const lines: string[] = [];
    let cur = head!;
    for (const w of rest) {
      const seg = `[${w}`;
      if (cur.length + seg.length + 1 > 90) {
        lines.push(`${cur} \\`);
        cur = `  ${seg}`;
      } else {
        cur = `${cur} ${seg}`;
      }
    }
    lines.push(cur);
    line = lines.join('\n');
  }
  return line;
}
