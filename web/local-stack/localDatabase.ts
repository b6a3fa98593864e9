import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../supabase/local/migrate.ts';
import { lockDataDir } from './dataDirLock.ts';
import { repoRoot } from '../server/paths.ts';

/** Where `npm start` and `npm run dev` keep the local subscriber database (git-ignored). */
export const defaultPgliteDir = join(repoRoot, '.local', 'pglite');

export type LocalDatabase = {
  /**
   * The database, opened on first use: takes the folder's lock, starts PGlite (seconds for a new
   * folder) and applies the migrations not applied yet. A failed opening is tried again on the
   * next use; after close() it stays closed.
   */
  get(): Promise<PGlite>;
  /** Closes the database, if it was opened, and releases the folder's lock. */
  close(): Promise<void>;
};

async function open(dataDir: string): Promise<{ db: PGlite; release: () => void }> {
  mkdirSync(dirname(dataDir), { recursive: true });
  const release = lockDataDir(`${dataDir}.lock`);
  try {
    const db = await PGlite.create({ dataDir });
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    return { db, release };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The PGlite database standing in for hosted Supabase's Postgres
 * (docs/decisions/0004-local-stand-ins-for-hosted-services.md).
 */
export function createLocalDatabase(dataDir = defaultPgliteDir): LocalDatabase {
  let opening: ReturnType<typeof open> | undefined;
  let closing: Promise<void> | undefined;

  return {
    get() {
      if (closing) return Promise.reject(new Error('The local database is closed.'));
      opening ??= open(dataDir).catch((error: unknown) => {
        opening = undefined;
        throw error;
      });
      return opening.then(({ db }) => db);
    },
    close() {
      closing ??= (async () => {
        const opened = await opening?.catch(() => undefined);
        if (!opened) return;
        try {
          await opened.db.close();
        } finally {
          opened.release();
        }
      })();
      return closing;
    },
  };
}
