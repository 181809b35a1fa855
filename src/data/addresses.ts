/**
 * Contract and token addresses, per network: the only place addresses are written on this site. Pages render
 * them with the components of src/components/Addresses. Every address is EIP-55 checksummed; the test
 * tests/unit/reference-data.test.ts checks that, and that no address has two names on one network.
 *
 * Sources: Celo's core, token, stablecoin, fee-currency and L1 contract pages (celo-org/docs@12ed6466
 * tooling/contracts/core-contracts.mdx, @07366f28 token-contracts.mdx and stablecoin-contracts.mdx, @48151a00
 * fee-currencies.mdx, @0620bdb5 l1-contracts.mdx) and the older contract-addresses page (@0c5bb780); the Celo
 * Sepolia core contracts, Mainnet's GovernanceSlasher and StableTokenBRL, and Mainnet's UniswapFeeHandlerSeller from
 * the Registry-generated core-contracts.mdx @e1a5a6a3 (the Registry has pointed UniswapFeeHandlerSeller at
 * 0x399e…5A8b since Contracts Release 12, celo-org/governance CGP-166). The former symbols of AUDm, CADm, CHFm,
 * GBPm, JPYm, NGNm and ZARm are those of Mento's rebranding proposal MGP-12 (celo-org/governance CGP-214). Choices
 * where sources disagree:
 * - Alfajores FeeCurrencyDirectory: the current core-contracts page (primary) is used, not the older
 *   contract-addresses page.
 * - Mainnet WETH: the Celo native bridge token (current token list); the older list's address is not shown.
 * - 0x2F25…602B is the USDC fee-currency ADAPTER on Mainnet and the USDC TOKEN on Alfajores: both are listed,
 *   on their own networks.
 * - Celo Sepolia lists two sets of Mento-style stablecoins (USDm/EURm/BRLm and cUSD/cEUR/cREAL entries with
 *   other addresses); both are shown with their source labels.
 * - Mento stablecoins are shown under their new symbols (USDm, EURm, …) with the former one (cUSD, cEUR, …).
 * - Celo Sepolia's Registry names 0xEF4d…bC80 as StableToken: the token list's "cUSD" entry, not its USDm.
 */
import type {NetworkKey} from './networks';

export type Address = `0x${string}`;

export interface ContractEntry {
  name: string;
  address: Address;
  note?: string;
}

export interface TokenEntry {
  symbol: string;
  /** Former symbol (Mento stablecoins were renamed, e.g. cUSD → USDm). */
  formerly?: string;
  address: Address;
  decimals?: number;
  /** Pass this, not the token, as feeCurrency for tokens with other than 18 decimals. */
  feeCurrencyAdapter?: Address;
  /** Shown to readers under the symbol: write it for them. Source notes go in comments. */
  note?: string;
}

/** The Registry is predeployed at the same address on every Celo network. */
export const REGISTRY_ADDRESS: Address = '0x000000000000000000000000000000000000ce10';

