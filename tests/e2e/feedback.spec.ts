/**
 * Readers talk back (src/components/PageFeedback), in Chromium against the test build:
 *   - "Was this page helpful?" at the foot of a doc: No with a reason and a comment, and Yes with a comment, each
 *     opening the prefilled new issue in a new tab (the issue's fields read from the tab's address; github.com is
 *     answered by the test, the closed network would refuse it), axe-clean in both colour modes in every state;
 *     nothing leaves the page before Send; the answer remembered across a reload; completed with the keyboard
 *     alone; working with storage disabled;
 *   - with a feedback service (FEEDBACK_ENDPOINT): the JSON posted, the failure said when the service answers 500
 *     with the reader's text kept, and the retry that succeeds. The endpoint is read at run time from
 *     /feedback-config.json (src/plugins/feedback-config.ts), which this test serves with a same-origin endpoint
 *     (so the served CSP allows it) instead of building the site a second time; the CSP's connect-src following
 *     the variable is tests/unit/feedback.test.ts;
 *   - "Report a problem with this step" on the fixture guide page (tests/fixtures/docs/guide-page.md, whose second
 *     block opens on line 19) and on an operator page, naming the fence's line in the file;
 *   - the guide-run line under a guide's title, with the versions samples/package-lock.json installs, and in its
 *     Markdown twin, which has no feedback form.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {axeViolations, disableStorage, hydrated, watchPage} from './helpers';

const ROOT = path.join(__dirname, '../..');
const VERIFIED_PAGE = '/__fixtures/docs/verified-page';
const GUIDE_PAGE = '/__fixtures/docs/guide-page';
const ISSUES = 'https://github.com/celo-org/docs/issues/new';
const MODES = ['dark', 'light'] as const;

const feedback = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});
const status = (page: Page) => feedback(page).getByRole('status');

/** The site version this build's reports carry, as the build wrote it. */
async function builtVersion(page: Page): Promise<string> {
  const config = (await (await page.request.get('/feedback-config.json')).json()) as {
    endpoint: string | null;
    siteVersion: string;
  };
  expect(config.endpoint, 'the default build has no feedback service').toBeNull();
  expect(config.siteVersion).toMatch(/^\d+\.\d+\.\d+, (commit [0-9a-f]{12}|built \d{4}-\d{2}-\d{2})$/);
  return config.siteVersion;
}

