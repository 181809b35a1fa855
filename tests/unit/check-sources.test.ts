/**
 * `npm run check:sources` (scripts/check-sources.ts) on fixture pages (tests/fixtures/sources), with no network:
 * GitHub from a fixture snapshot, npm from a stub registry on 127.0.0.1 that npm's own setting
 * (npm_config_registry) points the script at. A page verified against an older major or minor release, or
 * before new commits, is listed with what changed, newest change first; a current page is not; a page without
 * a record is listed as such; an unknown id fails naming the page; --strict fails when a page is listed;
 * --report writes the age table.
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

test('pages verified against older releases or before new commits are listed, newest change first; current pages are not', async () => {
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
    assert.ok(lines.includes('check:sources: 2 pages with a record, 1 without; 1 to re-check.'), out);
    const page = lines.indexOf('tests/fixtures/sources/docs/old.md (verified 2026-06-01)');
    assert.ok(page >= 0, out);
    assert.deepEqual(lines.slice(page + 1, page + 4), [
      '  celo-reth: 1.0.0 → 1.1.1 (new minor, 2026-07-28) https://github.com/celo-org/celo-kona/releases/tag/celo/reth-v1.1.1',
      '  celo-l2-node-docker-compose: 1111111 → 3 new commits on the tracked paths, newest 2026-07-25 https://github.com/celo-org/celo-l2-node-docker-compose/compare/1111111...444444444444',
      '  celocli: 8.0.3 → 9.0.1 (new major, 2026-06-16) https://www.npmjs.com/package/@celo/celocli/v/9.0.1',
    ]);
    assert.equal(lines[page + 4], '', 'viem 2.31.0 → 2.31.4 is only a patch: not listed');
    assert.ok(!out.includes('current.md ('), 'the current page is not listed');
    assert.match(
      out,
      /warning: npm: could not read viem from http:\/\/127\.0\.0\.1:\d+\/ \(500 Internal Server Error\); used the snapshot's entry/,
    );
    assert.match(out, /Pages with no record \(1\):\n {2}tests\/fixtures\/sources\/docs\/guides\/unverified\.mdx/);

    assert.match(out, new RegExp(`Age report: .*age\\.md`));
    const table = readFileSync(report, 'utf8');
    assert.match(
      table,
      /\| tests\/fixtures\/sources\/docs\/old\.md \| 2026-06-01 \| 62 \| yes \| celocli: major \(9\.0\.1\); celo-reth: minor \(1\.1\.1\); celo-l2-node-docker-compose: 3 commits; viem: patch \(2\.31\.4\) \|/,
    );
    assert.match(
      table,
      /\| tests\/fixtures\/sources\/docs\/guides\/current\.md \| 2026-07-20 \| 13 \| no \| celocli: patch \(9\.0\.1\); celo-reth: patch \(1\.1\.1\); celo-l2-node-docker-compose: current \|/,
    );
    assert.ok(table.indexOf('old.md') < table.indexOf('current.md'), 'oldest record first');
    assert.match(table, /## No record \(1\)\n\n- tests\/fixtures\/sources\/docs\/guides\/unverified\.mdx/);

    const strict = await run(['--docs', path.join(FIXTURES, 'docs'), '--strict'], url);
    assert.equal(strict.code, 1, 'with --strict a page to re-check fails');
  } finally {
    server.close();
    rmSync(dir, {recursive: true, force: true});
  }
});

test('an unknown upstream id fails naming the page, even without --strict', async () => {
  const {server, url} = await stubRegistry();
  try {
    const {code, out, err} = await run(['--docs', path.join(FIXTURES, 'bad')], url);
    assert.equal(code, 2);
    assert.match(
      out,
      /^tests\/fixtures\/sources\/bad\/unknown-id\.md: verified\.against\.celo-cli: unknown upstream id `celo-cli` \(ids are in src\/data\/upstreams\.ts; did you mean `celocli`\?\)$/m,
    );
    assert.match(err, /1 page\(s\) with a malformed record/);
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
});
