/**
 * Readers' feedback (src/components/PageFeedback and its build-time parts), without a build:
 *   - FEEDBACK_ENDPOINT: what is accepted, the build's message for what is not, and the CSP's connect-src, which
 *     gains the endpoint's origin only when it is set;
 *   - the site version a report carries;
 *   - the prefilled new-issue URL (every field, encoded, within GitHub's length limit by cutting the comment with a
 *     note) and the JSON posted to an endpoint, for page feedback and for a step report;
 *   - posting to a local HTTP server: accepted, refused (500), too slow, unreachable;
 *   - the remembered answer, with storage that works, is missing, or throws;
 *   - which code blocks get "Report a problem with this step", and the page line the build gives them (the
 *     fixture guide page's second block opens on line 19).
 * In the browser: tests/e2e/feedback.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {frontmatter} from 'micromark-extension-frontmatter';
import matter from 'gray-matter';
import {VFile} from 'vfile';
import {endpointOrigin, readFeedbackEndpoint} from '../../src/config/feedback';
import {readHostedServices} from '../../src/config/hostedServices';
import {buildPolicy, serializePolicy} from '../../src/config/securityHeaders';
import {buildCommit, formatSiteVersion} from '../../src/config/siteVersion';
import {
  firstLineOf,
  FIRST_LINE_LIMIT,
  ISSUE_URL_LIMIT,
  issueUrl,
  REASONS,
  reportPayload,
  type Report,
} from '../../src/components/PageFeedback/report';
import {answerKey, forgetAnswer, readAnswer, writeAnswer} from '../../src/components/PageFeedback/storage';
import {parseRuntimeConfig, postReport, UNKNOWN_VERSION} from '../../src/components/PageFeedback/send';
import {isOperatorPage, OPERATOR_PAGES} from '../../src/data/operatorPages';
import remarkReportLines, {reportsStep} from '../../src/plugins/remark-report-lines';

const ROOT = path.join(__dirname, '../..');
const REPO = 'https://github.com/celo-org/docs';

const local = {search: {mode: 'local'} as const, assistant: {mode: 'local'} as const, scriptHashes: []};
const connectSrc = (policy: string) => /connect-src ([^;]*)/.exec(policy)![1];

test('FEEDBACK_ENDPOINT: unset is off; https anywhere and http on localhost are accepted; anything else stops the build', () => {
  assert.equal(readFeedbackEndpoint({}), undefined);
  assert.equal(readFeedbackEndpoint({FEEDBACK_ENDPOINT: '  '}), undefined);
  assert.equal(
    readFeedbackEndpoint({FEEDBACK_ENDPOINT: 'https://feedback.example.org/api/docs'}),
    'https://feedback.example.org/api/docs',
  );
  assert.equal(readFeedbackEndpoint({FEEDBACK_ENDPOINT: 'http://127.0.0.1:4000/f'}), 'http://127.0.0.1:4000/f');
  assert.equal(readFeedbackEndpoint({FEEDBACK_ENDPOINT: 'http://localhost/f'}), 'http://localhost/f');
  const bad: [string, RegExp][] = [
    ['feedback.example.org/api', /not an absolute URL/],
    ['/api/feedback', /not an absolute URL/],
    ['http://feedback.example.org/api', /http:\/\/ is accepted on localhost only/],
    ['ftp://feedback.example.org/', /scheme ftp: is not http/],
    ['javascript:alert(1)', /scheme javascript: is not http/],
    ['https://user:secret@feedback.example.org/', /user name or password/],
    ['https://feedback.example.org/#x', /#fragment/],
  ];
  for (const [value, why] of bad) {
    assert.throws(
      () => readFeedbackEndpoint({FEEDBACK_ENDPOINT: value}),
      (e: Error) => e.message.startsWith('FEEDBACK_ENDPOINT must be an absolute https:// URL') && why.test(e.message),
      value,
    );
  }
  // Read with the other hosted services, so the build fails at start-up, naming the variable.
  assert.deepEqual(readHostedServices({FEEDBACK_ENDPOINT: 'https://f.example.org/x'}), {
    feedbackEndpoint: 'https://f.example.org/x',
  });
  assert.throws(() => readHostedServices({FEEDBACK_ENDPOINT: 'http://f.example.org/x'}), /FEEDBACK_ENDPOINT/);
});

test("the CSP's connect-src is 'self' alone by default and gains the endpoint's origin (not its path) when it is set", () => {
  const byDefault = serializePolicy(buildPolicy({...local, hosted: readHostedServices({})}));
  assert.equal(connectSrc(byDefault), "'self'");
  const endpoint = 'https://feedback.example.org:8443/api/docs?x=1';
  const withEndpoint = serializePolicy(buildPolicy({...local, hosted: {feedbackEndpoint: endpoint}}));
  assert.equal(endpointOrigin(endpoint), 'https://feedback.example.org:8443');
  assert.equal(connectSrc(withEndpoint), "'self' https://feedback.example.org:8443");
  // Nothing else changes: no other directive names the endpoint.
  assert.equal(withEndpoint.split('feedback.example.org').length, 2);
  const loopback = serializePolicy(buildPolicy({...local, hosted: {feedbackEndpoint: 'http://127.0.0.1:4000/f'}}));
  assert.equal(connectSrc(loopback), "'self' http://127.0.0.1:4000");
});

test('the site version: the package version with the commit, else with the build date', () => {
  const day = new Date('2026-11-28T10:00:00Z');
  assert.equal(
    formatSiteVersion('1.0.0', '0123456789abcdef0123456789abcdef01234567', day),
    '1.0.0, commit 0123456789ab',
  );
  assert.equal(formatSiteVersion('1.0.0', undefined, day), '1.0.0, built 2026-11-28');
  assert.equal(formatSiteVersion('1.0.0', 'not-a-commit', day), '1.0.0, built 2026-11-28');
  // A host's variable comes first; without one, git is asked (this repository has a HEAD).
  assert.equal(buildCommit(ROOT, {GITHUB_SHA: 'ABCDEF0123456'}), 'abcdef0123456');
  assert.equal(buildCommit(ROOT, {COMMIT_REF: 'fedcba9'}), 'fedcba9');
  assert.match(buildCommit(ROOT, {}) ?? '', /^[0-9a-f]{40}$/);
  assert.equal(buildCommit('/', {PATH: ''}), undefined, 'no git: no commit, and no crash');
});

const page = {
  url: 'https://docs.celo.org/developer/viem',
  title: 'Using viem with Celo',
  source: 'docs/developer/viem.md',
  editUrl: 'https://github.com/celo-org/docs/edit/main/docs/developer/viem.md',
  verified: 'Verified on 26 November 2026 against viem 2.57.20',
};

const pageReport = (over: Partial<Extract<Report, {kind: 'page'}>> = {}): Report => ({
  kind: 'page',
  helpful: false,
  reason: 'instructions-failed',
  comment: 'Step 3 fails with "nonce too low" & a 500.',
  page,
  siteVersion: '1.0.0, commit 0123456789ab',
  ...over,
});

const stepReport: Report = {
  kind: 'step',
  line: 42,
  firstLine: 'npm install viem@2',
  language: 'bash',
  comment: 'npm ERR! code E404',
  page,
  siteVersion: '1.0.0, commit 0123456789ab',
};

/** The title and body a new-issue URL carries. */
function issueFields(url: string): {title: string; body: string} {
  const u = new URL(url);
  assert.equal(`${u.origin}${u.pathname}`, `${REPO}/issues/new`);
  assert.deepEqual([...u.searchParams.keys()], ['title', 'body']);
  return {title: u.searchParams.get('title')!, body: u.searchParams.get('body')!};
}

