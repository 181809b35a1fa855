// Bundler loader (webpack/rspack): applies src/plugins/docsearch-fixes/patches.ts to DocSearch's bundle.
// Plain CommonJS so the bundler can run it without a TypeScript step; the patch list is inlined by the plugin.
module.exports = function docsearchFixesLoader(source) {
  const {patches} = this.getOptions();
  let out = source;
  for (const patch of patches) {
    const count = out.split(patch.find).length - 1;
    if (count !== 1) {
      throw new Error(
        `docsearch-fixes: patch "${patch.name}" expected its target once in ${this.resourcePath}, found it ${count} times. ` +
          'The DocSearch version probably changed: check whether the fix is still needed and update src/plugins/docsearch-fixes/patches.ts.',
      );
    }
    out = out.replace(patch.find, patch.replace);
  }
  return out;
};
