/**
 * The docs MCP server (Model Context Protocol, @modelcontextprotocol/sdk): the tools of tools.ts over a local
 * build, with guard.ts between the transport and the SDK's server (one answer for every malformed call, on every
 * transport). Transports: stdio.ts, http.ts; both connect through connectDocsServer.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import {z} from 'zod';
import {guardServer} from './guard';
import {docsTools, type DocsData} from './tools';

export {loadDocsData, MAX_TOOL_QUERY, type DocsData} from './tools';

export const SERVER_NAME = 'celo-docs';
/** Largest JSON-RPC message a transport accepts (an HTTP body, a stdio line), in bytes. */
export const MAX_MESSAGE_BYTES = 1_000_000;

export function createDocsServer(data: DocsData, tools = docsTools(data)): McpServer {
  const server = new McpServer({name: SERVER_NAME, version: '1.0.0'});
  for (const [name, tool] of tools) {
    server.registerTool(
      name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: z.object(Object.fromEntries([...tool.args].map(([k, a]) => [k, a.schema]))).strict(),
        annotations: {readOnlyHint: true, openWorldHint: false},
      },
      (args: Record<string, unknown>) => tool.run(args),
    );
  }
  return server;
}

/** A docs server connected to a transport, with guard.ts between them. */
export async function connectDocsServer(data: DocsData, transport: Transport): Promise<McpServer> {
  const tools = docsTools(data);
  const server = createDocsServer(data, tools);
  await server.connect(transport);
  guardServer(transport, tools);
  return server;
}
