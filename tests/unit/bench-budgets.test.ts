import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  guardFor,
  LIGHTHOUSE_GUARD,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_SLOW_HOST_GUARD,
  LIGHTHOUSE_TARGET,
  SLOW_MEMORY_MS_PER_GIB,
  type Category,
} from '../../scripts/bench/budgets';

const CATEGORIES = Object.keys(LIGHTHOUSE_TARGET) as Category[];

test('a host with normal memory gets the normal guards, a slow-memory host the slow-host guards', () => {
  assert.equal(guardFor('/cli/account', 'performance', 700), LIGHTHOUSE_GUARD.performance);
  assert.equal(
    guardFor('/cli/account', 'performance', SLOW_MEMORY_MS_PER_GIB + 1),
    LIGHTHOUSE_SLOW_HOST_GUARD['/cli/account']?.performance,
  );
  // Categories without a guard are enforced at the target on either host.
  assert.equal(guardFor('/', 'accessibility', 700), 100);
  assert.equal(guardFor('/', 'accessibility', 9_000), 100);
});

test('every measured page has a guard at or below its target, and the slow host never asks more', () => {
  for (const {path} of LIGHTHOUSE_PAGES) {
    for (const c of CATEGORIES) {
      const normal = guardFor(path, c, 700);
      const slow = guardFor(path, c, 9_000);
      assert.ok(normal <= LIGHTHOUSE_TARGET[c], `${path} ${c}: guard ${normal} above target`);
      assert.ok(slow <= normal, `${path} ${c}: slow-host guard ${slow} above the normal guard ${normal}`);
      assert.ok(normal >= 90 || c !== 'performance', `${path}: normal-host performance guard ${normal} below 90`);
    }
  }
});
