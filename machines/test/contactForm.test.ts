import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  contactFormMachine,
  selectContactFormView,
  selectFieldErrors,
  validateContactFields,
  type ContactFields,
  type SendMessageInput,
} from '../src/contactForm.ts';
import { MAX_TOPIC_LENGTH } from '../src/contactTopics.ts';
import { walkMachine } from './graphWalk.ts';

const FILLED: ContactFields = {
  name: 'Anna Schmidt',
  email: 'anna@example.de',
  company: '',
  topic: '',
  message: 'Wir möchten einen Telefonassistenten.',
};
const EMPTY: ContactFields = { name: '', email: '', company: '', topic: '', message: '' };
const TOPICS = ['Sprachassistent (Telefon)', 'KI-Beratung', 'Sonstiges'];

function form(send: (fields: ContactFields) => Promise<void>, topics: string[] = TOPICS) {
  const sent: ContactFields[] = [];
  const honeypots: string[] = [];
  const machine = contactFormMachine.provide({
    actors: {
      sendMessage: fromPromise<void, SendMessageInput>(({ input }) => {
        sent.push(input.fields);
        honeypots.push(input.honeypot);
        return send(input.fields);
      }),
    },
  });
  const actor = createActor(machine, { input: { topics } }).start();
  const fill = (fields: Partial<ContactFields>) =>
    Object.entries(fields).forEach(([field, value]) =>
      actor.send({ type: 'field.change', field: field as keyof ContactFields, value }),
    );
  return { actor, sent, honeypots, fill };
}

