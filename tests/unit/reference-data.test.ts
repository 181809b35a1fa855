import {test} from 'node:test';
import assert from 'node:assert/strict';
import {networkList, networks, type Network} from '../../src/data/networks';
import {coreContracts, ethereumContractsForCeloMainnet, REGISTRY_ADDRESS, tokens} from '../../src/data/addresses';
import {uniswapDeployments} from '../../src/data/uniswap';
import {
  addressProblem,
  toChecksumAddress,
  validateAddresses,
  validateNetworks,
  type NamedAddress,
} from '../../src/data/validate';

function allAddresses(): NamedAddress[] {
  const out: NamedAddress[] = [];
  for (const list of Object.values(coreContracts))
    assert.ok(
      list.some((c) => c.address === REGISTRY_ADDRESS),
      'Registry listed',
    );
  for (const [net, list] of Object.entries(coreContracts))
    for (const c of list) out.push({list: `contracts.${net}`, name: c.name, address: c.address});
  for (const c of ethereumContractsForCeloMainnet) out.push({list: 'ethereum', name: c.name, address: c.address});
  for (const [net, list] of Object.entries(tokens)) {
    for (const t of list) {
      out.push({list: `tokens.${net}`, name: t.symbol, address: t.address});
      if (t.feeCurrencyAdapter)
        out.push({list: `adapters.${net}`, name: `${t.symbol} adapter`, address: t.feeCurrencyAdapter});
    }
  }
  for (const u of uniswapDeployments)
    out.push({list: `uniswap-${u.version}.${u.network}`, name: u.name, address: u.address});
  return out;
}

test('every network entry is valid: hex id matches decimal, URLs parse with the right scheme', () => {
  assert.deepEqual(validateNetworks(networkList), []);
  assert.equal(networks.mainnet.chainId, 42220);
  assert.equal(networks.celoSepolia.chainId, 11142220);
  assert.equal(networks.mainnet.l2Migration?.block, 31056500);
});

test('every address is a valid EIP-55 checksummed address, and none has two names in one list', () => {
  const entries = allAddresses();
  assert.ok(entries.length > 150);
  assert.deepEqual(validateAddresses(entries), []);
});

test('the checksum comes from keccak-256 (known vectors from EIP-55)', () => {
  assert.equal(
    toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'),
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  );
  assert.equal(
    toChecksumAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'),
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  );
});

test('bad fixtures: each validator fails with a message naming the entry', () => {
  const bad: Network = {
    ...networks.mainnet,
    key: 'baklava',
    chainIdHex: '0xa4ed',
    rpc: {https: 'http://insecure.example', wss: 'https://not-a-websocket.example'},
    explorers: [{name: 'Broken', url: 'not a url'}],
  };
  const netProblems = validateNetworks([networks.mainnet, bad]).join('\n');
  assert.match(netProblems, /network "baklava": chain id 42220 is used twice/);
  assert.match(netProblems, /network "baklava": chainIdHex 0xa4ed does not match 42220/);
  assert.match(netProblems, /network "baklava": rpc.https "http:\/\/insecure.example" must use https:/);
  assert.match(netProblems, /network "baklava": rpc.wss ".*" must use wss:/);
  assert.match(netProblems, /network "baklava": explorer "Broken" "not a url" is not a valid URL/);

  const addrProblems = validateAddresses([
    {list: 'tokens.mainnet', name: 'Lowercase', address: '0x765de816845861e75a25fca122bb6898b8b1282a'},
    {list: 'tokens.mainnet', name: 'Short', address: '0x1234'},
    {list: 'tokens.mainnet', name: 'CELO', address: '0x471EcE3750Da237f93B8E339c536989b8978a438'},
    {list: 'tokens.mainnet', name: 'Other name', address: '0x471EcE3750Da237f93B8E339c536989b8978a438'},
    {list: 'tokens.mainnet', name: 'CELO', address: '0x471EcE3750Da237f93B8E339c536989b8978a438'},
  ]).join('\n');
  assert.match(
    addrProblems,
    /tokens.mainnet "Lowercase": address 0x765de.* is not EIP-55 checksummed \(expected 0x765DE816845861e75A25fCA122bb6898B8B1282a\)/,
  );
  assert.match(addrProblems, /tokens.mainnet "Short": address 0x1234 is not a 20-byte hex address/);
  assert.match(addrProblems, /tokens.mainnet "Other name": address 0x471EcE.* is already listed as "CELO"/);
  assert.match(addrProblems, /tokens.mainnet "CELO": listed twice/);
  assert.equal(addressProblem('0x471EcE3750Da237f93B8E339c536989b8978a438'), null);
});

// Prose that names a chain id, Forno URL or explorer host is checked against this data by the markdownlint rule
// celo-network-values (scripts/markdownlint-rules/network-values.mjs, tested in markdownlint-rules.test.ts).
