import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLiveSite, type LiveStatus } from '../server/live/liveSite';
import { signWebhookBody } from '../server/live/webhookSignature';
import type { PageWeightReport } from '../src/content/pageWeight';
import { listen } from './listen';

const secret = 'the-webhook-secret';
const studioOrigin = 'http://localhost:3333';
const at = 1_800_000_000_000;

let outDir: string;
let site: { origin: string; close: () => Promise<void> };

/** The live endpoints alone, in a build folder without a build: every render fails. */
async function serve(env: Record<string, string> = { SANITY_WEBHOOK_SECRET: secret }) {
  const live = createLiveSite({
    env,
    clientDir: join(outDir, 'client'),
    contentOrigin: () => 'http://127.0.0.1:9',
    studioOrigin,
    limits: { maxWebhookBytes: 1024, webhooksPerMinute: 4, statusPerMinute: 3 },
    now: () => at,
  });
  site = await listen((req, res) => {
    const url = new URL(req.url!, 'http://site.invalid');
    void live.handle(req, res, url).then((handled) => handled || res.writeHead(404).end());
  });
  return live;
}

const deliver = (body: string, signature: string, key?: string) =>
  fetch(`${site.origin}/api/sanity-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': signature,
      ...(key && { 'idempotency-key': key }),
    },
    body,
  });
const signed = (body: string, timestamp = at) =>
  `t=${timestamp},v1=${signWebhookBody(secret, timestamp, body)}`;

beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'live-endpoints-'));
});
afterEach(async () => {
  await site.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('the webhook endpoint', () => {
  it('does not exist without SANITY_WEBHOOK_SECRET', async () => {
    await serve({});
    expect((await deliver('{}', signed('{}'))).status).toBe(404);
  });

  it('takes a signed delivery once, and refuses an unsigned, a forged and a replayed one', async () => {
    const live = await serve();
    const body = '{"_id":"landingPage-1"}';
    expect((await deliver(body, 't=1,v1=forged')).status).toBe(401);
    expect((await deliver(body, '')).status).toBe(401);
    expect((await deliver(body, signed(body), 'delivery-1')).status).toBe(202);
    expect((await deliver(body, signed(body), 'delivery-2')).status).toBe(401);
    // The render it started fails (no build here): the site keeps its pages and says why.
    await live.republish();
    expect(live.status('landingPage-1').error).toMatch(/entry-server/);
  });

  it('refuses a delivery older than five minutes', async () => {
    await serve();
    expect((await deliver('{}', signed('{}', at - 5 * 60_000 - 1))).status).toBe(401);
  });

  it('refuses a body past its limit with 413', async () => {
    await serve();
    const body = JSON.stringify({ _id: 'x'.repeat(2000) });
    expect((await deliver(body, signed(body))).status).toBe(413);
  });

  it('refuses deliveries past the per-minute limit with 429', async () => {
    await serve();
    for (let index = 0; index < 4; index++) await deliver('{}', 'unsigned');
    const past = await deliver('{}', 'unsigned');
    expect(past.status).toBe(429);
    expect(past.headers.get('retry-after')).toBe('60');
  });
});

describe('the live status', () => {
  it("answers the Studio's origin with what the site shows of a document", async () => {
    await serve();
    const answer = await fetch(`${site.origin}/api/live?id=landingPage-1`);
    expect(answer.headers.get('access-control-allow-origin')).toBe(studioOrigin);
    expect((await answer.json()) as LiveStatus).toEqual({
      id: 'landingPage-1',
      rev: null,
      renderedAt: null,
      paths: [],
      failures: [],
      error: null,
      rendering: false,
    });
  });

  it('refuses an id that is none with 400, and anything but GET with 405', async () => {
    await serve();
    expect((await fetch(`${site.origin}/api/live?id=a%20b`)).status).toBe(400);
    expect((await fetch(`${site.origin}/api/live?id=a`, { method: 'POST' })).status).toBe(405);
  });

  it('refuses questions past the per-minute limit with 429', async () => {
    await serve();
    for (let index = 0; index < 3; index++) await fetch(`${site.origin}/api/live?id=a`);
    expect((await fetch(`${site.origin}/api/live?id=a`)).status).toBe(429);
    // The page weights are a question of the same budget.
    expect((await fetch(`${site.origin}/api/page-weight`)).status).toBe(429);
  });
});

describe('the page weights', () => {
  it("answers the Studio's origin with the pages the last render found over their budget", async () => {
    const weight = {
      limit: 'whole',
      bytes: 15_500,
      budget: 13_200,
      documentId: 'landingPage-1',
      sectionKey: 'faq',
      heading: 'Häufige Fragen',
    } as const;
    const page = { file: 'l/a/index.html', snapshots: [], documents: [], head: null };
    const record = {
      renderedAt: '2026-11-29T06:00:00.000Z',
      files: [],
      revisions: {},
      siteHash: '',
      pages: { '/l/a': { ...page, weight }, '/l/b': page },
      queries: {},
      styledPages: {},
      failures: [],
    };
    writeFileSync(join(outDir, 'rendered-files.json'), JSON.stringify(record));
    await serve();
    const answer = await fetch(`${site.origin}/api/page-weight`);
    expect(answer.headers.get('access-control-allow-origin')).toBe(studioOrigin);
    expect((await answer.json()) as PageWeightReport).toEqual({
      renderedAt: record.renderedAt,
      pages: { '/l/a': weight },
    });
    expect((await fetch(`${site.origin}/api/page-weight`, { method: 'POST' })).status).toBe(405);
  });
});
