import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalStack } from '../local-stack/localStack';
import { createLocalDatabase } from '../local-stack/localDatabase';
import { readMigrations } from '../../supabase/local/migrate';
import { serveEndpoint } from './listen';

const register = (origin: string, email: string) =>
  fetch(`${origin}/rest/v1/rpc/register_email_subscriber`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, session_id: randomUUID(), newsletter_opted_in: false }),
  });

/** The site's local stack as `npm start` builds it, on its own data folder. */
async function serveStack(pgliteDir: string) {
  const stack = createLocalStack({ env: {}, seedDir: tmpdir(), pgliteDir });
  const server = await serveEndpoint(stack);
  return {
    origin: server.origin,
    async stop() {
      await server.close();
      await stack.close();
    },
  };
}

describe('the local database behind the rpc endpoint', () => {
  let folder: string;
  let pgliteDir: string;
  const lockFile = () => `${pgliteDir}.lock`;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'rpc-local-database-'));
    // Parent folders that do not exist yet, as .local/ on a fresh clone.
    pgliteDir = join(folder, '.local', 'pglite');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('opens on the first call, keeps the data across a restart and releases its lock', async () => {
    const email = `kept-${randomUUID()}@example.de`;
    const first = await serveStack(pgliteDir);
    expect(existsSync(pgliteDir)).toBe(false);
    expect((await register(first.origin, email)).status).toBe(200);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    await first.stop();
    expect(existsSync(lockFile())).toBe(false);

    const database = createLocalDatabase(pgliteDir);
    try {
      const db = await database.get();
      const kept = await db.query('select email from public.email_subscribers where email = $1', [
        email,
      ]);
      expect(kept.rows).toEqual([{ email }]);
      const migrations = await db.query(
        'select version from supabase_migrations.schema_migrations',
      );
      expect(migrations.rows).toEqual(readMigrations().map(({ version }) => ({ version })));
    } finally {
      await database.close();
    }
  });

  it('lets one holder at a time open the folder; the endpoint answers 503 meanwhile', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const holder = createLocalDatabase(pgliteDir);
    await holder.get();
    const second = await serveStack(pgliteDir);
    try {
      const response = await register(second.origin, `blocked-${randomUUID()}@example.de`);
      expect(response.status).toBe(503);
      // The holder's process id and the lock file go to the log only (requestLimits.test.ts).
      expect(await response.json()).toMatchObject({
        code: 'PGRST000',
        message: 'Could not connect with the database',
        details: null,
      });
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining(`did not open: Process ${process.pid} holds the lock file`),
      );
    } finally {
      logged.mockRestore();
      await second.stop();
      await holder.close();
    }

    // Tried again on the next call once the holder is gone.
    const third = await serveStack(pgliteDir);
    try {
      expect((await register(third.origin, `after-${randomUUID()}@example.de`)).status).toBe(200);
    } finally {
      await third.stop();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(lockFile(), String(ended.pid));
    const database = createLocalDatabase(pgliteDir);
    try {
      await database.get();
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    } finally {
      await database.close();
    }
  });

  it('refuses a lock held by another running process', async () => {
    writeFileSync(lockFile(), String(process.ppid));
    const database = createLocalDatabase(pgliteDir);
    try {
      await expect(database.get()).rejects.toThrow(`Process ${process.ppid} holds the lock file`);
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
    } finally {
      await database.close();
      rmSync(lockFile());
    }
  });

  it('stays closed after close()', async () => {
    const database = createLocalDatabase(pgliteDir);
    await database.close();
    await expect(database.get()).rejects.toThrow('closed');
    expect(existsSync(lockFile())).toBe(false);
  });
});
