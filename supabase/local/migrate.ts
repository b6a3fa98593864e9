import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the migrations need of a connection; PGlite has it, a pg Client with a small adapter. */
export type SqlSession = {
  /** Runs a script of one or more statements without parameters. */
  exec(sql: string): Promise<unknown>;
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
};

export type Migration = { version: string; name: string; sql: string };

export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
const bootstrapFile = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));

// The Supabase CLI's naming: a UTC timestamp, an underscore, a name.
const migrationFile = /^(\d{14})_(\w+)\.sql$/;

/** The migrations of a folder, oldest first. */
export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const match = migrationFile.exec(file);
      if (!match) return [];
      const [, version = '', name = ''] = match;
      return [{ version, name, sql: readFileSync(join(dir, file), 'utf8') }];
    });
}

/**
 * Brings a plain PostgreSQL to what hosted Supabase would have after `supabase db push`: the
 * roles and default grants Supabase provides, then every migration not applied yet, each in its
 * own transaction. Applied versions are kept in supabase_migrations.schema_migrations.
 * Returns the versions it applied.
 */
export async function migrate(session: SqlSession, dir = migrationsDir): Promise<string[]> {
  await session.exec(readFileSync(bootstrapFile, 'utf8'));
  await session.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );
  `);
  const { rows } = await session.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map(({ version }) => version));

  const pending = readMigrations(dir).filter(({ version }) => !applied.has(version));
  for (const { version, name, sql } of pending) {
    await session.exec('begin');
    try {
      await session.exec(sql);
      await session.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, name],
      );
      await session.exec('commit');
    } catch (error) {
      await session.exec('rollback');
      throw new Error(`Migration ${version}_${name} failed`, { cause: error });
    }
  }
  return pending.map(({ version }) => version);
}
