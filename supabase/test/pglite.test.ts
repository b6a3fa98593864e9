import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../local/migrate.ts';
import { describeRatingSql } from './ratingSql.ts';
import { describeSubscriberSql, type MigratedDatabase } from './subscriberSql.ts';

async function open(): Promise<MigratedDatabase> {
  const db = await PGlite.create();
  return {
    applied: await migrate(db),
    migrateAgain: () => migrate(db),
    query: async (sql, params) => (await db.query<never>(sql, params)).rows,
    queryAsAnon: (sql, params) =>
      db.transaction(async (tx) => {
        await tx.query('set local role anon');
        return (await tx.query<never>(sql, params)).rows;
      }),
    close: () => db.close(),
  };
}

describeSubscriberSql('PGlite', open);
describeRatingSql('PGlite', open);
