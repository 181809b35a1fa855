// celo-front-matter: every page has a front matter `title` and a one-sentence `description` under the
// length search engines show (160 characters by default; option `description_max`).
import {frontMatter} from './lib.mjs';

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-front-matter'],
  description: 'Front matter has a title and a description under 160 characters',
  tags: ['celo', 'front_matter'],
  parser: 'none',
  function(params, onError) {
    const max = params.config.description_max ?? 160;
    const data = frontMatter(params);
    if (typeof data.title !== 'string' || !data.title.trim()) {
      onError({lineNumber: 1, detail: 'front matter has no title'});
    }
    if (typeof data.description !== 'string' || !data.description.trim()) {
      onError({lineNumber: 1, detail: 'front matter has no description'});
    } else if (data.description.length >= max) {
      onError({lineNumber: 1, detail: `description is ${data.description.length} characters (must be under ${max})`});
    }
  },
};
