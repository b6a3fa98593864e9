import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRenderRecord, swapSiteFiles } from '../server/live/siteFiles';
import {
  createWebhookCheck,
  MAX_DELIVERY_AGE_MS,
  signWebhookBody,
} from '../server/live/webhookSignature';

const secret = 'the-webhook-secret';
const body = Buffer.from('{"_id":"landingPage-1","_type":"landingPage","_rev":"r2"}');
const at = 1_800_000_000_000;
const header = (timestamp: number, signed = body, key = secret) =>
  `t=${timestamp},v1=${signWebhookBody(key, timestamp, signed)}`;

describe("Sanity's webhook signature", () => {
  it('takes a delivery signed with the secret over "<t>.<body>"', () => {
    const check = createWebhookCheck(secret);
    expect(
      check({ signatureHeader: header(at), idempotencyKey: 'a', body }, at + 1000),
    ).toBeUndefined();
  });

  it('refuses one unsigned, signed with another secret, or whose body was changed', () => {
    const check = createWebhookCheck(secret);
    const changed = Buffer.from(body.toString().replace('r2', 'r3'));
    expect(check({ signatureHeader: undefined, idempotencyKey: undefined, body }, at)).toBe(
      'unsigned',
    );
    expect(check({ signatureHeader: 'v1=abc', idempotencyKey: undefined, body }, at)).toBe(
      'unsigned',
    );
    expect(
      check({ signatureHeader: header(at, body, 'other'), idempotencyKey: undefined, body }, at),
    ).toBe('badSignature');
    expect(
      check({ signatureHeader: header(at), idempotencyKey: undefined, body: changed }, at),
    ).toBe('badSignature');
  });

  it('refuses a delivery older than the window, and one from too far ahead', () => {
    const check = createWebhookCheck(secret);
    const delivery = { signatureHeader: header(at), idempotencyKey: undefined, body };
    expect(check(delivery, at + MAX_DELIVERY_AGE_MS + 1)).toBe('tooOld');
    expect(check(delivery, at - MAX_DELIVERY_AGE_MS - 1)).toBe('tooOld');
  });

  it('refuses a replay of the same signature or idempotency key within the window', () => {
    const check = createWebhookCheck(secret);
    expect(check({ signatureHeader: header(at), idempotencyKey: 'k1', body }, at)).toBeUndefined();
    expect(check({ signatureHeader: header(at), idempotencyKey: 'k2', body }, at + 10)).toBe(
      'replayed',
    );
    expect(check({ signatureHeader: header(at + 5), idempotencyKey: 'k1', body }, at + 10)).toBe(
      'replayed',
    );
    expect(
      check({ signatureHeader: header(at + 6), idempotencyKey: 'k3', body }, at + 10),
    ).toBeUndefined();
  });
});

describe('swapping the rendered files', () => {
  let outDir: string;
  let clientDir: string;
  const record = {
    revisions: {},
    siteHash: '',
    pages: {},
    queries: {},
    styledPages: {},
    failures: [],
  };
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'live-site-'));
    clientDir = join(outDir, 'client');
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(join(clientDir, 'assets', 'app.js'), 'the bundle');
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));
  const read = (file: string) => readFileSync(join(clientDir, file), 'utf8');

  it('writes each file whole, leaving no temporary file, and records what it wrote', async () => {
    await swapSiteFiles(
      clientDir,
      new Map([
        ['l/a/index.html', 'A'],
        ['sitemap.xml', 'S'],
      ]),
      {
        record,
      },
    );
    expect(read('l/a/index.html')).toBe('A');
    expect(readRenderRecord(clientDir)?.files).toEqual(['l/a/index.html', 'sitemap.xml']);
    const temporary = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.tmp'));
    expect([
      ...temporary(join(clientDir, 'l', 'a')),
      ...temporary(clientDir),
      ...temporary(outDir),
    ]).toEqual([]);
  });

  it('removes the pages the content no longer has, and their folders, never other files', async () => {
    await swapSiteFiles(
      clientDir,
      new Map([
        ['l/a/index.html', 'A'],
        ['l/b/index.html', 'B'],
        ['content/b.json', '{}'],
      ]),
      { record },
    );
    await swapSiteFiles(clientDir, new Map([['l/a/index.html', 'A2']]), { record });
    expect(read('l/a/index.html')).toBe('A2');
    expect(existsSync(join(clientDir, 'l', 'b'))).toBe(false);
    expect(existsSync(join(clientDir, 'content', 'b.json'))).toBe(false);
    expect(read('assets/app.js')).toBe('the bundle');
  });

  it('keeps the files it is told to keep, and everything when a page failed', async () => {
    await swapSiteFiles(
      clientDir,
      new Map([
        ['l/a/index.html', 'A'],
        ['l/b/index.html', 'B'],
        ['l/c/index.html', 'C'],
      ]),
      { record },
    );
    // /l/b not rendered again (its content did not change); /l/c failed to render.
    await swapSiteFiles(clientDir, new Map([['l/a/index.html', 'A2']]), {
      record,
      keep: ['l/b/index.html'],
      removeOthers: false,
    });
    expect(read('l/b/index.html')).toBe('B');
    expect(read('l/c/index.html')).toBe('C');
    expect(readRenderRecord(clientDir)?.files).toEqual([
      'l/a/index.html',
      'l/b/index.html',
      'l/c/index.html',
    ]);
  });

  it('refuses a file outside the client folder', async () => {
    await expect(
      swapSiteFiles(clientDir, new Map([['../escaped.html', 'X']]), { record }),
    ).rejects.toThrow(/no file inside/);
    expect(existsSync(join(outDir, 'escaped.html'))).toBe(false);
  });
});
