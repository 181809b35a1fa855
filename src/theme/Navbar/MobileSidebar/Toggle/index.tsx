/**
 * Wrap of the navbar's menu button (narrow screens). The button opens a panel drawn by scripts; without them
 * the <noscript> menu below, a <details> whose summary looks like the button, lists the navbar's links and
 * the site map (/site-map). src/plugins/no-script hides the scripted button when JavaScript is off.
 */
import React from 'react';
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import Link from '@docusaurus/Link';
import IconMenu from '@theme/Icon/Menu';
import {useThemeConfig} from '@docusaurus/theme-common';

interface Item {
  label?: string;
  to?: string;
  href?: string;
  type?: string;
  items?: Item[];
}

/** The navbar's plain links, dropdowns flattened (locale, version and search entries need scripts). */
export function noScriptLinks(items: Item[]): {label: string; to: string}[] {
  return items.flatMap((item) => {
    if (item.type === 'dropdown' && item.items) return noScriptLinks(item.items);
    const to = item.to ?? item.href;
    return item.label && to && (item.type === undefined || item.type === 'default') ? [{label: item.label, to}] : [];
  });
}

export default function ToggleWrapper(): React.JSX.Element {
  const {navbar} = useThemeConfig();
  return (
    <>
      <Toggle />
      <noscript>
        <details className="navbar-no-js">
          <summary className="navbar__toggle navbar-no-js__toggle clean-btn" aria-label="Menu">
            <IconMenu />
          </summary>
          <ul className="navbar-no-js__menu menu__list">
            {noScriptLinks(navbar.items as Item[]).map((link) => (
              <li key={link.label}>
                <Link className="menu__link" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link className="menu__link" to="/site-map">
                All pages (site map)
              </Link>
            </li>
          </ul>
        </details>
      </noscript>
    </>
  );
}
