import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LOCAL_EMAILJS_IDS } from '../src/features/contact/localMailbox';
import {
  createMailboxEndpoint,
  mailboxUsage,
  readMailbox,
  writeMailboxMessage,
  type MailboxOptions,
} from '../local-stack/mailboxEndpoint';
import { listen } from './listen';

const closers: (() => Promise<void>)[] = [];
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  vi.restoreAllMocks();
});

const newDir = () => mkdtempSync(join(tmpdir(), 'mailbox-quota-'));
const request = JSON.stringify({
  user_id: LOCAL_EMAILJS_IDS.publicKey,
  service_id: LOCAL_EMAILJS_IDS.serviceId,
  template_id: LOCAL_EMAILJS_IDS.templateId,
  template_params: { message: 'Hallo aus dem Test' },
});

async function serveMailbox(options: MailboxOptions) {
  const endpoint = createMailboxEndpoint(options);
  const server = await listen((req, res) => {
    endpoint(req, res).then(
      (handled) => handled || res.writeHead(404).end(),
      () => res.writeHead(500).end(),
    );
  });
  closers.push(server.close);
  const send = async () =>
    (
      await fetch(`${server.origin}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: request,
      })
    ).status;
  const sendInParallel = async (count: number) => {
    const statuses = await Promise.all(Array.from({ length: count }, send));
    return {
      ok: statuses.filter((status) => status === 200).length,
      full: statuses.filter((status) => status === 507).length,
    };
  };
  return { send, sendInParallel };
}

/** `count` messages written as the endpoint writes them, as if sent earlier. */
async function fill(dir: string, count: number) {
  for (let index = 0; index < count; index += 1)
    await writeMailboxMessage(dir, {
      receivedAt: new Date().toISOString(),
      endpoint: 'send',
      libVersion: '4.4.1',
      serviceId: LOCAL_EMAILJS_IDS.serviceId,
      templateId: LOCAL_EMAILJS_IDS.templateId,
      templateParams: { message: `Nachricht ${index}` },
    });
}

const bytesIn = (dir: string) =>
  readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);

/** The size of the file one sent `request` becomes: every one has the same. */
async function sizeOfOneMessage() {
  const dir = newDir();
  const { send } = await serveMailbox({ dir });
  expect(await send()).toBe(200);
  return bytesIn(dir);
}

// Wall time is inherent here (200 real requests and files on a shared 2-core machine).
const PARALLEL_TIMEOUT_MS = 60_000;

describe('the mailbox quota under parallel sends', () => {
  it(
    'stores exactly maxMessages, and refuses every other send with 507',
    async () => {
      const dir = newDir();
      await fill(dir, 90);
      const { sendInParallel } = await serveMailbox({ dir, maxMessages: 100 });
      expect(await sendInParallel(200)).toEqual({ ok: 10, full: 190 });
      expect(await readMailbox(dir)).toHaveLength(100);
      expect(readdirSync(dir)).toHaveLength(100);
    },
    PARALLEL_TIMEOUT_MS,
  );

  it(
    'stores exactly as many messages as fit into maxBytes, which a mailbox may fill exactly',
    async () => {
      const size = await sizeOfOneMessage();
      const fitting = async (maxBytesLeft: number) => {
        const dir = newDir();
        await fill(dir, 20);
        const maxBytes = bytesIn(dir) + maxBytesLeft;
        const { sendInParallel } = await serveMailbox({ dir, maxBytes });
        const { ok, full } = await sendInParallel(200);
        expect(ok + full).toBe(200);
        expect(readdirSync(dir)).toHaveLength(20 + ok);
        expect(bytesIn(dir)).toBeLessThanOrEqual(maxBytes);
        return ok;
      };
      expect(await fitting(7 * size)).toBe(7);
      expect(await fitting(7 * size - 1)).toBe(6);
    },
    PARALLEL_TIMEOUT_MS,
  );

  it('a write that failed gives its place back', async () => {
    // A link to a folder that does not exist yet: the quota reads an empty mailbox, the write
    // cannot create the folder through the link and fails.
    const parent = newDir();
    const target = join(parent, 'later', 'mailbox');
    const dir = join(parent, 'mailbox');
    symlinkSync(target, dir);
    const { send } = await serveMailbox({ dir, maxMessages: 1 });
    expect(await send()).toBe(500);
    mkdirSync(target, { recursive: true });
    expect(await send()).toBe(200);
    expect(await send()).toBe(507);
    expect(readdirSync(target)).toHaveLength(1);
  });
});

describe('the mailbox usage', () => {
  it('counts a write under way once: by its file once renamed, else by its reservation', async () => {
    const dir = newDir();
    writeFileSync(join(dir, 'earlier.json'), 'e'.repeat(10));
    writeFileSync(join(dir, 'renamed.json'), 'r'.repeat(100));
    writeFileSync(join(dir, '.writing.json.tmp'), 'w'.repeat(50));
    writeFileSync(join(dir, '.interrupted.json.tmp'), 'i'.repeat(30));
    const writesUnderWay = new Map([
      ['renamed.json', 100],
      ['writing.json', 120],
      ['not-yet-opened.json', 70],
    ]);
    expect(await mailboxUsage(dir, writesUnderWay)).toEqual({
      messages: 4,
      bytes: 10 + 100 + 120 + 70 + 30,
    });
  });
});

describe('temporary files of interrupted writes', () => {
  /** What `kill -9` during writeMailboxMessage leaves: a flushed-or-not temporary file. */
  const leaveTemporaryFile = (dir: string, bytes: number) =>
    writeFileSync(
      join(dir, `.2026-11-21T13-05-00-000Z-${Math.random().toString(16).slice(2, 14)}.json.tmp`),
      'x'.repeat(bytes),
    );

  it('are removed when the endpoint starts, with one line in the log', async () => {
    const size = await sizeOfOneMessage();
    const dir = newDir();
    await fill(dir, 2);
    const messagesBytes = bytesIn(dir);
    for (const bytes of [1000, 2000, 3000]) leaveTemporaryFile(dir, bytes);
    warn.mockClear();
    // Room for one more message, but not while the leftovers take 6000 bytes of it.
    const { send } = await serveMailbox({ dir, maxBytes: messagesBytes + size });
    expect(await send()).toBe(200);
    const names = readdirSync(dir);
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await readMailbox(dir)).toHaveLength(3);
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(/\b3 temporary files \(6000 bytes\)/)],
    ]);
  });

  it('count against the byte quota while they exist', async () => {
    const size = await sizeOfOneMessage();
    const dir = newDir();
    const { send } = await serveMailbox({ dir, maxBytes: 3 * size });
    expect(await send()).toBe(200);
    // Another process's write under way, or one killed after the endpoint started.
    leaveTemporaryFile(dir, size + 1);
    expect(await send()).toBe(507);
    for (const name of readdirSync(dir)) if (name.endsWith('.tmp')) rmSync(join(dir, name));
    expect(await send()).toBe(200);
    expect(readdirSync(dir)).toHaveLength(2);
  });
});
