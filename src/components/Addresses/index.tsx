/** MDX components that render the address lists of src/data for one network. */
import React from 'react';
import {addressUrl, networks, type NetworkKey} from '@site/src/data/networks';
import {coreContracts, ethereumContractsForCeloMainnet, REGISTRY_ADDRESS, tokens} from '@site/src/data/addresses';
import {uniswapDeployments} from '@site/src/data/uniswap';
import AddressTable from './AddressTable';
import {AddTokenButton} from '../Wallet/AddToWallet';

export function ContractAddresses({network}: {network: NetworkKey}): React.JSX.Element {
  const list = coreContracts[network] ?? [];
  const rows = list.map((c) => ({
    name: c.name,
    address: c.address,
    detail: c.address === REGISTRY_ADDRESS ? 'Same address on every Celo network' : c.note,
    explorerUrl: addressUrl(network, c.address),
  }));
  return <AddressTable rows={rows} caption={`core contracts on ${networks[network].name}`} />;
}

export function EthereumContractAddresses(): React.JSX.Element {
  const rows = ethereumContractsForCeloMainnet.map((c) => ({
    name: c.name,
    address: c.address,
    explorerUrl: `https://etherscan.io/address/${c.address}`,
  }));
  return <AddressTable rows={rows} caption="Ethereum contracts of Celo Mainnet" />;
}

export function TokenAddresses({network}: {network: NetworkKey}): React.JSX.Element {
  const rows = tokens[network].map((t) => ({
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
    explorerUrl: addressUrl(network, t.address),
    action: <AddTokenButton network={network} symbol={t.symbol} />,
  }));
  return <AddressTable rows={rows} caption={`tokens on ${networks[network].name}`} />;
}

export function UniswapAddresses({version, network}: {version: 'v3' | 'v4'; network: NetworkKey}): React.JSX.Element {
  const rows = uniswapDeployments
    .filter((u) => u.version === version && u.network === network)
    .map((u) => ({name: u.name, address: u.address, detail: u.note, explorerUrl: addressUrl(network, u.address)}));
  return <AddressTable rows={rows} caption={`Uniswap ${version} on ${networks[network].name}`} />;
}
