import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalStack } from '../local-stack/localStack';
import { readSeedAssets } from '../local-stack/seedAssets';
import { seedDir } from '../server/paths';
import { createSiteServer } from '../server/site';
import { SANITY_DEFAULT_API_VERSION, SANITY_DEFAULT_DATASET } from '../src/config/services';
import { LOCAL_EMAILJS_IDS } from '../src/features/contact/localMailbox';
import {
  abortMidBody,
  foldingChain,
  getQuery,
  HOME_SLOWDOWN_LIMIT,
  homeBaseline,
  jsonHeaders,
  nestedArray,
  postQuery,
  queryPath,
  querySearch,
  send,
  whileHostile,
  type Hostile,
} from './hostileTraffic';
import { listen } from './listen';
import { startSiteProcess } from './siteProcess';

// `npm start` as a visitor meets it, the stand-ins of web/local-stack/ in front of the site,
// under generated hostile requests to each of them: while each is under way the home page still
// answers about as quickly as just before it (HOME_SLOWDOWN_LIMIT, ./hostileTraffic.ts says why),
// and no answer is a server error but the documented 503s (too busy, too slow).

/** How a failing case is printed: its start, not 60 KB of brackets. */
const shown = (hostile: Hostile) =>
  Object.assign(hostile, {
    [fc.toStringMethod]: () => {
      const cut = (text: string) =>
        text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;
      return `${hostile.method} ${cut(hostile.path)}${hostile.body === undefined ? '' : ` body ${cut(hostile.body)}`}`;
    },
  });
/** A GROQ query and its parameters, sent as POST or, while short enough for a URL, as GET. */
const groqRequest = fc
  .tuple(
    fc.oneof(
      // groq-js folds constants while it parses: its cost grows with terms times parameter size.
      fc
        .tuple(fc.integer({ min: 50, max: 900 }), fc.integer({ min: 100, max: 8000 }))
        .map(([terms, size]) => foldingChain(terms, size)),
      fc.integer({ min: 100, max: 15_000 }).map((depth) => ({
        query: `${'('.repeat(depth)}1${')'.repeat(depth)}`,
        params: {},
      })),
      fc.integer({ min: 100, max: 10_000 }).map((depth) => ({
        query: `${'['.repeat(depth)}${']'.repeat(depth)}`,
        params: {},
      })),
      fc
        .constantFrom(
          '"a" - 1',
          'lower(1)',
          'upper([1])',
          'string::split(1, 2)',
          'array::join(1, 2)',
          'math::sum("x")',
          'dateTime(1)',
          'count(*[count(*[count(*[count(*)>0])>0])>0])',
          '*[_type match "a*b*c*d*e*f*g*h*i*j*k*"]',
          '*{...}[0..100000]',
          'pt::text(1)',
          '$x',
        )
        .map((query) => ({ query, params: {} })),
      fc.string({ maxLength: 200 }).map((query) => ({ query, params: {} })),
    ),
    fc.boolean(),
  )
  .map(([{ query, params }, asGet]) =>
    asGet && querySearch(query, params).length < 12_000
      ? getQuery(query, params)
      : postQuery(JSON.stringify({ query, params })),
  );

/** A body nested deeper than any JSON parser's comfort, as a query's parameters. */
const deepBody = fc
  .integer({ min: 1_000, max: 30_000 })
  .map((depth) => postQuery(`{"query":"$p","params":{"p":${nestedArray(depth)}}}`));

const seedImage = [...readSeedAssets(seedDir).values()][0]!;
const imagePath = `/images/local/${SANITY_DEFAULT_DATASET}/${seedImage._id.replace(/^image-/, '').replace(/-(\w+)$/, '.$1')}`;

const imageRequest = fc
  .record({
    w: fc.constantFrom('1', '800', '2400', '0', '-1', '99999', '1e3', 'constructor'),
    q: fc.constantFrom(undefined, '0', '1', '100', '101', 'NaN'),
    fit: fc.constantFrom(undefined, 'crop', 'max', 'constructor', '__proto__', 'toString'),
    fm: fc.constantFrom(undefined, 'webp', 'png', 'valueOf'),
    dpr: fc.constantFrom(undefined, '1', '3', '4'),
    auto: fc.constantFrom(undefined, 'format'),
  })
  .map((params): Hostile => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) search.set(name, value);
    return {
      method: 'GET',
      path: `${imagePath}?${search}`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    };
  });

/** Bodies for the mailbox and the rpc endpoint: broken, deep, large, or of the wrong shape. */
const hostileBody = fc.oneof(
  fc.integer({ min: 1_000, max: 30_000 }).map(nestedArray),
  fc
    .integer({ min: 1_000, max: 30_000 })
    .map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.integer({ min: 60_000, max: 200_000 }).map((size) => 'x'.repeat(size)),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    JSON.stringify({
      service_id: LOCAL_EMAILJS_IDS.serviceId,
      template_id: LOCAL_EMAILJS_IDS.templateId,
      user_id: LOCAL_EMAILJS_IDS.publicKey,
      template_params: { message: 'x'.repeat(60_000) },
    }),
    '{"email":"a@b.de","__proto__":{"x":1}}',
    '{"email":{"$ne":null}}',
    JSON.stringify({
      email: `${'a.'.repeat(30_000)}@muster.de`,
      session_id: '00000000-0000-4000-8000-000000000000',
      newsletter_opted_in: true,
    }),
    '\u0000\ud800',
  ),
);

