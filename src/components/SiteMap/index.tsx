import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import type {SiteMapLink, SiteMapSection} from '@site/src/plugins/site-map/build';
import styles from './styles.module.css';

function Links({items}: {items: SiteMapLink[]}): React.JSX.Element {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.label} ${item.to}`}>
          {item.to ? <Link to={item.to}>{item.label}</Link> : <span>{item.label}</span>}
          {item.items.length > 0 && <Links items={item.items} />}
        </li>
      ))}
    </ul>
  );
}

/** /site-map (src/plugins/site-map): every documentation page, grouped by sidebar; plain links, no script needed. */
export default function SiteMap({siteMap}: {siteMap: SiteMapSection[]}): React.JSX.Element {
  return (
    <Layout title="Site map" description="Every page of the Celo documentation on one page, grouped by section.">
      <main className="container margin-vert--lg">
        <h1>Site map</h1>
        <p>
          Every page of the documentation, grouped by section. Start from <Link to="/">the home page</Link> or{' '}
          <Link to="/search">search</Link> when you know what you are looking for.
        </p>
        <div className={styles.sections}>
          {siteMap.map((section) => (
            <section key={section.sidebar} aria-labelledby={`site-map-${section.sidebar}`} className={styles.section}>
              <h2 id={`site-map-${section.sidebar}`}>{section.label}</h2>
              <Links items={section.items} />
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
