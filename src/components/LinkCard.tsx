import React from 'react';
import Link from '@docusaurus/Link';
import type {HomeCard} from '@site/src/data/home';

/** A bordered card that links somewhere; external targets open the usual external-link way. */
export default function LinkCard({card, headingLevel = 3}: {card: HomeCard; headingLevel?: 3 | 4}): React.JSX.Element {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Link className="link-card" to={card.to}>
      <Heading>{card.title}</Heading>
      <p>{card.description}</p>
    </Link>
  );
}
