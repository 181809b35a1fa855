/**
 * `npm run check:sources` (scripts/check-sources.ts) on fixture pages (tests/fixtures/sources), with no network:
 * GitHub from a fixture snapshot, npm from a stub registry on 127.0.0.1 that npm's own setting
 * (npm_config_registry) points the script at. Each upstream that moved past what its pages recorded is printed
 * with the releases in between (flagged where their notes say "must upgrade", "required", "breaking", or a new
 * major), their headlines and the pages to re-verify; an upstream every page records at its newest is not. Per
 * page: a newer major or minor release, a flagged patch or new commits are listed, newest change first; a
 * current page is not; a page without a record is listed as such; an unknown id fails naming the page; a commit
 * recorded for a release upstream fails naming the page; --strict fails when a page is listed; --report writes
 * the age table and the moved upstreams.
 */
// cspell:ignore fcelocli vnext
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {loadSnapshot, SNAPSHOT_FILE, snapshotProblems} from '../../scripts/sources/snapshot';
import {newestOf, parseVersion, distance} from '../../scripts/sources/versions';
import {headlineOf, textFlags} from '../../scripts/sources/notes';

const ROOT = path.join(__dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/sources');

/** A registry that knows @celo/celocli (latest 9.0.1) and fails for viem; it records what it was asked. */
async function stubRegistry(): Promise<{server: Server; url: string; asked: string[]}> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/@celo%2fcelocli') {
      res.writeHead(200, {'content-type': 'application/vnd.npm.install-v1+json'});
      res.end(
        JSON.stringify({name: '@celo/celocli', modified: '2026-06-16T10:00:00.000Z', 'dist-tags': {latest: '9.0.1'}}),
      );
    } else {
      res.writeHead(500);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, asked};
}

function run(args: string[], registry: string): Promise<{code: number | null; out: string; err: string}> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/check-sources.ts',
        '--snapshot',
        path.join(FIXTURES, 'upstream-versions.json'),
        '--today',
        '2026-08-02',
        ...args,
      ],
      {cwd: ROOT, env: {...process.env, npm_config_registry: registry}},
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({code, out, err}));
  });
}

