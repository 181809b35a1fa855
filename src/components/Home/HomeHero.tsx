import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** The landing page's first screen: title, one sentence, the primary path and the second one. */
export default function HomeHero({title, description}: {title: string; description: string}): React.JSX.Element {
  return (
    <header className={`hero hero--celo ${styles.hero}`}>
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <h1 className="hero__title">{title}</h1>
          <p className="hero__subtitle">{description}</p>
          <div className={styles.heroActions}>
            <Link className="button button--primary button--lg" to="/build/quickstart">
              Start building
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/general">
              What is Celo?
            </Link>
          </div>
        </div>
        {/* Two interlocking rings in Celo's yellow and green, drawn here (no image request); decorative. */}
        <svg className={styles.heroArt} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
          <circle cx="80" cy="120" r="62" fill="none" stroke="var(--celo-yellow)" strokeWidth="18" />
          <circle cx="120" cy="80" r="62" fill="none" stroke="var(--celo-hero-ring)" strokeWidth="18" />
        </svg>
      </div>
    </header>
  );
}
