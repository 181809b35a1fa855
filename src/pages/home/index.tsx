import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import LinkCard from '@site/src/components/LinkCard';
import ShowcaseCard from '@site/src/components/Showcase/ShowcaseCard';
import showcaseStyles from '@site/src/components/Showcase/styles.module.css';
import {showcaseEntries} from '@site/src/data/showcase';
import type {HomeCard} from '@site/src/data/home';

const audiences: {title: string; intro: string; cards: HomeCard[]}[] = [
  {
    title: 'Developers',
    intro: 'Write, deploy and verify contracts, and build apps people use every day.',
    cards: [
      {title: 'Quickstart', description: 'Scaffold an app with Celo Composer.', to: '/build/quickstart'},
      {title: 'Network information', description: 'Chain ids, RPC endpoints, explorers and faucets.', to: '/network'},
      {title: 'Deploy a contract', description: 'Hardhat, Foundry, Remix or thirdweb.', to: '/developer/deploy'},
      {
        title: 'Build on MiniPay',
        description: 'Ship a mini app to a stablecoin wallet.',
        to: '/developer/build-on-minipay/overview',
      },
    ],
  },
  {
    title: 'Node operators and validators',
    intro: 'Run Celo L2 nodes, serve RPC for the community and keep keys safe.',
    cards: [
      {title: 'Operator overview', description: 'What runs a Celo L2 node.', to: '/cel2/operators/overview'},
      {
        title: 'Run a node',
        description: 'Docker Compose setup for Mainnet and Celo Sepolia.',
        to: '/cel2/operators/run-node',
      },
      {
        title: 'Community RPC node',
        description: 'The duty of elected validators on L2.',
        to: '/cel2/operators/community-rpc-node',
      },
      {title: 'Validator guides', description: 'Groups, keys, monitoring and security.', to: '/validator'},
    ],
  },
  {
    title: 'Token holders',
    intro: 'Keep CELO safe, lock it, vote for validator groups and take part in governance.',
    cards: [
      {title: 'Holder overview', description: 'Custody, staking and voting.', to: '/holder'},
      {title: 'Vote for validators', description: 'Lock CELO and vote for groups.', to: '/holder/vote/validator'},
      {title: 'Governance', description: 'Vote on proposals.', to: '/holder/vote/governance'},
      {title: 'celocli', description: 'Do it all from the command line.', to: '/cli'},
    ],
  },
  {
    title: 'Contributors',
    intro: 'Improve the code, the docs and the translations, or fund your project.',
    cards: [
      {title: 'Contributor guidelines', description: 'Where and how to start.', to: '/community/guidelines'},
      {
        title: 'Documentation',
        description: 'Add or fix a page of this site.',
        to: '/community/documentation-contributors',
      },
      {title: 'Grant playbook', description: 'Plan and apply for funding.', to: '/community/grant-playbook'},
      {title: 'Join the community', description: 'Forum, Discord and events.', to: '/community/join-the-community'},
    ],
  },
];

const favorites = showcaseEntries.filter((e) => e.tags.includes('favorite'));

export default function DocsHome(): React.JSX.Element {
  return (
    <Layout
      title="Docs Home"
      description="Find the Celo documentation for your role: developer, operator, holder or contributor."
    >
      <main className="container margin-vert--lg">
        <h1>Celo Docs Home</h1>
        <p>
          Pick the path that matches what you want to do today. Each section links to the guides a person in that role
          reads first; the sidebars of each section take you further.
        </p>
        {audiences.map((a) => (
          <section key={a.title} className="margin-vert--lg">
            <h2>{a.title}</h2>
            <p>{a.intro}</p>
            <div className="card-grid">
              {a.cards.map((card) => (
                <LinkCard key={card.title} card={card} />
              ))}
            </div>
          </section>
        ))}
        <section className="margin-vert--lg">
          <h2>Favorites from the ecosystem</h2>
          <p>
            A few tools and apps the community relies on. See the <Link to="/showcase">showcase</Link> for the full list
            with filters.
          </p>
          <ul className={showcaseStyles.grid}>
            {favorites.map((entry) => (
              <ShowcaseCard key={entry.title} entry={entry} />
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