const mailboxRequest = hostileBody.map((body): Hostile => ({
  method: 'POST',
  path: '/api/v1.0/email/send',
  body,
  headers: jsonHeaders,
}));
const rpcRequest = fc
  .tuple(
    fc.constantFrom(
      'register_email_subscriber',
      'record_returning_session',
      'record_call_rating',
      'x',
    ),
    hostileBody,
  )
  .map(([name, body]): Hostile => ({
    method: 'POST',
    path: `/rest/v1/rpc/${name}`,
    body,
    headers: jsonHeaders,
  }));

describe('npm start under hostile requests', () => {
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ origin, close } = await startSiteProcess({ stack: 'npm start' }));
    // Started once, before the clock runs: the GROQ worker and the database are opened on first use.
    await send(origin, { method: 'GET', path: `${queryPath}?query=1` }).answer;
    await send(origin, { method: 'POST', path: '/rest/v1/rpc/x', body: '{}', headers: jsonHeaders })
      .answer;
  });
  afterAll(() => close());

  it('the home page answers about as quickly during each as behind a legitimate query, and nothing answers 500', async () => {
    const baseline = homeBaseline(origin);
    await baseline.measure(10);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(groqRequest, deepBody, imageRequest, mailboxRequest, rpcRequest).map(shown),
        async (hostile) => {
          // The home page is asked right behind the hostile request.
          const baselineMs = await baseline.measure(2);
          const { home, status, text } = await whileHostile(origin, hostile);
          expect(home.status).toBe(200);
          expect(
            home.ms,
            `/ took ${Math.round(home.ms)} ms, ${Math.round(baselineMs)} ms behind the largest query`,
          ).toBeLessThanOrEqual(HOME_SLOWDOWN_LIMIT * baselineMs);
          // A refusal (4xx) or a documented 503 (busy, too slow), never another server error.
          expect(status === 503 || (status >= 200 && status < 500), `${status} ${text}`).toBe(true);
          // No JavaScript error text reaches the client.
          expect(text).not.toMatch(/is not a function|Cannot read propert|Maximum call stack/);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('npm start, a request aborted mid-body', () => {
  let origin: string;
  let close: () => Promise<void>;
  let localStack: ReturnType<typeof createLocalStack>;
  const handled = { started: 0, settled: 0 };

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'hostile-site-'));
    writeFileSync(join(root, 'index.html'), '<h1>Start</h1>');
    writeFileSync(join(root, '404.html'), '<h1>Nicht gefunden</h1>');
    localStack = createLocalStack({
      env: {},
      seedDir,
      pgliteDir: join(mkdtempSync(join(tmpdir(), 'hostile-db-')), 'pglite'),
      mailboxDir: mkdtempSync(join(tmpdir(), 'hostile-mailbox-')),
    });
    // Counted, so that a test can act once the stand-ins have a request, and once they are done.
    const counted: typeof localStack = Object.assign(
      async (...args: Parameters<typeof localStack>) => {
        handled.started += 1;
        return localStack(...args).finally(() => (handled.settled += 1));
      },
      localStack,
    );
    ({ origin, close } = await listen(createSiteServer({ env: {}, root, localStack: counted })));
    // The stand-ins log refusals and aborts; the test reads the log's one line.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await close();
    await localStack.close();
  });

  it('a request aborted mid-body is one line in the log, its path without the query, cut short', async () => {
    const warn = vi.mocked(console.warn);
    // Any dataset name is the GROQ endpoint's, which reads the body before anything else.
    const longPath = `/v${SANITY_DEFAULT_API_VERSION}/data/query/${'x'.repeat(1000)}`;
    for (const path of [`${queryPath}?secret=${'q'.repeat(1000)}`, longPath]) {
      warn.mockClear();
      const { started, settled } = handled;
      await abortMidBody(origin, path, () =>
        vi.waitFor(() => expect(handled.started).toBe(started + 1)),
      );
      // Both the server and the stand-in are done with it.
      await vi.waitFor(() => {
        expect(handled.settled).toBe(settled + 1);
        expect(warn).toHaveBeenCalled();
      });
      expect(warn.mock.calls).toHaveLength(1);
      const line = String(warn.mock.calls[0]?.[0]);
      expect(line).toMatch(/^Request aborted by the client: POST \//);
      expect(line).not.toContain('secret');
      if (path === longPath)
        expect(line).toBe(`Request aborted by the client: POST ${longPath.slice(0, 200)}…`);
    }
  });
});
