import { contactFormMachine } from '@site/machines/contactForm';
import { fromPromise } from 'xstate';

/**
 * The contact form machine sending through the real library, with the bot trap's value from the
 * submit. EmailJS (in sendContactMessage.ts) is loaded on the first send, not with the page.
 */
export const contactFormLogic = contactFormMachine.provide({
  actors: {
    sendMessage: fromPromise(async ({ input }) => {
      const { sendContactMessage } = await import('./sendContactMessage');
      return sendContactMessage(input.fields, { honeypot: input.honeypot });
    }),
  },
});
