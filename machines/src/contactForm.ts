// The contact form: idle -> submitting -> success (form cleared) or error (form kept, so the
// visitor never loses the text). Sending is the web app's `sendMessage` actor. A submit with a
// missing or malformed field sends nothing and switches the field messages on: from then on each
// field's message follows the visitor's edits, so it clears the moment the field is right.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { EMPTY_FIELDS, type ContactField, type ContactFields } from './contactFields.ts';
import { MAX_TOPIC_LENGTH } from './contactTopics.ts';

export type { ContactField, ContactFields } from './contactFields.ts';

/**
 * What is wrong with a field: 'required' (empty or only blanks), 'format' (an e-mail address the
 * browser's own `type="email"` check refuses) or 'unknown' (a topic the content does not offer,
 * which only a tampered page sends). The words are the web app's
 * (web/src/i18n/de.json, `errors.contact.<field>.<code>`).
 */
export type ContactFieldError = 'required' | 'format' | 'unknown';

export type ContactFieldErrors = Partial<Record<ContactField, ContactFieldError>>;

export interface ContactFormInput {
  /** The topics a visitor can choose (their German labels, which the mail carries). */
  topics?: readonly string[];
  /** What the fields already hold when the machine starts: typed before its code had loaded. */
  fields?: ContactFields;
}

export interface ContactFormContext {
  fields: ContactFields;
  topics: readonly string[];
  /** Set by the first submit that was refused, cleared with the fields after a success. */
  showErrors: boolean;
}

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  /** honeypot: the value of the form's hidden bot trap, sent along so a bot sees a success. */
  | { type: 'submit'; honeypot?: string };

export interface SendMessageInput {
  fields: ContactFields;
  /** The bot trap's value at the submit; empty for a person. */
  honeypot: string;
}

// The "valid e-mail address" of the HTML standard, which `type="email"` checks in every browser:
// the same rule with JavaScript on as off. The browser has already trimmed the value.
const EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Name, e-mail and message are required, the e-mail in the browser's format; company and topic
 * are optional (an optional topic means fewer required fields, and „Sonstiges“ says nothing a
 * blank would not). The topic is empty or one of `topics` (those the content offers, the
 * machine's input), nothing else.
 */
export function validateContactFields(
  fields: ContactFields,
  topics: readonly string[] = [],
): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (fields.name.trim() === '') errors.name = 'required';
  if (fields.email.trim() === '') errors.email = 'required';
  else if (!EMAIL_ADDRESS.test(fields.email)) errors.email = 'format';
  if (
    fields.topic !== '' &&
    (fields.topic.length > MAX_TOPIC_LENGTH || !topics.includes(fields.topic))
  )
    errors.topic = 'unknown';
  if (fields.message.trim() === '') errors.message = 'required';
  return errors;
}

const isSendable = ({ fields, topics }: ContactFormContext) =>
  Object.keys(validateContactFields(fields, topics)).length === 0;

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    input: {} as ContactFormInput,
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
    setField: assign({
      fields: ({ context }, params: { field: ContactField; value: string }) => ({
        ...context.fields,
        [params.field]: params.value,
      }),
    }),
    showErrors: assign({ showErrors: true }),
    clearForm: assign({ fields: EMPTY_FIELDS, showErrors: false }),
  },
  guards: {
    sendable: ({ context }) => isSendable(context),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    fields: input?.fields ?? EMPTY_FIELDS,
    topics: input?.topics ?? [],
    showErrors: false,
  }),
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
      on: {
        submit: [{ guard: 'sendable', target: 'submitting' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      tags: ['submitting'],
      on: { 'field.change': {} },
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context, event }) => ({
          fields: { ...context.fields },
          honeypot: (event.type === 'submit' && event.honeypot) || '',
        }),
        onDone: { target: 'success', actions: 'clearForm' },
        onError: 'error',
      },
    },
    success: {},
    error: {
      // Retry with the kept fields, which were complete when they were sent.
      on: { submit: 'submitting' },
    },
  },
});

export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;

/** The messages the form shows: none before the first refused submit, then each field's. */
export function selectFieldErrors(snapshot: ContactFormSnapshot): ContactFieldErrors {
  const { fields, topics, showErrors } = snapshot.context;
  return showErrors ? validateContactFields(fields, topics) : {};
}

/** What the form shows: the fields, each field's message, and where the sending stands. */
export interface ContactFormView {
  fields: ContactFields;
  errors: ContactFieldErrors;
  state: ContactFormSnapshot['value'];
}

export function selectContactFormView(snapshot: ContactFormSnapshot): ContactFormView {
  return {
    fields: snapshot.context.fields,
    errors: selectFieldErrors(snapshot),
    state: snapshot.value,
  };
}
