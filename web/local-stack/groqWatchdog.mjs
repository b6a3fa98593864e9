// The processor time of the GROQ worker's query under way (./groqWorker.mjs), counted by a thread
// of its own: the worker's thread cannot while one parse holds it. Past the limit the thread writes
// the query's id to `reportFd`, and the endpoint (./groqEndpoint.ts) ends the process.
import { writeSync } from 'node:fs';
import { isMainThread, Worker, workerData } from 'node:worker_threads';

/** This process's processor time, its every thread's, in ms. */
const processorMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

// How often the time of a running query is read: a fraction of any limit worth setting.
const READ_EVERY_MS = 10;

/** From the worker's thread: starts the watching thread; `begin(id)` a query, `end()` it. */
export function watchQueries({ cpuTimeLimitMs, reportFd }) {
  // running[0]: the id + 1 of the query under way, 0 between queries.
  const running = new Int32Array(new SharedArrayBuffer(4));
  const startedAt = new Float64Array(new SharedArrayBuffer(8));
  const workerData = { running, startedAt, cpuTimeLimitMs, reportFd };
  // Unreferenced: the worker process ends when its channel to the endpoint does.
  new Worker(new URL(import.meta.url), { workerData }).unref();
  const mark = (value) => {
    Atomics.store(running, 0, value);
    Atomics.notify(running, 0);
  };
  return {
    begin(id) {
      startedAt[0] = processorMs();
      mark(id + 1);
    },
    end: () => mark(0),
  };
}

if (!isMainThread) {
  const { running, startedAt, cpuTimeLimitMs, reportFd } = workerData;
  for (;;) {
    // Asleep between queries.
    Atomics.wait(running, 0, 0);
    const query = Atomics.load(running, 0);
    if (processorMs() - startedAt[0] > cpuTimeLimitMs) {
      writeSync(reportFd, `${query - 1}\n`);
      // Once per query: the endpoint ends the process, or the query ended meanwhile.
      Atomics.wait(running, 0, query);
    } else {
      Atomics.wait(running, 0, query, READ_EVERY_MS);
    }
  }
}
