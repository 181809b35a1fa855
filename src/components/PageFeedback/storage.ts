/**
 * Remembers, per page, that the reader answered "Was this page helpful?", so a return visit shows the thank-you
 * instead of the question. localStorage, under a key of the site's own (its storage namespace and the page's
 * permalink, which starts with the site's baseUrl). Storage can be missing or refuse (private mode, a full quota,
 * a browser setting): every access is guarded, and then the answer is simply not remembered.
 */
export type Answer = 'yes' | 'no';

/** The storage key of a page's answer. */
export const answerKey = (namespace: string, permalink: string) => `docs-feedback${namespace}:${permalink}`;

/** The browser's localStorage; reading the property itself throws where storage is disabled. */
export const browserStorage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

export function readAnswer(key: string, storage: () => Storage | null = browserStorage): Answer | null {
  try {
    const value = storage()?.getItem(key);
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

/** Stores the answer; false when storage refused it (the page still thanks the reader, only not on return). */
export function writeAnswer(key: string, answer: Answer, storage: () => Storage | null = browserStorage): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, answer);
    return true;
  } catch {
    return false;
  }
}

export function forgetAnswer(key: string, storage: () => Storage | null = browserStorage): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to forget where nothing could be stored.
  }
}
