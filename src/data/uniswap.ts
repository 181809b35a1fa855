/**
 * Uniswap v3 and v4 deployments on Celo, from Celo's Uniswap contracts page (celo-org/docs@10957be8,
 * tooling/contracts/uniswap-contracts.mdx).
 * v3 is listed for Mainnet and Alfajores, v4 for Mainnet and Celo Sepolia, as the sources give them.
 * Addresses are EIP-55 checksummed (tests/unit/reference-data.test.ts).
 */
import type {Address} from './addresses';
import type {NetworkKey} from './networks';

export interface UniswapEntry {
  version: 'v3' | 'v4';
  network: NetworkKey;
  name: string;
  address: Address;
  note?: string;
}

export const uniswapDeployments: UniswapEntry[] = [
  {version: 'v3', network: 'mainnet', name: 'UniswapV3Factory', address: '0xAfE208a311B21f13EF87E33A90049fC17A7acDEc'},
  {
    version: 'v3',
    network: 'alfajores',
    name: 'UniswapV3Factory',
    address: '0x229Fd76DA9062C1a10eb4193768E192bdEA99572',
  },
  {version: 'v3', network: 'mainnet', name: 'Multicall2', address: '0x633987602DE5C4F337e3DbF265303A1080324204'},
  {version: 'v3', network: 'alfajores', name: 'Multicall2', address: '0x692A12C7C167c44e54c3d381CA3EE91F058Dc404'},
  {version: 'v3', network: 'mainnet', name: 'ProxyAdmin', address: '0xc1b262Dd7643D4B7cA9e51631bBd900a564BF49A'},
  {version: 'v3', network: 'alfajores', name: 'ProxyAdmin', address: '0xE4d1eBb97Fe5fabFaBbB8C004C424EE12dE8A07d'},
  {version: 'v3', network: 'mainnet', name: 'TickLens', address: '0x5f115D9113F88e0a0Db1b5033D90D4a9690AcD3D'},
  {version: 'v3', network: 'alfajores', name: 'TickLens', address: '0xFdACaEfB0f85C9BE9d319023453cC85C812d7e1E'},
  {version: 'v3', network: 'mainnet', name: 'NFTDescriptor', address: '0xa9Fd765d85938D278cb0b108DbE4BF7186831186'},
  {version: 'v3', network: 'alfajores', name: 'NFTDescriptor', address: '0xE3da4F834D45b27AF95600e6546991dC3B50adAC'},
  {
    version: 'v3',
    network: 'mainnet',
    name: 'NonfungibleTokenPositionDescriptor',
    address: '0x644023b316bB65175C347DE903B60a756F6dd554',
  },
  {
    version: 'v3',
    network: 'alfajores',
    name: 'NonfungibleTokenPositionDescriptor',
    address: '0xB00B8C3aB078EB0f7DeC6cE19c1a1da5bf4f8d7e',
  },
  {
    version: 'v3',
    network: 'mainnet',
    name: 'TransparentUpgradeableProxy',
    address: '0x505B43c452AA4443e0a6B84bb37771494633Fde9',
  },
  {
    version: 'v3',
    network: 'alfajores',
    name: 'TransparentUpgradeableProxy',
    address: '0x9ddD6325FBE93A715B422883cED853CD843f217C',
  },
  {
    version: 'v3',
    network: 'mainnet',
    name: 'NonfungiblePositionManager',
    address: '0x3d79EdAaBC0EaB6F08ED885C05Fc0B014290D95A',
  },
  {
    version: 'v3',
    network: 'alfajores',
    name: 'NonfungiblePositionManager',
    address: '0x0eC9d3C06Bc0A472A80085244d897bb604548824',
  },
  {version: 'v3', network: 'mainnet', name: 'V3Migrator', address: '0x3cFd4d48EDfDCC53D3f173F596f621064614C582'},
  {version: 'v3', network: 'alfajores', name: 'V3Migrator', address: '0x245d3F47F55c532dbE9340368855Be631B162cfd'},
  {version: 'v3', network: 'mainnet', name: 'QuoterV2', address: '0x82825d0554fA07f7FC52Ab63c961F330fdEFa8E8'},
  {version: 'v3', network: 'alfajores', name: 'QuoterV2', address: '0x3c1FCF8D6f3A579E98F4AE75EB0adA6de70f5673'},
  {version: 'v3', network: 'mainnet', name: 'SwapRouter02', address: '0x5615CDAb10dc425a742d643d949a7F474C01abc4'},
  {version: 'v3', network: 'alfajores', name: 'SwapRouter02', address: '0x8C456F41A3883bA0ba99f810F7A2Da54D9Ea3EF0'},
  {version: 'v3', network: 'mainnet', name: 'Permit2', address: '0x000000000022D473030F116dDEE9F6B43aC78BA3'},
  {version: 'v3', network: 'alfajores', name: 'Permit2', address: '0x000000000022D473030F116dDEE9F6B43aC78BA3'},
  {version: 'v3', network: 'mainnet', name: 'UniversalRouter', address: '0x643770E279d5D0733F21d6DC03A8efbABf3255B4'},
  {version: 'v3', network: 'alfajores', name: 'UniversalRouter', address: '0x84904B9E85F76a421223565be7b596d7d9A8b8Ce'},
  {version: 'v3', network: 'mainnet', name: 'v3StakerAddress', address: '0x6586FB35393abF7Ff454977a9b3c912d218791C6'},
  {version: 'v3', network: 'alfajores', name: 'v3StakerAddress', address: '0x8AC47D3e65a3e6aD14596ee7d18ad1d1aA53208F'},
  {version: 'v4', network: 'mainnet', name: 'PoolManager', address: '0x288dc841A52FCA2707c6947B3A777c5E56cd87BC'},
  {version: 'v4', network: 'celoSepolia', name: 'PoolManager', address: '0x2af85C83CFe7bC5182F81E5aE82661b4E9F15A1e'},
  {version: 'v4', network: 'mainnet', name: 'PositionManager', address: '0xf7965f3981e4D5BC383BfBCb61501763e9068CA9'},
  {
    version: 'v4',
    network: 'celoSepolia',
    name: 'PositionManager',
    address: '0xB104b7c42DAB49d31fe3Ea91Dd80305348Cc37C1',
  },
  {
    version: 'v4',
    network: 'mainnet',
    name: 'PositionDescriptor',
    address: '0x5727E22b25fEEe05E8dFa83C752B86F19D102D8A',
  },
  {
    version: 'v4',
    network: 'celoSepolia',
    name: 'PositionDescriptor',
    address: '0x3B13783e319Be24E2b9Db588745eA3202723B497',
  },
  {version: 'v4', network: 'mainnet', name: 'V4Quoter', address: '0x28566da1093609182dFf2cB2A91CFD72e61d66cd'},
  {version: 'v4', network: 'celoSepolia', name: 'V4Quoter', address: '0xca5E523FA87c7dC67762c8E7f4a65783899b3c72'},
  {version: 'v4', network: 'mainnet', name: 'StateView', address: '0xbc21f8720BABf4b20d195eE5C6e99c52b76F2bfb'},
  {version: 'v4', network: 'celoSepolia', name: 'StateView', address: '0xF7e0Ba08d608cE1c90498c763e9fa001404e2a4b'},
  {version: 'v4', network: 'mainnet', name: 'UniversalRouter', address: '0xcb695bc5D3Aa22cAD1E6DF07801b061a05A0233A'},
  {
    version: 'v4',
    network: 'celoSepolia',
    name: 'UniversalRouter',
    address: '0x8891A0A682cC7f0bda7912E79C80167403d96103',
  },
  {version: 'v4', network: 'mainnet', name: 'Permit2', address: '0x000000000022D473030F116dDEE9F6B43aC78BA3'},
  {version: 'v4', network: 'celoSepolia', name: 'Permit2', address: '0x000000000022D473030F116dDEE9F6B43aC78BA3'},
  {
    version: 'v4',
    network: 'celoSepolia',
    name: 'PoolSwapTest',
    address: '0x42592B9fFA3be9351cf06EC499e28b88a4A99f50',
    note: 'Test helper, deployed on Celo Sepolia only.',
  },
  {
    version: 'v4',
    network: 'celoSepolia',
    name: 'PoolModifyLiquidityTest',
    address: '0x643ddc282cD4C65a40cd96c27968B63a2e31cF6d',
    note: 'Test helper, deployed on Celo Sepolia only.',
  },
];
