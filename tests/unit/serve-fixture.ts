/**
 * A small build for the serve:prod tests of precompression, conditional requests and Markdown negotiation: pages
 * (one with a live code block), two docs with their Markdown twins, llms.txt, an asset, the 404 page, the
 * `_headers` the security-headers plugin would write for them, and the siblings the build's last step writes
 * (scripts/precompress.ts). Every text file is over 1 KiB, so each has siblings.
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {precompress} from '../../scripts/precompress';
import {headerRules, renderHeadersFile} from '../../src/config/securityHeaders';
import {textFiles} from '../../src/plugins/security-headers';

export const SITE = 'https://docs.celo.org';
/** Doc routes with a twin in the fixture. */
export const DOC_ROUTES = ['/network/mainnet', '/cli/node'];
export const ASSET = '/assets/js/main.abc123.js';
export const STRICT_POLICY = "default-src 'self'; script-src 'self'";
export const LIVE_POLICY = "default-src 'self'; script-src 'self' 'unsafe-eval'";

/** Recognisable filler, so that every file is over the 1 KiB threshold and every byte position differs. */
const filler = (label: string) =>
  Array.from({length: 100}, (_, i) => `${label} line ${String(i).padStart(3, '0')}`).join('\n');

export const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><pre>${filler(title)}</pre></body></html>`;
export const twin = (title: string) => `# ${title}\n\n${filler(title)}\n`;

/** Writes the fixture build and its siblings; returns its directory. */
export async function servedFixture(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'served-'));
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': page('Page Not Found'),
    'network/mainnet.html': page('Mainnet'),
    'network/mainnet.md': twin('Mainnet'),
    'cli/node.html': page('celocli node'),
    'cli/node.md': twin('celocli node'),
    'markdown-page.html': page('Markdown page'),
    'llms.txt': `# Celo Documentation\n\n${filler('llms')}\n`,
    [ASSET.slice(1)]: `console.log(${JSON.stringify(filler('asset'))});`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  const rules = headerRules(
    STRICT_POLICY,
    LIVE_POLICY,
    ['/markdown-page', '/markdown-page.html'],
    textFiles(SITE, DOC_ROUTES),
    [ASSET],
  );
  writeFileSync(path.join(dir, '_headers'), renderHeadersFile(rules));
  await precompress(dir);
  return dir;
}
