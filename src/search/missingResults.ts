/** "Believe this query should return results?" opens a prefilled issue on the docs repository. */
export const MISSING_RESULTS_REPO = 'https://github.com/celo-org/docs/issues/new';

export function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query.slice(0, 64)}"`;
  const body = `I searched the docs for "${query.slice(0, 64)}" and expected to find a page about it.`;
  return `${MISSING_RESULTS_REPO}?${new URLSearchParams({title, body, labels: 'search'}).toString()}`;
}