/** Answers github.com in this context with a blank page, so a new-issue tab loads without the network. */
async function answerGitHub(context: BrowserContext): Promise<void> {
  await context.route('https://github.com/**', (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>New issue</title>'}),
  );
}

/** Clicks `send` and returns the title and body of the new-issue URL the tab it opens loads. */
async function openedIssue(context: BrowserContext, click: () => Promise<void>) {
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForURL(/^https:\/\/github\.com\//);
  const url = new URL(tab.url());
  await tab.close();
  expect(`${url.origin}${url.pathname}`).toBe(ISSUES);
  return {title: url.searchParams.get('title')!, body: url.searchParams.get('body')!};
}

async function open(page: Page, route: string, mode?: (typeof MODES)[number]) {
  if (mode) await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
  await page.goto(route);
  await hydrated(page);
  if (mode) await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(feedback(page)).toBeVisible();
}

for (const mode of MODES) {
  test(`No, with a reason and a comment, opens the prefilled issue on GitHub (${mode} mode, axe in every state)`, async ({
    page,
    context,
    baseURL,
  }) => {
    const {errors, foreign, csp} = await watchPage(page, baseURL!);
    await answerGitHub(context);
    await open(page, VERIFIED_PAGE, mode);
    const version = await builtVersion(page);
    // The pointer is parked in a corner first: once the form shrinks to its thank-you, the spot of the last click
    // can be over a footer link, whose hover colour is not what this test checks.
    const axe = async (state: string) => {
      await page.mouse.move(0, 0);
      expect(await axeViolations(page, `${state} (${mode})`)).toEqual([]);
    };
    await axe('the question');

    await feedback(page).getByRole('button', {name: 'No'}).click();
    const reasons = feedback(page).getByRole('group', {name: 'What was wrong?'});
    await expect(reasons.getByRole('radio')).toHaveCount(4);
    await expect(reasons.getByRole('radio').first()).toBeFocused();
    await reasons.getByRole('radio', {name: 'The instructions failed'}).check();
    await feedback(page).getByRole('textbox', {name: 'Comment (optional)'}).fill('Step 2 says "permission denied".');
    const send = feedback(page).getByRole('link', {name: 'Send on GitHub'});
    await expect(send).toHaveAttribute('target', '_blank');
    await expect(send).toHaveAttribute('rel', /noopener/);
    await axe('the reasons and comment');
    expect(foreign, 'nothing leaves the page before Send').toEqual([]);

    const issue = await openedIssue(context, () => send.click());
    expect(issue.title).toBe('Feedback on "A page with a verified record": not helpful (the instructions failed)');
    expect(issue.body).toContain(`**Page:** [A page with a verified record](https://docs.celo.org${VERIFIED_PAGE})`);
    expect(issue.body).toContain('**Helpful:** no');
    expect(issue.body).toContain('**What was wrong:** The instructions failed');
    expect(issue.body).toContain(
      '**Verified:** Verified on 26 November 2026 against celocli 9.0.1, op-reth (celo-reth) 1.0.1 and celo-l2-node-docker-compose 1.4.5',
    );
    expect(issue.body).toContain(`**Site version:** ${version}`);
    expect(issue.body.endsWith('**Comment:**\n\nStep 2 says "permission denied".')).toBe(true);

    const thanks = feedback(page).getByText('Thank you for telling us what was wrong with this page.');
    await expect(thanks).toBeFocused();
    await expect(status(page)).toHaveText('Your report opened on GitHub in a new tab, filled in: submit it there.');
    await axe('the thank-you');
    expect(foreign, 'the page itself requested nothing from another origin').toEqual([]);
    expect([...errors, ...csp]).toEqual([]);
  });

  test(`Yes thanks at once, is remembered across a reload, and Answer again asks again (${mode} mode)`, async ({
    page,
    context,
    baseURL,
  }) => {
    const {errors, foreign} = await watchPage(page, baseURL!);
    await answerGitHub(context);
    // A history notice: listed in src/data/unverifiedPages.ts, so it carries no verified record.
    await open(page, '/cel2/notices/pectra-upgrade', mode);
    await feedback(page).getByRole('button', {name: 'Yes'}).click();
    await expect(feedback(page).getByText('Thank you! If you like, add a comment')).toBeVisible();
    expect(await axeViolations(page, `Yes panel (${mode})`)).toEqual([]);
    await feedback(page).getByRole('textbox', {name: 'Comment (optional)'}).fill('Clear and short.');
    const issue = await openedIssue(context, () => feedback(page).getByRole('link', {name: 'Send on GitHub'}).click());
    expect(issue.title).toBe('Feedback on "Pectra upgrade notice": helpful');
    expect(issue.body).toContain('**Helpful:** yes');
    expect(issue.body).not.toContain('What was wrong');
    expect(issue.body).toContain('**Verified:** the page has no verified record');

    await page.reload();
    await hydrated(page);
    await expect(feedback(page).getByText('Thank you for your feedback: this page helped you.')).toBeVisible();
    await expect(feedback(page).getByRole('button', {name: 'Yes'})).toHaveCount(0);
    expect(await axeViolations(page, `remembered answer (${mode})`)).toEqual([]);
    await feedback(page).getByRole('button', {name: 'Answer again'}).click();
    await expect(feedback(page).getByRole('button', {name: 'Yes'})).toBeFocused();
    // Another page has its own answer.
    await page.goto('/developer/ethers');
    await hydrated(page);
    await expect(feedback(page).getByRole('button', {name: 'No'})).toBeVisible();
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('keyboard alone: No, a reason with the arrow keys, a comment, Send', async ({page, context}) => {
  await answerGitHub(context);
  await open(page, '/developer/viem');
  const no = feedback(page).getByRole('button', {name: 'No'});
  await feedback(page).getByRole('button', {name: 'Yes'}).focus();
  await page.keyboard.press('Tab');
  await expect(no).toBeFocused();
  await page.keyboard.press('Enter');
  const first = feedback(page).getByRole('radio', {name: 'The instructions failed'});
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(feedback(page).getByRole('radio', {name: 'The information is wrong or out of date'})).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(feedback(page).getByRole('textbox', {name: 'Comment (optional)'})).toBeFocused();
  await page.keyboard.type('The chain id is 44787 here.');
  await page.keyboard.press('Tab');
  await expect(feedback(page).getByRole('link', {name: 'Send on GitHub'})).toBeFocused();
  const issue = await openedIssue(context, () => page.keyboard.press('Enter'));
  expect(issue.title).toBe('Feedback on "Using viem with Celo": not helpful (the information is wrong or out of date)');
  expect(issue.body).toContain('The chain id is 44787 here.');
  await expect(feedback(page).getByText('Thank you for telling us what was wrong')).toBeFocused();
});

test('with storage disabled the form works; the answer is simply not remembered', async ({page, baseURL}) => {
  const {errors} = await watchPage(page, baseURL!);
  await disableStorage(page);
  await open(page, '/developer/viem');
  await feedback(page).getByRole('button', {name: 'Yes'}).click();
  await expect(feedback(page).getByText('Thank you! If you like, add a comment')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(feedback(page).getByRole('button', {name: 'Yes'})).toBeVisible();
  expect(errors).toEqual([]);
});

test('with FEEDBACK_ENDPOINT: the JSON is posted; a 500 is said, the text kept, and sending again succeeds', async ({
  page,
  baseURL,
}) => {
  const {errors, foreign, csp} = await watchPage(page, baseURL!);
  const endpoint = `${baseURL}/__feedback-service`;
  await page.route('**/feedback-config.json', (route) =>
    route.fulfill({json: {endpoint, siteVersion: '1.0.0, commit 0123456789ab'}}),
  );
  const received: unknown[] = [];
  let answer = 500;
  await page.route('**/__feedback-service', async (route) => {
    expect(route.request().method()).toBe('POST');
    expect(route.request().headers()['content-type']).toBe('application/json');
    received.push(route.request().postDataJSON());
    await route.fulfill({status: answer, body: ''});
  });
  await open(page, VERIFIED_PAGE);
  await feedback(page).getByRole('button', {name: 'No'}).click();
  await feedback(page).getByRole('radio', {name: 'Something is missing'}).check();
  const comment = feedback(page).getByRole('textbox', {name: 'Comment (optional)'});
  await comment.fill('No word on snap sync.');
  await feedback(page).getByRole('button', {name: 'Send', exact: true}).click();

  await expect(status(page)).toHaveText(
    'Sending failed: the feedback service answered with an error (HTTP 500). Your text is still here: send it again, or open an issue on GitHub instead.',
  );
  await expect(comment).toHaveValue('No word on snap sync.');
  await expect(feedback(page).getByRole('radio', {name: 'Something is missing'})).toBeChecked();
  await expect(feedback(page).getByRole('link', {name: 'Open an issue on GitHub instead'})).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/celo-org\/docs\/issues\/new\?title=/,
  );
  expect(await axeViolations(page, 'sending failed')).toEqual([]);

  answer = 204;
  await feedback(page).getByRole('button', {name: 'Send again'}).click();
  await expect(status(page)).toHaveText('Your feedback was sent to the maintainers.');
  await expect(feedback(page).getByText('Thank you for telling us what was wrong with this page.')).toBeFocused();
  const expected = {
    type: 'page-feedback',
    page: {
      url: `https://docs.celo.org${VERIFIED_PAGE}`,
      title: 'A page with a verified record',
      source: 'tests/fixtures/docs/verified-page.md',
      verified:
        'Verified on 26 November 2026 against celocli 9.0.1, op-reth (celo-reth) 1.0.1 and celo-l2-node-docker-compose 1.4.5',
    },
    siteVersion: '1.0.0, commit 0123456789ab',
    helpful: false,
    reason: 'missing-something',
    comment: 'No word on snap sync.',
  };
  expect(received).toEqual([expected, expected]);
  // Chromium logs the service's 500 itself; nothing else may appear.
  const logged500 = /console error: Failed to load resource: the server responded with a status of 500/;
  expect([...errors.filter((e) => !logged500.test(e)), ...foreign, ...csp]).toEqual([]);
});

/** The page line of the opening fence of the block whose first line is `first`, in `file` as written. */
function fenceLine(file: string, first: string): number {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const at = lines.findIndex((l, i) => l.trim() === first && /^\s*(```|~~~)/.test(lines[i - 1] ?? ''));
  expect(at, `${file} has a block starting "${first}"`).toBeGreaterThan(0);
  return at;
}

const reportButtons = (page: Page) => page.getByRole('button', {name: 'Report a problem with this step'});

test('Report a problem with this step: the fixture guide page names line 19 and the first line; Escape closes', async ({
  page,
  context,
  baseURL,
}) => {
  const {errors, foreign, csp} = await watchPage(page, baseURL!);
  await answerGitHub(context);
  await open(page, GUIDE_PAGE);
  const blocks = page.locator('article .theme-code-block');
  await expect(blocks).toHaveCount(2);
  await expect(reportButtons(page)).toHaveCount(2);
  const block = blocks.nth(1);
  await block.hover();
  const button = block.getByRole('button', {name: 'Report a problem with this step'});
  await button.click();
  const dialog = page.getByRole('dialog', {name: 'Report a problem with this step'});
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Line 19 of tests/fixtures/docs/guide-page.md, which starts:');
  await expect(dialog.locator('pre')).toHaveText('console.log("Block:", 1n);');
  for (const mode of MODES) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    expect(await axeViolations(page, `step dialog (${mode})`)).toEqual([]);
  }
  await dialog.getByRole('textbox', {name: /What happened\?/}).fill('SyntaxError: BigInt literals');
  const issue = await openedIssue(context, () => dialog.getByRole('link', {name: 'Send on GitHub'}).click());
  expect(issue.title).toBe('Problem with a step of "A guide page" (line 19)');
  // The fixture docs have no edit URL, so the line is named without a link to it (the link: the operator page below).
  expect(issue.body).toContain('**Step:** line 19 of `tests/fixtures/docs/guide-page.md` (ts)');
  expect(issue.body).toContain('\n```text\nconsole.log("Block:", 1n);\n```\n');
  expect(issue.body.endsWith('**Comment:**\n\nSyntaxError: BigInt literals')).toBe(true);
  await expect(dialog.getByText('Thank you for the report.')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(foreign).toEqual([]);
  expect([...errors, ...csp]).toEqual([]);
});

test('a step report posts its JSON to FEEDBACK_ENDPOINT', async ({page, baseURL}) => {
  await page.route('**/feedback-config.json', (route) =>
    route.fulfill({json: {endpoint: `${baseURL}/__feedback-service`, siteVersion: 'v'}}),
  );
  const received: unknown[] = [];
  await page.route('**/__feedback-service', async (route) => {
    received.push(route.request().postDataJSON());
    await route.fulfill({status: 201, body: ''});
  });
  await open(page, GUIDE_PAGE);
  await page.locator('article .theme-code-block').first().hover();
  await reportButtons(page).first().click();
  const dialog = page.getByRole('dialog', {name: 'Report a problem with this step'});
  await dialog.getByRole('button', {name: 'Send', exact: true}).click();
  await expect(dialog.getByRole('status')).toHaveText('Your feedback was sent to the maintainers.');
  expect(received).toEqual([
    {
      type: 'step-problem',
      page: {
        url: `https://docs.celo.org${GUIDE_PAGE}`,
        title: 'A guide page',
        source: 'tests/fixtures/docs/guide-page.md',
        verified: null,
      },
      siteVersion: 'v',
      step: {line: 12, firstLine: 'npm install viem@2', language: 'bash'},
      comment: '',
    },
  ]);
});

test('an operator page: each shell block reports the line of its fence; a page that is neither has no report action', async ({
  page,
}) => {
  const file = 'docs/cel2/operators/run-node.md';
  await open(page, '/cel2/operators/run-node');
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const shellFences = source.split('\n').filter((l) => /^\s*```(bash|sh|shell|console|zsh)\b/.test(l)).length;
  await expect(reportButtons(page)).toHaveCount(shellFences);
  const block = page
    .locator('article .theme-code-block')
    .filter({has: reportButtons(page)})
    .nth(1);
  const first = (await block.locator('code').innerText())
    .split('\n')
    .find((l) => l.trim())!
    .trim();
  await block.hover();
  await block.getByRole('button', {name: 'Report a problem with this step'}).click();
  const dialog = page.getByRole('dialog', {name: 'Report a problem with this step'});
  const line = fenceLine(file, first);
  await expect(dialog).toContainText(`Line ${line} of ${file}, which starts:`);
  const href = (await dialog.getByRole('link', {name: 'Send on GitHub'}).getAttribute('href'))!;
  const body = new URL(href).searchParams.get('body')!;
  expect(body).toContain(
    `**Step:** [line ${line} of \`${file}\`](https://github.com/celo-org/docs/blob/main/${file}?plain=1#L${line})`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await open(page, '/cli/account');
  await expect(page.locator('article .theme-code-block').first()).toBeVisible();
  await page.locator('article .theme-code-block').first().hover();
  await expect(page.locator('article .theme-code-block button[title="Copy"]').first()).toBeAttached();
  await expect(reportButtons(page)).toHaveCount(0);
});

test('a guide says under its title that it runs in CI, with the versions the run installs; its twin says the same', async ({
  page,
  request,
}) => {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'samples/package-lock.json'), 'utf8')) as {
    packages: Record<string, {version: string}>;
  };
  const v = (name: string) => lock.packages[`node_modules/${name}`]!.version;
  const sentence =
    `This guide runs end to end in CI on a local Anvil ${v('@foundry-rs/anvil')} chain with Celo Sepolia Testnet's ` +
    `chain id (11142220), with viem ${v('viem')} and solc ${v('solc')}.`;
  await open(page, '/developer/viem');
  const line = page.locator('.guide-run-line');
  await expect(line).toHaveText(`${sentence} How the code samples are checked`);
  await expect(line.getByRole('link', {name: 'How the code samples are checked'})).toHaveAttribute(
    'href',
    'https://github.com/celo-org/docs#code-samples',
  );
  // Under the title: the title, the reading time, then this line, before the page's own text.
  const order = await page.locator('article .markdown').evaluate((m) =>
    Array.from(m.querySelectorAll(':scope > header h1, :scope > p'))
      .slice(0, 3)
      .map((e) => e.className || e.tagName),
  );
  expect(order).toEqual(['H1', 'reading-time', 'guide-run-line']);

  const twin = await (await request.get('/developer/viem.md')).text();
  expect(twin).toContain(
    `${sentence} [How the code samples are checked](https://github.com/celo-org/docs#code-samples)`,
  );
  expect(twin).not.toContain('Was this page helpful');
  await page.goto('/');
  await hydrated(page);
  await expect(feedback(page)).toHaveCount(0);
});
