import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A migrated database under test. */
export type MigratedDatabase = {
  /** Versions the first migration run applied. */
  applied: string[];
  /** Runs the migrations again, returning the versions applied this time. */
  migrateAgain(): Promise<string[]>;
  /** One statement as the owner of the schema. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** One statement as role anon in a transaction of its own, as the API runs it. */
  queryAsAnon<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

type Subscriber = {
  email: string;
  session_id: string;
  newsletter_opted_in: boolean;
  consent_given_at: Date | null;
  consent_version: string;
  created_at: Date;
  last_session: Date;
  session_count: number;
};

function single<Row>(rows: Row[]): Row {
  expect(rows).toHaveLength(1);
  return rows[0] as Row;
}

const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.de`;

/** The migration and both functions, the same on every engine. */
export function describeSubscriberSql(engine: string, open: () => Promise<MigratedDatabase>) {
  describe(`email_subscribers on ${engine}`, () => {
    let db: MigratedDatabase;
    beforeAll(async () => {
      db = await open();
    });
    afterAll(() => db?.close());

    const register = async (email: string, sessionId: string, newsletterOptedIn: boolean) =>
      single(
        await db.queryAsAnon<Subscriber>(
          'select * from public.register_email_subscriber(email => $1, session_id => $2, newsletter_opted_in => $3)',
          [email, sessionId, newsletterOptedIn],
        ),
      );
    const recordSession = async (email: string, sessionId: string) =>
      single(
        await db.queryAsAnon<{ recorded: boolean }>(
          'select public.record_returning_session(email => $1, session_id => $2) as recorded',
          [email, sessionId],
        ),
      ).recorded;
    const rowsOf = (email: string) =>
      db.query<Subscriber>(
        'select * from public.email_subscribers where email = $1 order by created_at',
        [email],
      );

    describe('the migration', () => {
      it('is applied once and recorded', async () => {
        expect(db.applied).toEqual([
          '20261121000000',
          '20261125000000',
          '20261126000000',
          '20261128000000',
          '20261128010000',
        ]);
        expect(await db.migrateAgain()).toEqual([]);
        expect(
          await db.query(
            'select version, name from supabase_migrations.schema_migrations order by version',
          ),
        ).toEqual([
          { version: '20261121000000', name: 'email_subscribers' },
          { version: '20261125000000', name: 'email_address_rule' },
          { version: '20261126000000', name: 'call_ratings' },
          { version: '20261128000000', name: 'newsletter_opted_in_means_demo_consent' },
          { version: '20261128010000', name: 'rating_limit_answers_429' },
        ]);
      });

      // The column keeps the specification's name; what it records is the consent dialog's
      // checkbox, to store the address for the demo call (web/e2e/consent-record.spec.ts).
      it('says that newsletter_opted_in is the consent to store the address for the demo call, never a newsletter', async () => {
        const [column] = await db.query<{ comment: string | null }>(
          `select col_description('public.email_subscribers'::regclass, attnum) as comment
           from pg_attribute
           where attrelid = 'public.email_subscribers'::regclass and attname = 'newsletter_opted_in'`,
        );
        expect(column?.comment).toMatch(/store this e-mail address to provide the demo call/);
        expect(column?.comment).toMatch(/recognise the visitor when they come back/);
        expect(column?.comment).toMatch(/Never a newsletter consent/);
        const [register] = await db.query<{ comment: string | null }>(
          `select obj_description(
             'public.register_email_subscriber(text, uuid, boolean)'::regprocedure, 'pg_proc'
           ) as comment`,
        );
        expect(register?.comment).toMatch(/never to a newsletter/);
      });

      it('creates the table with the fields the site stores', async () => {
        const columns = await db.query(
          `select column_name, data_type, is_nullable from information_schema.columns
           where table_schema = 'public' and table_name = 'email_subscribers'
           order by ordinal_position`,
        );
        expect(columns).toEqual(
          [
            ['email', 'text', 'NO'],
            ['session_id', 'uuid', 'NO'],
            ['newsletter_opted_in', 'boolean', 'NO'],
            ['consent_given_at', 'timestamp with time zone', 'YES'],
            ['consent_version', 'text', 'NO'],
            ['created_at', 'timestamp with time zone', 'NO'],
            ['last_session', 'timestamp with time zone', 'NO'],
            ['session_count', 'integer', 'NO'],
          ].map(([column_name, data_type, is_nullable]) => ({
            column_name,
            data_type,
            is_nullable,
          })),
        );
        const [table] = await db.query(
          "select relrowsecurity from pg_class where oid = 'public.email_subscribers'::regclass",
        );
        expect(table).toEqual({ relrowsecurity: true });
      });

      it('makes every function security definer with an empty search_path, executable by anon only', async () => {
        const functions = await db.query<{
          proname: string;
          prosecdef: boolean;
          proconfig: string[];
          acl: string[];
        }>(
          `select proname, prosecdef, proconfig, proacl::text[] as acl from pg_proc
           where pronamespace = 'public'::regnamespace order by proname`,
        );
        expect(functions.map(({ proname }) => proname)).toEqual([
          'record_call_rating',
          'record_returning_session',
          'register_email_subscriber',
        ]);
        for (const { prosecdef, proconfig, acl } of functions) {
          expect(prosecdef).toBe(true);
          expect(proconfig).toEqual(['search_path=""']);
          const grantees = acl.map((entry) => entry.split('=')[0]);
          // No empty grantee (PUBLIC) and no authenticated; the owner and service_role (the
          // secret admin key, which passes every grant anyway) keep theirs.
          expect(grantees.sort()).toEqual(['anon', 'postgres', 'service_role']);
          expect(acl.find((entry) => entry.startsWith('anon='))).toMatch(/^anon=X\//);
        }
      });

      it('gives anon and authenticated no way to the rule helpers in the schema private', async () => {
        const helpers = await db.query<{ name: string; anon: boolean; authenticated: boolean }>(
          `select p.oid::regprocedure::text as name,
                  has_function_privilege('anon', p.oid, 'execute') as anon,
                  has_function_privilege('authenticated', p.oid, 'execute') as authenticated
           from pg_proc p where p.pronamespace = 'private'::regnamespace order by 1`,
        );
        expect(helpers).toEqual(
          [
            'private.disposable_email_domains()',
            'private.email_address_problem(text)',
            'private.refuse_invalid_email(text)',
          ].map((name) => ({ name, anon: false, authenticated: false })),
        );
        const [usage] = await db.query(
          `select has_schema_privilege('anon', 'private', 'usage') as anon,
                  has_schema_privilege('authenticated', 'private', 'usage') as authenticated`,
        );
        expect(usage).toEqual({ anon: false, authenticated: false });
      });

      it('takes back the rights that Supabase grants anon on every new table by default', async () => {
        await db.query('create table public.default_grants_probe (x int)');
        try {
          const [rights] = await db.query(
            `select has_table_privilege('anon', 'public.default_grants_probe', 'select') as probe,
                    has_table_privilege('anon', 'public.email_subscribers', 'select, insert, update, delete, truncate, references, trigger') as subscribers,
                    has_table_privilege('authenticated', 'public.email_subscribers', 'select, insert, update, delete') as authenticated`,
          );
          expect(rights).toEqual({ probe: true, subscribers: false, authenticated: false });
        } finally {
          await db.query('drop table public.default_grants_probe');
        }
      });
    });

    describe('anon on the table itself', () => {
      it.each([
        ['select', 'select * from public.email_subscribers'],
        ['select one column', 'select count(email) from public.email_subscribers'],
        [
          'insert',
          `insert into public.email_subscribers (email, session_id, newsletter_opted_in)
           values ('direct@example.de', gen_random_uuid(), false)`,
        ],
        ['update', 'update public.email_subscribers set session_count = 99'],
        ['delete', 'delete from public.email_subscribers'],
        ['truncate', 'truncate public.email_subscribers'],
      ])('may not %s', async (_action, sql) => {
        const email = uniqueEmail('guarded');
        await register(email, randomUUID(), true);
        await expect(db.queryAsAnon(sql)).rejects.toMatchObject({ code: '42501' });
        expect(await rowsOf(email)).toMatchObject([{ session_count: 1 }]);
      });
    });

    describe('register_email_subscriber', () => {
      it('stores the e-mail as given, with consent, and returns the new row', async () => {
        const email = uniqueEmail('visitor');
        const sessionId = randomUUID();
        const { now } = single(await db.query<{ now: Date }>('select now()'));

        const row = await register(email, sessionId, true);

        expect(row).toEqual({
          email,
          session_id: sessionId,
          newsletter_opted_in: true,
          consent_given_at: expect.any(Date),
          consent_version: '1.0',
          created_at: expect.any(Date),
          last_session: expect.any(Date),
          session_count: 1,
        });
        expect(row.created_at.getTime()).toBeGreaterThanOrEqual(now.getTime());
        expect(row.consent_given_at).toEqual(row.created_at);
        expect(await rowsOf(email)).toEqual([row]);
      });

      it('accepts letters of any script in the domain, as the consent dialog does', async () => {
        for (const email of [
          `${randomUUID()}@müller-bäckerei.de`,
          `${randomUUID()}@пример.рф`,
          `${randomUUID()}@例え.jp`,
          `${randomUUID()}@a\u{10348}.de`,
        ]) {
          expect((await register(email, randomUUID(), false)).email).toBe(email);
        }
        for (const email of ['a@MÜLLER.de', 'a@mu\u0308ller.de', 'a@inbox.mailinator.com']) {
          await expect(register(email, randomUUID(), false)).rejects.toMatchObject({
            code: '22023',
          });
        }
      });

      it('refuses an address the consent dialog would still normalise instead of normalising it', async () => {
        const email = uniqueEmail('Visitor');
        for (const given of [email, `  ${email.toLowerCase()} `]) {
          await expect(register(given, randomUUID(), true)).rejects.toMatchObject({
            code: '22023',
            message: 'email is not an e-mail address',
          });
        }
        expect(await rowsOf(email.toLowerCase())).toEqual([]);
      });

      it('leaves consent_given_at null without the opt-in', async () => {
        const row = await register(uniqueEmail('no-opt-in'), randomUUID(), false);
        expect(row).toMatchObject({ newsletter_opted_in: false, consent_given_at: null });
        expect(row.consent_version).toBe('1.0');
      });

      it('answers a known e-mail exactly as a new one: with a row of its own', async () => {
        const known = uniqueEmail('known');
        const firstSession = randomUUID();
        await register(known, firstSession, true);
        await recordSession(known, firstSession);

        const againSession = randomUUID();
        const again = await register(known, againSession, true);
        const fresh = await register(uniqueEmail('fresh'), randomUUID(), true);

        // Apart from the caller's own e-mail, session id and the time, nothing differs.
        const withoutOwnValues = (row: Subscriber) => ({
          fields: Object.keys(row),
          newsletter_opted_in: row.newsletter_opted_in,
          consent_version: row.consent_version,
          session_count: row.session_count,
        });
        expect(again.session_id).toBe(againSession);
        expect(withoutOwnValues(again)).toEqual(withoutOwnValues(fresh));
        expect(await rowsOf(known)).toMatchObject([
          { session_id: firstSession, session_count: 2 },
          { session_id: againSession, session_count: 1 },
        ]);
      });

      it('updates the same row when the same e-mail and session register again', async () => {
        const email = uniqueEmail('retry');
        const sessionId = randomUUID();
        const first = await register(email, sessionId, true);
        expect(await register(email, sessionId, true)).toEqual(first);

        const withdrawn = await register(email, sessionId, false);
        expect(withdrawn).toMatchObject({ newsletter_opted_in: false, consent_given_at: null });
        expect(await rowsOf(email)).toHaveLength(1);
      });

      it('accepts 254 characters and refuses more with a clear error', async () => {
        // The longest address the consent dialog accepts: a local part of 64 characters and
        // domain labels of at most 63.
        const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.de`;
        expect(longest).toHaveLength(254);
        expect((await register(longest, randomUUID(), false)).email).toBe(longest);
        await expect(register(`a${longest}`, randomUUID(), false)).rejects.toMatchObject({
          code: '22023',
          message: 'email is too long',
          detail: 'An e-mail address has at most 254 characters.',
        });
      });

      it.each([
        ['an empty e-mail', '', randomUUID(), true, 'email is required'],
        ['blanks only', '  ', randomUUID(), true, 'email is not an e-mail address'],
        ['a missing e-mail', null, randomUUID(), true, 'email is required'],
        [
          'a text without @',
          'nobody.example.de',
          randomUUID(),
          true,
          'email is not an e-mail address',
        ],
        ['two @', 'a@b@example.de', randomUUID(), true, 'email is not an e-mail address'],
        ['a missing session id', 'a@example.de', null, true, 'session_id is required'],
        ['a missing opt-in', 'a@example.de', randomUUID(), null, 'newsletter_opted_in is required'],
      ])('refuses %s', async (_case, email, sessionId, optedIn, message) => {
        await expect(
          db.queryAsAnon(
            'select public.register_email_subscriber(email => $1, session_id => $2, newsletter_opted_in => $3)',
            [email, sessionId, optedIn],
          ),
        ).rejects.toMatchObject({ code: '22023', message });
      });

      it('loses none of 200 concurrent registrations, and keeps one row for one e-mail and session', async () => {
        const batch = randomUUID();
        const sameEmail = uniqueEmail('same');
        const sameSession = randomUUID();
        await Promise.all([
          ...Array.from({ length: 200 }, (_, index) =>
            register(`concurrent-${index}-${batch}@example.de`, randomUUID(), index % 2 === 0),
          ),
          ...Array.from({ length: 20 }, () => register(sameEmail, sameSession, true)),
        ]);
        const [counts] = await db.query<{ stored: number; opted_in: number }>(
          `select count(*)::int as stored, count(consent_given_at)::int as opted_in
           from public.email_subscribers where email like $1`,
          [`concurrent-%-${batch}@example.de`],
        );
        expect(counts).toEqual({ stored: 200, opted_in: 100 });
        expect(await rowsOf(sameEmail)).toHaveLength(1);
      });
    });

    describe('record_returning_session', () => {
      it('counts a later call start on the row of that e-mail and session', async () => {
        const email = uniqueEmail('returning');
        const sessionId = randomUUID();
        const registered = await register(email, sessionId, true);

        expect(await recordSession(email, sessionId)).toBe(true);
        expect(await recordSession(email, sessionId)).toBe(true);
        await expect(recordSession(email.toUpperCase(), sessionId)).rejects.toMatchObject({
          code: '22023',
        });

        // Compared in SQL: a JavaScript Date drops the microseconds.
        const row = single(
          await db.query(
            `select session_count, last_session > created_at as later, created_at
             from public.email_subscribers where email = $1`,
            [email],
          ),
        );
        expect(row).toEqual({ session_count: 3, later: true, created_at: registered.created_at });
      });

      it('changes nothing and says nothing without the matching session id', async () => {
        const victim = uniqueEmail('victim');
        const victimSession = randomUUID();
        await register(victim, victimSession, true);
        const otherSession = (await register(uniqueEmail('other'), randomUUID(), true)).session_id;

        expect(await recordSession(victim, randomUUID())).toBe(false);
        expect(await recordSession(victim, otherSession)).toBe(false);
        expect(await recordSession(uniqueEmail('never-registered'), randomUUID())).toBe(false);
        expect(await recordSession(uniqueEmail('never-registered'), victimSession)).toBe(false);
        expect(await rowsOf(victim)).toMatchObject([{ session_count: 1 }]);
      });

      it('refuses an e-mail over 254 characters like registering does', async () => {
        await expect(
          recordSession(`${'a'.repeat(250)}@example.de`, randomUUID()),
        ).rejects.toMatchObject({ code: '22023', message: 'email is too long' });
      });
    });
  });
}
