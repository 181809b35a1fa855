/**
 * An idle-time work queue: `push` adds an item; items are handed to `run` one at a time in idle callbacks.
 * A callback runs items while more than `minRemainingMs` of its idle time is left and it has run for less
 * than `maxSliceMs` (at least one item per callback, so the queue always drains). The browser grants up to
 * 50 ms of idle time; a slice that used it all would be a 50 ms task here and a 200 ms long task on a phone
 * four times slower (what Lighthouse simulates), so slices stop at a few milliseconds and the next one
 * comes in the next idle period. Used by route prefetching (src/plugins/idle-prefetch) and the code block
 * buttons (src/theme/CodeBlock/Buttons); unit-tested in tests/unit/performance-plugins.test.ts.
 */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}
export type ScheduleIdle = (callback: (deadline: IdleDeadlineLike) => void) => void;

export interface IdleQueueOptions {
  minRemainingMs?: number;
  maxSliceMs?: number;
  /** The clock slices are timed with (milliseconds). */
  now?: () => number;
}

export function createIdleQueue<T>(
  run: (item: T) => void,
  scheduleIdle: ScheduleIdle,
  {minRemainingMs = 4, maxSliceMs = 6, now = () => performance.now()}: IdleQueueOptions = {},
) {
  const queue: T[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadlineLike): void => {
    const start = now();
    do {
      const item = queue.shift() as T;
      try {
        run(item);
      } catch {
        // A failed item must not stop the others (a failed prefetch: the navigation loads what it needs).
      }
    } while (queue.length > 0 && deadline.timeRemaining() > minRemainingMs && now() - start < maxSliceMs);
    if (queue.length > 0) scheduleIdle(drain);
    else scheduled = false;
  };
  return {
    push(item: T): void {
      queue.push(item);
      if (!scheduled) {
        scheduled = true;
        scheduleIdle(drain);
      }
    },
    get size(): number {
      return queue.length;
    },
  };
}

/** requestIdleCallback where the browser has it (not Safari), else a short timeout with a 10 ms budget. */
export const browserScheduleIdle: ScheduleIdle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, {timeout: 5000});
  } else {
    const start = Date.now();
    window.setTimeout(() => callback({timeRemaining: () => Math.max(0, 10 - (Date.now() - start))}), 50);
  }
};
