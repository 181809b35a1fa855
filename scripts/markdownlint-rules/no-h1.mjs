// celo-no-h1: the page title comes from front matter and is rendered as the h1; a `# ` heading (or a setext
// `===` heading) in the body would be a second h1.
import {codeMask} from './lib.mjs';

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-no-h1'],
  description: 'No h1 heading in a page (the front matter title is the h1)',
  tags: ['celo', 'headings'],
  parser: 'none',
  function(params, onError) {
    const mask = codeMask(params.lines);
    params.lines.forEach((line, i) => {
      if (mask[i]) return;
      const setext = /^={2,}\s*$/.test(line) && i > 0 && !mask[i - 1] && params.lines[i - 1].trim() !== '';
      if (/^#(\s|$)/.test(line) || setext) {
        onError({
          lineNumber: setext ? i : i + 1,
          detail: 'h1 heading in the page; the front matter title is the h1, use ## for sections',
          context: line.trim(),
        });
      }
    });
  },
};
