/** Side-by-side connection details of every Celo network, from src/data/networks. */
import React from 'react';
import Link from '@docusaurus/Link';
import {networkList, type Network} from '@site/src/data/networks';

const rows: {label: string; cell: (n: Network) => React.ReactNode}[] = [
  {label: 'Status', cell: (n) => (n.status === 'live' ? 'Live' : `Retired ${n.retired ?? ''}`.trim())},
  {label: 'Chain ID', cell: (n) => <code>{n.chainId}</code>},
  {label: 'Currency', cell: (n) => n.currency.symbol},
  {
    label: 'Public RPC (Forno)',
    cell: (n) => (
      <>
        {<code>{n.rpc.https}</code>}
        {n.status === 'retired' && ' (retired)'}
      </>
    ),
  },
  {
    label: 'WebSocket',
    cell: (n) => (n.status === 'retired' ? 'Retired' : n.rpc.wss ? <code>{n.rpc.wss}</code> : 'None'),
  },
  {
    label: 'Explorers',
    cell: (n) =>
      n.explorers.map((e, i) => (
        <React.Fragment key={e.url}>
          {i > 0 && ', '}
          <Link href={e.url}>{e.name}</Link>
        </React.Fragment>
      )),
  },
  {label: 'Settles on', cell: (n) => n.settlesOn},
  {
    label: 'Became an L2',
    cell: (n) =>
      n.l2Migration
        ? `${n.l2Migration.date.slice(0, 10)} (block ${n.l2Migration.block.toLocaleString('en-US')})`
        : 'Launched as an L2',
  },
];

export default function NetworkComparison(): React.JSX.Element {
  return (
    <table data-network-comparison="">
      <caption className="sr-only">Celo networks compared</caption>
      <thead>
        <tr>
          <td />
          {networkList.map((n) => (
            <th key={n.key} scope="col">
              {n.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            {networkList.map((n) => (
              <td key={n.key}>{r.cell(n)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
