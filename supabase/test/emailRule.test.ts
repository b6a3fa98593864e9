// The database refuses exactly what the consent dialog's rule does not hand over unchanged
// (supabase/migrations/20261125000000_email_address_rule.sql): compared here with validateEmail()
// from machines/src/emailValidation.ts on PGlite, over generated strings and addresses.
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPOSABLE_DOMAINS } from '../../machines/src/disposableDomains.ts';
import { normalizeEmail, validateEmail } from '../../machines/src/emailValidation.ts';
import { migrate, migrationsDir, readMigrations } from '../local/migrate.ts';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await migrate(db);
});
afterAll(() => db?.close());

/** Runs one statement as anon in a transaction of its own, as the rpc endpoint does. */
const asAnon = <Row>(sql: string, params: unknown[]) =>
  db.transaction(async (tx) => {
    await tx.query('set local role anon');
    return (await tx.query<Row>(sql, params)).rows;
  });
const register = (email: string) =>
  asAnon<{ email: string }>(
    'select * from public.register_email_subscriber(email => $1, session_id => $2, newsletter_opted_in => $3)',
    [email, randomUUID(), false],
  );
const recordSession = (email: string) =>
  asAnon('select public.record_returning_session(email => $1, session_id => $2)', [
    email,
    randomUUID(),
  ]);

/** The database's verdict on many strings at once: null when valid, else the problem. */
async function problemsOf(emails: string[]): Promise<(string | null)[]> {
  const { rows } = await db.query<{ problem: string | null }>(
    `select private.email_address_problem(email) as problem
     from unnest($1::text[]) with ordinality as given(email, position) order by position`,
    [emails],
  );
  return rows.map(({ problem }) => problem);
}

// ---- generated input: valid addresses, their near misses, and anything at all ----

const localCharacter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789!#$%&*+/=?^_{|}~-');
const atom = fc.string({ unit: localCharacter, minLength: 1, maxLength: 12 });
const localPart = fc.array(atom, { minLength: 1, maxLength: 4 }).map((atoms) => atoms.join('.'));
// Letters of several scripts, a combining mark, digits and a hyphen, to build domain labels.
const domainCharacter = fc.constantFrom(
  ...'abcxyz0189-',
  'ü',
  'é',
  'ß',
  'ж',
  'ω',
  'ς',
  '日',
  'ㄱ',
  '\u0301',
  '\u{10348}',
);
const label = fc
  .string({ unit: domainCharacter, minLength: 1, maxLength: 10 })
  .map((text) => text.replace(/^(?:-|\u0301)+|-+$/g, '') || 'a');
const topLevel = fc.constantFrom('de', 'com', 'org', 'xn--p1ai', 'рф', 'ch', 'io');
const domain = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), topLevel)
      .map(([labels, top]) => [...labels, top].join('.')),
  },
  fc.constantFrom(...DISPOSABLE_DOMAINS),
  fc
    .tuple(label, fc.constantFrom(...DISPOSABLE_DOMAINS))
    .map(([sub, listed]) => `${sub}.${listed}`),
);
const address = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);

const anyCharacter = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom(' ', '\t', '\n', '\u0000', '\u0001', '\u007f', '\u200b', '\u202e', '@', '.'),
  fc.constantFrom('<', '>', '"', "'", '`', ';', '(', ')', 'A', 'Ü', 'İ', 'Σ', 'K', '\u0301'),
);
type Mutation = (text: string) => fc.Arbitrary<string>;
const at = (text: string) => fc.nat({ max: text.length });
const mutations: Mutation[] = [
  (text) => fc.tuple(at(text), anyCharacter).map(([i, c]) => text.slice(0, i) + c + text.slice(i)),
  (text) => at(text).map((i) => text.slice(0, i) + text.slice(i + 1)),
  (text) =>
    at(text).map((i) => text.slice(0, i) + text.slice(i, i + 1).toUpperCase() + text.slice(i + 1)),
  (text) => fc.constant(` ${text} `),
  (text) => fc.constant(text.normalize('NFD')),
  (text) => fc.nat({ max: 80 }).map((n) => 'x'.repeat(n) + text),
  (text) => fc.nat({ max: 80 }).map((n) => text.replace('@', `${'y'.repeat(n)}@`)),
  (text) => fc.nat({ max: 250 }).map((n) => `${text.split('@')[0]}@${'z'.repeat(n)}.de`),
  (text) => fc.constant(text.replace('@', '@@')),
  (text) => fc.constant(text.replace(/\.[^.]*$/, '')),
];
const mutated = fc
  .tuple(address, fc.array(fc.nat({ max: mutations.length - 1 }), { minLength: 1, maxLength: 3 }))
  .chain(([text, picks]) =>
    picks.reduce<fc.Arbitrary<string>>(
      (arbitrary, pick) => arbitrary.chain((current) => (mutations[pick] as Mutation)(current)),
      fc.constant(text),
    ),
  );
