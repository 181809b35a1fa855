import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {LIVE_CODE_META} from '../../src/plugins/security-headers';
import {routeOfHtmlFile} from '../../src/plugins/built-pages';
import {hydrated, watchPage} from './helpers';

/**
 * A page with a live code block is served with 'unsafe-eval' (react-live evaluates the edited code), and so is
 * its file's own path, which hosts such as nginx and serve:prod serve too: /markdown-page.html gets the policy of
 * /markdown-page. The pages are found in the build (the marker src/plugins/security-headers.ts puts in them), not
 * listed by hand; for each alias the header must equal its route's, and the editor must run there: no EvalError,
 * no CSP violation, and an edit shows in the live preview.
 */
const BUILD = path.join(__dirname, '../../build');

function liveAliases(): {route: string; alias: string}[] {
  return readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.html') && !f.startsWith('404'))
    .filter((f) => readFileSync(path.join(BUILD, f), 'utf8').includes(`name="${LIVE_CODE_META}"`))
    .map((f) => ({route: routeOfHtmlFile(f), alias: `/${f}`}));
}

const aliases = liveAliases();

test('the build has pages with a live code block (found by their marker)', () => {
  expect(aliases.map((a) => a.route)).toContain('/markdown-page');
});

for (const {route, alias} of aliases) {
  test(`${alias} has the policy of ${route}, and its live editor runs there`, async ({page, request, baseURL}) => {
    const clean = await request.get(route);
    const aliased = await request.get(alias);
    expect(aliased.status()).toBe(200);
    const policy = aliased.headers()['content-security-policy'];
    expect(policy).toBe(clean.headers()['content-security-policy']);
    expect(policy).toContain("'unsafe-eval'");

    const {errors, csp} = await watchPage(page, baseURL!);
    await page.goto(alias);
    await hydrated(page);
    const playground = page.locator('[class*="playgroundContainer"]').first();
    const preview = playground.locator('[class*="playgroundPreview"]');
    await expect(preview).not.toBeEmpty();
    await playground.locator('[contenteditable]').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('<p>Edited on the alias</p>');
    await expect(preview.getByText('Edited on the alias')).toBeVisible();
    expect(errors, errors.join('\n')).toEqual([]);
    expect(csp, csp.join('\n')).toEqual([]);
  });
}