describe('contactForm', () => {
  it('starts idle and empty', () => {
    const actor = createActor(contactFormMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ fields: EMPTY, topics: [], showErrors: false });
  });

  it('starts with the fields typed before it, and shows no message for them yet', () => {
    const typed = { ...FILLED, email: 'anna@' };
    const actor = createActor(contactFormMachine, { input: { topics: TOPICS, fields: typed } });
    expect(selectContactFormView(actor.start().getSnapshot())).toEqual({
      fields: typed,
      errors: {},
      state: 'idle',
    });
    actor.send({ type: 'submit' });
    expect(selectContactFormView(actor.getSnapshot())).toEqual({
      fields: typed,
      errors: { email: 'format' },
      state: 'idle',
    });
  });

  it('sends without a topic: the topic is optional', async () => {
    const { actor, sent, fill } = form(() => Promise.resolve());
    fill(FILLED);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(sent).toEqual([FILLED]);
  });

  it('sends the topic chosen from the content, and clears it with the form', async () => {
    const { actor, sent, fill } = form(() => Promise.resolve());
    fill({ ...FILLED, topic: 'KI-Beratung' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(sent).toEqual([{ ...FILLED, topic: 'KI-Beratung' }]);
    expect(actor.getSnapshot().context.fields.topic).toBe('');
  });

  // Only a tampered page or a stale one (the editors renamed a topic) sends these.
  it.each([
    ['a topic the content does not offer', 'Jobs', TOPICS],
    ['a topic in another case', 'ki-beratung', TOPICS],
    // Even when listed: the Studio never lets an editor write one this long.
    ['an oversized topic', 'x'.repeat(MAX_TOPIC_LENGTH + 1), [...TOPICS, 'x'.repeat(61)]],
  ])('refuses %s and says so at the field', (_, topic, topics) => {
    const { actor, sent, fill } = form(() => Promise.resolve(), topics);
    fill({ ...FILLED, topic });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([]);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ topic: 'unknown' });
  });

  it('accepts a topic of exactly the longest length the Studio allows', () => {
    const longest = 'x'.repeat(MAX_TOPIC_LENGTH);
    expect(validateContactFields({ ...FILLED, topic: longest }, [longest])).toEqual({});
  });

  it('offers no topic when the content lists none', () => {
    const { actor, sent, fill } = form(() => Promise.resolve(), []);
    fill({ ...FILLED, topic: 'KI-Beratung' });
    actor.send({ type: 'submit' });
    expect(sent).toEqual([]);
    expect(validateContactFields({ ...FILLED, topic: 'KI-Beratung' })).toEqual({
      topic: 'unknown',
    });
  });

  it.each([
    ['name', { ...FILLED, name: ' ' }, 'required'],
    ['email', { ...FILLED, email: '' }, 'required'],
    ['email', { ...FILLED, email: 'anna-at-example.de' }, 'format'],
    ['message', { ...FILLED, message: '\n' }, 'required'],
  ])('does not send without a right %s, and says why there', (field, fields, error) => {
    const { actor, sent, fill } = form(() => Promise.resolve());
    fill(fields);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([]);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ [field]: error });
  });

  it('says nothing while the visitor types, and everything at once on a refused submit', () => {
    const { actor, fill } = form(() => Promise.resolve());
    fill({ email: 'a' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'submit' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      name: 'required',
      email: 'format',
      message: 'required',
    });
  });

  it('after a refused submit, each message follows the edits of its field', () => {
    const { actor, fill } = form(() => Promise.resolve());
    actor.send({ type: 'submit' });
    fill({ name: 'Anna', email: 'anna@' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      email: 'format',
      message: 'required',
    });
    fill({ email: 'anna@example.de', message: 'Hallo' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    fill({ name: '' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ name: 'required' });
  });

  it('starts a sent form afresh: no messages until the next refused submit', async () => {
    const { actor, fill } = form(() => Promise.resolve());
    actor.send({ type: 'submit' });
    fill(FILLED);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(actor.getSnapshot().context).toMatchObject({ fields: EMPTY, showErrors: false });
    fill({ name: 'B' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it('sends name, email, optional company and message, then clears the form', async () => {
    const { actor, sent, fill } = form(() => Promise.resolve());
    fill({ ...FILLED, company: 'Bäckerei Schmidt GmbH' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(sent).toEqual([{ ...FILLED, company: 'Bäckerei Schmidt GmbH' }]);
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(actor.getSnapshot().context.fields).toEqual(EMPTY);
  });

  it('passes the bot trap of the submit along, empty when the submit has none', () => {
    const { actor, honeypots, fill } = form(() => new Promise(() => undefined));
    fill(FILLED);
    actor.send({ type: 'submit', honeypot: 'https://spam.example' });
    const second = form(() => new Promise(() => undefined));
    second.fill(FILLED);
    second.actor.send({ type: 'submit' });
    expect([...honeypots, ...second.honeypots]).toEqual(['https://spam.example', '']);
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('keeps the form on failure and sends it again on retry', async () => {
    let attempts = 0;
    const { actor, sent, fill } = form(() =>
      ++attempts === 1 ? Promise.reject(new Error('EmailJS 400')) : Promise.resolve(),
    );
    fill({ ...FILLED, topic: 'Sonstiges' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.fields).toEqual({ ...FILLED, topic: 'Sonstiges' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(sent).toEqual([
      { ...FILLED, topic: 'Sonstiges' },
      { ...FILLED, topic: 'Sonstiges' },
    ]);
  });

  it('ignores edits while sending', async () => {
    const { actor, fill } = form(() => Promise.reject(new Error('offline')));
    fill(FILLED);
    actor.send({ type: 'submit' });
    actor.send({ type: 'field.change', field: 'message', value: 'changed' });
    expect(actor.getSnapshot().context.fields.message).toBe(FILLED.message);
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.fields.message).toBe(FILLED.message);
  });

  it('returns to idle with the edit applied when typing after an error or a success', async () => {
    const { actor, fill } = form(() => Promise.reject(new Error('offline')));
    fill(FILLED);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    actor.send({ type: 'field.change', field: 'company', value: 'ACME' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fields).toEqual({ ...FILLED, company: 'ACME' });

    const ok = form(() => Promise.resolve());
    ok.fill(FILLED);
    ok.actor.send({ type: 'submit' });
    await waitFor(ok.actor, (snapshot) => snapshot.matches('success'));
    ok.actor.send({ type: 'field.change', field: 'name', value: 'B' });
    expect(ok.actor.getSnapshot().value).toBe('idle');
    expect(ok.actor.getSnapshot().context.fields.name).toBe('B');
  });

  it('fails instead of pretending to send when sendMessage is not provided', async () => {
    const actor = createActor(contactFormMachine, { input: {} }).start();
    for (const [field, value] of Object.entries(FILLED)) {
      actor.send({ type: 'field.change', field: field as keyof ContactFields, value });
    }
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.fields).toEqual(FILLED);
  });

  it('requires name, e-mail and message, not the company', () => {
    expect(validateContactFields(FILLED)).toEqual({});
    expect(validateContactFields({ ...FILLED, company: 'Bäckerei Schmidt GmbH' })).toEqual({});
    expect(validateContactFields(EMPTY)).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
    expect(validateContactFields({ ...FILLED, name: ' \t', message: '\n\n' })).toEqual({
      name: 'required',
      message: 'required',
    });
  });

  // The browser's own check of type="email" (the HTML standard's "valid e-mail address"), so the
  // form refuses with JavaScript exactly what it refuses without.
  it.each([
    'anna@example.de',
    'anna.schmidt+angebot@mail.beispiel-firma.de',
    "o'brien@example.ie",
    'anna@localhost',
    'ANNA@EXAMPLE.DE',
    'xn--bcher-kva@xn--mller-kva.de',
  ])('accepts the e-mail address %s, as the browser does', (email) => {
    expect(validateContactFields({ ...FILLED, email })).toEqual({});
  });

  it.each([
    'anna-at-example.de',
    'anna@',
    '@example.de',
    'anna@@example.de',
    'anna schmidt@example.de',
    'anna@example..de',
    'anna@-example.de',
    'anna@example-.de',
    'anna@example.de.',
    'anna@müller.de',
    `anna@${'a'.repeat(64)}.de`,
    'anna@example.de\u202e',
  ])('refuses the e-mail address %s, as the browser does', (email) => {
    expect(validateContactFields({ ...FILLED, email })).toEqual({ email: 'format' });
  });

  it('reaches every state and transition on paths generated with xstate/graph', () => {
    const machine = contactFormMachine.provide({
      actors: { sendMessage: fromPromise(() => new Promise<void>(() => undefined)) },
    });
    const report = walkMachine(machine, {
      input: { topics: TOPICS },
      events: [
        ...Object.entries({ ...FILLED, topic: 'KI-Beratung' }).map(([field, value]) => ({
          type: 'field.change' as const,
          field: field as keyof ContactFields,
          value,
        })),
        { type: 'submit' },
        { type: 'xstate.done.actor.sendMessage', output: undefined },
        { type: 'xstate.error.actor.sendMessage', error: new Error('x') },
      ] as EventFromLogic<typeof contactFormMachine>[],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
    });
    expect(report.mismatches).toEqual([]);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unreachedTransitions).toEqual([]);
  });
});
