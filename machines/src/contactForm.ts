// The contact form: idle -> submitting -> success (form cleared) or error (form kept, so the
// visitor never loses the text). Sending is the web app's `sendMessage` actor.
import { assign, fromPromise, setup } from 'xstate';

export interface ContactFields {
  name: string;
  email: string;
  /** Optional. */
  company: string;
  message: string;
}

export type ContactField = keyof ContactFields;

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  /** honeypot: the value of the form's hidden bot trap, sent along so a bot sees a success. */
  | { type: 'submit'; honeypot?: string };

export interface SendMessageInput {
  fields: ContactFields;
  /** The bot trap's value at the submit; empty for a person. */
  honeypot: string;
}

const EMPTY_FIELDS: ContactFields = { name: '', email: '', company: '', message: '' };

/** Name, email and message are required; company is optional (the browser checks the e-mail type). */
export function hasRequiredFields(fields: ContactFields): boolean {
  return [fields.name, fields.email, fields.message].every((value) => value.trim() !== '');
}

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFields,
    events: {} as ContactFormEvent,
    tags: {} as 'submitting',
  },
  actors: {
    // Harmless default: sends nothing, so the form reports the failure instead of a fake success.
    sendMessage: fromPromise<void, SendMessageInput>(async () => {
      throw new Error('sendMessage is not provided');
    }),
  },
  actions: {
    setField: assign((_, params: { field: ContactField; value: string }) => ({
      [params.field]: params.value,
    })),
    clearFields: assign(EMPTY_FIELDS),
  },
  guards: {
    complete: ({ context }) => hasRequiredFields(context),
  },
}).createMachine({
  id: 'contactForm',
  context: EMPTY_FIELDS,
  initial: 'idle',
  // Typing again after a success or an error starts a fresh attempt; while sending, the fields
  // stay as they were sent (this handler is overridden in submitting).
  on: {
    'field.change': {
      target: '.idle',
      actions: { type: 'setField', params: ({ event }) => event },
    },
  },
  states: {
    idle: {
      on: { submit: { guard: 'complete', target: 'submitting' } },
    },
    submitting: {
      tags: ['submitting'],
      on: { 'field.change': {} },
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context, event }) => ({
          fields: { ...context },
          honeypot: (event.type === 'submit' && event.honeypot) || '',
        }),
        onDone: { target: 'success', actions: 'clearFields' },
        onError: 'error',
      },
    },
    success: {},
    error: {
      // Retry with the kept fields.
      on: { submit: { guard: 'complete', target: 'submitting' } },
    },
  },
});
