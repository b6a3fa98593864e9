// The PGlite database of the local stack, on a thread of its own (./localDatabase.ts): PGlite
// runs Postgres compiled to WebAssembly synchronously, so that opening a data folder (seconds)
// or any statement (pg_sleep included) would otherwise hold the server's event loop. A plain
// script: a worker thread gets none of the server's loaders under `vite` or vitest.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** What of an error crosses to the server: Postgres's fields, which decide the HTTP status. */
const errorFields = (error) => ({
  message: error instanceof Error ? error.message : String(error),
  ...(error && typeof error === 'object' && 'severity' in error
    ? { severity: error.severity, code: error.code, detail: error.detail, hint: error.hint }
    : {}),
});

let db;
try {
  db = await PGlite.create({ dataDir: workerData.dataDir });
  parentPort.postMessage({ type: 'opened' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: errorFields(error) });
}

// One statement at a time, as the server sends them (it holds a transaction's statements
// together); each answered with its id.
parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    if (op === 'close') {
      await db?.close();
      parentPort.postMessage({ id });
    } else if (op === 'exec') {
      await db.exec(sql);
      parentPort.postMessage({ id });
    } else {
      const { rows } = await db.query(sql, params);
      parentPort.postMessage({ id, rows });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) });
  }
});
