/** Validation of the celocli catalogue; each problem names the command (and flag). */
import {cliGlobalFlags, cliSignerFlags, cliTableFlags, type CliCommand} from './cli';

const FLAG = /^(-[a-zA-Z], )?--[a-zA-Z][\w-]*$/;
const NAME = /^[a-z]+(:[a-zA-Z0-9-]+)?$/;

export function validateCli(commands: readonly CliCommand[]): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const c of commands) {
    const where = `celocli ${c.name}`;
    if (!NAME.test(c.name)) problems.push(`${where}: name is not of the form topic:command`);
    if (names.has(c.name)) problems.push(`${where}: documented twice`);
    names.add(c.name);
    if (c.description.trim().length < 20) problems.push(`${where}: description is missing or too short`);
    const own = new Set<string>();
    for (const f of c.flags) {
      if (!FLAG.test(f.flag)) problems.push(`${where}: flag "${f.flag}" is not of the form "--name" or "-x, --name"`);
      if (!/^(required|optional|default[: ].+)/.test(f.requirement)) {
        problems.push(
          `${where}: flag ${f.flag} has requirement "${f.requirement}" (use required, optional or default: …)`,
        );
      }
      for (const form of f.flag.split(',').map((s) => s.trim())) {
        if (own.has(form)) problems.push(`${where}: flag ${form} is listed twice`);
        own.add(form);
      }
    }
    if (c.example) {
      const invocations = c.example
        .split('\n')
        .join(' ')
        .split(/(?=\bcelocli\b)/)
        .filter((s) => s.startsWith('celocli'));
      if (!invocations.some((s) => s.startsWith(`celocli ${c.name}`)))
        problems.push(`${where}: example does not run ${c.name}`);
      for (const inv of invocations) {
        if (!inv.startsWith(`celocli ${c.name}`)) continue;
        const used = inv.match(/(?<=\s)--?[a-zA-Z][\w-]*/g) ?? [];
        if ((c.sendsTransaction || c.signsMessage) && !used.some((f) => cliSignerFlags.includes(f)))
          problems.push(
            `${where}: ${c.sendsTransaction ? 'sends a transaction' : 'signs a message'}, but its example passes no signer (${cliSignerFlags.join(', ')}); against a public node a reader who copies it cannot sign`,
          );
        for (const flag of used) {
          if (!own.has(flag) && !cliGlobalFlags.includes(flag) && !(c.tableOutput && cliTableFlags.includes(flag))) {
            problems.push(`${where}: example uses ${flag}, which is not a flag of this command`);
          }
        }
      }
    }
  }
  return problems;
}
