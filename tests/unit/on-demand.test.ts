import {test} from 'node:test';
import assert from 'node:assert/strict';
import {onDemand} from '../../src/utils/onDemand';

test('onDemand: loads once, shares concurrent calls, remembers the value', async () => {
  let calls = 0;
  const value = onDemand(async () => {
    calls++;
    return 'loaded';
  });
  assert.equal(value.get(), undefined);
  const [a, b] = await Promise.all([value.load(), value.load()]);
  assert.deepEqual([a, b, value.get(), calls], ['loaded', 'loaded', 'loaded', 1]);
  await value.load();
  assert.equal(calls, 1);
});

test('onDemand: a failure is passed on and forgotten, so the next call retries', async () => {
  let online = false;
  let calls = 0;
  const value = onDemand(async () => {
    calls++;
    if (!online) throw new Error('offline');
    return 42;
  });
  await assert.rejects(value.load(), /offline/);
  assert.equal(value.get(), undefined);
  online = true;
  assert.equal(await value.load(), 42);
  assert.equal(calls, 2);
});
