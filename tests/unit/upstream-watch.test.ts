/**
 * The weekly upstream watch's parts (.github/workflows/upstream-watch.yml), which need GitHub and the internet,
 * run here against stub servers on 127.0.0.1: the refresh of src/data/upstream-versions.json from a stub
 * GitHub API and npm registry (scripts/sources/refresh.ts), the external-link check of a built site with
 * linkinator (scripts/sources/links.ts: dead links and redirects to another host, per page), and the one issue
 * made from them (scripts/sources/watch-issue.ts).
 */
// cspell:ignore fcelocli vnext
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkSources} from '../../scripts/check-sources';
import {checkExternalLinks, type LinkReport} from '../../scripts/sources/links';
import {GitHub, refresh} from '../../scripts/sources/refresh';
import type {Snapshot} from '../../scripts/sources/snapshot';
import {issueBody} from '../../scripts/sources/watch-issue';

const ROOT = path.join(__dirname, '../..');

async function serve(
  handler: (req: IncomingMessage, res: ServerResponse, base: string) => void,
): Promise<{server: Server; base: string; asked: string[]}> {
  const asked: string[] = [];
  let base = '';
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    handler(req, res, base);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {server, base, asked};
}

const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, {'content-type': 'application/json'});
  res.end(JSON.stringify(body));
};

test('links: per page, dead external links and redirects to another host; same-host redirects and internal links are not reported', async () => {
  const {server, base} = await serve((req, res, b) => {
    const port = new URL(b).port;
    if (req.url === '/ok') return void res.writeHead(200, {'content-type': 'text/plain'}).end('ok');
    if (req.url === '/moved') return void res.writeHead(301, {location: `http://localhost:${port}/ok`}).end();
    if (req.url === '/https-same-host') return void res.writeHead(301, {location: `${b}/ok`}).end();
    res.writeHead(404).end();
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'links-'));
  try {
    const page = (links: string[]) =>
      `<!doctype html><html lang="en"><head><title>t</title></head><body>${links.map((l) => `<a href="${l}">x</a>`).join('')}</body></html>`;
    mkdirSync(path.join(dir, 'network'));
    writeFileSync(path.join(dir, 'index.html'), page([`${base}/ok`, `${base}/gone`, '/network/mainnet']));
    writeFileSync(
      path.join(dir, 'network/mainnet.html'),
      page([`${base}/moved`, `${base}/https-same-host`, `${base}/gone`, 'https://docs.celo.org/cli']),
    );
    const report = await checkExternalLinks({root: dir, timeout: 5000});
    assert.deepEqual(report.pages, [
      {page: '/', dead: [{url: `${base}/gone`, status: 404}], redirects: []},
      {
        page: '/network/mainnet',
        dead: [{url: `${base}/gone`, status: 404}],
        redirects: [{url: `${base}/moved`, to: `http://localhost:${new URL(base).port}/ok`}],
      },
    ]);
    assert.equal(report.checked, 4, 'each external link checked once; the site itself skipped');
  } finally {
    server.close();
    rmSync(dir, {recursive: true, force: true});
  }
});

