import React from 'react';
import LinkCard from '@site/src/components/LinkCard';
import type {HomeColumn} from '@site/src/data/home';
import HomeIcon from './HomeIcon';
import styles from './styles.module.css';

/**
 * "Browse our Docs by Category": one column per category. On wide screens each column is a subgrid of the
 * section's grid, so the n-th cards of all columns share a row and a height, and the columns line up. A column
 * spans one row per child (its heading and each card): the data-rows attribute says how many, and
 * ./styles.module.css has a rule for each count up to MAX_ROWS.
 */
export const MAX_ROWS = 10;

function rows(column: HomeColumn): number {
  const count = column.cards.length + 1;
  if (count > MAX_ROWS) {
    throw new Error(
      `Home column "${column.title}" has ${column.cards.length} cards; at most ${MAX_ROWS - 1} fit its grid rules ` +
        '(src/components/Home/styles.module.css, [data-rows]).',
    );
  }
  return count;
}

export default function CategoryColumns({columns}: {columns: HomeColumn[]}): React.JSX.Element {
  return (
    <div className={styles.categories}>
      {columns.map((column) => (
        <div key={column.title} className={styles.category} data-rows={rows(column)}>
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
