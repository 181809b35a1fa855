/**
 * Replaces theme-common's utils/reactUtils for its navbarSecondaryMenu context (see ./index.ts): the
 * module's public exports, re-exported, and useShallowMemoObject with the keys sorted by a plain code-unit
 * comparison instead of String#localeCompare. The keys are prop names, so the order is as stable, and no
 * ICU collation data is loaded. tests/unit/performance-plugins.test.ts checks that every name the
 * context's modules import from reactUtils is exported here.
 */
import {useMemo} from 'react';

export {ReactContextError, composeProviders, useEvent, usePrevious} from '@docusaurus/theme-common';

function compareKeys([a]: [string, unknown], [b]: [string, unknown]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `obj`, kept the same object while its own entries stay the same (by key, in any order). */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(compareKeys);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependencies are the object's entries
  return useMemo(() => obj, deps.flat());
}
