// The kit of the ContractKit setup page (/developer/contractkit/setup): a kit on a Forno endpoint with the
// reader's key added and set as the default account. ContractKit pages say they assume this kit.
import {newKit} from '@celo/contractkit';

export const kit = newKit('https://forno.celo-sepolia.celo-testnet.org');
kit.connection.addAccount(process.env.PRIVATE_KEY!);
export const [account] = await kit.connection.getAccounts();
kit.connection.defaultAccount = account;
