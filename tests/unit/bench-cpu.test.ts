import {test} from 'node:test';
import assert from 'node:assert/strict';
import {availableParallelism} from 'node:os';
import {spawn} from 'node:child_process';
import {calibratedSlowdown, coreShare, freshMemoryMsPerGiB} from '../../scripts/bench/cpu.mjs';

test('the Lighthouse CPU slowdown scales 4x by the core share the host gives, between 1x and 4x', () => {
  assert.equal(calibratedSlowdown(1), 4);
  assert.equal(calibratedSlowdown(0.5), 2);
  assert.equal(calibratedSlowdown(0.333), 1.33);
  assert.equal(calibratedSlowdown(0.1), 1);
  assert.equal(calibratedSlowdown(1.2), 4);
  // No reading (NaN, Infinity): Lighthouse's plain 4x, never a faster phone than the default.
  assert.equal(calibratedSlowdown(Number.NaN), 4);
  assert.equal(calibratedSlowdown(Number.POSITIVE_INFINITY), 4);
});

test('the core share falls when other processes compete for the cores', async () => {
  const alone = coreShare(300);
  assert.ok(alone > 0 && alone <= 1, `share alone: ${alone}`);
  // One busy process per core, plus one: the loop must wait for a core part of the time. Processes, not worker
  // threads: the share is this process's CPU time, which counts all of its threads.
  const cores = availableParallelism();
  const busy = Array.from({length: cores + 1}, () =>
    spawn(process.execPath, ['-e', 'console.log("busy"); const end = Date.now() + 4000; while (Date.now() < end);'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  try {
    await Promise.all(busy.map((child) => new Promise((resolve) => child.stdout.once('data', resolve))));
    const shared = coreShare(600);
    assert.ok(shared < 0.9, `share with ${busy.length} busy processes on ${cores} cores: ${shared}`);
  } finally {
    for (const child of busy) child.kill();
  }
});

test('the bench reads how long the host takes to touch fresh memory, per GiB', () => {
  const ms = freshMemoryMsPerGiB(16);
  assert.ok(Number.isInteger(ms) && ms > 0, `fresh memory: ${ms} ms per GiB`);
});
