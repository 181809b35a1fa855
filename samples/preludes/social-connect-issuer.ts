// The issuer of the "Build with SocialConnect" page: its account address and the signer that proves it pays the ODIS
// quota. The page leaves the signer options to the SocialConnect docs; this one signs with the issuer's data
// encryption key (/developer/contractkit/odis shows a wallet-key signer instead).
import {OdisUtils} from '@celo/identity';
import type {AuthSigner} from '@celo/identity/lib/odis/query';

export const issuerAddress = process.env.ISSUER_ADDRESS!;
export const authSigner: AuthSigner = {
  authenticationMethod: OdisUtils.Query.AuthenticationMethod.ENCRYPTION_KEY,
  rawKey: process.env.ISSUER_DEK_PRIVATE_KEY!,
};
