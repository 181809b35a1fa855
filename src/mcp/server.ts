/**
 * The docs MCP server (Model Context Protocol, @modelcontextprotocol/sdk): four tools over a local build.
 *   search_docs(query, limit?)      the site's search engine and ranking: titles, URLs, snippets
 *   read_page(path)                 the page's Markdown twin
 *   get_network(name)               chain id, RPC URLs, explorers… from src/data/networks.ts
 *   find_address(name, network?)    contract and token addresses from src/data
 * Bad input gets a tool result with isError and a message saying what to send instead; nothing throws out of
 * a tool. Each input schema is strict (zod `.strict()`, advertised as `additionalProperties: false`): the SDK
 * answers an argument the tool does not take with a tool error naming it. Transports: stdio.ts, http.ts.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {loadDocsSearch, MAX_QUERY_LENGTH, type DocsSearch} from './search';
import {loadDocsPages, type DocsPages} from './pages';
import {findAddress, LookupError, NETWORK_NAMES, resolveNetwork} from './reference';

export const SERVER_NAME = 'celo-docs';
/** Longest query accepted: the site's search reads 64 characters; a few hundred leaves room for phrasing. */
export const MAX_TOOL_QUERY = 500;
/** Largest JSON-RPC message a transport accepts (an HTTP body, a stdio line), in bytes. */
export const MAX_MESSAGE_BYTES = 1_000_000;

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

const text = (t: string): CallToolResult => ({content: [{type: 'text', text: t}]});
const error = (t: string): CallToolResult => ({content: [{type: 'text', text: t}], isError: true});

/** Runs a tool body; a LookupError (bad input) or any other failure becomes an error result. */
async function guarded(body: () => Promise<CallToolResult> | CallToolResult): Promise<CallToolResult> {
  try {
    return await body();
  } catch (err) {
    if (err instanceof LookupError) return error(err.message);
    return error(`Internal error: ${(err as Error).message}`);
  }
}

export function createDocsServer(data: DocsData): McpServer {
  const server = new McpServer({name: SERVER_NAME, version: '1.0.0'});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Celo docs',
      description: `Searches the Celo documentation with the site's own search (same ranking). Returns up to \`limit\` results (default 8) with title, section, URL and snippet. The first ${MAX_QUERY_LENGTH} characters of the query are searched.`,
      inputSchema: z
        .object({
          query: z.string().describe('Words to search for, e.g. "deploy with foundry"'),
          limit: z.number().int().optional().describe('1 to 25, default 8'),
        })
        .strict(),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, limit}) =>
      guarded(() => {
        const q = query.trim();
        if (!q) return error('The query is empty: give a few words to search for.');
        if (q.length > MAX_TOOL_QUERY)
          return error(
            `The query is ${q.length} characters long; send at most ${MAX_TOOL_QUERY} (only the first ${MAX_QUERY_LENGTH} are searched).`,
          );
        const n = limit ?? 8;
        if (n < 1 || n > 25) return error('limit must be between 1 and 25.');
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
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page as Markdown',
      description: `Returns a page of the Celo docs as Markdown. \`path\` is the page's route (e.g. /network/mainnet) or its URL on ${data.siteUrl}.`,
      inputSchema: z.object({path: z.string().describe('Route or URL of the page, e.g. /network/mainnet')}).strict(),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({path}) => guarded(async () => text((await data.pages.read(path)).markdown)),
  );

  server.registerTool(
    'get_network',
    {
      title: 'Get a Celo network’s parameters',
      description: `Chain id, currency, RPC URLs, explorers, faucets, bridge and status of a Celo network, as JSON. Networks: ${NETWORK_NAMES.join(', ')} (names, "celo", "sepolia" or a chain id also work).`,
      inputSchema: z.object({name: z.string().describe('e.g. mainnet, celoSepolia, 42220')}).strict(),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({name}) =>
      guarded(() => {
        if (!name.trim()) return error(`Give a network name: ${NETWORK_NAMES.join(', ')}.`);
        return text(JSON.stringify(resolveNetwork(name), null, 2));
      }),
  );

  server.registerTool(
    'find_address',
    {
      title: 'Find a contract or token address',
      description:
        'Addresses of Celo core contracts, tokens (by symbol, including former symbols such as cUSD), Uniswap deployments and the Ethereum contracts of Celo Mainnet, as JSON. `network` narrows the search (e.g. mainnet, celoSepolia).',
      inputSchema: z
        .object({
          name: z.string().describe('Contract name or token symbol, e.g. Registry, USDm, UniswapV3Factory'),
          network: z.string().optional(),
        })
        .strict(),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({name, network}) => guarded(() => text(JSON.stringify(findAddress(name, network), null, 2))),
  );

  return server;
}
