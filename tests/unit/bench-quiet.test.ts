import {test} from 'node:test';
import assert from 'node:assert/strict';
import {availableParallelism} from 'node:os';
import {spawn} from 'node:child_process';
import {
  describe,
  machineShares,
  noisy,
  QUIET_CORE_SHARE,
  QUIET_LOAD_AVERAGE,
  summariseReadings,
} from '../../scripts/bench/quiet';
import {calibratedSlowdown, DEFAULT_SLOWDOWN} from '../../scripts/bench/calibration';

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
  assert.equal(describe({loadAverage: 0.5, shares: [0.99, 1]}), 'load average 0.5, busy-loop share per core 0.99, 1');
});

test("the CPU slowdown follows Lighthouse's calculator: 4 near 1533, less on slower hosts, none under 150", () => {
  assert.equal(calibratedSlowdown(1533), DEFAULT_SLOWDOWN);
  assert.equal(calibratedSlowdown(1300), 3);
  assert.equal(calibratedSlowdown(800), 2);
  assert.equal(calibratedSlowdown(150), 1);
  assert.equal(calibratedSlowdown(2000), 3 + 700 / 233);
  assert.equal(calibratedSlowdown(1050), 2.5);
  assert.equal(calibratedSlowdown(475), 1.5);
  // Slower than the phone emulated, or no reading: no multiplier.
  assert.equal(calibratedSlowdown(149), null);
  assert.equal(calibratedSlowdown(Number.NaN), null);
  // Continuous at the breakpoints, and rising with the host's speed.
  for (const at of [800, 1300]) assert.ok(Math.abs(calibratedSlowdown(at - 1e-9)! - calibratedSlowdown(at)!) < 1e-6);
  assert.ok(calibratedSlowdown(1411)! < calibratedSlowdown(2031)!);
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
