/**
 * Makes each doc's Markdown twin from the parse Docusaurus already does, instead of parsing every doc a second
 * time. A remark plugin that runs first in the docs' MDX pipeline (the docs plugin's beforeDefaultRemarkPlugins)
 * gets the tree as parsed, with the micromark extensions the twins need (GFM, directives, math, MDX for .mdx),
 * before any plugin has changed it, and turns it into the twin there and then (./toMarkdown.ts twinFromTree).
 *
 * The twins plugin (./index.ts) opens a capture when a production build has loaded the content, with the routes
 * of the docs, and takes what was captured in postBuild. A doc compiled with no capture open (the dev server, a
 * `--dev` build) or not compiled at all (Rspack's persistent cache had it) is simply not captured, and postBuild
 * makes its twin from the source, as before. The capture lives on globalThis under a registered symbol because
 * Docusaurus loads docusaurus.config.ts, and so this module, more than once in a build.
 *
 * Measured on the 2-core machine, 27 November 2026: parsing every doc a second time in a worker thread cost
 * about 5.8 s of CPU in a cold build whose Faster wall time is CPU-bound (55 s of CPU in 28 s on two cores).
 */
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {twinContext, twinFromTree} from './toMarkdown';

export interface Capture {
  siteUrl: string;
  /** Route of each doc by its absolute source path: only these files are captured. */
  permalinkByFile: Map<string, string>;
  /** The twin's Markdown body by absolute source path, as made during the compile. */
  twins: Map<string, string>;
}

const KEY = Symbol.for('celo-docs.markdown-twins.capture');
type Holder = {[KEY]?: Capture};

export function openCapture(siteUrl: string, permalinkByFile: Map<string, string>): Capture {
  const capture: Capture = {siteUrl, permalinkByFile, twins: new Map()};
  (globalThis as Holder)[KEY] = capture;
  return capture;
}

export function closeCapture(capture: Capture): void {
  const holder = globalThis as Holder;
  if (holder[KEY] === capture) delete holder[KEY];
}

/** The remark plugin: captures the twin of each doc the open capture lists, and changes nothing. */
export default function remarkCaptureTwin() {
  return (tree: Root, file: VFile): void => {
    const capture = (globalThis as Holder)[KEY];
    const sourcePath = file.path;
    if (!capture || !sourcePath) return;
    const ctx = twinContext(capture.siteUrl, capture.permalinkByFile, sourcePath);
    if (!ctx) return;
    const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter ?? {};
    capture.twins.set(sourcePath, twinFromTree(String(file.value), tree, frontMatter, ctx));
  };
}
