import { contactFormMachine } from '@site/machines/contactForm';
import { fromPromise } from 'xstate';

/**
 * Name of the honeypot input: the form renders it hidden from people (off-screen, tabIndex -1,
 * autoComplete "off", aria-hidden) and passes its value as `honeypot`. Bots fill every field.
 */
export const HONEYPOT_FIELD = 'website';

/**
 * The contact form machine sending through the real library, with the bot trap's value. EmailJS
 * (in sendContactMessage.ts) is loaded on the first send, not with the page.
 */
export function createContactFormLogic(honeypot: string) {
  return contactFormMachine.provide({
    actors: {
      sendMessage: fromPromise(async ({ input }) => {
        const { sendContactMessage } = await import('./sendContactMessage');
        return sendContactMessage(input, { honeypot });
      }),
    },
  });
}
