import nprogress from 'nprogress';

/** nprogress' default template without its invalid `role="bar"`; the bar is decoration, hidden from the a11y tree. */
export const PROGRESS_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

// nprogress finds the bar it animates with `barSelector` (by default the role it no longer has).
nprogress.configure({template: PROGRESS_TEMPLATE, barSelector: '.bar'});
