// celo-no-relative-links: pages link to each other by route (/section/page), never by a relative file path,
// so a link survives moving either file and reads the same as the URL the reader sees.
import {proseLines} from './lib.mjs';

const LINK = /\]\(\s*<?([^)\s>]+)[^)]*\)|^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)|\b(?:href|to)=["']([^"']+)["']/g;

export function isRelative(target) {
  return !/^([a-z][a-z0-9+.-]*:|\/|#|\{)/i.test(target);
}

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-no-relative-links'],
  description: 'Links use routes, not relative file paths',
  tags: ['celo', 'links'],
  parser: 'none',
  function(params, onError) {
    for (const {text, lineNumber} of proseLines(params)) {
      for (const m of text.matchAll(LINK)) {
        const target = m[1] ?? m[2] ?? m[3];
        if (isRelative(target))
          onError({lineNumber, detail: `relative link ${target}; link by route (/section/page)`, context: m[0].trim()});
      }
    }
  },
};