test('the issue of a "No": page link, reason, verified line, site version and the comment, all encoded', () => {
  const url = issueUrl(`${REPO}/`, pageReport());
  assert.doesNotMatch(url, /[ "<>]/, 'spaces and quotes are encoded');
  const {title, body} = issueFields(url);
  assert.equal(title, 'Feedback on "Using viem with Celo": not helpful (the instructions failed)');
  assert.match(body, /^\*\*Page:\*\* \[Using viem with Celo\]\(https:\/\/docs\.celo\.org\/developer\/viem\)$/m);
  assert.match(body, /^\*\*Helpful:\*\* no$/m);
  assert.match(body, /^\*\*What was wrong:\*\* The instructions failed$/m);
  assert.match(body, /^\*\*Verified:\*\* Verified on 26 November 2026 against viem 2\.57\.20$/m);
  assert.match(body, /^\*\*Site version:\*\* 1\.0\.0, commit 0123456789ab$/m);
  assert.ok(body.endsWith('**Comment:**\n\nStep 3 fails with "nonce too low" & a 500.'), body);
  // Every reason has its words in the issue; no reason and no comment say so.
  for (const r of REASONS) assert.ok(issueFields(issueUrl(REPO, pageReport({reason: r.id}))).body.includes(r.label));
  const bare = issueFields(issueUrl(REPO, pageReport({reason: undefined, comment: '  '})));
  assert.equal(bare.title, 'Feedback on "Using viem with Celo": not helpful');
  assert.match(bare.body, /What was wrong:\*\* no reason chosen/);
  assert.ok(bare.body.endsWith('**Comment:**\n\n(none)'));
  const unverified = issueFields(issueUrl(REPO, pageReport({page: {...page, verified: undefined}})));
  assert.match(unverified.body, /\*\*Verified:\*\* the page has no verified record/);
});

test('the issue of a "Yes" has no reason', () => {
  const {title, body} = issueFields(issueUrl(REPO, pageReport({helpful: true, comment: 'Clear, thanks.'})));
  assert.equal(title, 'Feedback on "Using viem with Celo": helpful');
  assert.match(body, /\*\*Helpful:\*\* yes/);
  assert.doesNotMatch(body, /What was wrong/);
});

test('the issue of a step: the page line, linked to the file at that line, and the first line in a fence it cannot close', () => {
  const {title, body} = issueFields(issueUrl(REPO, stepReport));
  assert.equal(title, 'Problem with a step of "Using viem with Celo" (line 42)');
  assert.match(
    body,
    /^\*\*Step:\*\* \[line 42 of `docs\/developer\/viem\.md`\]\(https:\/\/github\.com\/celo-org\/docs\/blob\/main\/docs\/developer\/viem\.md\?plain=1#L42\) \(bash\)$/m,
  );
  assert.match(body, /\n```text\nnpm install viem@2\n```\n/);
  const ticks = issueFields(issueUrl(REPO, {...stepReport, firstLine: 'echo ```not a fence``` `x`'})).body;
  assert.match(ticks, /\n````text\necho ```not a fence``` `x`\n````\n/);
  // Without an edit URL the line is named, not linked.
  const plain = issueFields(issueUrl(REPO, {...stepReport, page: {...page, editUrl: undefined}})).body;
  assert.match(plain, /^\*\*Step:\*\* line 42 of `docs\/developer\/viem\.md` \(bash\)$/m);
});

test("a comment too long for GitHub's address limit is cut, whole characters only, with a note of how much", () => {
  const comment = `${'😀 é '.repeat(3000)}end`;
  const url = issueUrl(REPO, pageReport({comment}));
  assert.ok(url.length <= ISSUE_URL_LIMIT, `${url.length} characters`);
  assert.ok(url.length > ISSUE_URL_LIMIT - 50, 'as much of the comment as fits is kept');
  const {body} = issueFields(url);
  const left = Number(/(\d+) characters were left out/.exec(body)?.[1]);
  const kept = /\*\*Comment:\*\*\n\n([\s\S]*)…\n\n_The comment was cut/.exec(body)![1]!;
  assert.ok(left > 0);
  assert.equal(Array.from(kept).length + left, Array.from(comment).length, 'kept + left out = the whole comment');
  assert.ok(comment.startsWith(kept), 'the kept part is the start of the comment, no surrogate half');
  assert.match(body, /\*\*Site version:\*\*/, "the page's facts are never cut");
  // Short comments are not touched.
  assert.doesNotMatch(issueUrl(REPO, pageReport()), /was%20cut/);
});

test('the JSON for FEEDBACK_ENDPOINT: the same fields as the issue', () => {
  assert.deepEqual(reportPayload(pageReport()), {
    type: 'page-feedback',
    page: {
      url: 'https://docs.celo.org/developer/viem',
      title: 'Using viem with Celo',
      source: 'docs/developer/viem.md',
      verified: 'Verified on 26 November 2026 against viem 2.57.20',
    },
    siteVersion: '1.0.0, commit 0123456789ab',
    helpful: false,
    reason: 'instructions-failed',
    comment: 'Step 3 fails with "nonce too low" & a 500.',
  });
  assert.equal(reportPayload(pageReport({helpful: true})).reason, null, 'a Yes has no reason');
  assert.deepEqual(reportPayload({...stepReport, page: {url: page.url, title: page.title}}), {
    type: 'step-problem',
    page: {url: page.url, title: page.title, source: null, verified: null},
    siteVersion: '1.0.0, commit 0123456789ab',
    step: {line: 42, firstLine: 'npm install viem@2', language: 'bash'},
    comment: 'npm ERR! code E404',
  });
  assert.equal(firstLineOf('\n\n  npx hardhat init  \nsecond'), 'npx hardhat init');
  const long = firstLineOf('x'.repeat(500));
  assert.equal(Array.from(long).length, FIRST_LINE_LIMIT);
  assert.ok(long.endsWith('…'));
});

test('the config the browser reads: an endpoint only if it is an http(s) URL; a missing file means "open an issue"', () => {
  assert.deepEqual(parseRuntimeConfig({endpoint: 'https://f.example.org/x', siteVersion: '1.0.0, commit abc1234'}), {
    endpoint: 'https://f.example.org/x',
    siteVersion: '1.0.0, commit abc1234',
  });
  for (const bad of [null, 'text', {endpoint: 'javascript:alert(1)'}, {endpoint: 'not a url'}, {endpoint: 7}]) {
    assert.deepEqual(parseRuntimeConfig(bad), {endpoint: null, siteVersion: UNKNOWN_VERSION}, JSON.stringify(bad));
  }
});

/** A local feedback service answering with `status` (or never, for `hang`), recording what it received. */
async function service(status: number | 'hang'): Promise<{url: string; received: unknown[]; server: Server}> {
  const received: unknown[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({method: req.method, type: req.headers['content-type'], body: JSON.parse(body) as unknown});
      if (status !== 'hang') res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feedback`, received, server};
}

test('posting a report: accepted (2xx) is null; a refusal, a timeout and no service each say what happened', async () => {
  const payload = reportPayload(pageReport());
  const ok = await service(204);
  try {
    assert.equal(await postReport(ok.url, payload), null);
    assert.deepEqual(ok.received, [{method: 'POST', type: 'application/json', body: payload}]);
  } finally {
    ok.server.close();
  }
  const refused = await service(500);
  try {
    assert.equal(await postReport(refused.url, payload), 'the feedback service answered with an error (HTTP 500)');
  } finally {
    refused.server.close();
  }
  const slow = await service('hang');
  try {
    assert.equal(await postReport(slow.url, payload, 200), 'the feedback service did not answer within 0 seconds');
  } finally {
    slow.server.closeAllConnections();
    slow.server.close();
  }
  const gone = await service(204);
  gone.server.close();
  assert.equal(await postReport(gone.url, payload), 'the feedback service could not be reached');
});

/** A Storage over a Map; `fail` makes every call throw, as a full quota or a blocked storage does. */
function memoryStorage(fail = false): Storage {
  const map = new Map<string, string>();
  const guard = () => {
    if (fail) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => (guard(), map.get(k) ?? null),
    setItem: (k, v) => (guard(), void map.set(k, v)),
    removeItem: (k) => (guard(), void map.delete(k)),
  };
}

test('the answer is remembered per page under a site-scoped key, and storage that throws or is missing changes nothing', () => {
  const key = answerKey('', '/developer/viem');
  assert.equal(key, 'docs-feedback:/developer/viem');
  assert.equal(answerKey('-abc1', '/docs/developer/viem'), 'docs-feedback-abc1:/docs/developer/viem');
  const store = memoryStorage();
  assert.equal(
    readAnswer(key, () => store),
    null,
  );
  assert.equal(
    writeAnswer(key, 'no', () => store),
    true,
  );
  assert.equal(
    readAnswer(key, () => store),
    'no',
  );
  assert.equal(
    readAnswer(answerKey('', '/developer/ethers'), () => store),
    null,
    'another page has its own',
  );
  store.setItem(key, 'maybe');
  assert.equal(
    readAnswer(key, () => store),
    null,
    'an unknown value reads as no answer',
  );
  forgetAnswer(key, () => store);
  assert.equal(store.length, 0);
  const broken = memoryStorage(true);
  assert.equal(
    writeAnswer(key, 'yes', () => broken),
    false,
  );
  assert.equal(
    readAnswer(key, () => broken),
    null,
  );
  assert.doesNotThrow(() => forgetAnswer(key, () => broken));
  const blocked = () => {
    throw new DOMException('localStorage is disabled', 'SecurityError');
  };
  assert.equal(readAnswer(key, blocked), null);
  assert.equal(writeAnswer(key, 'yes', blocked), false);
  assert.equal(
    readAnswer(key, () => null),
    null,
  );
});

test('the operator pages: every entry exists, and the set is what the report action uses', () => {
  for (const entry of OPERATOR_PAGES) assert.ok(existsSync(path.join(ROOT, entry)), `${entry} exists`);
  assert.ok(isOperatorPage('docs/cel2/operators/run-node.md'));
  assert.ok(isOperatorPage('docs/validator/run/mainnet.md'));
  assert.ok(isOperatorPage('docs/network/mainnet/run-full-node.mdx'));
  assert.ok(!isOperatorPage('docs/network/mainnet/index.md'));
  assert.ok(!isOperatorPage('docs/developer/viem.md'));
  assert.ok(!isOperatorPage('docs/validators-guide/page.md'), 'a folder entry is a folder, not a prefix of a name');
  assert.equal(reportsStep('docs/cel2/operators/run-node.md', {}, 'bash'), true);
  assert.equal(reportsStep('docs/cel2/operators/run-node.md', {}, 'console'), true);
  assert.equal(reportsStep('docs/cel2/operators/run-node.md', {}, 'yaml'), false, 'operator pages: shell blocks only');
  assert.equal(reportsStep('docs/developer/viem.md', {}, 'bash'), false);
  assert.equal(reportsStep('docs/developer/viem.md', {guide: {chain: 'celo'}}, 'ts'), true, 'guides: every block');
});

/** Runs the report-lines plugin on a page as Docusaurus would (front matter parsed, the file's own text). */
function markPage(file: string, text: string): Root {
  const tree = fromMarkdown(text, {extensions: [frontmatter()], mdastExtensions: [frontmatterFromMarkdown()]});
  const vfile = new VFile({path: file, value: text, data: {frontMatter: matter(text).data}});
  remarkReportLines({siteDir: ROOT})(tree, vfile);
  return tree;
}

test('the build marks each block with the page line of its opening fence: the fixture guide page', async () => {
  const file = path.join(ROOT, 'tests/fixtures/docs/guide-page.md');
  const text = readFileSync(file, 'utf8');
  // Compiled by MDX, as Docusaurus compiles a doc: the line reaches the code block's props.
  const [{compile}, {default: remarkFrontmatter}] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-frontmatter'),
  ]);
  const vfile = new VFile({path: file, value: text, data: {frontMatter: matter(text).data}});
  const jsx = String(
    await compile(vfile, {jsx: true, remarkPlugins: [remarkFrontmatter, [remarkReportLines, {siteDir: ROOT}]]}),
  );
  const marked = Array.from(
    jsx.matchAll(/<_components\.code className="language-(\w+)" data-report-line="(\d+)">\{"([^"\\]*)/g),
    (m) => ({
      lang: m[1],
      line: Number(m[2]),
      first: m[3],
    }),
  );
  assert.deepEqual(marked, [
    {lang: 'bash', line: 12, first: 'npm install viem@2'},
    {lang: 'ts', line: 19, first: 'console.log('},
  ]);
  // The line is the fence's, in the file as written.
  const lines = text.split('\n');
  for (const m of marked) assert.match(lines[m.line - 1]!, new RegExp(`^\`\`\`${m.lang}\\b`));
});

test('an operator page marks its shell blocks only; a page that is neither marks nothing', () => {
  const file = path.join(ROOT, 'docs/cel2/operators/run-node.md');
  const text = readFileSync(file, 'utf8');
  const tree = markPage(file, text);
  const codes = tree.children.flatMap(function all(n): {lang?: string | null; data?: unknown}[] {
    const node = n as {type: string; lang?: string | null; data?: unknown; children?: unknown[]};
    return [...(node.type === 'code' ? [node] : []), ...((node.children ?? []) as never[]).flatMap(all)];
  });
  const lineOf = (c: {data?: unknown}) =>
    (c.data as {hProperties?: {dataReportLine?: number}} | undefined)?.hProperties?.dataReportLine;
  assert.ok(codes.some((c) => c.lang === 'bash'));
  for (const c of codes) {
    const shell = ['bash', 'sh', 'shell', 'console', 'zsh'].includes(c.lang ?? '');
    assert.equal(lineOf(c) !== undefined, shell, `${c.lang ?? 'no language'} block`);
  }
  const other = path.join(ROOT, 'docs/cli/account.md');
  assert.ok(!markPage(other, readFileSync(other, 'utf8')).children.some((c) => lineOf(c) !== undefined));
});

test('a fence that is not on its line of the file as written stops the build naming the page and line', () => {
  const file = path.join(ROOT, 'tests/fixtures/docs/guide-page.md');
  const written = readFileSync(file, 'utf8');
  // What Docusaurus compiles after unwrapping an mdx-code-block fence above the blocks: two lines fewer.
  const compiled = written.replace('A test build', 'x\n\nA test build').replace('## A step\n\n', '');
  const tree = fromMarkdown(compiled, {extensions: [frontmatter()], mdastExtensions: [frontmatterFromMarkdown()]});
  const vfile = new VFile({path: file, value: compiled, data: {frontMatter: matter(written).data}});
  assert.throws(
    () => remarkReportLines({siteDir: ROOT})(tree, vfile),
    /tests\/fixtures\/docs\/guide-page\.md:\d+: the code block's fence is not on this line/,
  );
});
