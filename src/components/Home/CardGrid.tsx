import React from 'react';
import LinkCard from '@site/src/components/LinkCard';
import type {HomeCard} from '@site/src/data/home';
import HomeIcon from './HomeIcon';

/**
 * Columns on a wide screen for a number of cards, so that every row is full: 4 and 8 cards make rows of 4,
 * 3 and 6 cards rows of 3. Narrower screens use 2 columns, then 1 (src/css/custom.css, "Card grids", which
 * reads the number from the grid's data-columns attribute).
 */
export function columnsFor(count: number): number {
  if (count % 4 === 0) return 4;
  if (count % 3 === 0) return 3;
  return Math.min(count, 4);
}

/** The cards of one landing section, each with its icon. */
export default function CardGrid({cards}: {cards: HomeCard[]}): React.JSX.Element {
  return (
    <div className="card-grid" data-columns={columnsFor(cards.length)}>
      {cards.map((card) => (
        <LinkCard
          key={card.title}
          card={card}
          icon={card.icon && <HomeIcon name={card.icon} className="link-card__icon" />}
        />
      ))}
    </div>
  );
}
