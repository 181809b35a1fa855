import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import LinkCard from '@site/src/components/LinkCard';
import {categoryColumns, exploreCards, journeyCards, learnCards, type HomeCard} from '@site/src/data/home';

const DESCRIPTION = 'Build decentralized applications that create the conditions for prosperity — for everyone.';

function CardSection({id, title, intro, cards}: {id: string; title: string; intro: string; cards: HomeCard[]}) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        <p>{intro}</p>
        <div className="card-grid">
          {cards.map((card) => (
            <LinkCard key={card.title} card={card} />
          ))}
        </div>
      </div>
    </section>
  );
}

export default function Home(): React.JSX.Element {
  return (
    <Layout title="Celo Documentation" description={DESCRIPTION}>
      <header className="hero hero--celo">
        <div className="container">
          <h1 className="hero__title">Celo Documentation</h1>
          <p className="hero__subtitle">{DESCRIPTION}</p>
          <div className="margin-top--md" style={{display: 'flex', gap: '0.75rem', flexWrap: 'wrap'}}>
            <Link className="button button--primary button--lg" to="/build/quickstart">
              Start building
            </Link>
            <Link className="button button--secondary button--lg" to="/general">
              What is Celo?
            </Link>
          </div>
        </div>
      </header>
      <main>
        <CardSection
          id="learn"
          title="Learn"
          intro="New to Celo? Start with the platform, its Layer 2 design and the ideas you will meet on every page."
          cards={learnCards}
        />
        <CardSection
          id="explore"
          title="Explore"
          intro="Use the tools you already know: Celo is EVM-compatible, so Ethereum frameworks work unchanged."
          cards={exploreCards}
        />
        <CardSection
          id="journey"
          title="Start Your Journey"
          intro="Everything you need for your first transaction: test funds, an explorer, a bridge, a wallet and a deploy guide."
          cards={journeyCards}
        />
        <section className="section" aria-labelledby="browse">
          <div className="container">
            <h2 id="browse">Browse our Docs by Category</h2>
            <div className="row">
              {categoryColumns.map((column) => (
                <div key={column.title} className="col col--3 margin-bottom--lg">
                  <h3>{column.title}</h3>
                  <div style={{display: 'grid', gap: '0.75rem'}}>
                    {column.cards.map((card) => (
                      <LinkCard key={card.title} card={card} headingLevel={4} />
                    ))}
                  </div>
                </div>
              ))}
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
