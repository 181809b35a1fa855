import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface Redirect {
  from: string;
  to: string;
}

/** Parses `from -> to` lines; `#` starts a comment. Throws naming the line on malformed input. */
export function parseRedirects(text: string, source = 'redirects.txt'): Redirect[] {
  const redirects: Redirect[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const m = /^(\/\S*)\s*->\s*(\/\S*)$/.exec(line);
    if (!m) throw new Error(`${source}:${i + 1}: expected "/from -> /to", got "${raw.trim()}"`);
    redirects.push({from: m[1]!, to: m[2]!});
  });
  return redirects;
}

export function loadRedirects(siteDir: string): Redirect[] {
  const file = path.join(siteDir, 'src/data/redirects.txt');
  return parseRedirects(readFileSync(file, 'utf8'), file);
}
