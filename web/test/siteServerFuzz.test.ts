import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteServer } from '../server/site';
import { listen } from './listen';
import { rawRequest, type RawAnswer } from './rawHttp';

const targets = [
  '//%',
  '/%',
  '/%%',
  '/%zz',
  '/%E0%A4%A',
  '/%C0%AF',
  '/%00',
  '/%ff%fe',
  '/..%2f..%2fetc%2fpasswd',
  '/../../etc/passwd',
  '//',
  '///x',
  '//%2e%2e/',
  '//evil.example/',
  '/?%',
  '/?$x=%',
  '/#x',
  '*',
  'x',
  '%',
  'http://[',
  'http://site.invalid/about',
  '/\\..\\..',
  `/${'a'.repeat(9_000)}`,
  `/${'%25'.repeat(3_000)}`,
  `/${'a/'.repeat(4_000)}`,
];
const methods = ['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'FOO', 'get', 'PRI', 'CONNECT'];
// Raw bytes, not characters: how a client writes invalid UTF-8.
const bytes = (...values: number[]) => Buffer.from(values).toString('latin1');
const headerSets = [
  (host: string) => `Host: ${host}\r\n`,
  () => '',
  (host: string) => `Host: ${host}\r\nHost: other\r\n`,
  (host: string) => `Host: ${host}\r\nX-Big: ${'y'.repeat(40_000)}\r\n`,
  (host: string) => `Host: ${host}\r\nno colon\r\n`,
  (host: string) => `Host: ${host}\r\nX-Bad: a\u0000b\r\n`,
  (host: string) => `Host: ${host}\r\nX-Utf8: ${bytes(0xc3, 0x28, 0xff)}\r\n`,
  (host: string) => `Host: ${host}\r\n folded: line\r\n`,
  (host: string) => `Host: ${host}\r\nContent-Length: -1\r\n`,
  (host: string) => `Host: ${host}\r\nContent-Length: abc\r\n`,
  (host: string) => `Host: ${host}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n`,
  (host: string) => `Host: ${host}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nbad\r\n0\r\n`,
  (host: string) => `Host: ${host}\r\nAccept-Encoding: br;q=x, *;q=-1, gzip;q=0\r\n`,
  (host: string) => `Host: ${host}\r\nIf-None-Match: "${'"'.repeat(50)}, W/\r\n`,
  (host: string) =>
    `Host: ${host}\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n{x`,
];

/** Status lines and answers that would leak what a client must not see. */
function expectQuietAnswer(answer: RawAnswer, root: string, request: string) {
  const context = JSON.stringify(request.slice(0, 120));
  if (answer.text === '') return;
  expect(answer.status, context).toBeDefined();
  expect(answer.status, context).not.toBe(500);
  expect(answer.text, context).not.toContain(root);
  expect(answer.text, context).not.toMatch(/\n\s+at |node:internal|Error:/);
}

describe('the npm start server fed malformed requests', () => {
  let origin: string;
  let host: string;
  let root: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'site-fuzz-'));
    writeFileSync(join(root, 'index.html'), '<h1>Start</h1>');
    writeFileSync(join(root, '404.html'), '<h1>Nicht gefunden</h1>');
    ({ origin, close } = await listen(createSiteServer({ env: {}, root })));
    host = new URL(origin).host;
    // Requests cut off mid-way are logged as aborted; the test reads answers, not logs.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await close();
  });

  const corpus = () => {
    const requests: string[] = [];
    for (const target of targets) {
      for (const method of methods)
        requests.push(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      for (const headers of headerSets)
        requests.push(`GET ${target} HTTP/1.1\r\n${headers(host)}\r\n`);
    }
    requests.push(
      `GET / HTTP/9.9\r\nHost: ${host}\r\n\r\n`,
      `GET /\r\n\r\n`,
      `GET  /  HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET / HTTP/1.1\nHost: ${host}\n\n`,
      `${bytes(0xff, 0xfe)} / HTTP/1.1\r\n\r\n`,
      `GET /${bytes(0xc3, 0x28)}${bytes(0xe2, 0x82)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      '\r\n\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x',
      '',
    );
    return requests;
  };

  it('answers a corpus of malformed requests without a 500, then still serves /', async () => {
    const requests = corpus();
    expect(requests.length).toBeGreaterThanOrEqual(200);
    // A few at a time: the machine is shared, and each request is its own connection.
    for (let start = 0; start < requests.length; start += 16) {
      const batch = requests.slice(start, start + 16);
      const answers = await Promise.all(
        batch.map((request) => rawRequest(origin, Buffer.from(request, 'latin1'))),
      );
      answers.forEach((answer, index) => expectQuietAnswer(answer, root, batch[index]!));
    }
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it('answers arbitrary request targets and header values, then still serves /', async () => {
    const printable = fc.string({ unit: 'binary-ascii', maxLength: 300 });
    await fc.assert(
      fc.asyncProperty(printable, printable, async (target, value) => {
        const request = `GET /${target} HTTP/1.1\r\nHost: ${host}\r\nX-Fuzz: ${value}\r\n\r\n`;
        expectQuietAnswer(await rawRequest(origin, Buffer.from(request, 'latin1')), root, request);
      }),
      { numRuns: 150 },
    );
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });
});
