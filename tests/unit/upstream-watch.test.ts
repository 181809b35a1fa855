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
      return json(res, [
        {
          tag_name: 'celo/reth-v1.0.1',
          name: 'celo-reth v1.0.1',
          body: "> [!IMPORTANT]\n> Operators must upgrade: this release fixes a crash.\n\n## What's Changed\n* fix by @a in #1",
          published_at: '2026-07-16T09:00:00Z',
          draft: false,
        },
        {tag_name: 'celo/reth-v1.1.0', name: 'celo/reth-v1.1.0', body: '', published_at: null, draft: true},
      ]);
    if (url === '/repos/celo-org/developer-tooling/git/matching-refs/tags/%40celo/celocli%40?per_page=100')
      return json(res, [{ref: 'refs/tags/@celo/celocli@9.0.1', object: {sha: sha('e'), type: 'commit'}}]);
    if (url === '/repos/celo-org/developer-tooling/releases?per_page=100')
      return json(res, [
        {
          tag_name: '@celo/celocli@9.0.1',
          name: '@celo/celocli@9.0.1',
          body: '### Patch Changes\n\n- 1a2b3c4: Fix the gas estimate of the bridge commands',
          published_at: '2026-06-16T10:00:00Z',
          draft: false,
        },
      ]);
    if (url === '/@celo%2fcelocli')
      return json(res, {'dist-tags': {latest: '9.0.1'}, modified: '2026-06-16T10:00:00Z'});
    if (url === '/repos/wevm/viem/releases?per_page=100') return json(res, []);
    if (url === '/repos/wevm/viem/git/matching-refs/tags/viem%40?per_page=100') return json(res, {}, 404);
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
      only: new Set(['celo-reth', 'celo-optimism', 'op-node', 'viem', 'celocli']),
      today: '2026-08-04',
      gh: new GitHub(base, 'test-token'),
      registry: `${base}/`,
    });
    // A release keeps its name, headline and flags; a draft counts as no release (dated by its tag).
    assert.deepEqual(snapshot.upstreams['celo-reth']!.releases, [
      {version: '1.1.0', tag: 'celo/reth-v1.1.0', date: '2026-08-01'},
      {
        version: '1.0.1',
        tag: 'celo/reth-v1.0.1',
        date: '2026-07-16',
        name: 'celo-reth v1.0.1',
        headline: 'Important: Operators must upgrade: this release fixes a crash.',
        flags: ['must-upgrade'],
      },
    ]);
    // An npm package whose repository publishes GitHub releases keeps them beside its latest version.
    assert.deepEqual(snapshot.upstreams.celocli, {
      read: {
        at: '2026-08-04',
        how: `npm registry ${base}/: dist-tags.latest of @celo/celocli; GitHub API: releases @celo/celocli@<version> of celo-org/developer-tooling`,
      },
      latest: {version: '9.0.1', date: '2026-06-16'},
      releases: [
        {
          version: '9.0.1',
          tag: '@celo/celocli@9.0.1',
          date: '2026-06-16',
          headline: 'Fix the gas estimate of the bridge commands',
        },
      ],
    });
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
    assert.equal(snapshot.upstreams.wagmi, undefined, 'upstreams not selected are left as they were');
    // In the registry's order (op-node, then viem, then celo-optimism).
    assert.deepEqual(notes, [
      'op-node: could not be read (GET /repos/celo-org/optimism/git/matching-refs/tags/celo-v?per_page=100: 500 Internal Server Error); kept the entry of 2026-07-01',
      'viem: no tag viem@<version> in wevm/viem; check releaseNotes in src/data/upstreams.ts',
      "celo-optimism: celo-org/optimism's default branch is now celo-rebase-19, not celo-rebase-18; if Celo ships from it, change the branch in src/data/upstreams.ts",
    ]);
    assert.ok(
      auth.filter((a, i) => !['/viem', '/@celo%2fcelocli'].includes(asked[i]!)).every((a) => a === 'Bearer test-token'),
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
    assert.equal(
      items,
      10,
      'five upstreams that moved, two pages to re-check, one dead link, one moved link, one note',
    );
    // The upstreams that moved come first: each with its releases (flagged), then the pages to re-verify.
    assert.match(body, /^## Upstreams that moved \(5\)$/m);
    assert.ok(body.indexOf('## Upstreams that moved') < body.indexOf('## Pages to re-check'));
    assert.match(
      body,
      /^### celo-l2-node-docker-compose \(`celo-l2-node-docker-compose`\): 1\.4\.1, 1\.4\.4 → \[1\.4\.5\]\(https:\/\/github\.com\/celo-org\/celo-l2-node-docker-compose\/releases\/tag\/v1\.4\.5\) \(2026-07-31\)\n\n\| Release \| Date \| Flags \| Headline \|\n\| --- \| --- \| --- \| --- \|\n\| \[1\.4\.5\]\(https:\/\/github\.com\/celo-org\/celo-l2-node-docker-compose\/releases\/tag\/v1\.4\.5\) \| 2026-07-31 \| \*\*must upgrade\*\*, \*\*required\*\*, \*\*important fix\*\* \| Important: A required op-reth upgrade with an important fix; operators must upgrade\. \|$/m,
    );
    assert.match(
      body,
      /^Pages to re-verify \(2\): tests\/fixtures\/sources\/docs\/node\.md \(1\.4\.4\), tests\/fixtures\/sources\/docs\/old\.md \(1\.4\.1\)$/m,
    );
    assert.match(
      body,
      /^\| \[1\.1\.0\]\(https:\/\/github\.com\/celo-org\/celo-kona\/releases\/tag\/celo\/reth-v1\.1\.0\) \| 2026-07-10 \| \*\*breaking\*\* \|/m,
    );
    assert.match(
      body,
      /^### celo-monorepo contracts \(`celo-monorepo`\): 1111111 → \[3 new commits\]\(https:\/\/github\.com\/celo-org\/celo-monorepo\/compare\/1111111\.\.\.444444444444\) on master, newest 2026-07-25$/m,
    );
    assert.ok(!/^### op-node/m.test(body), 'an upstream no page is behind is not listed');
    assert.match(body, /^## Pages to re-check \(2\)$/m);
    assert.match(
      body,
      /^### tests\/fixtures\/sources\/docs\/old\.md \(verified 2026-06-01\)\n\n- \*\*celo-l2-node-docker-compose\*\* \(`celo-l2-node-docker-compose`\): verified against 1\.4\.1; now \[1\.4\.5\]\(https:\/\/github\.com\/celo-org\/celo-l2-node-docker-compose\/releases\/tag\/v1\.4\.5\), a new patch \(2026-07-31\); flagged: \*\*must upgrade, required, important fix\*\*\n- \*\*op-reth \(celo-reth\)\*\* \(`celo-reth`\): verified against 1\.0\.0; now \[1\.1\.1\]\(https:\/\/github\.com\/celo-org\/celo-kona\/releases\/tag\/celo\/reth-v1\.1\.1\), a new minor \(2026-07-28\); flagged: \*\*breaking\*\*$/m,
    );
    assert.match(
      body,
      /\[3 new commits\]\(https:\/\/github\.com\/celo-org\/celo-monorepo\/compare\/1111111\.\.\.444444444444\) on the tracked paths since, newest 2026-07-25/,
    );
    assert.match(
      body,
      /^### \/network\/mainnet\n\n- dead: https:\/\/gone\.example\/x \(404\)\n- moved: https:\/\/old\.example\/a → https:\/\/new\.example\/a$/m,
    );
    assert.match(body, /^## Registry notes\n\n- celo-optimism: default branch moved$/m);
    const quiet = issueBody({check: {...check, recheck: [], moves: []}, links: {checked: 12, pages: []}, notes: ''});
    assert.match(
      quiet.body,
      /^## Upstreams that moved \(0\)\n\nNone: every page records the newest release or commit of its upstreams\.$/m,
    );
    assert.equal(quiet.items, 0, 'nothing to report: the workflow closes the issue');
  } finally {
    process.env.npm_config_registry = saved;
    if (saved === undefined) delete process.env.npm_config_registry;
    server.close();
  }
});
