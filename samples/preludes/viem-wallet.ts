// A viem account with a public and a wallet client on Celo Sepolia, as created in "Creating clients" of
// /developer/contractkit/migrating-to-viem, "The viem equivalent" of /developer/contractkit/setup and send.ts of
// /developer/walkthrough/hello-celo.
import {createPublicClient, createWalletClient, http, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {celoSepolia} from 'viem/chains';

export const account = privateKeyToAccount(process.env.PRIVATE_KEY as Hex);
export const publicClient = createPublicClient({chain: celoSepolia, transport: http()});
export const walletClient = createWalletClient({account, chain: celoSepolia, transport: http()});
