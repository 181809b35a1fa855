// The public client of the first block of the viem page (/developer/viem, "Read from the chain").
import {createPublicClient, http} from 'viem';
import {celo} from 'viem/chains';

export const client = createPublicClient({chain: celo, transport: http()});
