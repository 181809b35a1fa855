import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {intArg, sampleRoutes, siteRoutes} from '../../scripts/bench/sample';

const routes = siteRoutes(path.join(__dirname, '../..'));

test('the bench sample is reproducible from its seed, distinct, and leaves out the fixed pages', () => {
  const fixed = ['/', '/cli/account'];
  const a = sampleRoutes(routes, 8, 1234, fixed);
  assert.deepEqual(sampleRoutes(routes, 8, 1234, fixed), a);
  assert.notDeepEqual(sampleRoutes(routes, 8, 1235, fixed), a);
  assert.equal(new Set(a).size, 8);
  for (const r of a) {
    assert.ok(routes.includes(r), r);
    assert.ok(!fixed.includes(r), r);
  }
  // Over many seeds every route can be drawn: no page class is left out.
  const seen = new Set<string>();
  for (let seed = 0; seed < 400; seed++) for (const r of sampleRoutes(routes, 6, seed)) seen.add(r);
  assert.ok(seen.size > routes.length * 0.95, `${seen.size} of ${routes.length} routes drawn`);
});

test('sample arguments: whole numbers only, with a message naming the flag', () => {
  assert.equal(intArg(['--seed', '42'], '--seed'), 42);
  assert.equal(intArg([], '--seed'), undefined);
  assert.throws(() => intArg(['--sample', 'x'], '--sample'), /--sample takes a whole number, got "x"/);
  assert.deepEqual(sampleRoutes(routes, 0, 1), []);
});
