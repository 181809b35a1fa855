// The project's own markdownlint rules (handbook/checks.md). Each rule lives in its own file with a header that
// says what it enforces and why; tests/unit/markdownlint-rules.test.ts gives each a failing example.
import frontMatter from './front-matter.mjs';
import opening from './opening.mjs';
import hasH2 from './has-h2.mjs';
import noH1 from './no-h1.mjs';
import routeLinks from './route-links.mjs';
import noRelativeLinks from './no-relative-links.mjs';
import noAddressLiterals from './no-address-literals.mjs';
import admonitionTitle from './admonition-title.mjs';
import formulaOpening from './formula-opening.mjs';
import writerNotes from './writer-notes.mjs';
import pastFutureDate from './past-future-date.mjs';
import networkValues from './network-values.mjs';
import celocliNode from './celocli-node.mjs';
import celocliSigner from './celocli-signer.mjs';
import verifiedRecord from './verified-record.mjs';
import claimsNeedRecord from './claims-need-record.mjs';

/** @type {import('markdownlint').Rule[]} */
export default [
  frontMatter,
  opening,
  hasH2,
  noH1,
  routeLinks,
  noRelativeLinks,
  noAddressLiterals,
  admonitionTitle,
  formulaOpening,
  writerNotes,
  pastFutureDate,
  networkValues,
  celocliNode,
  celocliSigner,
  verifiedRecord,
  claimsNeedRecord,
];
