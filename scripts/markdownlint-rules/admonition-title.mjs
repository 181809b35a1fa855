// celo-admonition-title: an admonition title must render as a title. Docusaurus reads it only from brackets
// (`:::warning[Title]`); the old `:::warning Title` form is shown as body text. Inside the brackets a colon
// before a letter (`network:whitelist`) starts a text directive and unbalanced brackets end the label early;
// both lose the title, so the generic one ("WARNING") is shown. Colons inside `code` are fine.
import {codeMask} from './lib.mjs';

const OPEN = /^\s*(:{3,})([a-z]+)(.*)$/;

/** Why a title does not render, or null. `rest` is everything after `:::name`. */
export function titleProblem(rest) {
  if (/^[ \t]+\S/.test(rest) && !/^[ \t]*\{/.test(rest))
    return `old title form "${rest.trim()}" renders as body text; write the title in brackets`;
  if (!rest.startsWith('[')) return null;
  let depth = 0;
  let end = -1;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '`') {
      const close = rest.indexOf('`', i + 1);
      if (close === -1) break;
      i = close;
    } else if (rest[i] === '[') depth++;
    else if (rest[i] === ']' && --depth === 0) {
      end = i;
      break;
    }
  }
  if (end === -1) return 'title bracket is not closed (nested or unbalanced brackets)';
  const title = rest.slice(1, end);
  const outsideCode = title.replace(/`[^`]*`/g, '');
  if (/:/.test(outsideCode))
    return `title "${title}" contains ":" (read as a directive); reword it or put the term in \`code\``;
  if (!title.trim()) return 'empty title';
  const after = rest.slice(end + 1).trim();
  if (after && !after.startsWith('{')) return `text after the title "${after}" is not part of it`;
  return null;
}

/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-admonition-title'],
  description: 'Admonition titles render as titles (:::note[Title], no colon outside code)',
  tags: ['celo', 'admonitions'],
  parser: 'none',
  function(params, onError) {
    const mask = codeMask(params.lines);
    params.lines.forEach((line, i) => {
      if (mask[i]) return;
      const m = OPEN.exec(line);
      if (!m) return;
      const problem = titleProblem(m[3]);
      if (problem) onError({lineNumber: i + 1, detail: problem, context: line.trim()});
    });
  },
};
