import {
  contactFormMachine,
  selectContactFormView,
  type ContactFields,
} from '@site/machines/contactForm';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EMPTY_FIELDS } from '@site/machines/contactFields';
import { formBeforeUse } from '../src/features/contact/formBeforeUse';

// The contact form shows formBeforeUse until its machine has loaded on first use or in view:
// these are the views the machine itself renders at those moments, which the hand-written one
// must equal.

const TOPICS = ['KI-Beratung'];
const typed: ContactFields = {
  name: 'Anna Beispiel',
  email: 'anna@',
  company: '',
  topic: 'KI-Beratung',
  message: 'Bitte melden Sie sich.',
};

describe('the contact form before its machine has loaded', () => {
  it('shows the empty fields the machine starts with, and no message', () => {
    const actor = createActor(contactFormMachine, { input: { topics: TOPICS } }).start();
    expect(formBeforeUse(EMPTY_FIELDS, false)).toEqual(selectContactFormView(actor.getSnapshot()));
    actor.stop();
  });

  it('shows what was typed, without a message even where a field is not right yet', () => {
    const actor = createActor(contactFormMachine, { input: { topics: TOPICS } }).start();
    for (const [field, value] of Object.entries(typed) as [keyof ContactFields, string][])
      actor.send({ type: 'field.change', field, value });
    expect(formBeforeUse(typed, false)).toEqual(selectContactFormView(actor.getSnapshot()));
    actor.stop();
  });

  it('shows a submit whose machine is out of reach as a send that failed, the fields kept', async () => {
    const sendable = { ...typed, email: 'anna@example.de' };
    const machine = contactFormMachine.provide({
      actors: { sendMessage: fromPromise(() => Promise.reject(new Error('offline'))) },
    });
    const actor = createActor(machine, { input: { topics: TOPICS, fields: sendable } }).start();
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(formBeforeUse(sendable, true)).toEqual(selectContactFormView(actor.getSnapshot()));
    expect(formBeforeUse(sendable, true)).not.toEqual(formBeforeUse(sendable, false));
    actor.stop();
  });
});
