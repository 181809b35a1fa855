/**
 * An idle-time work queue: `push` adds an item; items are handed to `run` one at a time in idle callbacks,
 * as long as the current callback has more than `minRemainingMs` of idle time left (at least one item per
 * callback, so the queue always drains). Separate from the client module so that it can be unit-tested.
 */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}
export type ScheduleIdle = (callback: (deadline: IdleDeadlineLike) => void) => void;

export function createIdleQueue<T>(run: (item: T) => void, scheduleIdle: ScheduleIdle, minRemainingMs = 4) {
  const queue: T[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadlineLike): void => {
    do {
      const item = queue.shift() as T;
      try {
        run(item);
      } catch {
        // A failed prefetch must not stop the others; the navigation itself will load what it needs.
      }
    } while (queue.length > 0 && deadline.timeRemaining() > minRemainingMs);
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
