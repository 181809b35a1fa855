import {mkdirSync, mkdtempSync} from 'node:fs';
import path from 'node:path';

const EXTRACTED = path.resolve(import.meta.dirname, '../../samples/.extracted');

/**
 * A new folder of one fixture run's own, under samples/.extracted (git-ignored): inside the samples workspace, so
 * the files a run writes resolve its packages, and apart from the folders of `npm run test:samples`' own runs.
 */
export function scratchFolder(prefix: string): string {
  mkdirSync(EXTRACTED, {recursive: true});
  return mkdtempSync(path.join(EXTRACTED, prefix));
}
