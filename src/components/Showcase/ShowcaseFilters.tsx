import React from 'react';
import {TagList, Tags, type TagType} from '@site/src/data/showcaseTags';
import type {ShowcaseFilter} from '@site/src/utils/showcaseFilter';
import styles from './styles.module.css';

interface Props {
  filter: ShowcaseFilter;
  count: number;
  onToggleTag: (tag: TagType) => void;
  onOperator: (operator: ShowcaseFilter['operator']) => void;
  onName: (name: string) => void;
  onClear: () => void;
}

/** Tag checkboxes, the AND/OR switch and the name search of the showcase. */
export default function ShowcaseFilters({
  filter,
  count,
  onToggleTag,
  onOperator,
  onName,
  onClear,
}: Props): React.JSX.Element {
  const isAnd = filter.operator === 'AND';
  return (
    <section className={styles.filters} aria-labelledby="showcase-filters">
      <div className={styles.filterBar}>
        <h2 id="showcase-filters" className={styles.filtersTitle}>
          Filters
        </h2>
        <span role="status" data-testid="showcase-count">
          {count === 1 ? '1 site' : `${count} sites`}
        </span>
        <button
          type="button"
          className="button button--sm button--secondary"
          aria-pressed={isAnd}
          title="Match all selected tags (AND) or any of them (OR)"
          onClick={() => onOperator(isAnd ? 'OR' : 'AND')}
        >
          {isAnd ? 'AND: all tags' : 'OR: any tag'}
        </button>
        <button type="button" className="button button--sm button--link" onClick={onClear}>
          Clear filters
        </button>
        <input
          type="search"
          className={styles.search}
          placeholder="Search for site name..."
          aria-label="Search for site name"
          value={filter.name}
          onChange={(e) => onName(e.target.value)}
        />
      </div>
      <ul className={styles.tagList}>
        {TagList.map((tag) => (
          <li key={tag}>
            <label className={styles.tagOption} title={Tags[tag].description || Tags[tag].label}>
              <input type="checkbox" checked={filter.tags.includes(tag)} onChange={() => onToggleTag(tag)} />
              <span className={styles.swatch} data-tag={tag} aria-hidden="true" />
              {Tags[tag].label}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