export const coreContracts: Partial<Record<NetworkKey, ContractEntry[]>> = {
  mainnet: [
    {name: 'Accounts', address: '0x7d21685C17607338b313a7174bAb6620baD0aaB7'},
    {name: 'Attestations', address: '0xdC553892cdeeeD9f575aa0FBA099e5847fd88D20'},
    {name: 'FederatedAttestations', address: '0x0aD5b1d0C25ecF6266Dd951403723B2687d6aff2'},
    {name: 'OdisPayments', address: '0xAE6B29f31B96e61DdDc792f45fDa4e4F0356D0CB'},
    {name: 'BlockchainParameters', address: '0x6E10a8864C65434A721d82e424d727326F9d5Bfa'},
    {name: 'CeloUnreleasedTreasury', address: '0x7A8c7a833565fc428cdFBa20FE03fAfb178A434f'},
    {name: 'DoubleSigningSlasher', address: '0x50C100baCDe7E2b546371EB0Be1eACcf0A6772ec'},
    {name: 'DowntimeSlasher', address: '0x71CAc3B31c138F3327C6cA14f9a1c8d752463fDd'},
    {name: 'Election', address: '0x8D6677192144292870907E3Fa8A5527fE55A7ff6'},
    {name: 'EpochManager', address: '0xF424B5e85B290b66aC20f8A9EAB75E25a526725E'},
    {name: 'EpochManagerEnabler', address: '0x2d4148c3500F696aA5a83dd4cc35c289b738B687'},
    {name: 'EpochRewards', address: '0x07F007d389883622Ef8D4d347b3f78007f28d8b7'},
    {name: 'Escrow', address: '0xf4Fa51472Ca8d72AF678975D9F8795A504E7ada5'},
    {name: 'Exchange', address: '0x67316300f17f063085Ca8bCa4bd3f7a5a3C66275'},
    {name: 'ExchangeEUR', address: '0xE383394B913d7302c49F794C7d3243c429d53D1d'},
    {name: 'FeeCurrencyDirectory', address: '0x15F344b9E6c3Cb6F0376A36A64928b13F62C6276'},
    {name: 'FeeCurrencyWhitelist', address: '0xBB024E9cdCB2f9E34d893630D19611B8A5381b3c'},
    {name: 'Freezer', address: '0x47a472F45057A9d79d62C6427367016409f4fF5A'},
    {name: 'FeeHandler', address: '0xcD437749E43A154C07F3553504c68fBfD56B8778'},
    {name: 'GasPriceMinimum', address: '0xDfca3a8d7699D8bAfe656823AD60C17cb8270ECC'},
    {name: 'GoldToken (CELO)', address: '0x471EcE3750Da237f93B8E339c536989b8978a438'},
    {name: 'Governance', address: '0xD533Ca259b330c7A88f74E000a3FaEa2d63B7972'},
    {name: 'GovernanceSlasher', address: '0xf2a347F184b0Fef572C7CBd2c392359eCcf43F3c'},
    {name: 'GrandaMento', address: '0x03f6842B82DD2C9276931A17dd23D73C16454a49'},
    {name: 'LockedGold (LockedCelo)', address: '0x6cC083Aed9e3ebe302A6336dBC7c921C9f03349E'},
    {name: 'MentoFeeHandlerSeller', address: '0x4eFa274B7e33476C961065000D58ee09F7921A74'},
    {name: 'Random', address: '0x22a4aAF42A50bFA7238182460E32f15859c93dfe'},
    {name: 'Registry', address: '0x000000000000000000000000000000000000ce10'},
    {name: 'Reserve', address: '0x9380fA34Fd9e4Fd14c06305fd7B6199089eD4eb9'},
    {name: 'ScoreManager', address: '0xef3B9CC0FA4717aF6f412d39dBcEb89bf92f603B'},
    {name: 'SortedOracles', address: '0xefB84935239dAcdecF7c5bA76d8dE40b077B7b33'},
    {name: 'StableToken (cUSD/USDm)', address: '0x765DE816845861e75A25fCA122bb6898B8B1282a'},
    {name: 'StableTokenBRL (cREAL/BRLm)', address: '0xe8537a3d056DA446677B9E9d6c5dB704EaAb4787'},
    {name: 'StableTokenEUR (cEUR/EURm)', address: '0xD8763CBa276a3738E6DE85b4b3bF5FDed6D6cA73'},
    {name: 'TransferWhitelist', address: '0xb49E4d6F0B7f8d0440F75697E6c8b37E09178BCF'},
    {name: 'UniswapFeeHandlerSeller', address: '0x399e78488ecC13794f4a4d9534c20a8c1A6e5A8b'},
    {name: 'Validators', address: '0xaEb865bCa93DdC8F47b8e29F40C5399cE34d0C58'},
  ],
  celoSepolia: [
    {name: 'Accounts', address: '0x44957232699ca060B607E77083bDACD350d6b6d1'},
    {name: 'CeloUnreleasedTreasury', address: '0xB76D502Ad168F9D545661ea628179878DcA92FD5'},
    {name: 'Election', address: '0xeB8B626f3A76174f4576bb47429c47EfDED7C211'},
    {name: 'EpochManager', address: '0x6f2D4BD55BbD70c5E30F747e1d35Ba97Ad7d60Eb'},
    {name: 'EpochManagerEnabler', address: '0xd4793ae71de2c2d9Ad71649da5D31dE05f79251D'},
    {name: 'EpochRewards', address: '0x68c261DBe59c591717d6Cc0D15Bbc1da25E6E6dC'},
    {name: 'Escrow', address: '0x498a2F6C9cF7bdDbd643558a1CA2976F1E72edC4'},
    {name: 'FederatedAttestations', address: '0xb0Fe4466f288A3BbE5C2736B081B2021080DF703'},
    {name: 'FeeCurrencyDirectory', address: '0x9212Fb72ae65367A7c887eC4Ad9bE310BAC611BF'},
    {name: 'FeeHandler', address: '0xcD437749E43A154C07F3553504c68fBfD56B8778'},
    {name: 'Freezer', address: '0x1521e2E533a99f4D11A0498aB965e3d72CE49Ef8'},
    {name: 'GoldToken (CELO)', address: '0x471EcE3750Da237f93B8E339c536989b8978a438'},
    {name: 'Governance', address: '0x50d2f15CcF5E97999bDf9D6760d0208b00D14ad1'},
    {name: 'GovernanceSlasher', address: '0xbfc560E23339Af382dFEA4F4f4F44e2cE111B821'},
    {name: 'LockedGold (LockedCelo)', address: '0x3DB0F0850c5b5f42fe30d68778C8958fC5EE7951'},
    {name: 'MentoFeeHandlerSeller', address: '0x978e29d10AC1383A226aA8276D9d9b05CeDB7965'},
    {name: 'OdisPayments', address: '0x96AfaE75F12A759c1dFB364ce93548c3Bd242D58'},
    {name: 'Registry', address: '0x000000000000000000000000000000000000ce10'},
    {name: 'Reserve', address: '0xA4caA391bD23b538A96BBd9eaea825A60A6F79c1'},
    {name: 'ScoreManager', address: '0x9acF6A707B8d1b880D0357389C5ebCAf5ED6b94D'},
    {name: 'SortedOracles', address: '0xAb077999e5fA13bCda1599926F8927dDEADe533C'},
    {name: 'StableToken', address: '0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80'},
    {name: 'StableTokenBRL', address: '0x13d68A1Bf4a8cB7d9feF54EF70401871b666269c'},
    {name: 'StableTokenEUR', address: '0x6B172e333e2978484261D7eCC3DE491E79764BbC'},
    {name: 'UniswapFeeHandlerSeller', address: '0x82f08A9f4993CBa538D95A3d58d58C070145eC87'},
    {name: 'Validators', address: '0x5E7b295bd8D80625e2cCac97C98123aaEB5E7Ea5'},
  ],
  alfajores: [
    {name: 'Accounts', address: '0xed7f51A34B4e71fbE69B3091FcF879cD14bD73A9'},
    {name: 'Attestations', address: '0xAD5E5722427d79DFf28a4Ab30249729d1F8B4cc0'},
    {name: 'FederatedAttestations', address: '0x70F9314aF173c246669cFb0EEe79F9Cfd9C34ee3'},
    {name: 'OdisPayments', address: '0x645170cdB6B5c1bc80847bb728dBa56C50a20a49'},
    {name: 'BlockchainParameters', address: '0xE5aCbb07b4Eed078e39D50F66bF0c80cF1b93abe'},
    {name: 'CeloUnreleasedTreasury', address: '0x07bf0b2461A0cb608D5CF9a82ba97dAbA850F79F'},
    {name: 'CeloDistributionSchedule (older page only)', address: '0x78Af211Ad79bCE6BF636640CE8c2C2b29e02365A'},
    {name: 'DoubleSigningSlasher', address: '0x88A4c203C488E8277f583942672E1aF77e2B5040'},
    {name: 'DowntimeSlasher', address: '0xf2224c1d7b447D9A43a98CBD82FCCC0eF1c11CC5'},
    {name: 'Election', address: '0x1c3eDf937CFc2F6F51784D20DEB1af1F9a8655fA'},
    {name: 'EpochManager', address: '0x106d8A1192fB0E58079487d093b42332e66F5d8f'},
    {name: 'EpochManagerEnabler', address: '0x1666fb30E9F2f34820d5869F89852F11992c952D'},
    {name: 'EpochRewards', address: '0xB10Ee11244526b94879e1956745bA2E35AE2bA20'},
    {name: 'Escrow', address: '0xb07E10c5837c282209c6B9B3DE0eDBeF16319a37'},
    {name: 'Exchange', address: '0x17bc3304F94c85618c46d0888aA937148007bD3C'},
    {name: 'ExchangeBRL', address: '0xf391DcaF77360d39e566b93c8c0ceb7128fa1A08'},
    {name: 'ExchangeEUR', address: '0x997B494F17D3c49E66Fafb50F37A972d8Db9325B'},
    {name: 'FeeCurrencyDirectory', address: '0x9212Fb72ae65367A7c887eC4Ad9bE310BAC611BF'},
    {name: 'FeeCurrencyDirectory (older page value)', address: '0x71FFbD48E34bdD5a87c3c683E866dc63b8B2a685'},
    {name: 'FeeCurrencyWhitelist', address: '0xB8641365dBe943Bc2fb6977e6FBc1630EF47dB5a'},
    {name: 'Freezer', address: '0xfe0Ada6E9a7b782f55750428CC1d8428Cd83C3F1'},
    {name: 'FeeHandler', address: '0xEAaFf71AB67B5d0eF34ba62Ea06Ac3d3E2dAAA38'},
    {name: 'GasPriceMinimum', address: '0xd0Bf87a5936ee17014a057143a494Dc5C5d51E5e'},
    {name: 'GoldToken (CELO)', address: '0xF194afDf50B03e69Bd7D057c1Aa9e10c9954E4C9'},
    {name: 'Governance', address: '0xAA963FC97281d9632d96700aB62A4D1340F9a28a'},
    {name: 'GrandaMento', address: '0xEcf09FCD57b0C8b1FD3DE92D59E234b88938485B'},
    {name: 'LockedGold (LockedCelo)', address: '0x6a4CC5693DC5BFA3799C699F3B941bA2Cb00c341'},
    {name: 'MentoFeeHandlerSeller', address: '0xae83C63B5FB50C353c8d23397bcC9dBf3a9837Ac'},
    {name: 'Random', address: '0xdd318EEF001BB0867Cd5c134496D6cF5Aa32311F'},
    {name: 'Registry', address: '0x000000000000000000000000000000000000ce10'},
    {name: 'Reserve', address: '0xa7ed835288Aa4524bB6C73DD23c0bF4315D9Fe3e'},
    {name: 'ScoreManager', address: '0x1571BD55b735C142D4d875cd1db7EBDe3730d7F2'},
    {name: 'SortedOracles', address: '0xFdd8bD58115FfBf04e47411c1d228eCC45E93075'},
    {name: 'StableToken', address: '0x874069Fa1Eb16D44d622F2e0Ca25eeA172369bC1'},
    {name: 'StableTokenBRL', address: '0xE4D517785D091D3c54818832dB6094bcc2744545'},
    {name: 'StableTokenEUR', address: '0x10c892A6EC43a53E45D0B916B4b7D383B1b78C0F'},
    {name: 'TransferWhitelist', address: '0x52449A99e3455acB831C0D580dCDAc8B290d5182'},
    {name: 'UniswapFeeHandlerSeller', address: '0xc7b6E77C3702666DDa8EB5b7F30234B020788b21'},
    {name: 'Validators', address: '0x9acF2A99914E083aD0d610672E93d14b0736BBCc'},
  ],
};

