// The worker thread of ./inWorker.ts: loads a module (TypeScript included) with @docusaurus/utils' loadFreshModule,
// the loader Docusaurus loads the config with (jiti, whose transpile cache the config's load has filled), runs its
// default export on the input and posts back the result, or the error's message.
const {parentPort, workerData} = require('node:worker_threads');
const {loadFreshModule} = require('@docusaurus/utils');

loadFreshModule(workerData.modulePath)
  .then((run) => run(workerData.input))
  .then(
    (result) => parentPort.postMessage({result}),
    (error) => parentPort.postMessage({error: error instanceof Error ? error.message : String(error)}),
  );
