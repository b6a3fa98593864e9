import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_EMAILJS_IDS } from '../src/features/contact/localMailbox';
import { resolveServices, ServiceConfigError, type ServiceEnv } from '../src/config/services';
import { mailConfig } from '../src/features/contact/mailConfig';
import { createWebStorageProvider } from '../src/features/contact/rateLimitStorage';
import { HONEYPOT_FIELD } from '../src/features/contact/honeypot';
import {
  ContactSendError,
  createContactSender,
  isSendSuccess,
  sendContactMessage,
} from '../src/features/contact/sendContactMessage';
import { buildTemplateParams } from '../src/features/contact/templateParams';

/** A Map behind the three Storage methods the provider uses (Node 20 has no localStorage). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const fields = { name: 'Anna', email: 'anna@example.de', company: 'ACME', message: 'Hallo' };
const hosted = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
  VITE_EMAILJS_SERVICE_ID: 'service_x',
  VITE_EMAILJS_TEMPLATE_ID: 'template_y',
};

/** EmailJS's configuration as the page gets it from web/src/config/services.ts. */
const resolveMailConfig = (env: ServiceEnv, pageOrigin: string) =>
  mailConfig(resolveServices(env).emailJs, pageOrigin);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('template parameters', () => {
  it('gives the time in German format at the office in Berlin', () => {
    // 13:05 UTC is 14:05 in Berlin in November (CET) and 15:05 in July (CEST).
    expect(buildTemplateParams(fields, new Date('2026-11-21T13:05:00Z')).time).toBe(
      '21.11.2026, 14:05',
    );
    expect(buildTemplateParams(fields, new Date('2026-07-01T13:05:00Z')).time).toBe(
      '01.07.2026, 15:05',
    );
    // Just before midnight UTC it is already the next day in Berlin.
    expect(buildTemplateParams(fields, new Date('2026-12-31T23:30:00Z')).time).toBe(
      '01.01.2027, 00:30',
    );
  });

  it('passes the chosen topic along', () => {
    const params = buildTemplateParams({ ...fields, topic: 'KI-Beratung' }, new Date());
    expect(params.topic).toBe('KI-Beratung');
  });

  it('passes the fields verbatim and an absent company and topic as empty text', () => {
    const hostile = {
      name: '  <b>Anna</b> ',
      email: 'a"b@example.de',
      message: '<script>alert(1)</script>\n\u0000 שלום 😀 ',
    };
    expect(buildTemplateParams(hostile, new Date('2026-11-21T13:05:00Z'))).toEqual({
      time: '21.11.2026, 14:05',
      company: '',
      topic: '',
      message: hostile.message,
      name: hostile.name,
      email: hostile.email,
    });
  });
});

