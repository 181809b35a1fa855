import {test} from 'node:test';
import assert from 'node:assert/strict';
import {availableParallelism} from 'node:os';
import {spawn} from 'node:child_process';
import {machineShares, noisy, QUIET_CORE_SHARE, QUIET_LOAD_AVERAGE, summariseReadings} from '../../scripts/bench/quiet';

test('a reading is quiet only with a low load average and a full core for every busy loop', () => {
  assert.deepEqual(noisy({loadAverage: 0.3, shares: [0.99, 0.97]}), []);
  assert.deepEqual(noisy({loadAverage: null, shares: [1, 1]}), []);
  assert.deepEqual(noisy({loadAverage: 6.2, shares: [0.99, 0.97]}), [
    `load average 6.2 (quiet: under ${QUIET_LOAD_AVERAGE})`,
  ]);
  assert.deepEqual(noisy({loadAverage: 0.2, shares: [0.98, 0.55]}), [
    `a busy loop got 0.55 of a core (quiet: at least ${QUIET_CORE_SHARE} on each)`,
  ]);
  // After the runs the load average still counts the bench's own Chromium: only the shares are judged.
  assert.deepEqual(noisy({loadAverage: 1.4, shares: [1, 0.96]}, {checkLoad: false}), []);
  // No reading at all is not a quiet one.
  assert.equal(noisy({loadAverage: 0.1, shares: [Number.NaN]}).length, 1);
});

test('the summary of a series of readings gives the judged load averages and the range of shares', () => {
  const line = summariseReadings([
    {reading: {loadAverage: 6.5, shares: [0.4, 0.5]}, checkLoad: true},
    {reading: {loadAverage: 7.1, shares: [0.2, 0.95]}, checkLoad: false},
  ]);
  assert.match(line, /^load average 6\.5 before the runs, busy loops got 0\.2-0\.95 of a core \(quiet: /);
});

test('the busy loops get less of their cores when other processes compete for them', async () => {
  const cores = availableParallelism();
  const alone = await machineShares(300);
  assert.equal(alone.length, cores);
  for (const share of alone) assert.ok(share > 0 && share <= 1, `share: ${share}`);
  // One more busy process than there are cores, for longer than the measurement: every loop must wait part of
  // the time.
  const busy = Array.from({length: cores + 1}, () =>
    spawn(process.execPath, ['-e', 'console.log("busy"); const end = Date.now() + 5000; while (Date.now() < end);'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  try {
    await Promise.all(busy.map((child) => new Promise((resolve) => child.stdout.once('data', resolve))));
    const shared = await machineShares(800);
    assert.ok(
      Math.min(...shared) < QUIET_CORE_SHARE,
      `shares with ${busy.length} busy processes: ${shared.join(', ')}`,
    );
    assert.ok(noisy({loadAverage: null, shares: shared}).length > 0);
  } finally {
    for (const child of busy) child.kill();
  }
});
