/**
 * Code or data loaded on first use (a dynamic import, a fetch), remembered once it has loaded. A failed load (offline, say)
 * is forgotten, so the next call tries again; React.lazy, by contrast, caches the failure for good.
 * Used for the code highlighter, the docs assistant's dialog, passages and index, and the search modal.
 */
export interface OnDemand<T> {
  /** The loaded value, or undefined if it has not loaded (yet). */
  get(): T | undefined;
  /** Loads once; concurrent calls share the request; after a failure the next call retries. */
  load(): Promise<T>;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | null = null;
  return {
    get: () => value,
    load() {
      pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
