import {test} from 'node:test';
import assert from 'node:assert/strict';
import {networkList, networks, type Network} from '../../src/data/networks';
import {coreContracts, ethereumContractsForCeloMainnet, REGISTRY_ADDRESS, tokens} from '../../src/data/addresses';
import {uniswapDeployments} from '../../src/data/uniswap';
import {upstreamById, upstreams, type Upstream} from '../../src/data/upstreams';
import {
  addressProblem,
  toChecksumAddress,
  validateAddresses,
  validateNetworks,
  validateUpstreams,
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

test('every upstream is valid: unique ids in front-matter form, a known kind, owner/name repos, npm names', () => {
  assert.deepEqual(validateUpstreams(upstreams), []);
  // Ids pages already record are a contract (src/data/upstreams.ts): they stay.
  for (const id of ['celocli', 'celo-l2-node-docker-compose', 'celo-reth', 'op-node', 'viem', 'celo-monorepo'])
    assert.ok(upstreamById.has(id), `${id} is registered`);
  const reth = upstreamById.get('celo-reth')!.source;
  assert.deepEqual(reth, {kind: 'github-release', repo: 'celo-org/celo-kona', tagPrefix: 'celo/reth-v'});
  // The node stack is followed by its releases (v1.4.5 …), which pages record as '1.4.5'.
  assert.deepEqual(upstreamById.get('celo-l2-node-docker-compose')!.source, {
    kind: 'github-release',
    repo: 'celo-org/celo-l2-node-docker-compose',
    tagPrefix: 'v',
  });
});

test('bad upstream fixture: each rule fails naming the entry', () => {
  const ok = upstreamById.get('viem')!;
  const bad = [
    ok,
    {...ok, name: 'viem again'},
    {...ok, id: 'Bad_Id'},
    {...ok, id: 'bad-repo', source: {kind: 'github-release', repo: 'https://github.com/celo-org/x', tagPrefix: 'v'}},
    {...ok, id: 'dot-git', source: {kind: 'github-branch', repo: 'celo-org/docs.git', branch: 'main'}},
    {...ok, id: 'odd-kind', source: {kind: 'gitlab-tag', repo: 'celo-org/x'}},
    {...ok, id: 'bad-package', source: {kind: 'npm', package: 'Not A Package'}},
    {...ok, id: 'bad-path', source: {kind: 'github-branch', repo: 'celo-org/x', branch: 'main', paths: ['/abs']}},
    {...ok, id: 'bad-notes', source: {kind: 'npm', package: 'viem', releaseNotes: {repo: 'wevm', tagPrefix: ''}}},
  ] as unknown as Upstream[];
  const problems = validateUpstreams(bad).join('\n');
  assert.match(problems, /upstream "viem": id is used twice/);
  assert.match(problems, /upstream "Bad_Id": id must be lower case, digits and single hyphens/);
  assert.match(problems, /upstream "bad-repo": repo "https:\/\/github.com\/celo-org\/x" is not owner\/name/);
  assert.match(problems, /upstream "dot-git": repo "celo-org\/docs.git" is not owner\/name/);
  assert.match(problems, /upstream "odd-kind": unknown kind "gitlab-tag"/);
  assert.match(problems, /upstream "bad-package": "Not A Package" is not an npm package name/);
  assert.match(problems, /upstream "bad-path": path "\/abs" must be relative/);
  assert.match(problems, /upstream "bad-notes": releaseNotes needs a repo \(owner\/name\) and the tag prefix/);
  assert.equal(validateUpstreams(bad).length, 8, 'one problem per bad entry');
});

// Prose that names a chain id, Forno URL or explorer host is checked against this data by the markdownlint rule
// celo-network-values (scripts/markdownlint-rules/network-values.mjs, tested in markdownlint-rules.test.ts).