/** Contracts on Ethereum (L1) that run Celo Mainnet's rollup and bridge. */
export const ethereumContractsForCeloMainnet: ContractEntry[] = [
  {name: 'OptimismPortalProxy', address: '0xc5c5D157928BDBD2ACf6d0777626b6C75a9EAEDC'},
  {name: 'L1StandardBridgeProxy', address: '0x9C4955b92F34148dbcfDCD82e9c9eCe5CF2badfe'},
  {name: 'L1CrossDomainMessengerProxy', address: '0x1AC1181fc4e4F877963680587AEAa2C90D7EbB95'},
  {name: 'DisputeGameFactoryProxy', address: '0xFbAC162162f4009Bb007C6DeBC36B1dAC10aF683'},
  {name: 'SystemConfigProxy', address: '0x89E31965D844a309231B1f17759Ccaf1b7c09861'},
  {name: 'CeloTokenProxy (CELO ERC-20 on Ethereum)', address: '0x057898f3C43F129a17517B9056D23851F124b19f'},
  {name: 'SuperchainConfigProxy', address: '0x95703e0982140D16f8ebA6d158FccEde42f04a4C'},
  {name: 'CeloSuperchainConfigProxy', address: '0x25035d2233d099f0BA710ca1e5a3834842870C66'},
  {name: 'ProxyAdmin', address: '0x783A434532Ee94667979213af1711505E8bFE374'},
  {name: 'SystemOwnerSafe', address: '0x4092A77bAF58fef0309452cEaCb09221e556E112'},
  {name: 'AddressManager', address: '0x55093104b76FAA602F9d6c35A5FFF576bE78d753'},
];

