// Playwright's trace setting (playwright.config.ts): traces of failures where someone opens them, none in the
// whole run of .ci/run, and E2E_TRACE overriding both, with a clear error for a mode Playwright does not have.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import config, {traceMode, workerCount} from '../../playwright.config';

test('failed tests keep a trace locally and in the sharded CI jobs, none in the whole CI run', () => {
  assert.equal(traceMode({}), 'retain-on-failure');
  assert.equal(traceMode({CI: 'true', E2E_BLOB_REPORT: '1'}), 'retain-on-failure');
  assert.equal(traceMode({CI: 'true'}), 'off');
  assert.equal(config.use?.trace, traceMode(process.env), 'the config uses the setting');
});

test('E2E_TRACE overrides, and an unknown mode is an error naming it', () => {
  assert.equal(traceMode({CI: 'true', E2E_TRACE: 'retain-on-failure'}), 'retain-on-failure');
  assert.equal(traceMode({E2E_TRACE: 'off'}), 'off');
  assert.equal(traceMode({E2E_TRACE: 'on'}), 'on');
  assert.throws(
    () => traceMode({E2E_TRACE: 'sometimes'}),
    /E2E_TRACE is "sometimes"; use one of on, off, retain-on-failure/,
  );
});

test('two workers unless E2E_WORKERS says otherwise; a value that is not a whole number from 1 is an error', () => {
  assert.equal(workerCount({}), 2);
  assert.equal(workerCount({E2E_WORKERS: '4'}), 4);
  assert.equal(config.workers, workerCount(process.env), 'the config uses the setting');
  for (const bad of ['0', '-1', '2.5', 'four', '']) {
    assert.throws(() => workerCount({E2E_WORKERS: bad}), new RegExp(`E2E_WORKERS is "${bad.replace('.', '\\.')}"`));
  }
});
