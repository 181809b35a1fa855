/**
 * The docs MCP server's tools, each with its arguments listed once: the server (server.ts) registers them with
 * the SDK, which advertises the arguments as a strict JSON schema (`additionalProperties: false`), and guard.ts
 * checks a call's arguments against the same list before the SDK sees it.
 *   search_docs(query, limit?)      the site's search engine and ranking: titles, URLs, snippets
 *   read_page(path)                 the page's Markdown twin
 *   get_network(name)               chain id, RPC URLs, explorers… from src/data/networks.ts (name or chain id)
 *   find_address(name, network?)    contract and token addresses from src/data
 * Bad input to a tool (an unknown page, an empty query) gets a tool result with isError and a message saying what
 * to send instead; nothing throws out of a tool.
 */
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {loadDocsSearch, MAX_QUERY_LENGTH, type DocsSearch} from './search';
import {loadDocsPages, type DocsPages} from './pages';
import {findAddress, LookupError, NETWORK_NAMES, resolveNetwork} from './reference';

/** Longest query accepted: the site's search reads 64 characters; a few hundred leaves room for phrasing. */
export const MAX_TOOL_QUERY = 500;

export interface DocsData {
  search: DocsSearch;
  pages: DocsPages;
  siteUrl: string;
}

/** Loads the search index and the Markdown twins of a build. */
export async function loadDocsData(buildDir: string): Promise<DocsData> {
  const pages = await loadDocsPages(buildDir);
  const search = await loadDocsSearch(buildDir, pages.siteUrl);
  return {search, pages, siteUrl: pages.siteUrl};
}

export const text = (t: string): CallToolResult => ({content: [{type: 'text', text: t}]});
export const toolError = (t: string): CallToolResult => ({content: [{type: 'text', text: t}], isError: true});

/** Runs a tool body; a LookupError (bad input) or any other failure becomes an error result. */
async function guarded(body: () => Promise<CallToolResult> | CallToolResult): Promise<CallToolResult> {
  try {
    return await body();
  } catch (err) {
    if (err instanceof LookupError) return toolError(err.message);
    return toolError(`Internal error: ${(err as Error).message}`);
  }
}

/** One argument of a tool: its schema, whether it must be given, and what it takes, in words (for errors). */
export interface ToolArgument {
  schema: z.ZodTypeAny;
  required: boolean;
  /** What the argument takes, e.g. "a string: words to search for". */
  takes: string;
}

export interface ToolSpec {
  title: string;
  description: string;
  /** The arguments, in the order the tool lists them. */
  args: ReadonlyMap<string, ToolArgument>;
  run: (args: Record<string, unknown>) => Promise<CallToolResult> | CallToolResult;
}

const argument = (schema: z.ZodTypeAny, takes: string, required = true): ToolArgument => ({
  schema: required ? schema : schema.optional(),
  required,
  takes,
});

/** The tools, by name (a Map: names come from clients). */
export function docsTools(data: DocsData): ReadonlyMap<string, ToolSpec> {
  return new Map<string, ToolSpec>([
    [
      'search_docs',
      {
        title: 'Search the Celo docs',
        description: `Searches the Celo documentation with the site's own search (same ranking). Returns up to \`limit\` results (default 8) with title, section, URL and snippet. The first ${MAX_QUERY_LENGTH} characters of the query are searched.`,
        args: new Map([
          [
            'query',
            argument(
              z.string().describe('Words to search for, e.g. "deploy with foundry"'),
              'a string: words to search for, e.g. "deploy with foundry"',
            ),
          ],
          [
            'limit',
            argument(z.number().int().describe('1 to 25, default 8'), 'an integer from 1 to 25 (default 8)', false),
          ],
        ]),
        run: ({query, limit}) =>
          guarded(() => {
            const q = (query as string).trim();
            if (!q) return toolError('The query is empty: give a few words to search for.');
            if (q.length > MAX_TOOL_QUERY)
              return toolError(
                `The query is ${q.length} characters long; send at most ${MAX_TOOL_QUERY} (only the first ${MAX_QUERY_LENGTH} are searched).`,
              );
            const n = (limit as number | undefined) ?? 8;
            if (n < 1 || n > 25) return toolError('limit must be between 1 and 25.');
            const hits = data.search(q, n);
            if (!hits.length) return text(`No results for "${q}". Try fewer or other words.`);
            return text(
              hits
                .map(
                  (h, i) =>
                    `${i + 1}. ${h.title}${h.section ? ` › ${h.section}` : ''}\n   ${h.url}${h.snippet ? `\n   ${h.snippet}` : ''}`,
                )
                .join('\n'),
            );
          }),
      },
    ],
    [
      'read_page',
      {
        title: 'Read a docs page as Markdown',
        description: `Returns a page of the Celo docs as Markdown. \`path\` is the page's route (e.g. /network/mainnet) or its URL on ${data.siteUrl}.`,
        args: new Map([
          [
            'path',
            argument(
              z.string().describe('Route or URL of the page, e.g. /network/mainnet'),
              'a string: the route or URL of a page, e.g. "/network/mainnet"',
            ),
          ],
        ]),
        run: ({path}) => guarded(async () => text((await data.pages.read(path as string)).markdown)),
      },
    ],
    [
      'get_network',
      {
        title: 'Get a Celo network’s parameters',
        description: `Chain id, currency, RPC URLs, explorers, faucets, bridge and status of a Celo network, as JSON. Networks: ${NETWORK_NAMES.join(', ')} (names, "celo", "sepolia" or a chain id, as a number or a string, also work).`,
        args: new Map([
          [
            'name',
            argument(
              z
                .union([z.string(), z.number().int()])
                .describe(
                  'A network name or key, or a chain id as a number or a string, e.g. mainnet, celoSepolia, 42220',
                ),
              'a network name or key (a string, e.g. "mainnet") or a chain id (an integer such as 42220, or the same as a string)',
            ),
          ],
        ]),
        run: ({name}) =>
          guarded(() => {
            const given = String(name).trim();
            if (!given) return toolError(`Give a network name: ${NETWORK_NAMES.join(', ')}.`);
            return text(JSON.stringify(resolveNetwork(given), null, 2));
          }),
      },
    ],
    [
      'find_address',
      {
        title: 'Find a contract or token address',
        description:
          'Addresses of Celo core contracts, tokens (by symbol, including former symbols such as cUSD), Uniswap deployments and the Ethereum contracts of Celo Mainnet, as JSON. `network` narrows the search (e.g. mainnet, celoSepolia).',
        args: new Map([
          [
            'name',
            argument(
              z.string().describe('Contract name or token symbol, e.g. Registry, USDm, UniswapV3Factory'),
              'a string: a contract name or token symbol, e.g. "Registry" or "USDm"',
            ),
          ],
          ['network', argument(z.string(), 'a string: a network name, e.g. "mainnet" or "celoSepolia"', false)],
        ]),
        run: ({name, network}) =>
          guarded(() => text(JSON.stringify(findAddress(name as string, network as string | undefined), null, 2))),
      },
    ],
  ]);
}
