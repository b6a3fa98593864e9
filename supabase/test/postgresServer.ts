import { execFile as execFileCallback, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCallback);

/** Debian's PostgreSQL server binaries, newest version first; PG_BIN_DIR overrides. */
function serverBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) {
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql: apt-get install postgresql',
    );
  }
  return join(root, version, 'bin');
}

export type PostgresServer = {
  /** Connection settings for pg: the server listens on a Unix socket in its folder only. */
  connection: { host: string; port: number; user: string; database: string };
  stop(): Promise<void>;
};

/**
 * Starts a throwaway PostgreSQL cluster in a temporary folder: no TCP port, trust
 * authentication, no fsync. initdb refuses to run as root, so as root the cluster runs as the
 * `postgres` user that Debian's package creates.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = serverBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'subscribers-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })),
    );
    chownSync(dir, uid ?? 0, gid ?? 0);
  }
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFile('runuser', ['-u', 'postgres', '--', join(bin, program), ...args])
      : execFile(join(bin, program), args);

  const dataDir = join(dir, 'data');
  await run('initdb', [
    ...['-D', dataDir, '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--auth=trust'],
    ...['--no-sync', '--no-instructions'],
  ]);
  await run('pg_ctl', [
    ...['-D', dataDir, '-l', join(dir, 'server.log'), '-w', 'start'],
    ...['-o', `-k ${dir} -c listen_addresses= -F`],
  ]);

  return {
    connection: { host: dir, port: 5432, user: 'postgres', database: 'postgres' },
    async stop() {
      await run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
