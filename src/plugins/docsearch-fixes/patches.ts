/**
 * Exact-text fixes applied to @docsearch/react 3.9.0's bundle (dist/esm/index.js) at build time.
 * Applied by loader.js; each must match exactly once, or the build stops and names the patch.
 */
export interface Patch {
  name: string;
  find: string;
  replace: string;
}

export const DOCSEARCH_PATCHES: Patch[] = [
  {
    // autocomplete-core resets the status to "idle" in a `finally` after every query, which overwrites the
    // "error" status DocSearch sets when the search client fails: the "Unable to fetch results" screen
    // could never appear. Keep "error" until the next query starts (which sets "loading").
    name: 'keep the error status after a failed query',
    find: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    replace: '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
];
