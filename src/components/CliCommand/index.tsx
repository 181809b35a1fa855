/**
 * One celocli command rendered from the catalogue (src/data/cli.ts): description, usage, flags and example.
 * Use it in MDX outside the generated /cli reference, e.g. <CliCommand name="node:synced" />.
 * An unknown name fails the build with a message naming it, so a page cannot show a command that does not exist.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {cliCommands} from '@site/src/data/cli';
import {TABLE_FLAGS_NOTE, usageLine} from '@site/src/data/cliUsage';
import styles from './styles.module.css';

/** Renders the inline Markdown the catalogue uses: `code` spans and [text](url) links. */
export function InlineMarkdown({text}: {text: string}): React.JSX.Element {
  const parts = text.split(/(`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g);
  return (
    <>
      {parts.map((part, i) => {
        if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
          return <code key={i}>{part.slice(1, -1)}</code>;
        const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
        if (link)
          return (
            <Link key={i} to={link[2]}>
              {link[1]}
            </Link>
          );
        return <React.Fragment key={i}>{part}</React.Fragment>;
      })}
    </>
  );
}

/** The anchor Docusaurus gives a heading (GitHub slug rules for the characters command headings use). */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export default function CliCommand({
  name,
  showExample = true,
}: {
  name: string;
  showExample?: boolean;
}): React.JSX.Element {
  const command = cliCommands.find((c) => c.name === name);
  if (!command) {
    throw new Error(`<CliCommand name="${name}">: no such command in src/data/cli.ts`);
  }
  return (
    <section className={styles.command} data-cli-command={command.name} aria-label={`celocli ${command.name}`}>
      <p className={styles.title}>
        <code>celocli {command.name}</code>{' '}
        <Link to={`/cli/${command.topic}#${headingAnchor(command.heading ?? command.name)}`}>Full reference</Link>
      </p>
      <p>
        <InlineMarkdown text={command.description} />
      </p>
      <CodeBlock language="bash" title="Usage">
        {usageLine(command)}
      </CodeBlock>
      {command.argument && (
        <p>
          Argument: <code>{command.argument.name}</code> is <InlineMarkdown text={command.argument.description} />
        </p>
      )}
      {command.flags.length > 0 ? (
        <table>
          <caption className="sr-only">Flags of celocli {command.name}</caption>
          <thead>
            <tr>
              <th scope="col">Flag</th>
              <th scope="col">Type</th>
              <th scope="col">Required / default</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {command.flags.map((f) => (
              <tr key={f.flag}>
                <td>
                  <code>{f.flag}</code>
                </td>
                <td>{f.type}</td>
                <td>{f.requirement}</td>
                <td>
                  <InlineMarkdown text={f.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>This command has no command-specific flags; only the global flags apply.</p>
      )}
      {command.tableOutput && (
        <p>
          <InlineMarkdown text={TABLE_FLAGS_NOTE} />
        </p>
      )}
      {command.note && (
        <p>
          <InlineMarkdown text={command.note} />
        </p>
      )}
      {showExample && command.example && (
        <CodeBlock language="bash" title="Example">
          {command.example}
        </CodeBlock>
      )}
    </section>
  );
}
