/**
 * Runs a module's default export in a worker thread and resolves to what it returns: for build work that can run
 * beside what the main thread does (Docusaurus runs the plugins' postBuild hooks on one thread, concurrently but
 * not in parallel). The module may be TypeScript and import the site's code: ./worker.cjs loads it the way
 * Docusaurus loads the config. The input and the result cross the thread by structured clone (plain data); a
 * failure rejects with the worker's error message.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

export function inWorker<T>(modulePath: string, input: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.cjs'), {workerData: {modulePath, input}});
    let answered = false;
    worker.once('message', (message: {result?: T; error?: string}) => {
      answered = true;
      if (message.error === undefined) resolve(message.result as T);
      else reject(new Error(message.error));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`${modulePath}: its worker thread ended (code ${code}) without an answer`));
    });
  });
}
