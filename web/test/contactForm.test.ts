import type { ContactFields } from '@site/machines/contactForm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';

const fields: ContactFields = {
  name: 'Anna',
  email: 'anna@example.de',
  company: '',
  topic: '',
  message: 'Hallo',
};

async function submitted(honeypot: string) {
  // A fresh library each time: it keeps the sender it made on the first send.
  vi.resetModules();
  const { contactFormLogic } = await import('../src/features/contact/contactFormLogic');
  const actor = createActor(contactFormLogic, { input: {} }).start();
  for (const [field, value] of Object.entries(fields) as [keyof ContactFields, string][])
    actor.send({ type: 'field.change', field, value });
  actor.send({ type: 'submit', honeypot });
  return waitFor(actor, (snapshot) => snapshot.matches('success') || snapshot.matches('error'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the contact form sending through the library', () => {
  it('fails for the visitor, keeping the text, when EmailJS is only partly configured', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'pk');
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_x');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);

    const snapshot = await submitted('');
    expect(snapshot.value).toBe('error');
    expect(snapshot.context.fields).toEqual(fields);
    // The developer learns what to fix; nothing went out.
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('VITE_EMAILJS_TEMPLATE_ID'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('hands the trap value to the library, which sends nothing and reports success', async () => {
    vi.stubGlobal('location', { origin: 'http://local.test', pathname: '/' });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);

    const snapshot = await submitted('https://spam.example');
    expect(snapshot.value).toBe('success');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
