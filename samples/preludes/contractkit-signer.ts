// The kit of the ContractKit setup page holding a validator signer key too, with the signer's proof of
// possession: what the reader's validator code has before it authorizes the signer
// (/developer/contractkit/migrating-to-contractkit-v2).
import {privateKeyToAddress} from '@celo/utils/lib/address';
import {account, kit} from './contractkit';

const signerKey = process.env.SIGNER_PRIVATE_KEY!;
kit.connection.addAccount(signerKey);
export const signer = privateKeyToAddress(signerKey);
export const proofOfPossession = await (
  await kit.contracts.getAccounts()
).generateProofOfKeyPossession(account, signer);
export {kit};
