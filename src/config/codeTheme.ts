/**
 * The code-block colours (Prism), used in both colour modes: Dracula, with the comment colour lightened.
 * Dracula's #6272a4 has 3.0:1 contrast on its #282a36 background, under the 4.5:1 WCAG AA asks of text
 * (axe rule `color-contrast`); #8b9bd0 has 5.2:1 and keeps the muted blue. tests/unit/a11y.test.ts
 * checks every token colour against the background and the highlighted-line background.
 *
 * The colours reach the page as CSS, not as style attributes (the Content-Security-Policy has no
 * 'unsafe-inline'): src/plugins/prism-theme-css writes the stylesheet from `codeThemes`, and code blocks carry
 * the matching classes (src/utils/prismTokenClasses.ts, src/theme/CodeBlock/Line/Token).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';
import type {Mode} from '../utils/prismTokenClasses';

export const COMMENT_COLOR = '#8b9bd0';

export const codeTheme: PrismTheme = {
  ...themes.dracula,
  styles: themes.dracula.styles.map((entry) =>
    entry.types.includes('comment') ? {...entry, style: {...entry.style, color: COMMENT_COLOR}} : entry,
  ),
};

/** The theme of each colour mode. */
export const codeThemes: Readonly<Record<Mode, PrismTheme>> = {light: codeTheme, dark: codeTheme};

/**
 * What Docusaurus gets as `prism.theme` and `prism.darkTheme`: the themes without their `plain` colours,
 * which the theme would otherwise write as style attributes on every block (the <pre>, each line, and the
 * --prism-color variables of the container); the stylesheet sets them instead. The token styles stay: the
 * live code editor colours its tokens with them in the browser (a script's style writes are not blocked by
 * the policy), and server-rendered tokens drop them for classes (src/theme/CodeBlock/Line/Token). One object
 * for both modes while the modes share a theme, so switching modes does not re-highlight any block.
 */
const withoutPlain = (theme: PrismTheme): PrismTheme => ({...theme, plain: {}});
const docusaurusLight = withoutPlain(codeThemes.light);
export const docusaurusPrismThemes: Readonly<Record<Mode, PrismTheme>> = {
  light: docusaurusLight,
  dark: codeThemes.dark === codeThemes.light ? docusaurusLight : withoutPlain(codeThemes.dark),
};
