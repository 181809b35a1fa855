import {test, expect, type Page} from '@playwright/test';
import {networks} from '../../src/data/networks';
import {coreContracts, tokens} from '../../src/data/addresses';
import {cliCommands} from '../../src/data/cli';
import {usageLine} from '../../src/data/cliUsage';
import {networkList} from '../../src/data/networks';
import {hydrated, watchPage} from './helpers';

let watched: {errors: string[]; foreign: string[]};
test.beforeEach(async ({page, baseURL}) => {
  watched = await watchPage(page, baseURL!);
});
test.afterEach(() => {
  expect(watched.foreign, watched.foreign.join('\n')).toEqual([]);
});

/** A fake EIP-1193 wallet that records requests; `reject` makes it answer like a user who said no. */
async function injectWallet(page: Page, reject = false) {
  await page.addInitScript((shouldReject) => {
    const w = window as unknown as {__walletRequests: unknown[]; ethereum: unknown};
    w.__walletRequests = [];
    w.ethereum = {
      request: async (args: unknown) => {
        w.__walletRequests.push(args);
        if (shouldReject) throw Object.assign(new Error('User rejected the request.'), {code: 4001});
        return null;
      },
    };
  }, reject);
}

const requests = (page: Page) =>
  page.evaluate(() => (window as unknown as {__walletRequests: unknown[]}).__walletRequests);

test('network table shows the data and copies the chain id', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/network/mainnet');
  await hydrated(page);
  const table = page.locator('[data-network="mainnet"]');
  await expect(table).toContainText('42220');
  await expect(table).toContainText(networks.mainnet.rpc.https);
  await table.getByRole('button', {name: 'Copy chain ID'}).click();
  await expect(table.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('42220');
});

test('"Add to wallet" sends wallet_addEthereumChain with the exact parameters', async ({page}) => {
  await injectWallet(page);
  await page.goto('/network/mainnet');
  await hydrated(page);
  await page.getByRole('button', {name: 'Add Celo Mainnet to wallet'}).click();
  await expect(page.getByRole('status').filter({hasText: 'was added to your wallet'})).toBeVisible();
  expect(await requests(page)).toEqual([
    {
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0xa4ec',
          chainName: 'Celo Mainnet',
          nativeCurrency: {name: 'CELO', symbol: 'CELO', decimals: 18},
          rpcUrls: ['https://forno.celo.org'],
          blockExplorerUrls: ['https://celoscan.io', 'https://celo.blockscout.com'],
        },
      ],
    },
  ]);
});

test('a rejected wallet request (4001) and a page without a wallet both explain what happened', async ({page}) => {
  await injectWallet(page, true);
  await page.goto('/network/celo-sepolia');
  await hydrated(page);
  await page.getByRole('button', {name: 'Add Celo Sepolia Testnet to wallet'}).click();
  await expect(page.getByRole('status').filter({hasText: 'You rejected the request in your wallet'})).toBeVisible();
  expect(((await requests(page)) as {params: {chainId: string}[]}[])[0]!.params[0]!.chainId).toBe('0xaa044c');

  const fresh = await page.context().newPage();
  await fresh.goto('/network/mainnet');
  await hydrated(fresh);
  await fresh.getByRole('button', {name: 'Add Celo Mainnet to wallet'}).click();
  await expect(fresh.getByRole('status').filter({hasText: 'No browser wallet was found'})).toBeVisible();
});

test('token table: wallet_watchAsset with the token from the data', async ({page}) => {
  await injectWallet(page);
  await page.goto('/token-addresses');
  await hydrated(page);
  const usdc = tokens.mainnet.find((t) => t.symbol === 'USDC')!;
  await page.getByRole('button', {name: 'Add USDC to wallet'}).first().click();
  await expect
    .poll(() => requests(page))
    .toEqual([
      {
        method: 'wallet_watchAsset',
        params: {type: 'ERC20', options: {address: usdc.address, symbol: 'USDC', decimals: 6}},
      },
    ]);
});

