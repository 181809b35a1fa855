import {test} from 'node:test';
import assert from 'node:assert/strict';
import {availableParallelism} from 'node:os';
import {spawn} from 'node:child_process';
import {
  describe,
  freshMemoryMsPerGiB,
  machineShares,
  noisy,
  QUIET_CORE_SHARE,
  QUIET_LOAD_AVERAGE,
  QUIET_MEMORY_MS_PER_GIB,
  summariseReadings,
} from '../../scripts/bench/quiet';

test('a reading is quiet only with a low load average, a full core for every busy loop and fast fresh memory', () => {
  assert.deepEqual(noisy({loadAverage: 0.3, shares: [0.99, 0.97], memoryMsPerGiB: 700}), []);
  assert.deepEqual(noisy({loadAverage: null, shares: [1, 1], memoryMsPerGiB: 600}), []);
  assert.deepEqual(noisy({loadAverage: 6.2, shares: [0.99, 0.97], memoryMsPerGiB: 650}), [
    `load average 6.2 (quiet: under ${QUIET_LOAD_AVERAGE})`,
  ]);
  assert.deepEqual(noisy({loadAverage: 0.2, shares: [0.98, 0.55], memoryMsPerGiB: 800}), [
    `a busy loop got 0.55 of a core (quiet: at least ${QUIET_CORE_SHARE} on each)`,
  ]);
  // After the runs the load average still counts the bench's own Chromium: only the shares and memory are judged.
  assert.deepEqual(noisy({loadAverage: 1.4, shares: [1, 0.96], memoryMsPerGiB: 700}, {checkLoad: false}), []);
  // No reading at all is not a quiet one.
  assert.equal(noisy({loadAverage: 0.1, shares: [Number.NaN], memoryMsPerGiB: 700}).length, 1);
  // An idle host that faults every fresh page slowly (3-5 s per GiB, as on 28 November 2026) measures every page
  // slow: no verdict there, even after the runs, with the busy loops at full speed.
  assert.deepEqual(noisy({loadAverage: 1.4, shares: [0.99, 0.98], memoryMsPerGiB: 3075}, {checkLoad: false}), [
    `fresh memory took 3075 ms per GiB (quiet: at most ${QUIET_MEMORY_MS_PER_GIB})`,
  ]);
  assert.deepEqual(noisy({loadAverage: 0.2, shares: [1, 1], memoryMsPerGiB: QUIET_MEMORY_MS_PER_GIB}), []);
  assert.equal(noisy({loadAverage: 0.2, shares: [1, 1], memoryMsPerGiB: Number.NaN}).length, 1);
});

test('the summary of a series of readings gives the judged load averages and the ranges of shares and memory', () => {
  const line = summariseReadings([
    {reading: {loadAverage: 6.5, shares: [0.4, 0.5], memoryMsPerGiB: 3200}, checkLoad: true},
    {reading: {loadAverage: 7.1, shares: [0.2, 0.95], memoryMsPerGiB: 5400}, checkLoad: false},
  ]);
  assert.match(
    line,
    /^load average 6\.5 before the runs, busy loops got 0\.2-0\.95 of a core, fresh memory took 3200-5400 ms per GiB \(quiet: /,
  );
  assert.equal(
    describe({loadAverage: 0.5, shares: [0.99, 1], memoryMsPerGiB: 640}),
    'load average 0.5, busy-loop share per core 0.99, 1, fresh memory 640 ms per GiB',
  );
});

test('the fresh-memory reading is a whole number of ms per GiB, and a failed reading is an error, not a figure', async () => {
  const reading = await freshMemoryMsPerGiB(16);
  assert.ok(Number.isInteger(reading) && reading >= 0, `16 MiB: ${reading}`);
  const once = await freshMemoryMsPerGiB(16, 1);
  assert.ok(Number.isInteger(once) && once >= 0, `16 MiB, one reading: ${once}`);
  // A process that cannot allocate what it was asked to touch prints nothing: that must not read as 0 ms (fast).
  await assert.rejects(freshMemoryMsPerGiB(-1), /measuring process exited with 1: "" \(RangeError: /);
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
    assert.ok(noisy({loadAverage: null, shares: shared, memoryMsPerGiB: 600}).length > 0);
  } finally {
    for (const child of busy) child.kill();
  }
});
