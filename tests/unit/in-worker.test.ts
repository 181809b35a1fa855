import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {inWorker} from '../../src/utils/inWorker';

const MODULE = path.join(__dirname, '../fixtures/worker/twice.ts');

test('a TypeScript module that imports the site runs in a worker thread and answers with plain data', async () => {
  const answer = await inWorker<{twins: string[]; mainThread: boolean}>(MODULE, {routes: ['/network/mainnet', '/']});
  assert.deepEqual(answer, {twins: ['/network/mainnet.md', '/index.md'], mainThread: false});
});

test("the module's error rejects with its message", async () => {
  await assert.rejects(inWorker(MODULE, {routes: []}), {message: 'twice: no routes given'});
});

test('a module that does not exist rejects, naming it', async () => {
  await assert.rejects(inWorker(path.join(__dirname, '../fixtures/worker/missing.ts'), {}), /missing\.ts/);
});
