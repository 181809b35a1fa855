/**
 * Markdown renderings of the MDX data components (src/components/NetworkTable, NetworkComparison, Addresses,
 * CliCommand), from the same typed data in src/data, so a twin carries the chain ids, RPC URLs and addresses
 * the HTML page shows. Each rendering mirrors its component's rows and columns.
 */
import {addressUrl, networkList, networks, type Network, type NetworkKey} from '../../data/networks';
import {coreContracts, ethereumContractsForCeloMainnet, REGISTRY_ADDRESS, tokens} from '../../data/addresses';
import {uniswapDeployments} from '../../data/uniswap';
import {cliCommands} from '../../data/cli';
import {TABLE_FLAGS_NOTE, usageLine} from '../../data/cliUsage';

export type Rendered = {kind: 'markdown'; markdown: string} | {kind: 'error'; message: string} | {kind: 'unknown'};

/** A table cell: pipes escaped, line breaks flattened. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
}

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

const links = (list: {name: string; url: string}[]) =>
  list.length ? list.map((l) => `[${l.name}](${l.url})`).join(', ') : 'None';

function networkTable(n: Network): string {
  return table(
    ['Parameter', 'Value'],
    [
      ['Network name', n.name],
      ['Chain ID', `\`${n.chainId}\` (hex \`${n.chainIdHex}\`)`],
      ['Currency', `${n.currency.symbol} (${n.currency.decimals} decimals)`],
      ['RPC (HTTPS)', `\`${n.rpc.https}\``],
      ...(n.rpc.wss ? [['RPC (WebSocket)', `\`${n.rpc.wss}\``]] : []),
      ['Block explorers', links(n.explorers)],
      ['Faucets', links(n.faucets)],
      ['Bridge', n.bridge ? links([n.bridge]) : 'None'],
      ['Settles on', n.settlesOn],
      [
        'L2 migration',
        n.l2Migration
          ? `Block ${n.l2Migration.block.toLocaleString('en-US')} (${n.l2Migration.date})`
          : 'Launched as an L2 (no migration)',
      ],
      ['Status', n.statusNote],
    ],
  );
}

function networkComparison(): string {
  const rows: [string, (n: Network) => string][] = [
    ['Status', (n) => (n.status === 'live' ? 'Live' : 'Legacy')],
    ['Chain ID', (n) => `\`${n.chainId}\``],
    ['Currency', (n) => n.currency.symbol],
    ['Public RPC (Forno)', (n) => `\`${n.rpc.https}\``],
    ['WebSocket', (n) => (n.rpc.wss ? `\`${n.rpc.wss}\`` : 'None')],
    ['Explorers', (n) => links(n.explorers)],
    ['Settles on', (n) => n.settlesOn],
    [
      'Became an L2',
      (n) =>
        n.l2Migration
          ? `${n.l2Migration.date.slice(0, 10)} (block ${n.l2Migration.block.toLocaleString('en-US')})`
          : 'Launched as an L2',
    ],
  ];
  return table(
    ['', ...networkList.map((n) => n.name)],
    rows.map(([label, f]) => [label, ...networkList.map(f)]),
  );
}

interface AddressRow {
  name: string;
  address: string;
  detail?: string;
  explorerUrl: string;
}

function addressTable(rows: AddressRow[]): string {
  if (!rows.length) return '_No addresses listed._';
  return table(
    ['Name', 'Address', 'Details'],
    rows.map((r) => [r.name, `[\`${r.address}\`](${r.explorerUrl})`, r.detail ?? '']),
  );
}

function cliCommand(name: string, siteUrl: string, showExample: boolean): string | undefined {
  const c = cliCommands.find((x) => x.name === name);
  if (!c) return undefined;
  const abs = (text: string) => text.replace(/\]\(\//g, `](${siteUrl}/`);
  const anchor = (c.heading ?? c.name)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
  const out = [
    `**\`celocli ${c.name}\`** ([full reference](${siteUrl}/cli/${c.topic}#${anchor}))`,
    abs(c.description),
    '```bash\n' + usageLine(c) + '\n```',
  ];
  if (c.argument) out.push(abs(`Argument: \`${c.argument.name}\` is ${c.argument.description}`));
  out.push(
    c.flags.length
      ? table(
          ['Flag', 'Type', 'Required / default', 'Meaning'],
          c.flags.map((f) => [`\`${f.flag}\``, f.type, f.requirement, abs(f.description)]),
        )
      : 'This command has no command-specific flags; only the global flags apply.',
  );
  if (c.tableOutput) out.push(abs(TABLE_FLAGS_NOTE));
  if (c.note) out.push(abs(c.note));
  if (showExample && c.example) out.push('Example:', '```bash\n' + c.example + '\n```');
  return out.join('\n\n');
}

function network(props: Map<string, string>, component: string): string {
  const key = props.get('network') ?? '';
  return Object.hasOwn(networks, key)
    ? key
    : `<${component}> has unknown network="${key}" (known: ${Object.keys(networks).join(', ')})`;
}

/** The Markdown for a data component, `unknown` if `name` is not one, or an error naming the bad prop. */
export function renderDataComponent(name: string, props: Map<string, string>, siteUrl: string): Rendered {
  const md = (markdown: string): Rendered => ({kind: 'markdown', markdown});
  const needNetwork = (f: (n: NetworkKey) => string): Rendered => {
    const n = network(props, name);
    return Object.hasOwn(networks, n) ? md(f(n as NetworkKey)) : {kind: 'error', message: n};
  };
  switch (name) {
    case 'NetworkTable':
      return needNetwork((n) => networkTable(networks[n]));
    case 'NetworkComparison':
      return md(networkComparison());
    case 'ContractAddresses':
      return needNetwork((n) =>
        addressTable(
          (coreContracts[n] ?? []).map((c) => ({
            name: c.name,
            address: c.address,
            detail: c.address === REGISTRY_ADDRESS ? 'Same address on every Celo network' : c.note,
            explorerUrl: addressUrl(n, c.address),
          })),
        ),
      );
    case 'EthereumContractAddresses':
      return md(
        addressTable(
          ethereumContractsForCeloMainnet.map((c) => ({
            name: c.name,
            address: c.address,
            explorerUrl: `https://etherscan.io/address/${c.address}`,
          })),
        ),
      );
    case 'TokenAddresses':
      return needNetwork((n) =>
        addressTable(
          tokens[n].map((t) => ({
            name: t.symbol,
            address: t.address,
            detail: [
              t.formerly && `Formerly ${t.formerly}`,
              t.decimals && `${t.decimals} decimals`,
              t.feeCurrencyAdapter && `Fee-currency adapter: ${t.feeCurrencyAdapter}`,
              t.note,
            ]
              .filter(Boolean)
              .join(' · '),
            explorerUrl: addressUrl(n, t.address),
          })),
        ),
      );
    case 'UniswapAddresses': {
      const version = props.get('version');
      if (version !== 'v3' && version !== 'v4')
        return {kind: 'error', message: `<UniswapAddresses> has unknown version="${version ?? ''}" (v3 or v4)`};
      return needNetwork((n) =>
        addressTable(
          uniswapDeployments
            .filter((u) => u.version === version && u.network === n)
            .map((u) => ({name: u.name, address: u.address, detail: u.note, explorerUrl: addressUrl(n, u.address)})),
        ),
      );
    }
    case 'CliCommand': {
      const command = props.get('name') ?? '';
      const out = cliCommand(command, siteUrl, props.get('showExample') !== 'false');
      return out
        ? md(out)
        : {kind: 'error', message: `<CliCommand name="${command}">: no such command in src/data/cli.ts`};
    }
    default:
      return {kind: 'unknown'};
  }
}
