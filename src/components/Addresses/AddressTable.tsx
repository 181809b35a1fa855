/** A filterable table of named addresses with a copy button and an explorer link per address. */
import React, {useId, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import CopyButton from '../CopyButton';
import styles from './styles.module.css';

export interface AddressRow {
  name: string;
  address: string;
  /** Extra text under the name (former symbol, note). */
  detail?: string;
  explorerUrl: string;
  /** Optional element in the last column (e.g. an "Add to wallet" button). */
  action?: React.ReactNode;
}

export default function AddressTable({rows, caption}: {rows: AddressRow[]; caption: string}): React.JSX.Element {
  const [filter, setFilter] = useState('');
  const id = useId();
  const visible = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? rows.filter((r) => `${r.name} ${r.detail ?? ''} ${r.address}`.toLowerCase().includes(f)) : rows;
  }, [rows, filter]);
  return (
    <div className={styles.wrapper}>
      <label htmlFor={id} className={styles.filterLabel}>
        Filter {caption}
      </label>
      <input
        id={id}
        type="search"
        className={styles.filter}
        placeholder="Name, symbol or address"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <table className={styles.table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Address</th>
            <th scope="col">Explorer</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((r) => (
            <tr key={`${r.name}-${r.address}`} data-address-row="">
              <td>
                {r.name}
                {r.detail && <div className={styles.detail}>{r.detail}</div>}
                {r.action}
              </td>
              <td className={styles.addressCell}>
                <code>{r.address}</code> <CopyButton value={r.address} label={`${r.name} address`} />
              </td>
              <td>
                <Link href={r.explorerUrl}>View</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {visible.length === 0 && <p role="status">No address matches "{filter}".</p>}
    </div>
  );
}
