// The "Voice Agent Test" dialog: the visitor's e-mail and consent before the first call. Storing
// is the web app's `storeEmail` actor; on success the dialog closes, clears itself and emits
// `consent.granted`, which the voice widget answers by starting the call. A refused submit says
// why at each field (ConsentDialogError, ConsentError; the words: web/src/i18n/de.json,
// `errors.email.*`, `errors.consent.*`), each message until the visitor changes its field.
import { and, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { normalizeEmail, validateEmail, type EmailValidationError } from './emailValidation.ts';

/**
 * How storing went. 'cookie-only': the database insert failed but the cookies were set, which
 * counts as success (web/src/features/voice/subscribers/subscriberStore.ts).
 */
export type StoreEmailOutcome = 'stored' | 'cookie-only' | 'failed';

export interface StoreEmailInput {
  /** Normalised by validateEmail. */
  email: string;
  newsletterOptedIn: boolean;
}

/**
 * Why the e-mail was not taken: a validation code, 'storeFailed' (storing reported failure) or
 * 'unexpected' (storing threw).
 */
export type ConsentDialogError = EmailValidationError | 'storeFailed' | 'unexpected';

/** Why the consent was not taken: the box was not ticked at a submit. */
export type ConsentError = 'required';

export interface ConsentDialogContext {
  /** As typed; kept when storing fails. */
  email: string;
  newsletterOptedIn: boolean;
  emailError: ConsentDialogError | null;
  consentError: ConsentError | null;
}

export type ConsentDialogEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'email.change'; value: string }
  | { type: 'consent.change'; checked: boolean }
  | { type: 'submit' };

export type ConsentDialogEmitted =
  { type: 'consent.granted'; email: string } | { type: 'consent.dismissed' };

const EMPTY_FORM: ConsentDialogContext = {
  email: '',
  newsletterOptedIn: false,
  emailError: null,
  consentError: null,
};

export const consentDialogMachine = setup({
  types: {
    context: {} as ConsentDialogContext,
    events: {} as ConsentDialogEvent,
    emitted: {} as ConsentDialogEmitted,
    tags: {} as 'open' | 'submitting',
  },
  actors: {
    // Harmless default: stores nothing and says so. The web app provides the real one.
    storeEmail: fromPromise<StoreEmailOutcome, StoreEmailInput>(async () => 'failed'),
  },
  actions: {
    clearForm: assign(EMPTY_FORM),
    setEmail: assign({ email: (_, params: { value: string }) => params.value, emailError: null }),
    setConsent: assign({
      newsletterOptedIn: (_, params: { checked: boolean }) => params.checked,
      consentError: null,
    }),
    // A storing failure stays on a valid e-mail: only editing it clears that message.
    showValidationErrors: assign({
      emailError: ({ context }) => {
        const result = validateEmail(context.email);
        return result.ok ? context.emailError : result.error;
      },
      consentError: ({ context }) => (context.newsletterOptedIn ? null : 'required'),
    }),
    showError: assign({ emailError: (_, params: { error: ConsentDialogError }) => params.error }),
    announceGranted: emit((_, params: { email: string }) => ({
      type: 'consent.granted' as const,
      email: params.email,
    })),
    announceDismissed: emit({ type: 'consent.dismissed' } as const),
  },
  guards: {
    canSubmit: ({ context }) => formIsComplete(context),
    emailIsValid: ({ context }) => validateEmail(context.email).ok,
    stored: (_, params: { outcome: StoreEmailOutcome }) => params.outcome !== 'failed',
  },
}).createMachine({
  id: 'consentDialog',
  context: EMPTY_FORM,
  initial: 'closed',
  states: {
    closed: {
      on: { open: 'open' },
    },
    open: {
      tags: ['open'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'email.change': {
              actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
            },
            'consent.change': {
              actions: { type: 'setConsent', params: ({ event }) => ({ checked: event.checked }) },
            },
            close: {
              target: '#consentDialog.closed',
              actions: ['clearForm', 'announceDismissed'],
            },
            submit: [
              { guard: and(['canSubmit', 'emailIsValid']), target: 'submitting' },
              { actions: 'showValidationErrors' },
            ],
          },
        },
        // Fields and close are ignored here, so what is stored is what the visitor sees.
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'storeEmail',
            src: 'storeEmail',
            // Valid here, so normalising gives exactly the address validateEmail accepted.
            input: ({ context }) => ({
              email: normalizeEmail(context.email),
              newsletterOptedIn: context.newsletterOptedIn,
            }),
            onDone: [
              {
                guard: { type: 'stored', params: ({ event }) => ({ outcome: event.output }) },
                target: '#consentDialog.closed',
                actions: [
                  {
                    type: 'announceGranted',
                    params: ({ context }) => ({ email: normalizeEmail(context.email) }),
                  },
                  'clearForm',
                ],
              },
              {
                target: 'editing',
                actions: { type: 'showError', params: { error: 'storeFailed' } },
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'showError', params: { error: 'unexpected' } },
            },
          },
        },
      },
    },
  },
});

export type ConsentDialogSnapshot = SnapshotFrom<typeof consentDialogMachine>;

function formIsComplete(context: ConsentDialogContext): boolean {
  return context.email.trim() !== '' && context.newsletterOptedIn && context.emailError === null;
}

/**
 * Submit is disabled when the e-mail is empty, consent unchecked, submitting, or an error shown;
 * a submit then sends nothing and shows each field's message instead.
 */
export function canSubmit(snapshot: ConsentDialogSnapshot): boolean {
  return snapshot.matches({ open: 'editing' }) && formIsComplete(snapshot.context);
}

/** The dialog's state as the view shows it. */
export function selectDialogState(snapshot: ConsentDialogSnapshot) {
  return {
    open: snapshot.hasTag('open'),
    email: snapshot.context.email,
    newsletterOptedIn: snapshot.context.newsletterOptedIn,
    emailError: snapshot.context.emailError,
    consentError: snapshot.context.consentError,
    isSubmitting: snapshot.hasTag('submitting'),
  };
}
