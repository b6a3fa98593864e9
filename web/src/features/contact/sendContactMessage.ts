import { init, send, type EmailJSResponseStatus, type StorageProvider } from '@emailjs/browser';
import { services } from '../../config/env';
import { ServiceConfigError } from '../../config/services';
import { assertCompleteConfig, mailConfig, type MailConfig } from './mailConfig';
import { createWebStorageProvider } from './rateLimitStorage';
import { buildTemplateParams, type ContactMessage } from './templateParams';

/** One send per 10 s per browser, for the whole form whatever page it sits on. */
const RATE_LIMIT = { id: 'contact-form', throttle: 10_000 } as const;

/** Sending failed: EmailJS's answer (status 0 when the request never got one). */
export class ContactSendError extends Error {
  override name = 'ContactSendError';
  constructor(
    readonly status: number,
    readonly text: string,
    options?: ErrorOptions,
  ) {
    super(`Sending the contact message failed: ${status} ${text}`, options);
  }
}

export type SendOptions = {
  /** Value of the HONEYPOT_FIELD input. */
  honeypot?: string;
  now?: Date;
};

export type ContactSender = (fields: ContactMessage, options?: SendOptions) => Promise<void>;

/** EmailJS's answer counts as delivered on status 200 or the text 'OK'. */
export function isSendSuccess({ status, text }: { status: number; text: string }): boolean {
  return status === 200 || text === 'OK';
}

function toSendError(reason: unknown): ContactSendError {
  // By shape, not instanceof: a second copy of the library in a bundle would defeat instanceof.
  if (reason instanceof Object && 'status' in reason && 'text' in reason)
    return new ContactSendError(Number(reason.status), String(reason.text));
  // A network failure (TypeError) or one of EmailJS's thrown strings.
  return new ContactSendError(0, String(reason), { cause: reason });
}

// EmailJS keeps one global configuration; this says whose it is.
let initialisedFor: object | undefined;

/**
 * A sender bound to one configuration. EmailJS is initialised on the first send (again only if
 * another sender took it over meanwhile): the public key, the origin of the local mailbox when
 * there is one (only init() can set it; send() ignores an origin), and limitRate with its
 * storage. blockHeadless stays off, or Playwright's Chromium could not send.
 */
export function createContactSender(
  config: MailConfig,
  storageProvider: StorageProvider = createWebStorageProvider(),
): ContactSender {
  assertCompleteConfig(config);
  const owner = {};
  return async (fields, { honeypot, now = new Date() } = {}) => {
    if (honeypot) return; // A bot: it sees a success and nothing is sent.
    if (initialisedFor !== owner) {
      init({
        publicKey: config.publicKey,
        ...(config.origin ? { origin: config.origin } : {}),
        blockHeadless: false,
        limitRate: RATE_LIMIT,
        storageProvider,
      });
      initialisedFor = owner;
    }
    let result: EmailJSResponseStatus;
    try {
      result = await send(config.serviceId, config.templateId, buildTemplateParams(fields, now));
    } catch (reason) {
      const error = toSendError(reason);
      // limitRate counts a send before it happens: a failed one must not block the retry.
      if (error.status !== 429) await storageProvider.remove(RATE_LIMIT.id);
      throw error;
    }
    if (!isSendSuccess(result)) throw new ContactSendError(result.status, result.text);
  };
}

let defaultSender: ContactSender | undefined;

/**
 * The contact form machine's `sendMessage` actor: resolves once the message is accepted, rejects
 * with ContactSendError when sending fails and with ServiceConfigError (also logged) when the
 * VITE_EMAILJS_* variables are only partly set.
 */
export async function sendContactMessage(
  fields: ContactMessage,
  options?: SendOptions,
): Promise<void> {
  if (!defaultSender) {
    try {
      defaultSender = createContactSender(
        mailConfig(services().emailJs, globalThis.location?.origin),
      );
    } catch (error) {
      if (error instanceof ServiceConfigError) console.error(error.message);
      throw error;
    }
  }
  return defaultSender(fields, options);
}
