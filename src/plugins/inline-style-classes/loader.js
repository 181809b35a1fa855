// Bundler loader (webpack/rspack) of src/plugins/inline-style-classes: the stylesheet an MDX document imports
// is in the import's query (base64url); it replaces the placeholder file's content. Plain CommonJS so the
// bundler can run it without a TypeScript step.
module.exports = function inlineStylesLoader() {
  const {query} = this.getOptions();
  const css = new URLSearchParams(this.resourceQuery.slice(1)).get(query);
  if (css === null) throw new Error(`inline-style-classes: ${this.resource} has no "${query}" query`);
  return Buffer.from(css, 'base64url').toString('utf8');
};
