import React from 'react';
import Layout from '@theme/Layout';
import CardGrid from '@site/src/components/Home/CardGrid';
import CategoryColumns from '@site/src/components/Home/CategoryColumns';
import HomeHero from '@site/src/components/Home/HomeHero';
import {categoryColumns, exploreCards, journeyCards, learnCards, type HomeCard} from '@site/src/data/home';

const TITLE = 'Celo Documentation';
const DESCRIPTION = 'Build decentralized applications that create the conditions for prosperity — for everyone.';

function CardSection({id, title, intro, cards}: {id: string; title: string; intro: string; cards: HomeCard[]}) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        <p>{intro}</p>
        <CardGrid cards={cards} />
      </div>
    </section>
  );
}

export default function Home(): React.JSX.Element {
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      {/* The hero is the start of the main content: outside <main> its <header> was a second banner landmark,
          besides the announcement bar (axe landmark-no-duplicate-banner). */}
      <main>
        <HomeHero title={TITLE} description={DESCRIPTION} />
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
        <section className="section section--alt" aria-labelledby="browse">
          <div className="container">
            <h2 id="browse">Browse our Docs by Category</h2>
            <CategoryColumns columns={categoryColumns} />
          </div>
        </section>
      </main>
    </Layout>
  );
}
