/**
 * The parameters of one Celo network, from src/data/networks, with an "Add to wallet" button. A retired network
 * shows its former endpoints as history: rows say "Former", and there is no faucet, bridge or wallet button.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {networks, type NetworkKey} from '@site/src/data/networks';
import CopyButton from './CopyButton';
import {AddNetworkButton} from './Wallet/AddToWallet';

export default function NetworkTable({network}: {network: NetworkKey}): React.JSX.Element {
  const n = networks[network];
  const retired = n.status === 'retired';
  const former = retired ? 'Former ' : '';
  const links = (list: {name: string; url: string}[]) =>
    list.length ? (
      list.map((l, i) => (
        <React.Fragment key={l.url}>
          {i > 0 && ', '}
          <Link href={l.url}>{l.name}</Link>
        </React.Fragment>
      ))
    ) : (
      <>None</>
    );
  return (
    <div data-network={n.key}>
      <table>
        <caption className="sr-only">{n.name} parameters</caption>
        <tbody>
          <tr>
            <th scope="row">Network name</th>
            <td>{n.name}</td>
          </tr>
          <tr>
            <th scope="row">Chain ID</th>
            <td>
              <code>{n.chainId}</code> (hex <code>{n.chainIdHex}</code>){' '}
              <CopyButton value={String(n.chainId)} label="chain ID" />
            </td>
          </tr>
          <tr>
            <th scope="row">Currency</th>
            <td>
              {n.currency.symbol} ({n.currency.decimals} decimals)
            </td>
          </tr>
          <tr>
            <th scope="row">{former}RPC (HTTPS)</th>
            <td>
              <code>{n.rpc.https}</code> <CopyButton value={n.rpc.https} label="RPC URL" />
            </td>
          </tr>
          {n.rpc.wss && (
            <tr>
              <th scope="row">{former}RPC (WebSocket)</th>
              <td>
                <code>{n.rpc.wss}</code> <CopyButton value={n.rpc.wss} label="WebSocket URL" />
              </td>
            </tr>
          )}
          <tr>
            <th scope="row">{former}Block explorers</th>
            <td>{links(n.explorers)}</td>
          </tr>
          <tr>
            <th scope="row">Faucets</th>
            <td>{retired ? 'None (retired)' : links(n.faucets)}</td>
          </tr>
          <tr>
            <th scope="row">Bridge</th>
            <td>{retired ? 'None (retired)' : n.bridge ? <Link href={n.bridge.url}>{n.bridge.name}</Link> : 'None'}</td>
          </tr>
          <tr>
            <th scope="row">Settles on</th>
            <td>{n.settlesOn}</td>
          </tr>
          <tr>
            <th scope="row">L2 migration</th>
            <td>
              {n.l2Migration
                ? `Block ${n.l2Migration.block.toLocaleString('en-US')} (${n.l2Migration.date})`
                : 'Launched as an L2 (no migration)'}
            </td>
          </tr>
          <tr>
            <th scope="row">Status</th>
            <td>{n.statusNote}</td>
          </tr>
        </tbody>
      </table>
      {!retired && <AddNetworkButton network={network} />}
    </div>
  );
}