test('check:sources lists each upstream that moved with its pages; flagged and major releases are marked; upstreams that did not move are not listed', async () => {
  const {server, url, asked} = await stubRegistry();
  const dir = mkdtempSync(path.join(tmpdir(), 'check-sources-'));
  try {
    const report = path.join(dir, 'age.md');
    const {code, out} = await run(['--docs', path.join(FIXTURES, 'docs'), '--report', report], url);
    assert.equal(code, 0, out);
    assert.deepEqual(
      asked.sort(),
      ['/@celo%2fcelocli', '/viem'],
      'npm read from the configured registry, once a package',
    );
    const lines = out.split('\n');
    assert.ok(
      lines.includes('check:sources: 3 pages with a record, 1 without; 2 to re-check; 5 upstreams moved.'),
      out,
    );
    /** The lines of one upstream's block, from its first line to the blank line after it. */
    const block = (start: string) => {
      const at = lines.findIndex((l) => l.startsWith(start));
      assert.ok(at >= 0, `no block for ${start} in:\n${out}`);
      const end = lines.indexOf('', at);
      return lines.slice(at, end < 0 ? undefined : end);
    };
    // The node stack moved by patches; two pages recorded older releases; both flagged releases say so.
    assert.deepEqual(block('celo-l2-node-docker-compose ('), [
      'celo-l2-node-docker-compose (celo-l2-node-docker-compose): 1.4.1, 1.4.4 → 1.4.5 (2026-07-31) https://github.com/celo-org/celo-l2-node-docker-compose/releases/tag/v1.4.5',
      '  releases since 1.4.1:',
      '    1.4.5 (2026-07-31) https://github.com/celo-org/celo-l2-node-docker-compose/releases/tag/v1.4.5',
      '      flagged: must upgrade, required, important fix',
      '      Important: A required op-reth upgrade with an important fix; operators must upgrade.',
      '    1.4.4 (2026-07-20) https://github.com/celo-org/celo-l2-node-docker-compose/releases/tag/v1.4.4',
      '      flagged: must upgrade',
      '      Important: Celo Sepolia operators must upgrade before the fork.',
      '    1.4.3 (2026-07-10) https://github.com/celo-org/celo-l2-node-docker-compose/releases/tag/v1.4.3',
      '      Refreshes the bootnodes.',
      '  pages to re-verify (2):',
      '    tests/fixtures/sources/docs/node.md (1.4.4, verified 2026-07-25)',
      '    tests/fixtures/sources/docs/old.md (1.4.1, verified 2026-06-01)',
    ]);
    // A release marked breaking is flagged; the prerelease after the newest release is left out.
    assert.deepEqual(block('celo-reth ('), [
      'celo-reth (op-reth (celo-reth)): 1.0.0 → 1.1.1 (2026-07-28) https://github.com/celo-org/celo-kona/releases/tag/celo/reth-v1.1.1',
      '  releases since 1.0.0:',
      '    1.1.1 (2026-07-28) https://github.com/celo-org/celo-kona/releases/tag/celo/reth-v1.1.1',
      '      Fixes the sync of archive nodes after a restart.',
      '    1.1.0 (2026-07-10) "celo-reth v1.1.0" https://github.com/celo-org/celo-kona/releases/tag/celo/reth-v1.1.0',
      '      flagged: breaking',
      '      Breaking: --chain no longer accepts the retired testnet names.',
      '  pages to re-verify (1):',
      '    tests/fixtures/sources/docs/old.md (1.0.0, verified 2026-06-01)',
    ]);
    // A new major of an npm package is flagged major; its GitHub release notes come from the snapshot.
    assert.deepEqual(block('celocli ('), [
      'celocli (celocli): 8.0.3, 9.0.0 → 9.0.1 (2026-06-16) https://www.npmjs.com/package/@celo/celocli/v/9.0.1',
      '  releases since 8.0.3:',
      '    9.0.1 (2026-06-16) https://github.com/celo-org/developer-tooling/releases/tag/@celo/celocli@9.0.1',
      "      Fixes the bridge commands' gas estimate.",
      '    9.0.0 (2026-06-01) https://github.com/celo-org/developer-tooling/releases/tag/@celo/celocli@9.0.0',
      '      flagged: breaking, major',
      '      Adds the bridge commands; removes the exchange commands.',
      '  pages to re-verify (2):',
      '    tests/fixtures/sources/docs/guides/current.md (9.0.0, verified 2026-07-20)',
      '    tests/fixtures/sources/docs/old.md (8.0.3, verified 2026-06-01)',
    ]);
    assert.deepEqual(block('celo-monorepo ('), [
      'celo-monorepo (celo-monorepo contracts): 1111111 → 3 new commits on master, newest 444444444444 (2026-07-25) https://github.com/celo-org/celo-monorepo/compare/1111111...444444444444',
      '  pages to re-verify (1):',
      '    tests/fixtures/sources/docs/old.md (1111111, verified 2026-06-01)',
    ]);
    assert.deepEqual(block('viem ('), [
      'viem (viem): 2.31.0 → 2.31.4 (2026-07-01) https://www.npmjs.com/package/viem/v/2.31.4',
      '  releases since 2.31.0 (no release notes read):',
      '    2.31.4 (2026-07-01) https://github.com/wevm/viem/releases/tag/viem@2.31.4',
      '  pages to re-verify (1):',
      '    tests/fixtures/sources/docs/old.md (2.31.0, verified 2026-06-01)',
    ]);
    assert.ok(!/^op-node \(/m.test(out), 'op-node: every page records its newest release, so it is not listed');
    const order = ['celo-l2-node-docker-compose (', 'celo-reth (', 'celo-monorepo (', 'viem (', 'celocli ('];
    assert.deepEqual(
      order.map((start) => lines.findIndex((l) => l.startsWith(start))),
      order.map((start) => lines.findIndex((l) => l.startsWith(start))).sort((a, b) => a - b),
      'newest change first',
    );

    // Per page: a new major or minor, a flagged patch or new commits; an unflagged patch (viem) is not listed.
    const page = lines.indexOf('tests/fixtures/sources/docs/old.md (verified 2026-06-01)');
    assert.ok(page >= 0, out);
    assert.deepEqual(lines.slice(page + 1, page + 5), [
      '  celo-l2-node-docker-compose: 1.4.1 → 1.4.5 (new patch, 2026-07-31; flagged: must upgrade, required, important fix) https://github.com/celo-org/celo-l2-node-docker-compose/releases/tag/v1.4.5',
      '  celo-reth: 1.0.0 → 1.1.1 (new minor, 2026-07-28; flagged: breaking) https://github.com/celo-org/celo-kona/releases/tag/celo/reth-v1.1.1',
      '  celo-monorepo: 1111111 → 3 new commits on the tracked paths, newest 2026-07-25 https://github.com/celo-org/celo-monorepo/compare/1111111...444444444444',
      '  celocli: 8.0.3 → 9.0.1 (new major, 2026-06-16; flagged: breaking, major) https://www.npmjs.com/package/@celo/celocli/v/9.0.1',
    ]);
    assert.equal(lines[page + 5], '', 'viem 2.31.0 → 2.31.4 is only a patch: not listed for the page');
    assert.ok(
      lines.includes('tests/fixtures/sources/docs/node.md (verified 2026-07-25)'),
      'a flagged patch makes a page to re-check',
    );
    assert.ok(!out.includes('current.md (verified'), 'the current page is not to re-check');
    assert.match(
      out,
      /warning: npm: could not read viem from http:\/\/127\.0\.0\.1:\d+\/ \(500 Internal Server Error\); used the snapshot's entry/,
    );
    assert.match(out, /Pages with no record \(1\):\n {2}tests\/fixtures\/sources\/docs\/guides\/unverified\.mdx/);

    // --report: the age table as before, then the same upstreams as Markdown.
    assert.match(out, new RegExp(`Age report: .*age\\.md`));
    const table = readFileSync(report, 'utf8');
    assert.match(
      table,
      /\| tests\/fixtures\/sources\/docs\/old\.md \| 2026-06-01 \| 62 \| yes \| celocli: major \(9\.0\.1, breaking, major\); celo-reth: minor \(1\.1\.1, breaking\); celo-l2-node-docker-compose: patch \(1\.4\.5, must upgrade, required, important fix\); celo-monorepo: 3 commits; viem: patch \(2\.31\.4\) \|/,
    );
    assert.match(
      table,
      /\| tests\/fixtures\/sources\/docs\/guides\/current\.md \| 2026-07-20 \| 13 \| no \| celocli: patch \(9\.0\.1\); celo-reth: current; celo-l2-node-docker-compose: current; op-node: current; celo-monorepo: current \|/,
    );
    assert.ok(table.indexOf('old.md') < table.indexOf('current.md'), 'oldest record first');
    assert.match(table, /## Upstreams that moved \(5\)/);
    assert.match(
      table,
      /^\| \[1\.4\.5\]\(https:\/\/github\.com\/celo-org\/celo-l2-node-docker-compose\/releases\/tag\/v1\.4\.5\) \| 2026-07-31 \| \*\*must upgrade\*\*, \*\*required\*\*, \*\*important fix\*\* \| Important: A required op-reth upgrade with an important fix; operators must upgrade\. \|$/m,
    );
    assert.match(
      table,
      /^Pages to re-verify \(2\): tests\/fixtures\/sources\/docs\/node\.md \(1\.4\.4\), tests\/fixtures\/sources\/docs\/old\.md \(1\.4\.1\)$/m,
    );
    assert.match(table, /## No record \(1\)\n\n- tests\/fixtures\/sources\/docs\/guides\/unverified\.mdx/);

    const strict = await run(['--docs', path.join(FIXTURES, 'docs'), '--strict'], url);
    assert.equal(strict.code, 1, 'with --strict a page to re-check fails');
  } finally {
    server.close();
    rmSync(dir, {recursive: true, force: true});
  }
});

test('an unknown upstream id, or a commit recorded for an upstream followed by its releases, fails naming the page, even without --strict', async () => {
  const {server, url} = await stubRegistry();
  try {
    const {code, out, err} = await run(['--docs', path.join(FIXTURES, 'bad')], url);
    assert.equal(code, 2);
    assert.match(
      out,
      /^tests\/fixtures\/sources\/bad\/unknown-id\.md: verified\.against\.celo-cli: unknown upstream id `celo-cli` \(ids are in src\/data\/upstreams\.ts; did you mean `celocli`\?\)$/m,
    );
    assert.match(
      out,
      /^tests\/fixtures\/sources\/bad\/commit-for-release\.md: verified\.against\.celo-l2-node-docker-compose: '7aafa1c' is a commit, but celo-l2-node-docker-compose follows the releases of celo-org\/celo-l2-node-docker-compose \(tags v<version>\): record the release you checked the page against, such as '1\.4\.5' for the tag v1\.4\.5$/m,
    );
    assert.match(err, /2 page\(s\) with a malformed record/);
  } finally {
    server.close();
  }
});

test('versions: a two-part version reads as .0, prereleases lose to releases, distance names the change', () => {
  assert.equal(parseVersion('2.6')?.version, '2.6.0');
  assert.equal(parseVersion('v2.6.0'), null);
  assert.equal(newestOf([{version: '1.2.0-rc.1'}, {version: '1.1.1'}, {version: '1.1.0'}])?.version, '1.1.1');
  assert.equal(newestOf([{version: '1.2.0-rc.1'}, {version: '1.2.0-rc.2'}])?.version, '1.2.0-rc.2');
  assert.equal(distance(parseVersion('8.0.3')!, parseVersion('9.0.1')!), 'major');
  assert.equal(distance(parseVersion('9.0.1')!, parseVersion('5.0.0')!), 'behind');
});

test('release notes: the headline is the first meaningful line (an alert named), the flags are the few documented phrases', () => {
  const compose = [
    '> [!IMPORTANT]',
    '> This includes a required upgrade of op-reth with an',
    '> important fix, operators must upgrade.',
    '',
    "## What's Changed",
    '* Bump op-node by @someone in https://github.com/celo-org/x/pull/1',
  ].join('\n');
  assert.equal(
    headlineOf(compose),
    'Important: This includes a required upgrade of op-reth with an important fix, operators must upgrade.',
  );
  assert.deepEqual(textFlags(compose), ['must-upgrade', 'required', 'important-fix']);
  assert.equal(
    headlineOf(
      "## Highlights\n\n**Upgrade recommended.** See [the notice](https://docs.celo.org/x).\n\n## What's Changed",
    ),
    'Upgrade recommended. See the notice.',
  );
  assert.equal(
    headlineOf("<!-- draft -->\n## What's Changed\n\n- fix: `eth_call` pricing (#325)\n"),
    'fix: eth_call pricing (#325)',
  );
  assert.equal(headlineOf('**Full Changelog**: v1.0.0...v1.0.1'), undefined);
  assert.equal(headlineOf(null), undefined);
  assert.equal(headlineOf(`${'a'.repeat(300)}`)!.length, 240);
  assert.deepEqual(textFlags('BREAKING CHANGE: drops Node 18; fixes CVE-2026-12345'), ['breaking', 'security']);
  assert.deepEqual(textFlags('Upgrade recommended. Hardens transaction decoding.'), []);
});

test('the committed snapshot (src/data/upstream-versions.json) is well formed and says when and how each entry was read', () => {
  const snapshot = loadSnapshot(SNAPSHOT_FILE);
  for (const [id, entry] of Object.entries(snapshot.upstreams)) assert.ok(entry.read.how.length > 10, `${id}: how`);
  assert.deepEqual(
    snapshotProblems({upstreams: {'no-such-upstream': {}, 'celo-reth': {read: {at: 'soon', how: ''}}}}),
    [
      'upstreams["no-such-upstream"]: not an upstream of src/data/upstreams.ts',
      'upstreams["celo-reth"]: needs read.at (YYYY-MM-DD) and read.how',
      'upstreams["celo-reth"]: needs releases[]',
    ],
  );
  assert.deepEqual(
    snapshotProblems({
      upstreams: {
        'op-node': {
          read: {at: '2026-12-02', how: 'fixture'},
          releases: [{version: '2.2.4', tag: 'celo-v2.2.4', headline: ' ', flags: ['urgent', 'major']}],
        },
      },
    }),
    [
      'upstreams["op-node"]: release celo-v2.2.4: headline must be text',
      'upstreams["op-node"]: release celo-v2.2.4: unknown flag urgent, major (known: must-upgrade, required, breaking, important-fix, security)',
    ],
  );
  // The node stack's releases since July 2026 were read by hand: the November one is flagged.
  const compose = snapshot.upstreams['celo-l2-node-docker-compose']!.releases!;
  assert.deepEqual(
    compose.slice(0, 2).map((r) => `${r.version} ${r.date} ${(r.flags ?? []).join(',')}`),
    ['1.4.5 2026-11-05 must-upgrade,required,important-fix', '1.4.4 2026-10-06 must-upgrade'],
  );
  for (const r of compose) if (r.headline) assert.deepEqual(r.flags ?? [], textFlags(r.headline), r.tag);
});
