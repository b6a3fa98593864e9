import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { migrate, type SqlSession } from '../../supabase/local/migrate.ts';
import { lockForProcess } from './processLock.ts';
import { repoRoot } from '../server/paths.ts';

/** Where `npm start` and `npm run dev` keep the local subscriber database (git-ignored). */
export const defaultPgliteDir = join(repoRoot, '.local', 'pglite');

/** The opened database: statements, and transactions that hold it until they end. */
export type Database = SqlSession & {
  /** Runs `work` between begin and commit (rollback when it throws); nothing else meanwhile. */
  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T>;
};

export type LocalDatabase = {
  /**
   * The database, opened on first use: takes the folder's lock, starts PGlite on its own thread
   * (seconds for a new folder) and applies the migrations not applied yet. A failed opening is
   * tried again on the next use; after close() it stays closed.
   */
  get(): Promise<Database>;
  /** Closes the database, if it was opened, and releases the folder's lock. */
  close(): Promise<void>;
};

type Answer = { id?: number; type?: string; rows?: unknown[]; error?: Record<string, unknown> };

/** Postgres's error as PGlite throws it, with its fields (code, severity, detail, hint). */
const errorOf = ({ message, ...fields }: Record<string, unknown>) =>
  Object.assign(new Error(String(message)), fields);

/** PGlite in a worker thread (./databaseWorker.mjs), one statement at a time. */
async function open(dataDir: string, onLost: () => void) {
  mkdirSync(dirname(dataDir), { recursive: true });
  // PGlite does not stop a second process from opening the folder, and two would corrupt it.
  const release = lockForProcess(`${dataDir}.lock`);
  const worker = new Worker(new URL('./databaseWorker.mjs', import.meta.url), {
    workerData: { dataDir },
  });
  const waiting = new Map<
    number,
    { resolve: (answer: Answer) => void; reject: (e: Error) => void }
  >();
  let nextId = 0;
  let closing = false;
  const opened = new Promise<void>((resolve, reject) => {
    worker.on('message', (answer: Answer) => {
      if (answer.type === 'opened') return resolve();
      if (answer.type === 'failed') return reject(errorOf(answer.error ?? {}));
      const call = waiting.get(answer.id!);
      waiting.delete(answer.id!);
      if (waiting.size === 0) worker.unref();
      if (answer.error) call?.reject(errorOf(answer.error));
      else call?.resolve(answer);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      const ended = new Error(`The local database's thread ended (exit code ${code}).`);
      reject(ended);
      for (const { reject: fail } of waiting.values()) fail(ended);
      waiting.clear();
      release();
      if (!closing) onLost();
    });
  });

  const post = (op: 'exec' | 'query' | 'close', sql = '', params: unknown[] = []) =>
    new Promise<Answer>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      // Held while a statement runs, so that a script awaiting it does not end meanwhile.
      worker.ref();
      worker.postMessage({ id, op, sql, params });
    });
  const session: SqlSession = {
    exec: (sql) => post('exec', sql),
    query: async <Row>(sql: string, params?: unknown[]) => ({
      rows: (await post('query', sql, params)).rows as Row[],
    }),
  };
  // A transaction's statements go one after another with nothing between them.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const done = turn.then(work);
    turn = done.catch(() => undefined);
    return done;
  };

  try {
    await opened;
    await migrate(session);
  } catch (error) {
    closing = true;
    await worker.terminate();
    throw error;
  }
  worker.unref();
  const db: Database = {
    exec: (sql) => inTurn(() => session.exec(sql)),
    query: (sql, params) => inTurn(() => session.query(sql, params)),
    transaction: (work) =>
      inTurn(async () => {
        await session.exec('begin');
        try {
          const result = await work(session);
          await session.exec('commit');
          return result;
        } catch (error) {
          await session.exec('rollback').catch(() => undefined);
          throw error;
        }
      }),
  };
  return {
    db,
    async close() {
      closing = true;
      await inTurn(() => post('close')).catch(() => undefined);
      await worker.terminate();
    },
  };
}

/**
 * The PGlite database standing in for hosted Supabase's Postgres
 * (docs/decisions/0004-local-stand-ins-for-hosted-services.md), on a thread of its own so that
 * no statement holds the server (docs/decisions/0032-stand-ins-for-one-developer.md).
 */
export function createLocalDatabase(dataDir = defaultPgliteDir): LocalDatabase {
  let opening: ReturnType<typeof open> | undefined;
  let closing: Promise<void> | undefined;
  // A thread that ended by itself is opened anew on the next use.
  const lost = () => (opening = undefined);

  return {
    get() {
      if (closing) return Promise.reject(new Error('The local database is closed.'));
      opening ??= open(dataDir, lost).catch((error: unknown) => {
        opening = undefined;
        throw error;
      });
      return opening.then(({ db }) => db);
    },
    close() {
      closing ??= (async () => {
        const opened = await opening?.catch(() => undefined);
        await opened?.close();
      })();
      return closing;
    },
  };
}