test('refresh: tags with the prefix and a version, dated by release or tag; branch commits; a moved default branch and a failure are noted', async () => {
  const sha = (c: string) => c.repeat(40);
  const auth: string[] = [];
  const {server, base, asked} = await serve((req, res) => {
    auth.push(req.headers.authorization ?? '');
    const url = req.url ?? '';
    if (url === '/repos/celo-org/celo-kona/git/matching-refs/tags/celo/reth-v?per_page=100')
      return json(res, [
        {ref: 'refs/tags/celo/reth-v1.0.1', object: {sha: sha('a'), type: 'commit'}},
        {ref: 'refs/tags/celo/reth-v1.1.0', object: {sha: sha('b'), type: 'tag'}},
        {ref: 'refs/tags/celo/reth-vnext', object: {sha: sha('d'), type: 'commit'}},
      ]);
    if (url === '/repos/celo-org/celo-kona/releases?per_page=100')
      return json(res, [{tag_name: 'celo/reth-v1.0.1', published_at: '2026-07-16T09:00:00Z', draft: false}]);
    if (url === `/repos/celo-org/celo-kona/git/tags/${sha('b')}`)
      return json(res, {tagger: {date: '2026-08-01T12:00:00Z'}});
    if (url === '/repos/celo-org/optimism') return json(res, {default_branch: 'celo-rebase-19'});
    if (url === '/repos/celo-org/optimism/commits?sha=celo-rebase-18&per_page=100')
      return json(res, [{sha: sha('c'), commit: {committer: {date: '2026-08-02T08:00:00Z'}}}]);
    if (url === '/viem') return json(res, {'dist-tags': {latest: '2.40.0'}, modified: '2026-08-03T00:00:00Z'});
    json(res, {message: 'Server Error'}, 500);
  });
  try {
    const previous: Snapshot = {
      about: 'fixture',
      upstreams: {
        'op-node': {read: {at: '2026-07-01', how: 'earlier'}, releases: [{version: '2.2.1', tag: 'celo-v2.2.1'}]},
      },
    };
    const {snapshot, notes} = await refresh({
      previous,
      only: new Set(['celo-reth', 'celo-optimism', 'op-node', 'viem']),
      today: '2026-08-04',
      gh: new GitHub(base, 'test-token'),
      registry: `${base}/`,
    });
    assert.deepEqual(snapshot.upstreams['celo-reth']!.releases, [
      {version: '1.1.0', tag: 'celo/reth-v1.1.0', date: '2026-08-01'},
      {version: '1.0.1', tag: 'celo/reth-v1.0.1', date: '2026-07-16'},
    ]);
    assert.match(
      snapshot.upstreams['celo-reth']!.read.how,
      /GitHub API: tags celo\/reth-v<version> of celo-org\/celo-kona/,
    );
    assert.deepEqual(snapshot.upstreams['celo-optimism']!.commits, [{sha: sha('c'), date: '2026-08-02'}]);
    assert.deepEqual(snapshot.upstreams.viem!.latest, {version: '2.40.0', date: '2026-08-03'});
    assert.deepEqual(
      snapshot.upstreams['op-node'],
      previous.upstreams['op-node'],
      'a failed read keeps the earlier entry',
    );
    assert.equal(snapshot.upstreams.celocli, undefined, 'upstreams not selected are left as they were');
    // In the registry's order (op-node before celo-optimism).
    assert.deepEqual(notes, [
      'op-node: could not be read (GET /repos/celo-org/optimism/git/matching-refs/tags/celo-v?per_page=100: 500 Internal Server Error); kept the entry of 2026-07-01',
      "celo-optimism: celo-org/optimism's default branch is now celo-rebase-19, not celo-rebase-18; if Celo ships from it, change the branch in src/data/upstreams.ts",
    ]);
    assert.ok(
      auth.filter((a, i) => asked[i] !== '/viem').every((a) => a === 'Bearer test-token'),
      'GITHUB_TOKEN sent to GitHub',
    );
  } finally {
    server.close();
  }
});

test('the issue: pages to re-check with linked releases and compare views, dead and moved links per page, registry notes', async () => {
  const {server, base} = await serve((req, res) =>
    req.url === '/@celo%2fcelocli'
      ? json(res, {'dist-tags': {latest: '9.0.1'}, modified: '2026-06-16T10:00:00Z'})
      : json(res, {}, 500),
  );
  const saved = process.env.npm_config_registry;
  process.env.npm_config_registry = `${base}/`;
  try {
    const check = await checkSources({
      docs: path.join(ROOT, 'tests/fixtures/sources/docs'),
      snapshot: path.join(ROOT, 'tests/fixtures/sources/upstream-versions.json'),
      today: '2026-08-02',
    });
    const links: LinkReport = {
      checked: 12,
      pages: [
        {
          page: '/network/mainnet',
          dead: [{url: 'https://gone.example/x', status: 404}],
          redirects: [{url: 'https://old.example/a', to: 'https://new.example/a'}],
        },
      ],
    };
    const {body, items} = issueBody({
      check,
      links,
      notes: '- celo-optimism: default branch moved',
      run: 'https://github.com/celo-org/docs/actions/runs/1',
    });
    assert.equal(items, 4, 'one page to re-check, one dead link, one moved link, one note');
    assert.match(body, /^## Pages to re-check \(1\)$/m);
    assert.match(
      body,
      /^### tests\/fixtures\/sources\/docs\/old\.md \(verified 2026-06-01\)\n\n- \*\*op-reth \(celo-reth\)\*\* \(`celo-reth`\): verified against 1\.0\.0; now \[1\.1\.1\]\(https:\/\/github\.com\/celo-org\/celo-kona\/releases\/tag\/celo\/reth-v1\.1\.1\), a new minor \(2026-07-28\)$/m,
    );
    assert.match(
      body,
      /\[3 new commits\]\(https:\/\/github\.com\/celo-org\/celo-l2-node-docker-compose\/compare\/1111111\.\.\.444444444444\) on the tracked paths since, newest 2026-07-25/,
    );
    assert.match(
      body,
      /^### \/network\/mainnet\n\n- dead: https:\/\/gone\.example\/x \(404\)\n- moved: https:\/\/old\.example\/a → https:\/\/new\.example\/a$/m,
    );
    assert.match(body, /^## Registry notes\n\n- celo-optimism: default branch moved$/m);
    const quiet = issueBody({check: {...check, recheck: []}, links: {checked: 12, pages: []}, notes: ''});
    assert.equal(quiet.items, 0, 'nothing to report: the workflow closes the issue');
  } finally {
    process.env.npm_config_registry = saved;
    if (saved === undefined) delete process.env.npm_config_registry;
    server.close();
  }
});
