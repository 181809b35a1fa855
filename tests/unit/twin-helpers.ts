/**
 * For unit tests of what a doc's Markdown twin carries: the twin made from a page's source with the twin plugin's
 * own code (docToMarkdown), and the text the MCP server's read_page returns for it, from a temporary build folder
 * holding only that twin and its llms.txt.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {docToMarkdown} from '../../src/plugins/markdown-twins/toMarkdown';
import {renderLlmsTxt, twinFile, twinPath} from '../../src/plugins/markdown-twins/llmsTxt';
import {loadDocsPages} from '../../src/mcp/pages';
import {createDocsServer} from '../../src/mcp/server';

export const SITE = 'https://docs.celo.org';

/** The twin body of the page at `sourcePath`, served at `permalink`. */
export const twinOf = (raw: string, sourcePath: string, permalink: string) =>
  docToMarkdown(raw, {siteUrl: SITE, sourcePath, permalink, permalinkOfFile: () => undefined});

/** What read_page returns for `permalink` when the build holds this one twin. */
export async function readPageOverMcp(doc: {permalink: string; title: string; markdown: string}): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'twin-read-page-'));
  try {
    const entry = {...doc, description: ''};
    writeFileSync(
      path.join(dir, 'llms.txt'),
      renderLlmsTxt({title: 'Celo Docs', summary: 'Fixture.', url: SITE}, [{title: 'Fixtures', docs: [entry]}]),
    );
    const twin = path.join(dir, twinPath(doc.permalink));
    mkdirSync(path.dirname(twin), {recursive: true});
    writeFileSync(twin, twinFile(entry));

    const server = createDocsServer({search: () => [], pages: await loadDocsPages(dir), siteUrl: SITE});
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({name: 'twin-test', version: '1.0.0'});
    await client.connect(clientSide);
    try {
      const result = (await client.callTool({name: 'read_page', arguments: {path: doc.permalink}})) as {
        isError?: boolean;
        content: {text?: string}[];
      };
      const text = result.content.map((c) => c.text ?? '').join('\n');
      if (result.isError) throw new Error(`read_page failed: ${text}`);
      return text;
    } finally {
      await client.close();
      await server.close();
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
