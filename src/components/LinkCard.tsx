import React from 'react';
import Link from '@docusaurus/Link';
import type {HomeCard} from '@site/src/data/home';

/**
 * A bordered card that links somewhere; external targets open the usual external-link way. An optional icon
 * (decorative) goes before the heading; the landing page passes one, other pages do not.
 */
export default function LinkCard({
  card,
  headingLevel = 3,
  icon,
}: {
  card: HomeCard;
  headingLevel?: 3 | 4;
  icon?: React.ReactNode;
}): React.JSX.Element {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Link className={icon ? 'link-card link-card--icon' : 'link-card'} to={card.to}>
      {icon}
      <div className="link-card__body">
        <Heading>{card.title}</Heading>
        <p>{card.description}</p>
      </div>
    </Link>
  );
}