test('address table: filter, copy with "Copied", explorer links', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/contract-addresses');
  await hydrated(page);
  const election = coreContracts.mainnet!.find((c) => c.name === 'Election')!;
  const filter = page.getByRole('searchbox', {name: /Filter core contracts on Celo Mainnet/});
  const table = page
    .locator('table')
    .filter({has: page.locator('caption', {hasText: 'core contracts on Celo Mainnet'})});
  const all = await table.locator('[data-address-row]').count();
  await filter.fill('election');
  expect(all).toBeGreaterThan(10);
  await expect.poll(() => table.locator('[data-address-row]').count()).toBeLessThan(all);
  for (const text of await table.locator('[data-address-row]').allInnerTexts())
    expect(text.toLowerCase()).toContain('election');
  const row = table
    .locator('[data-address-row]')
    .filter({has: page.locator('td:first-child', {hasText: /^Election$/})});
  await expect(row).toContainText(election.address);
  await row.getByRole('button', {name: 'Copy Election address'}).click();
  await expect(row.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(election.address);
  await expect(row.getByRole('link', {name: 'View'})).toHaveAttribute(
    'href',
    `https://celoscan.io/address/${election.address}`,
  );
  await filter.fill('zzzz');
  await expect(page.getByText('No address matches "zzzz".')).toBeVisible();
});

test('Uniswap page lists the deployments from the data', async ({page}) => {
  await page.goto('/uniswap-addresses');
  await expect(page.locator('caption', {hasText: 'Uniswap v4 on Celo Mainnet'})).toBeAttached();
  await expect(
    page
      .locator('table')
      .filter({has: page.locator('caption', {hasText: 'Uniswap v3 on Celo Mainnet'})})
      .locator('[data-address-row]')
      .first(),
  ).toBeVisible();
});

test('CLI pages render each command of the catalogue: heading, usage line and flag table', async ({page}) => {
  const lock = cliCommands.find((c) => c.name === 'lockedcelo:lock')!;
  await page.goto('/cli/lockedgold');
  const heading = page.getByRole('heading', {level: 3, name: 'lockedcelo:lock'});
  await expect(heading).toBeVisible();
  await expect(
    page
      .locator('pre')
      .filter({hasText: usageLine(lock).split('\n')[0]!})
      .first(),
  ).toBeVisible();
  for (const f of lock.flags) await expect(page.locator('table code', {hasText: f.flag}).first()).toBeVisible();
  await expect(heading).toHaveAttribute('id', 'lockedcelolock');
});

test('CliCommand block on a node page renders usage, flags and example from the catalogue, and links to the full reference', async ({
  page,
}) => {
  const synced = cliCommands.find((c) => c.name === 'node:synced')!;
  await page.goto('/network/mainnet/run-full-node');
  const block = page.locator('[data-cli-command="node:synced"]');
  await expect(block).toBeVisible();
  await expect(block.getByText(synced.description)).toBeVisible();
  await expect(block.locator('pre').first()).toContainText(usageLine(synced));
  for (const f of synced.flags) await expect(block.locator('table code', {hasText: f.flag})).toBeVisible();
  await expect(block.locator('pre').last()).toContainText(synced.example!);
  await hydrated(page);
  await block.getByRole('link', {name: 'Full reference'}).click();
  await expect(page).toHaveURL(/\/cli\/node#nodesynced$/);
  await expect(page.getByRole('heading', {level: 3, name: 'node:synced'})).toBeInViewport();
});

test('network comparison on /network shows every network from the data', async ({page}) => {
  await page.goto('/network');
  const table = page.locator('[data-network-comparison]');
  for (const n of networkList) {
    await expect(table.getByRole('columnheader', {name: n.name})).toBeVisible();
    await expect(table.getByText(n.rpc.https, {exact: true})).toBeVisible();
    await expect(table.getByText(String(n.chainId), {exact: true})).toBeVisible();
  }
  await expect(table.getByText('2025-03-26 (block 31,056,500)')).toBeVisible();
});
