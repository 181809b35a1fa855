import React, {useCallback, useMemo} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {showcaseEntries} from '@site/src/data/showcase';
import type {TagType} from '@site/src/data/showcaseTags';
import ShowcaseCard from '@site/src/components/Showcase/ShowcaseCard';
import ShowcaseFilters from '@site/src/components/Showcase/ShowcaseFilters';
import styles from '@site/src/components/Showcase/styles.module.css';
import {
  EMPTY_FILTER,
  filterEntries,
  parseFilter,
  serializeFilter,
  sortEntries,
  toggleTag,
  type ShowcaseFilter,
} from '@site/src/utils/showcaseFilter';

const TITLE = 'Celo Showcase';
const DESCRIPTION = 'List of decentralized applications and tools in the Celo ecosystem.';
const sorted = sortEntries(showcaseEntries);

/** The filter is read from the URL after hydration, so server and first client render agree. */
function useShowcaseFilter(): [ShowcaseFilter, (next: ShowcaseFilter) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const filter = isBrowser ? parseFilter(location.search) : EMPTY_FILTER;
  const setFilter = useCallback(
    (next: ShowcaseFilter) => {
      history.replace({...location, search: serializeFilter(next, location.search)});
    },
    [history, location],
  );
  return [filter, setFilter];
}

export default function Showcase(): React.JSX.Element {
  const [filter, setFilter] = useShowcaseFilter();
  const visible = useMemo(() => filterEntries(sorted, filter), [filter]);
  const filtered = filter.tags.length > 0 || filter.name.trim() !== '';
  return (
    <Layout title="Showcase" description={DESCRIPTION}>
      <main className="container margin-vert--lg">
        <header>
          <h1>{TITLE}</h1>
          <p>{DESCRIPTION}</p>
          <p>
            Built something on Celo? Read the <Link to="/community/contributing">contribution guide</Link> and add your
            project to <code>src/data/showcase.ts</code>.
          </p>
        </header>
        <ShowcaseFilters
          filter={filter}
          count={visible.length}
          onToggleTag={(tag: TagType) => setFilter(toggleTag(filter, tag))}
          onOperator={(operator) => setFilter({...filter, operator})}
          onName={(name) => setFilter({...filter, name})}
          onClear={() => setFilter(EMPTY_FILTER)}
        />
        <section aria-labelledby="showcase-results">
          <h2 id="showcase-results">{filtered ? 'Filtered sites' : 'All sites'}</h2>
          {visible.length === 0 ? (
            <p>No result</p>
          ) : (
            <ul className={styles.grid}>
              {visible.map((entry) => (
                <ShowcaseCard key={entry.title} entry={entry} />
              ))}
            </ul>
          )}
        </section>
      </main>
    </Layout>
  );
}
