/**
 * The `latest` version of npm packages, read from the registry npm is configured with (`npm config get
 * registry`; under `npm run` that is the npm_config_registry variable), in the abbreviated metadata format
 * (dist-tags and the document's last change, not every version's manifest).
 */
import {spawnSync} from 'node:child_process';

export interface NpmLatest {
  version: string;
  /** YYYY-MM-DD the registry's document last changed (a publish), when the registry says. */
  date?: string;
}

export function npmRegistry(env: NodeJS.ProcessEnv = process.env): string {
  let url = env.npm_config_registry;
  if (!url) {
    const run = spawnSync('npm', ['config', 'get', 'registry'], {encoding: 'utf8', timeout: 20_000});
    url = run.status === 0 ? run.stdout.trim() : '';
  }
  url ||= 'https://registry.npmjs.org/';
  return url.endsWith('/') ? url : `${url}/`;
}

/** The package document's URL: scoped names keep the @ and escape the slash, as npm does. */
export function packageUrl(registry: string, name: string): string {
  return `${registry}${name.replace('/', '%2f')}`;
}

export async function npmLatest(registry: string, name: string, timeoutMs = 20_000): Promise<NpmLatest> {
  const res = await fetch(packageUrl(registry, name), {
    headers: {accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8'},
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`.trim());
  const doc = (await res.json()) as {'dist-tags'?: {latest?: unknown}; modified?: unknown; time?: {modified?: unknown}};
  const version = doc['dist-tags']?.latest;
  if (typeof version !== 'string') throw new Error('no latest dist-tag');
  const modified = doc.modified ?? doc.time?.modified;
  const date = typeof modified === 'string' && /^\d{4}-\d{2}-\d{2}/.test(modified) ? modified.slice(0, 10) : undefined;
  return date ? {version, date} : {version};
}

/** Every package's latest, a few at a time; a failure is kept as an Error for that package. */
export async function npmLatestAll(
  registry: string,
  names: readonly string[],
  concurrency = 6,
): Promise<Map<string, NpmLatest | Error>> {
  const out = new Map<string, NpmLatest | Error>();
  const queue = [...new Set(names)];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      try {
        out.set(name, await npmLatest(registry, name));
      } catch (err) {
        out.set(name, err instanceof Error ? err : new Error(String(err)));
      }
    }
  };
  await Promise.all(Array.from({length: Math.min(concurrency, queue.length)}, worker));
  return out;
}
