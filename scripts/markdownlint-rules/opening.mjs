// celo-opening: the prose before the first h2 has at least 60 words (option `min_words`), so every page
// starts with a real answer, not just a heading or a notice.
import {countWords, openingLines} from './lib.mjs';

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-opening'],
  description: 'Opening (prose before the first h2) has at least 60 words',
  tags: ['celo', 'content'],
  parser: 'none',
  function(params, onError) {
    const min = params.config.min_words ?? 60;
    const words = countWords(
      openingLines(params)
        .map((l) => l.text)
        .join(' '),
    );
    if (words < min)
      onError({lineNumber: 1, detail: `opening (text before the first h2) has ${words} words (needs ${min})`});
  },
};
