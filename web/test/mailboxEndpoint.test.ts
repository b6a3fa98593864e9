import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_EMAILJS_IDS } from '../src/features/contact/localMailbox';
import { createWebStorageProvider } from '../src/features/contact/rateLimitStorage';
import { ContactSendError, createContactSender } from '../src/features/contact/sendContactMessage';
import { buildTemplateParams } from '../src/features/contact/templateParams';
import { createLocalStack } from '../local-stack/localStack';
import {
  createMailboxEndpoint,
  MAX_VARIABLES_BYTES,
  readMailbox,
  type MailboxOptions,
} from '../local-stack/mailboxEndpoint';
import { seedDir } from '../server/paths';
import { listen } from './listen';

type Handler = ReturnType<typeof createMailboxEndpoint>;

async function serve(handler: Handler) {
  return listen((req, res) => {
    handler(req, res).then(
      (handled) => handled || res.writeHead(404).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
}

const newDir = () => mkdtempSync(join(tmpdir(), 'mailbox-'));
const ids = {
  lib_version: '4.4.1',
  user_id: LOCAL_EMAILJS_IDS.publicKey,
  service_id: LOCAL_EMAILJS_IDS.serviceId,
  template_id: LOCAL_EMAILJS_IDS.templateId,
};

/** 10,000 UTF-16 units of markup, script, emoji, right-to-left text, control and null characters. */
function hostileMessage(): string {
  const unit =
    '<script>alert("x")</script><b onclick=\'y\'>&amp; &lt;</b> 😀👍🏽 مرحبا שלום ‮evil‬ \u0000\u0007 \r\n\t  ';
  const whole = unit.repeat(Math.floor(10_000 / unit.length));
  return whole + 'x'.repeat(10_000 - whole.length);
}

let dir: string;
let origin: string;
let close: () => Promise<void>;

async function start(options: MailboxOptions = { dir: newDir() }) {
  dir = options.dir ?? '';
  ({ origin, close } = await serve(createMailboxEndpoint(options)));
}

afterEach(async () => {
  await close?.();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const postJson = (body: string | Uint8Array<ArrayBuffer> | object, path = '/api/v1.0/email/send') =>
  fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  });

async function expectRefusal(response: Response, status: number, text: string | RegExp) {
  expect(response.status).toBe(status);
  expect(await response.text()).toMatch(text);
  expect(await readMailbox(dir)).toEqual([]);
}

describe('the mailbox through the real @emailjs/browser', () => {
  beforeEach(async () => {
    await start();
    // send() reads location.pathname for its default throttle id; Node has no location.
    vi.stubGlobal('location', { pathname: '/kontakt', origin });
  });

  // A Map stands in for localStorage (absent in Node 20); every sender gets its own throttle.
  const sender = (publicKey: string = LOCAL_EMAILJS_IDS.publicKey) => {
    const items = new Map<string, string>();
    return createContactSender(
      { ...LOCAL_EMAILJS_IDS, publicKey, origin },
      createWebStorageProvider(() => ({
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      })),
    );
  };

  it('writes a sent message to its own file with exactly the sent fields', async () => {
    const fields = {
      name: 'Anna Schmidt',
      email: 'anna@example.de',
      company: '',
      topic: 'KI-Beratung',
      message: 'Hallo',
    };
    const now = new Date('2026-11-21T13:05:00Z');
    const before = Date.now();
    await sender()(fields, { now });
    const after = Date.now();
    const [message, ...others] = await readMailbox(dir);
    expect(others).toEqual([]);
    expect(message).toEqual({
      file: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{12}\.json$/),
      receivedAt: expect.any(String),
      endpoint: 'send',
      libVersion: '4.4.1',
      serviceId: 'local-service',
      templateId: 'local-template',
      templateParams: {
        time: '21.11.2026, 14:05',
        company: '',
        topic: 'KI-Beratung',
        message: 'Hallo',
        name: 'Anna Schmidt',
        email: 'anna@example.de',
      },
    });
    // Stamped by the mailbox when it received the message, not by the sender's clock.
    expect(Date.parse(message!.receivedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(message!.receivedAt)).toBeLessThanOrEqual(after);
  });

  it('keeps hostile input verbatim', async () => {
    const fields = {
      name: '  <img src=x onerror=alert(1)> Ἀθηνᾶ ',
      email: '"quoted"@example.de',
      company: 'שלום & Co. \u0000',
      message: hostileMessage(),
    };
    expect(fields.message).toHaveLength(10_000);
    const now = new Date('2026-11-21T13:05:00Z');
    await sender()(fields, { now });
    const [message] = await readMailbox(dir);
    expect(message?.templateParams).toEqual(buildTemplateParams(fields, now));
  });

  it('refuses a wrong public key with EmailJS text, and stores nothing', async () => {
    const error = await sender('wrong-key')({ name: 'a', email: 'a@b.de', message: 'm' }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ContactSendError);
    expect(error).toMatchObject({
      status: 400,
      text: expect.stringMatching(/^The Public Key is invalid/),
    });
    expect(await readMailbox(dir)).toEqual([]);
  });
});

describe('the mailbox endpoint', () => {
  beforeEach(() => start());

  it.each([
    ['user_id', /^The user ID is required/],
    ['service_id', /^The service ID is required/],
    ['template_id', /^The template ID is required/],
  ])('refuses a request without %s with 400', async (field, text) => {
    await expectRefusal(
      await postJson({ ...ids, [field]: undefined, template_params: {} }),
      400,
      text,
    );
    await expectRefusal(await postJson({ ...ids, [field]: '', template_params: {} }), 400, text);
  });

  it.each([
    ['user_id', /^The Public Key is invalid/],
    ['service_id', /^The service ID is invalid/],
    ['template_id', /^The template ID not found/],
  ])('refuses an unknown %s with 400', async (field, text) => {
    await expectRefusal(
      await postJson({ ...ids, [field]: 'other', template_params: {} }),
      400,
      text,
    );
  });

  it('refuses bodies that are not a JSON object', async () => {
    await expectRefusal(await postJson('{"user_id": '), 400, 'The request body is not valid JSON');
    await expectRefusal(await postJson('[]'), 400, 'The request body has to be a JSON object');
    await expectRefusal(
      await postJson({ ...ids, template_params: ['a'] }),
      400,
      'The template params have to be an object',
    );
  });

  it('refuses bytes that are not UTF-8 instead of storing replacement characters', async () => {
    const text = JSON.stringify({ ...ids, template_params: { message: 'XX' } });
    const json = new TextEncoder().encode(text);
    json.set([0xc3, 0x28], text.indexOf('XX'));
    await expectRefusal(await postJson(json), 400, 'The request body is not valid JSON');
  });

  it('accepts variables up to 50 KB and refuses more with EmailJS 413', async () => {
    const overhead = JSON.stringify({ message: '' }).length;
    const fitting = { message: 'a'.repeat(MAX_VARIABLES_BYTES - overhead) };
    expect((await postJson({ ...ids, template_params: fitting })).status).toBe(200);
    const tooLarge = { message: 'ä'.repeat((MAX_VARIABLES_BYTES - overhead) / 2 + 1) };
    const response = await postJson({ ...ids, template_params: tooLarge });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(
      'Variables size limit. The maximum allowed variables size is 50Kb',
    );
    expect(await readMailbox(dir)).toHaveLength(1);
  });

  it('accepts a body of 64 KB and refuses one byte more with 413', async () => {
    // Fields EmailJS does not know are ignored: they pad the body, not the variables.
    const withPadding = (bytes: number) => {
      const unpadded = JSON.stringify({ ...ids, template_params: { message: 'x' }, padding: '' });
      return JSON.stringify({
        ...ids,
        template_params: { message: 'x' },
        padding: 'p'.repeat(bytes - unpadded.length),
      });
    };
    expect(withPadding(64 * 1024)).toHaveLength(64 * 1024);
    expect((await postJson(withPadding(64 * 1024))).status).toBe(200);
    const response = await postJson(withPadding(64 * 1024 + 1));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(
      'The request body is too large. The maximum allowed size is 64Kb',
    );
    expect(await readMailbox(dir)).toHaveLength(1);
  });

  it('refuses an oversized body with 413, announced or streamed', async () => {
    const huge = JSON.stringify({ ...ids, template_params: { message: 'a'.repeat(200_000) } });
    await expectRefusal(await postJson(huge), 413, /^The request body is too large/);

    // Chunked, without content-length: the limit holds while reading.
    const { status, text } = await new Promise<{ status: number; text: string }>(
      (resolve, reject) => {
        const req = request(`${origin}/api/v1.0/email/send`, { method: 'POST' }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        for (let i = 0; i < 20; i++) req.write(huge.slice(i * 10_000, (i + 1) * 10_000));
        req.end(huge.slice(200_000));
      },
    );
    expect(status).toBe(413);
    expect(text).toMatch(/^The request body is too large/);
    expect(await readMailbox(dir)).toEqual([]);
  });

  it('stores a send-form multipart body with the form fields verbatim', async () => {
    const fields = {
      name: '<b>Anna</b> 😀',
      email: 'anna@example.de',
      company: 'مرحبا\u0000',
      message: hostileMessage(),
    };
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('topic', 'demo');
    form.append('topic', 'preise');
    form.append('attachment', new Blob(['PDF?'], { type: 'application/pdf' }), 'notes.pdf');
    for (const [key, value] of Object.entries(ids)) form.append(key, value);
    const response = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const [message] = await readMailbox(dir);
    expect(message).toMatchObject({
      endpoint: 'send-form',
      libVersion: '4.4.1',
      serviceId: 'local-service',
      templateId: 'local-template',
    });
    expect(message?.templateParams).toEqual({
      ...fields,
      topic: ['demo', 'preise'],
      attachment: {
        filename: 'notes.pdf',
        type: 'application/pdf',
        size: 4,
        base64: Buffer.from('PDF?').toString('base64'),
      },
    });
  });

  it('refuses a send-form body without ids or not as form data', async () => {
    const form = new FormData();
    form.append('message', 'Hallo');
    form.append('user_id', LOCAL_EMAILJS_IDS.publicKey);
    const path = `${origin}/api/v1.0/email/send-form`;
    await expectRefusal(
      await fetch(path, { method: 'POST', body: form }),
      400,
      /^The service ID is required/,
    );
    await expectRefusal(
      await postJson({ ...ids }, '/api/v1.0/email/send-form'),
      400,
      'The request body has to be multipart/form-data',
    );
    await expectRefusal(
      await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: 'not multipart at all',
      }),
      400,
      'The request body is not valid multipart/form-data',
    );
  });

  it('answers the CORS preflight and allows any origin', async () => {
    const preflight = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    const sent = await postJson({ ...ids, template_params: { message: 'x' } });
    expect(sent.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('leaves other methods and paths alone', async () => {
    expect((await fetch(`${origin}/api/v1.0/email/send`)).status).toBe(405);
    expect((await fetch(`${origin}/api/v1.0/email/other`, { method: 'POST' })).status).toBe(404);
  });

  it('names files uniquely in arrival order and leaves no temporary files', async () => {
    for (let i = 0; i < 5; i++)
      expect((await postJson({ ...ids, template_params: { n: i } })).status).toBe(200);
    await Promise.all(
      [5, 6, 7].map((n) => postJson({ ...ids, template_params: { n } }).then((r) => r.text())),
    );
    const messages = await readMailbox(dir);
    expect(messages.slice(0, 5).map(({ templateParams }) => templateParams.n)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(new Set(messages.map(({ file }) => file)).size).toBe(8);
    expect(readdirSync(dir).sort()).toEqual(messages.map(({ file }) => file));
    const [first] = messages;
    expect(statSync(join(dir, first!.file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(dir, first!.file), 'utf8'))).toEqual({
      receivedAt: first!.receivedAt,
      endpoint: 'send',
      libVersion: '4.4.1',
      serviceId: 'local-service',
      templateId: 'local-template',
      templateParams: { n: 0 },
    });
  });

  it('never answers OK when the message cannot be stored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await close();
    const blocked = join(newDir(), 'file-not-folder');
    writeFileSync(blocked, '');
    await start({ dir: blocked });
    const response = await postJson({ ...ids, template_params: { message: 'x' } });
    expect(response.status).toBe(500);
    // The failed look for leftover temporary files is one line, not a crash.
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(/^Could not remove temporary files .*: ENOTDIR/)],
    ]);
  });
});

describe('the mailbox in the local stack', () => {
  it('stands in when EmailJS is not configured, writing to MAILBOX_DIR', async () => {
    const mailboxDir = newDir();
    vi.stubEnv('MAILBOX_DIR', mailboxDir);
    dir = mailboxDir;
    ({ origin, close } = await serve(createLocalStack({ env: {}, seedDir })));
    expect((await postJson({ ...ids, template_params: { message: 'lokal' } })).status).toBe(200);
    expect((await readMailbox(mailboxDir)).map((m) => m.templateParams)).toEqual([
      { message: 'lokal' },
    ]);
  });

  it.each(['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'])(
    'is off once %s is set',
    async (variable) => {
      const mailboxDir = newDir();
      vi.stubEnv('MAILBOX_DIR', mailboxDir);
      dir = mailboxDir;
      ({ origin, close } = await serve(createLocalStack({ env: { [variable]: 'x' }, seedDir })));
      expect((await postJson({ ...ids, template_params: {} })).status).toBe(404);
      expect(await readMailbox(mailboxDir)).toEqual([]);
    },
  );

  it('reads a missing mailbox folder as empty', async () => {
    await expect(readMailbox(join(newDir(), 'nothing-yet'))).resolves.toEqual([]);
  });
});