describe('configuration', () => {
  it('uses EmailJS itself when all three variables are set', () => {
    expect(resolveMailConfig(hosted, 'https://site.example')).toEqual({
      publicKey: 'pk',
      serviceId: 'service_x',
      templateId: 'template_y',
    });
  });

  it('uses the local mailbox at the page origin when none is set', () => {
    expect(resolveMailConfig({ VITE_EMAILJS_SERVICE_ID: '' }, 'http://localhost:4173')).toEqual({
      ...LOCAL_EMAILJS_IDS,
      origin: 'http://localhost:4173',
    });
  });

  it.each(Object.keys(hosted))('names %s when only it is missing', (variable) => {
    const env = { ...hosted, [variable]: '' };
    expect(() => resolveMailConfig(env, 'http://localhost')).toThrow(ServiceConfigError);
    expect(() => resolveMailConfig(env, 'http://localhost')).toThrow(
      new RegExp(`only partly configured: ${variable} not set`),
    );
  });

  it.each([
    ['publicKey', 'VITE_EMAILJS_PUBLIC_KEY'],
    ['serviceId', 'VITE_EMAILJS_SERVICE_ID'],
    ['templateId', 'VITE_EMAILJS_TEMPLATE_ID'],
  ])('refuses a sender without %s', (key, variable) => {
    const config = { publicKey: 'pk', serviceId: 's', templateId: 't', [key]: '' };
    expect(() => createContactSender(config)).toThrow(ServiceConfigError);
    expect(() => createContactSender(config)).toThrow(variable);
  });

  it('rejects and logs for developers when the build is partly configured', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'pk');
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', '');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(sendContactMessage(fields)).rejects.toThrow(ServiceConfigError);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID not set'),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('sending', () => {
  function senderWithFetch(response: Response | Error) {
    vi.stubGlobal('location', { origin: 'http://local.test', pathname: '/kontakt' });
    const fetchSpy = vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    });
    vi.stubGlobal('fetch', fetchSpy);
    const storage = memoryStorage();
    const send = createContactSender(
      { ...LOCAL_EMAILJS_IDS, origin: 'http://local.test' },
      createWebStorageProvider(() => storage),
    );
    return { send, fetchSpy, storage };
  }

  it('names the honeypot input for the form', () => {
    expect(HONEYPOT_FIELD).toBe('website');
  });

  it('sends nothing but reports success when the honeypot is filled', async () => {
    const { send, fetchSpy } = senderWithFetch(new Response('OK'));
    await expect(send(fields, { honeypot: 'http://spam.example' })).resolves.toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts to the configured origin and resolves on OK', async () => {
    const { send, fetchSpy, storage } = senderWithFetch(new Response('OK'));
    await send(fields, { honeypot: '', now: new Date('2026-11-21T13:05:00Z') });
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://local.test/api/v1.0/email/send');
    expect(JSON.parse(init.body as string)).toMatchObject({
      user_id: 'local-public-key',
      service_id: 'local-service',
      template_id: 'local-template',
      template_params: { ...fields, time: '21.11.2026, 14:05' },
    });
    expect(storage.items.has('emailjs-limit-rate:contact-form')).toBe(true);
  });

  it('refuses a second message within 10 s with 429, then allows it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-21T13:05:00Z'));
      const { send, fetchSpy } = senderWithFetch(new Response('OK'));
      await send(fields);
      vi.setSystemTime(new Date('2026-11-21T13:05:09.900Z'));
      await expect(send(fields)).rejects.toMatchObject({ status: 429 });
      expect(fetchSpy).toHaveBeenCalledOnce();
      vi.setSystemTime(new Date('2026-11-21T13:05:10.001Z'));
      fetchSpy.mockResolvedValueOnce(new Response('OK'));
      await send(fields);
      expect(fetchSpy).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects with the status and text of a refusal, and frees the throttle for a retry', async () => {
    const { send, storage } = senderWithFetch(
      new Response('The template ID not found', { status: 400 }),
    );
    const error = await send(fields).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ContactSendError);
    expect(error).toMatchObject({ status: 400, text: 'The template ID not found' });
    expect(storage.items.size).toBe(0);
  });

  it('rejects with status 0 when the network fails', async () => {
    const { send } = senderWithFetch(new TypeError('fetch failed'));
    await expect(send(fields)).rejects.toMatchObject({ status: 0, name: 'ContactSendError' });
  });

  it('counts only status 200 or the text OK as success', () => {
    expect(isSendSuccess({ status: 200, text: '' })).toBe(true);
    expect(isSendSuccess({ status: 201, text: 'OK' })).toBe(true);
    expect(isSendSuccess({ status: 202, text: 'Accepted' })).toBe(false);
  });

  it('rejects a 2xx answer that is neither 200 nor OK', async () => {
    const { send } = senderWithFetch(new Response('queued', { status: 202 }));
    await expect(send(fields)).rejects.toMatchObject({ status: 202, text: 'queued' });
  });
});

describe('rate-limit storage', () => {
  it('keeps the values under its own prefix in the given storage', async () => {
    const storage = memoryStorage();
    const provider = createWebStorageProvider(() => storage);
    await provider.set('contact-form', '1234');
    expect(storage.items.get('emailjs-limit-rate:contact-form')).toBe('1234');
    await expect(provider.get('contact-form')).resolves.toBe('1234');
    await provider.remove('contact-form');
    await expect(provider.get('contact-form')).resolves.toBeNull();
  });

  it('turns missing or refusing storage into no throttle instead of an error', async () => {
    const refusing = createWebStorageProvider(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await expect(refusing.set('contact-form', '1')).resolves.toBeUndefined();
    await expect(refusing.get('contact-form')).resolves.toBeNull();
    const absent = createWebStorageProvider(() => undefined);
    await expect(absent.get('contact-form')).resolves.toBeNull();
  });

  it('uses the browser localStorage by default', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    await createWebStorageProvider().set('contact-form', '42');
    expect(storage.items.get('emailjs-limit-rate:contact-form')).toBe('42');
  });
});
