import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigratedDatabase } from './subscriberSql.ts';

type Rating = { session_id: string; rating: number; comment: string | null };

/** record_call_rating and its table, the same on every engine. */
export function describeRatingSql(engine: string, open: () => Promise<MigratedDatabase>) {
  describe(`call_ratings on ${engine}`, () => {
    let db: MigratedDatabase;
    beforeAll(async () => {
      db = await open();
    });
    afterAll(() => db?.close());

    /** A session as the consent dialog leaves it: a subscriber with this session id. */
    async function session() {
      const sessionId = randomUUID();
      await db.queryAsAnon(
        'select public.register_email_subscriber(email => $1, session_id => $2, newsletter_opted_in => true)',
        [`rater-${sessionId}@example.de`, sessionId],
      );
      return sessionId;
    }
    const rate = (sessionId: string, rating: unknown, comment?: unknown) =>
      db.queryAsAnon<{ recorded: boolean }>(
        'select public.record_call_rating(session_id => $1, rating => $2, comment => $3) as recorded',
        [sessionId, rating, comment ?? null],
      );
    const ratingsOf = (sessionId: string) =>
      db.query<Rating>(
        'select session_id, rating, comment from public.call_ratings where session_id = $1 order by id',
        [sessionId],
      );

    it('stores a rating with its comment, trimmed, and answers only true', async () => {
      const sessionId = await session();
      await expect(rate(sessionId, 4, '  Klang natürlich.  ')).resolves.toEqual([
        { recorded: true },
      ]);
      await expect(rate(sessionId, 5, '   ')).resolves.toEqual([{ recorded: true }]);
      expect(await ratingsOf(sessionId)).toEqual([
        { session_id: sessionId, rating: 4, comment: 'Klang natürlich.' },
        { session_id: sessionId, rating: 5, comment: null },
      ]);
    });

    it.each([
      ['no stars', 0],
      ['six stars', 6],
      ['no rating', null],
    ])('refuses %s with 22023 and stores nothing', async (_, rating) => {
      const sessionId = await session();
      await expect(rate(sessionId, rating)).rejects.toMatchObject({ code: '22023' });
      expect(await ratingsOf(sessionId)).toEqual([]);
    });

    it('takes a comment of 500 characters and refuses 501', async () => {
      const sessionId = await session();
      await expect(rate(sessionId, 3, 'x'.repeat(500))).resolves.toEqual([{ recorded: true }]);
      await expect(rate(sessionId, 3, 'x'.repeat(501))).rejects.toMatchObject({ code: '22023' });
      expect(await ratingsOf(sessionId)).toHaveLength(1);
    });

    it('refuses a session no subscriber holds', async () => {
      const stranger = randomUUID();
      await expect(rate(stranger, 5)).rejects.toMatchObject({ code: '22023' });
      expect(await ratingsOf(stranger)).toEqual([]);
    });

    it('takes ten ratings of a session within an hour and refuses the eleventh with PT429 (HTTP 429)', async () => {
      const sessionId = await session();
      for (let rating = 0; rating < 10; rating += 1) await rate(sessionId, 1 + (rating % 5));
      await expect(rate(sessionId, 5)).rejects.toMatchObject({ code: 'PT429' });
      expect(await ratingsOf(sessionId)).toHaveLength(10);
    });

    it('stores exactly ten of thirty parallel ratings of one session', async () => {
      const sessionId = await session();
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, () => rate(sessionId, 4)),
      );
      expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(10);
      expect(await ratingsOf(sessionId)).toHaveLength(10);
    });

    it('lets anon rate, but never read, change or delete a rating', async () => {
      const sessionId = await session();
      await rate(sessionId, 2);
      for (const sql of [
        'select * from public.call_ratings',
        'update public.call_ratings set rating = 5',
        'delete from public.call_ratings',
        'insert into public.call_ratings (session_id, rating) values (gen_random_uuid(), 5)',
      ]) {
        await expect(db.queryAsAnon(sql), sql).rejects.toMatchObject({ code: '42501' });
      }
      expect(await ratingsOf(sessionId)).toMatchObject([{ rating: 2 }]);
    });
  });
}
