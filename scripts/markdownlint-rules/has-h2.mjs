// celo-has-h2: every page is divided into h2 sections (the table of contents lists h2 and h3).
import {codeMask} from './lib.mjs';

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-has-h2'],
  description: 'Page has at least one h2 section',
  tags: ['celo', 'headings'],
  parser: 'none',
  function(params, onError) {
    const mask = codeMask(params.lines);
    if (!params.lines.some((l, i) => !mask[i] && /^##\s/.test(l)))
      onError({lineNumber: 1, detail: 'page has no h2 section'});
  },
};
