import pg from 'pg';
import { migrate } from '../local/migrate.ts';
import { startPostgres } from './postgresServer.ts';
import { describeRatingSql } from './ratingSql.ts';
import { describeSubscriberSql, type MigratedDatabase } from './subscriberSql.ts';

async function open(): Promise<MigratedDatabase> {
  const server = await startPostgres();
  // Several connections, so that concurrent calls really run side by side.
  const pool = new pg.Pool({ ...server.connection, max: 10 });
  const migrateOnOneConnection = async () => {
    const client = await pool.connect();
    try {
      return await migrate({
        exec: (sql) => client.query(sql),
        query: async <Row>(sql: string, params?: unknown[]) => ({
          rows: (await client.query(sql, params)).rows as Row[],
        }),
      });
    } finally {
      client.release();
    }
  };

  return {
    applied: await migrateOnOneConnection(),
    migrateAgain: migrateOnOneConnection,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async queryAsAnon(sql, params) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('set local role anon');
        const { rows } = await client.query(sql, params);
        await client.query('commit');
        return rows;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      await server.stop();
    },
  };
}

describeSubscriberSql('PostgreSQL', open);
describeRatingSql('PostgreSQL', open);
