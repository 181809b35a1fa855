/**
 * "Add to wallet" buttons: EIP-1193 requests to the wallet injected in the page (window.ethereum), with a
 * plain explanation when there is none, when the reader rejects, or when the wallet fails.
 */
import React, {useState} from 'react';
import {networks, type NetworkKey} from '@site/src/data/networks';
import {tokens} from '@site/src/data/addresses';
import {
  addChainRequest,
  NO_WALLET_MESSAGE,
  walletErrorMessage,
  watchAssetRequest,
  type Eip1193Provider,
} from './walletRequests';
import styles from '../Addresses/styles.module.css';

type Status = {kind: 'idle'} | {kind: 'ok'; message: string} | {kind: 'error'; message: string};

function useWalletRequest() {
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  async function send(request: {method: string; params?: unknown}, success: string) {
    const provider = (window as unknown as {ethereum?: Eip1193Provider}).ethereum;
    if (!provider?.request) {
      setStatus({kind: 'error', message: NO_WALLET_MESSAGE});
      return;
    }
    try {
      await provider.request(request);
      setStatus({kind: 'ok', message: success});
    } catch (error) {
      setStatus({kind: 'error', message: walletErrorMessage(error)});
    }
  }
  return {status, send};
}

function StatusLine({status}: {status: Status}) {
  if (status.kind === 'idle') return null;
  return (
    <p role="status" className={status.kind === 'error' ? styles.walletError : styles.walletOk}>
      {status.message}
    </p>
  );
}

export function AddNetworkButton({network}: {network: NetworkKey}): React.JSX.Element {
  const {status, send} = useWalletRequest();
  const n = networks[network];
  return (
    <div className={styles.wallet}>
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={() => void send(addChainRequest(n), `${n.name} was added to your wallet (or was already there).`)}
      >
        Add {n.name} to wallet
      </button>
      <StatusLine status={status} />
    </div>
  );
}

export function AddTokenButton({network, symbol}: {network: NetworkKey; symbol: string}): React.JSX.Element | null {
  const {status, send} = useWalletRequest();
  const token = tokens[network].find((t) => t.symbol === symbol);
  if (!token?.decimals) return null;
  const withDecimals = {...token, decimals: token.decimals};
  return (
    <span className={styles.wallet}>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => void send(watchAssetRequest(withDecimals), `${token.symbol} was added to your wallet.`)}
      >
        Add {token.symbol} to wallet
      </button>
      <StatusLine status={status} />
    </span>
  );
}
