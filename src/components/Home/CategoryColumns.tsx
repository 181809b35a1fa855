import React from 'react';
import LinkCard from '@site/src/components/LinkCard';
import type {HomeColumn} from '@site/src/data/home';
import HomeIcon from './HomeIcon';
import styles from './styles.module.css';

/**
 * "Browse our Docs by Category": one column per category. On wide screens each column is a subgrid of the
 * section's grid, so the n-th cards of all columns share a row and a height, and the columns line up.
 */
export default function CategoryColumns({columns}: {columns: HomeColumn[]}): React.JSX.Element {
  return (
    <div className={styles.categories}>
      {columns.map((column) => (
        <div key={column.title} className={styles.category} style={{gridRow: `span ${column.cards.length + 1}`}}>
          <h3 className={styles.categoryTitle}>
            <HomeIcon name={column.icon} className={styles.categoryIcon} />
            {column.title}
          </h3>
          {column.cards.map((card) => (
            <LinkCard key={card.title} card={card} headingLevel={4} />
          ))}
        </div>
      ))}
    </div>
  );
}