export const tokens: Record<NetworkKey, TokenEntry[]> = {
  mainnet: [
    {symbol: 'CELO', address: '0x471EcE3750Da237f93B8E339c536989b8978a438'},
    {symbol: 'USDm', formerly: 'cUSD', address: '0x765DE816845861e75A25fCA122bb6898B8B1282a', decimals: 18},
    {symbol: 'EURm', formerly: 'cEUR', address: '0xD8763CBa276a3738E6DE85b4b3bF5FDed6D6cA73'},
    {symbol: 'BRLm', formerly: 'cREAL', address: '0xe8537a3d056DA446677B9E9d6c5dB704EaAb4787'},
    {symbol: 'XOFm', formerly: 'eXOF', address: '0x73F93dcc49cB8A239e2032663e9475dd5ef29A08'},
    {symbol: 'KESm', formerly: 'cKES', address: '0x456a3D042C0DbD3db53D5489e98dFb038553B0d0'},
    {symbol: 'PHPm', formerly: 'PUSO', address: '0x105d4A9306D2E55a71d2Eb95B81553AE1dC20d7B'},
    {symbol: 'COPm', formerly: 'cCOP', address: '0x8A567e2aE79CA692Bd748aB832081C45de4041eA'},
    {symbol: 'GHSm', formerly: 'cGHS', address: '0xfAeA5F3404bbA20D3cc2f8C4B0A888F55a3c7313'},
    {
      symbol: 'USD₮',
      note: 'Tether USD (USDT).',
      address: '0x48065fbBE25f71C9282ddf5e1cD6D6A887483D5e',
      decimals: 6,
      feeCurrencyAdapter: '0x0E2A3e05bc9A16F5292A6170456A710cb89C6f72',
    },
    {
      symbol: 'USDC',
      address: '0xcebA9300f2b948710d2653dD7B07f33A8B32118C',
      decimals: 6,
      feeCurrencyAdapter: '0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B',
    },
    {symbol: 'USDGLO', address: '0x4F604735c1cF31399C6E711D5962b2B3E0225AD3'},
    // Source note: older docs/token-addresses.md listed WETH as 0x66803FB87aBd4aaC3cbB3fAd7C3aa01f6F3FB207 (a different contract).
    {symbol: 'WETH', address: '0xD221812de1BD094f35587EE8E174B07B6167D9Af'},
    {symbol: 'AUDm', formerly: 'cAUD', address: '0x7175504C455076F15c04A2F90a8e352281F492F9'},
    {symbol: 'CADm', formerly: 'cCAD', address: '0xff4Ab19391af240c311c54200a492233052B6325'},
    {symbol: 'CHFm', formerly: 'cCHF', address: '0xb55a79F398E759E43C95b979163f30eC87Ee131D'},
    {symbol: 'GBPm', formerly: 'cGBP', address: '0xCCF663b1fF11028f0b19058d0f7B674004a40746'},
    {symbol: 'JPYm', formerly: 'cJPY', address: '0xc45eCF20f3CD864B32D9794d6f76814aE8892e20'},
    {symbol: 'NGNm', formerly: 'cNGN', address: '0xE2702Bd97ee33c88c8f6f92DA3B733608aa76F71'},
    {symbol: 'ZARm', formerly: 'cZAR', address: '0x4c35853A3B4e647fD266f4de678dCc8fEC410BF6'},
    {
      symbol: 'USA₮ (Tether America USD, Anchorage)',
      address: '0xD2ab3C9A02DBBAB236BfEC45D1d755DF4267F771',
      decimals: 6,
      feeCurrencyAdapter: '0x0357EE22278c922e1D36cFe6b899269b161880C4',
    },
    {
      symbol: 'XAUt0',
      address: '0xaf37E8B6C9ED7f6318979f56Fc287d76c30847ff',
      feeCurrencyAdapter: '0x857BF24e29da0773687E804a743c2E421a394C16',
    },
    {symbol: 'G$ (GoodDollar)', address: '0x62B8B11039FcfE5aB0C56E502b1C372A3d2a9c7A'},
    {
      symbol: 'USDM (Mountain Protocol)',
      address: '0x59D9356E565Ab3A36dD77763Fc0d87fEaf85508C',
      note: "Not the Mento 'USDm' (ex-cUSD).",
    },
    {symbol: 'BRLA', address: '0xFECB3F7c54E2CAAE9dC6Ac9060A822D47E053760'},
    {symbol: 'COPM (Minteo)', address: '0xC92E8Fc2947E32F2B574CCA9F2F12097A71d5606'},
    {symbol: 'EURA (Angle)', address: '0xC16B81Af351BA9e64C1a069E3Ab18c244A1E3049'},
    {symbol: 'USDA (Angle)', address: '0x0000206329b97DB379d5E1Bf586BbDB969C63274'},
    {symbol: 'vCHF', address: '0xC5ebEa9984C485EC5D58cA5a2D376620d93aF871'},
    {symbol: 'vEUR', address: '0x9346F43c1588B6DF1D52bdD6Bf846064F92d9Cba'},
    {symbol: 'vGBP', address: '0x7aE4265eCFC1F31bc0E112DfCFe3D78E01f4BB7f'},
    {symbol: 'wARS', address: '0x0DC4F92879B7670e5f4e4e6e3c801D229129D90D'},
    {symbol: 'wBRL', address: '0xD76f5Faf6888e24D9F04Bf92a0c8B921FE4390e0'},
    {symbol: 'wCLP', address: '0x61D450a098b6a7f69fC4b98CE68198fe59768651'},
    {symbol: 'wCOP', address: '0x8a1D45e102e886510e891d2Ec656a708991e2D76'},
    {symbol: 'wMXN', address: '0x337E7456B420bD3481e7FA61fA9850343d610d34'},
    {symbol: 'wPEN', address: '0x4F34c8b3b5FB6D98Da888F0feA543d4d9C9F2eBE'},
  ],
  celoSepolia: [
    // Source note: stated in the Uniswap page's note about the weth9 slot on Celo Sepolia.
    {symbol: 'CELO', address: '0x471EcE3750Da237f93B8E339c536989b8978a438'},
    {symbol: 'USDm', formerly: 'cUSD', address: '0xdE9e4C3ce781b4bA68120d6261cbad65ce0aB00b'},
    {symbol: 'EURm', address: '0xA99dC247d6b7B2E3ab48a1fEE101b83cD6aCd82a'},
    {symbol: 'BRLm', address: '0x2294298942fdc79417DE9E0D740A4957E0e7783a'},
    // Source note: the fee-currencies page lists both 'Celo Dollar cUSD' and 'Mento Dollar USDm' on Sepolia with
    // different addresses; the token-contracts page labels this one USDm.
    {symbol: "cUSD (separate 'Celo Dollar' entry)", address: '0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80'},
    {symbol: 'cEUR (separate entry)', address: '0x6B172e333e2978484261D7eCC3DE491E79764BbC'},
    {symbol: 'cREAL (separate entry)', address: '0x13d68A1Bf4a8cB7d9feF54EF70401871b666269c'},
    {symbol: 'AUDm', address: '0x5873Faeb42F3563dcD77F0fbbdA818E6d6DA3139'},
    {symbol: 'CADm', address: '0xF151c9a13b78C84f93f50B8b3bC689fedc134F60'},
    {symbol: 'CHFm', address: '0x284E9b7B623eAE866914b7FA0eB720C2Bb3C2980'},
    {symbol: 'COPm', address: '0x5F8d55c3627d2dc0a2B4afa798f877242F382F67'},
    {symbol: 'GBPm', address: '0x85F5181Abdbf0e1814Fc4358582Ae07b8eBA3aF3'},
    {symbol: 'GHSm', address: '0x5e94B8C872bD47BC4255E60ECBF44D5E66e7401C'},
    {symbol: 'JPYm', address: '0x85Bee67D435A39f7467a8a9DE34a5B73D25Df426'},
    {symbol: 'KESm', address: '0xC7e4635651E3e3Af82b61d3E23c159438daE3BbF'},
    {symbol: 'NGNm', address: '0x3d5ae86F34E2a82771496D140daFAEf3789dF888'},
    {symbol: 'PHPm', address: '0x0352976d940a2C3FBa0C3623198947Ee1d17869E'},
    {symbol: 'XOFm', address: '0x5505b70207aE3B826c1A7607F19F3Bf73444A082'},
    {symbol: 'ZARm', address: '0x10CCfB235b0E1Ed394bACE4560C3ed016697687e'},
    {
      symbol: 'USDC',
      address: '0x01C5C0122039549AD1493B8220cABEdD739BC44E',
      decimals: 6,
      feeCurrencyAdapter: '0xbf1441Ea57f43f35f713431001f35742c88071c7',
    },
    {
      symbol: 'USD₮',
      address: '0xd077A400968890Eacc75cdc901F0356c943e4fDb',
      decimals: 6,
      feeCurrencyAdapter: '0xe19447B12cb0d0220B2a501D8382be2f61CcF92a',
    },
    {symbol: 'WETH (Celo native bridge)', address: '0x2cE73DC897A3E10b3FF3F86470847c36ddB735cf'},
  ],
  alfajores: [
    {symbol: 'CELO', address: '0xF194afDf50B03e69Bd7D057c1Aa9e10c9954E4C9'},
    {symbol: 'cUSD', address: '0x874069Fa1Eb16D44d622F2e0Ca25eeA172369bC1'},
    {symbol: 'cEUR', address: '0x10c892A6EC43a53E45D0B916B4b7D383B1b78C0F'},
    {symbol: 'cREAL', address: '0xE4D517785D091D3c54818832dB6094bcc2744545'},
    {symbol: 'eXOF', address: '0xB0FA15e002516d0301884059c0aaC0F0C72b019D'},
    // Source note: older docs/token-addresses.md listed 'KES' 0x601F7953b7BF8a178aE520ebf7FB558Cc882f1d6 (superseded).
    {symbol: 'cKES', address: '0x1E0433C1769271ECcF4CFF9FDdD515eefE6CdF92'},
    {symbol: 'PUSO', address: '0x5E0E3c9419C42a1B04e2525991FB1A2C467AB8bF'},
    {symbol: 'cCOP', address: '0xe6A57340f0df6E020c1c0a80bC6E13048601f0d4'},
    {symbol: 'cGHS', address: '0x295B66bE7714458Af45E6A6Ea142A5358A6cA375'},
    // Source note: the same hex as the Mainnet USDC adapter, on another chain.
    {
      symbol: 'USDC',
      address: '0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B',
      decimals: 6,
      feeCurrencyAdapter: '0x4822e58de6f5e485eF90df51C41CE01721331dC0',
    },
    // Source note: listed without adapter in the cel2 fee-abstraction table.
    {symbol: 'USD₮', address: '0xC4f86E9B4A588D501c1c3e25628dFd50Bc8D615e'},
    {symbol: 'G$', address: '0x03d3daB843e6c03b3d271eff9178e6A96c28D25f'},
  ],
  baklava: [
    {symbol: 'CELO', address: '0xdDc9bE57f553fe75752D61606B94CBD7e0264eF8'},
    {symbol: 'cUSD', address: '0x62492A644A588FD904270BeD06ad52B9abfEA1aE'},
    {symbol: 'cEUR', address: '0xf9ecE301247aD2CE21894941830A2470f4E774ca'},
  ],
};
