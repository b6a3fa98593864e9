import { contactFormMachine } from '@site/machines/contactForm';
import { fromPromise } from 'xstate';
import { sendContactMessage } from './sendContactMessage';

/** The contact form machine sending through the real library, with the bot trap's value. */
export function createContactFormLogic(honeypot: string) {
  return contactFormMachine.provide({
    actors: {
      sendMessage: fromPromise(({ input }) => sendContactMessage(input, { honeypot })),
    },
  });
}
