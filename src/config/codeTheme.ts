/**
 * The code-block colours (Prism), used in both colour modes: Dracula, with the comment colour lightened.
 * Dracula's #6272a4 has 3.0:1 contrast on its #282a36 background, under the 4.5:1 WCAG AA asks of text
 * (axe rule `color-contrast`); #8b9bd0 has 5.2:1 and keeps the muted blue. tests/unit/a11y.test.ts
 * checks every token colour against the background and the highlighted-line background.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

export const COMMENT_COLOR = '#8b9bd0';

export const codeTheme: PrismTheme = {
  ...themes.dracula,
  styles: themes.dracula.styles.map((entry) =>
    entry.types.includes('comment') ? {...entry, style: {...entry.style, color: COMMENT_COLOR}} : entry,
  ),
};
