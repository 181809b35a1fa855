/** EIP-1193 requests for adding a network or a token to the reader's wallet, built from the typed data. */
import type {Network} from '@site/src/data/networks';
import type {TokenEntry} from '@site/src/data/addresses';

export interface Eip1193Provider {
  request(args: {method: string; params?: unknown}): Promise<unknown>;
}

/** EIP-3085 wallet_addEthereumChain parameters. */
export function addChainRequest(network: Network) {
  return {
    method: 'wallet_addEthereumChain',
    params: [
      {
        chainId: network.chainIdHex,
        chainName: network.name,
        nativeCurrency: network.currency,
        rpcUrls: [network.rpc.https],
        blockExplorerUrls: network.explorers.map((e) => e.url),
      },
    ],
  };
}

/** EIP-747 wallet_watchAsset parameters (only for tokens whose decimals are known). */
export function watchAssetRequest(token: TokenEntry & {decimals: number}) {
  return {
    method: 'wallet_watchAsset',
    params: {
      type: 'ERC20',
      options: {address: token.address, symbol: token.symbol.slice(0, 11), decimals: token.decimals},
    },
  };
}

export function walletErrorMessage(error: unknown): string {
  const code = (error as {code?: number})?.code;
  if (code === 4001) return 'You rejected the request in your wallet. Nothing was changed.';
  if (code === -32002) return 'Your wallet already has a pending request: open it to continue.';
  const message = (error as {message?: string})?.message;
  return `Your wallet could not complete the request${message ? `: ${message}` : '.'}`;
}

export const NO_WALLET_MESSAGE =
  'No browser wallet was found on this page. Install one (for example MetaMask), or add the values from the table by hand in your wallet settings.';
