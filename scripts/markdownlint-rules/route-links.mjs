// celo-route-links: a page links to related pages by route, and every internal link goes to a route the
// site serves (src/data/routes.txt, the sources of src/data/redirects.txt) or a file of static/.
import {isStaticFile, knownRoutes, proseLines} from './lib.mjs';

const LINK = /\]\((\/[^)\s]*)[^)]*\)|\bhref=["'](\/[^"']*)["']|\bto=["'](\/[^"']*)["']|^\s*\[[^\]]+\]:\s*(\/\S*)/g;

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-route-links'],
  description: 'Page links to related pages, by routes that exist',
  tags: ['celo', 'links'],
  parser: 'none',
  function(params, onError) {
    const known = knownRoutes();
    let count = 0;
    for (const {text, lineNumber} of proseLines(params)) {
      for (const m of text.matchAll(LINK)) {
        const link = m[1] ?? m[2] ?? m[3] ?? m[4];
        if (link.startsWith('//')) continue;
        count++;
        const target =
          link
            .split('#')[0]
            .split('?')[0]
            .replace(/(.)\/$/, '$1') || '/';
        if (!known.has(target) && !isStaticFile(target)) {
          onError({lineNumber, detail: `links to unknown route ${link}`, context: m[0].trim()});
        }
      }
    }
    if (count === 0)
      onError({
        lineNumber: 1,
        detail: 'links to no related page (link other pages by route, e.g. [Forno](/network/node/forno))',
      });
  },
};