// UTF-8 on the wire cannot carry a lone surrogate (half of a UTF-16 pair): a client sends U+FFFD
// in its place, so the strings are made well-formed as they would arrive.
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\ufffd');
const anyInput = fc
  .oneof(
    { weight: 3, arbitrary: address },
    { weight: 3, arbitrary: mutated },
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.string({ maxLength: 300 }),
  )
  .map(wellFormed);

/** What the machine would store for a string, or null when it refuses it. */
const machineStores = (raw: string) => {
  const result = validateEmail(raw);
  return result.ok ? result.email : null;
};

describe('one e-mail rule in the consent dialog and in the database', () => {
  it('keeps the disposable list in SQL equal to machines/src/disposableDomains.ts', async () => {
    const { rows } = await db.query<{ domains: string[] }>(
      'select private.disposable_email_domains() as domains',
    );
    expect(rows[0]?.domains).toEqual([...DISPOSABLE_DOMAINS]);
  });

  it('allows in domains exactly the letters, marks and digits JavaScript sees, on every code point', async () => {
    // The migration writes \p{L}, \p{M} and \p{N} out as ranges, without the characters
    // toLowerCase() changes; this fails once a Node.js with a newer Unicode sees them otherwise.
    const { rows } = await db.query<{ source: string }>(
      "select prosrc as source from pg_proc where oid = 'private.email_address_problem(text)'::regprocedure",
    );
    const source = rows[0]?.source ?? '';
    for (const [name, category] of [
      ['letter', /^\p{L}$/u],
      ['mark', /^\p{M}$/u],
      ['digit', /^\p{N}$/u],
    ] as const) {
      const ranges = new RegExp(`${name} constant text := '([^']*)'`).exec(source)?.[1];
      expect(ranges, name).toBeDefined();
      const { rows: matched } = await db.query<{ code_points: number[] }>(
        `select coalesce(array_agg(code_point order by code_point), '{}') as code_points
         from generate_series(1, 1114111) as code_point
         where code_point not between 55296 and 57343 and chr(code_point) ~ ('^[' || $1 || ']$')`,
        [ranges],
      );
      const expected: number[] = [];
      for (let codePoint = 1; codePoint <= 0x10ffff; codePoint += 1) {
        if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
        const character = String.fromCodePoint(codePoint);
        if (category.test(character) && character.toLowerCase() === character) {
          expected.push(codePoint);
        }
      }
      expect(matched[0]?.code_points, name).toEqual(expected);
    }
  });

  it('accepts a string exactly when validateEmail() would hand it over unchanged, for the same reason', async () => {
    await fc.assert(
      fc.asyncProperty(
        // PostgreSQL text cannot hold a null byte; the rpc test below covers those.
        fc
          .array(anyInput, { minLength: 1, maxLength: 50 })
          .map((all) => all.filter((text) => !text.includes('\u0000'))),
        async (emails) => {
          const problems = await problemsOf(emails);
          emails.forEach((email, index) => {
            const result = validateEmail(email);
            const problem = problems[index];
            expect(problem === null, JSON.stringify(email)).toBe(
              result.ok && result.email === email,
            );
            // On a string the machine's cleaning leaves alone both name the same problem.
            if (normalizeEmail(email) === email) {
              expect(problem, JSON.stringify(email)).toBe(result.ok ? null : result.error);
            }
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an upper-case letter with a combining mark is stored composed', async () => {
    // "W\u030A" has no composed form, its lower case "w\u030A" has: the machine composes last.
    const stored = machineStores('Anna@W\u030Aa.de');
    expect(stored).toBe('anna@\u1E98a.de');
    expect((await register(stored!))[0]?.email).toBe(stored);
  });

  it('stores what the machine accepts unchanged, and refuses raw what the machine refuses', async () => {
    await fc.assert(
      fc.asyncProperty(anyInput, async (raw) => {
        const stored = machineStores(raw);
        if (stored !== null) {
          expect((await register(stored))[0]?.email).toBe(stored);
        } else {
          await expect(register(raw), JSON.stringify(raw)).rejects.toMatchObject({
            code: expect.stringMatching(/^22/),
          });
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('regressions: what a client that skips the dialog could store', () => {
  it('an address with a disposable domain sent raw to the RPC is refused', async () => {
    for (const email of ['visitor@mailinator.com', 'visitor@inbox.yopmail.com']) {
      await expect(register(email)).rejects.toMatchObject({
        code: '22023',
        message: 'email domain is disposable',
      });
      await expect(recordSession(email)).rejects.toMatchObject({ code: '22023' });
    }
    expect((await register('visitor@notyopmail.com'))[0]?.email).toBe('visitor@notyopmail.com');
  });

  it('a local part over 64 characters is refused by the database', async () => {
    const longest = `${'a'.repeat(64)}@example.de`;
    expect((await register(longest))[0]?.email).toBe(longest);
    await expect(register(`a${longest}`)).rejects.toMatchObject({
      code: '22023',
      message: 'email is not an e-mail address',
    });
  });

  it('a domain label over 63 characters is refused by the database', async () => {
    const longest = `a@${'b'.repeat(63)}.de`;
    expect((await register(longest))[0]?.email).toBe(longest);
    await expect(register(`a@${'b'.repeat(64)}.de`)).rejects.toMatchObject({ code: '22023' });
  });

  it('control characters are refused by the database', async () => {
    for (const email of [
      'a\u0001b@example.de',
      'ab@exa\u007fmple.de',
      'a\tb@example.de',
      'a@example.de\n',
    ]) {
      await expect(register(email), JSON.stringify(email)).rejects.toMatchObject({
        code: '22023',
        message: 'email is not an e-mail address',
      });
      await expect(recordSession(email)).rejects.toMatchObject({ code: '22023' });
    }
    // A null byte never reaches the function: PostgreSQL refuses it as text.
    await expect(register('a\u0000b@example.de')).rejects.toMatchObject({
      code: expect.stringMatching(/^22/),
    });
  });

  it('an address the dialog would still normalise is refused, not normalised, by the database', async () => {
    for (const email of [
      'Visitor@example.de',
      ' visitor@example.de',
      'visitor@Müller.de',
      'visitor@mu\u0308ller.de',
    ]) {
      await expect(register(email), JSON.stringify(email)).rejects.toMatchObject({
        code: '22023',
      });
    }
    expect((await register('visitor@müller.de'))[0]?.email).toBe('visitor@müller.de');
  });

  it('the constraint holds for the owner too, who bypasses the functions', async () => {
    await expect(
      db.query(
        `insert into public.email_subscribers (email, session_id, newsletter_opted_in)
         values ('owner@mailinator.com', gen_random_uuid(), false)`,
      ),
    ).rejects.toMatchObject({ code: '23514', constraint: 'email_subscribers_email_valid' });
  });
});

describe('the migration on a database holding rows from before the rule', () => {
  it('deletes the rows that break the rule and keeps the others', async () => {
    const [first] = readMigrations();
    const onlyFirst = mkdtempSync(join(tmpdir(), 'first-migration-'));
    const old = await PGlite.create();
    try {
      copyFileSync(
        join(migrationsDir, `${first?.version}_${first?.name}.sql`),
        join(onlyFirst, `${first?.version}_${first?.name}.sql`),
      );
      await migrate(old, onlyFirst);
      const emails = [
        'kept@example.de',
        'gone@mailinator.com',
        `${'a'.repeat(65)}@example.de`,
        'x@y',
      ];
      for (const email of emails) {
        await old.query(
          'insert into public.email_subscribers (email, session_id, newsletter_opted_in) values ($1, gen_random_uuid(), false)',
          [email],
        );
      }
      // The rule's migration and every one after it.
      expect(await migrate(old)).toEqual(
        readMigrations()
          .slice(1)
          .map(({ version }) => version),
      );
      const { rows } = await old.query('select email from public.email_subscribers');
      expect(rows).toEqual([{ email: 'kept@example.de' }]);
    } finally {
      await old.close();
      rmSync(onlyFirst, { recursive: true, force: true });
    }
  });
});
