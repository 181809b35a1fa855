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
  {
    // Accessibility: the backdrop was a `role="button"` (tabindex 0) wrapping the whole dialog, with the
    // combobox attributes of autocomplete-core's root: a button containing the search box and every result
    // (axe nested-interactive, label-content-name-mismatch). It stays a plain element that closes on click.
    name: 'the backdrop is not a button around the dialog (root props)',
    find: 're({"aria-expanded":!0}),{className:["DocSearch","DocSearch-Container"',
    replace: '{className:["DocSearch","DocSearch-Container"',
  },
  {
    name: 'the backdrop is not a button around the dialog (role)',
    find: '.join(" "),role:"button",tabIndex:0,onMouseDown:',
    replace: '.join(" "),onMouseDown:',
  },
  {
    // Accessibility: announce the modal as a dialog, named by the search box's label ("Search").
    name: 'the modal is a labelled dialog',
    find: 'e.createElement("div",{className:"DocSearch-Modal",ref:U}',
    replace:
      'e.createElement("div",{className:"DocSearch-Modal",ref:U,role:"dialog","aria-modal":"true","aria-labelledby":"docsearch-label"}',
  },
  {
    // Accessibility: the dialog's search bar was a <header> and its footer a <footer>, so every page had a second
    // banner and a second contentinfo landmark while the dialog was open (axe landmark-no-duplicate-banner,
    // landmark-no-duplicate-contentinfo, landmark-unique). They are parts of the dialog, not of the page:
    // plain elements (DocSearch's styles select them by class).
    name: 'the dialog search bar is not a banner landmark',
    find: 'e.createElement("header",{className:"DocSearch-SearchBar",ref:K}',
    replace: 'e.createElement("div",{className:"DocSearch-SearchBar",ref:K}',
  },
  {
    name: 'the dialog footer is not a contentinfo landmark',
    find: 'e.createElement("footer",{className:"DocSearch-Footer"}',
    replace: 'e.createElement("div",{className:"DocSearch-Footer"}',
  },
  {
    // Content-Security-Policy: the footer's Algolia logo carried its colours in a <style> element, which the
    // policy (no 'unsafe-inline') blocks, so the browser reported a violation whenever the footer rendered,
    // even in local mode where the logo is hidden. The same rules are in src/css/custom.css.
    name: 'the Algolia logo has no <style> element',
    find: 'e.createElement("defs",null,e.createElement("style",null,".cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}")),',
    replace: '',
  },
  {
    // Accessibility: each result list got the id "docsearch-list" (duplicated), while the search box's
    // aria-controls names "docsearch-hits0-list"… (axe aria-valid-attr-value). Pass the source, as
    // autocomplete-core expects, so each list gets the id the search box points to.
    name: 'result lists carry the ids the search box points to',
    find: 'e.createElement("ul",t.getListProps(),',
    replace: 'e.createElement("ul",t.getListProps({source:t.collection.source}),',
  },
];
