/**
 * The local plugins that keep main-thread work off a page's first seconds (src/plugins/idle-prefetch,
 * src/plugins/hydration-transition, src/plugins/prism-on-demand). Their effect in the browser is covered by
 * tests/e2e/performance.spec.ts; here, their logic and the wiring that a refactor could silently break.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {createIdleQueue, type IdleDeadlineLike} from '../../src/plugins/idle-prefetch/queue';
import {BROWSER_CONTEXT_REQUEST, isCoreBrowserContext} from '../../src/plugins/hydration-transition';
import {loadSiteConfig} from './loadSiteConfig';

/** A fake idle scheduler: collects callbacks; `tick(ms)` runs the next one with `ms` of idle time. */
function fakeIdle() {
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    schedule: (cb: (deadline: IdleDeadlineLike) => void) => void pending.push(cb),
    get pending() {
      return pending.length;
    },
    tick(idleMs: number, clock: {now: number}) {
      const start = clock.now;
      pending.shift()!({timeRemaining: () => Math.max(0, idleMs - (clock.now - start))});
    },
  };
}

test('idle queue: nothing runs at push time; each idle slice runs items while time remains, then reschedules', () => {
  const idle = fakeIdle();
  const clock = {now: 0};
  const ran: number[] = [];
  const queue = createIdleQueue<number>((n) => {
    ran.push(n);
    clock.now += 3; // each prefetch costs 3 ms
  }, idle.schedule);
  for (let i = 1; i <= 10; i++) queue.push(i);
  assert.deepEqual(ran, [], 'push only queues');
  assert.equal(idle.pending, 1, 'one idle callback scheduled for many pushes');
  idle.tick(12, clock); // 12 ms idle: runs while more than 4 ms remain -> 3 items (12 -> 9 -> 6 -> 3)
  assert.deepEqual(ran, [1, 2, 3]);
  assert.equal(idle.pending, 1, 'rescheduled for the rest');
  idle.tick(0, clock); // no idle time left (timeout fired): still one item, so the queue always drains
  assert.deepEqual(ran, [1, 2, 3, 4]);
  while (idle.pending) idle.tick(50, clock);
  assert.deepEqual(ran, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  assert.equal(queue.size, 0);
  queue.push(11);
  assert.equal(idle.pending, 1, 'an empty queue schedules again on the next push');
});

test('idle queue: an item that throws does not stop the others', () => {
  const idle = fakeIdle();
  const clock = {now: 0};
  const ran: string[] = [];
  const queue = createIdleQueue<string>((s) => {
    if (s === 'bad') throw new Error('boom');
    ran.push(s);
  }, idle.schedule);
  ['a', 'bad', 'b'].forEach((s) => queue.push(s));
  idle.tick(50, clock);
  assert.deepEqual(ran, ['a', 'b']);
});

test('hydration-transition replaces exactly the core browserContext module, from both of its importers', () => {
  const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
  assert.ok(isCoreBrowserContext('./browserContext', coreClient), 'App.js imports ./browserContext');
  assert.ok(
    isCoreBrowserContext('../browserContext', path.join(coreClient, 'exports')),
    'useIsBrowser imports ../browserContext',
  );
  assert.ok(isCoreBrowserContext('./browserContext.js', coreClient));
  // Same request from anywhere else is left alone, and the pattern does not catch other modules.
  assert.ok(!isCoreBrowserContext('./browserContext', path.join(process.cwd(), 'src', 'components')));
  assert.ok(!BROWSER_CONTEXT_REQUEST.test('./browserContextExtra'));
  assert.ok(!BROWSER_CONTEXT_REQUEST.test('@docusaurus/core/lib/client/exports/useIsBrowser'));
});

test('the three performance plugins are registered', () => {
  const plugins = JSON.stringify(loadSiteConfig().plugins);
  for (const plugin of ['prismOnDemandPlugin', 'idlePrefetchPlugin', 'hydrationTransitionPlugin']) {
    assert.ok(plugins.includes(`[fn ${plugin}]`), `${plugin} is in the plugins of docusaurus.config.ts`);
  }
});
