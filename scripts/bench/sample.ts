/**
 * A seeded random sample of the site's routes for the bench, so that every run looks at pages beyond the
 * fixed ones and no page class regresses unseen. The seed is printed; pass it back (`--seed N`) to measure
 * the same pages again. mulberry32: a tiny, well-known 32-bit PRNG, enough to shuffle a list reproducibly.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct routes drawn from `routes` (minus `exclude`) with the given seed; same seed, same pages. */
export function sampleRoutes(
  routes: readonly string[],
  count: number,
  seed: number,
  exclude: readonly string[] = [],
): string[] {
  const pool = routes.filter((r) => !exclude.includes(r));
  const random = mulberry32(seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, Math.max(0, Math.min(count, pool.length)));
}

export function siteRoutes(root: string): string[] {
  return readFileSync(path.join(root, 'src/data/routes.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/') && l !== '/search');
}

/** Reads `--name value` from argv as a non-negative integer, or returns undefined. */
export function intArg(argv: readonly string[], name: string): number | undefined {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const v = Number(argv[i + 1]);
  if (!Number.isInteger(v) || v < 0) throw new Error(`${name} takes a whole number, got "${argv[i + 1] ?? ''}"`);
  return v;
}
