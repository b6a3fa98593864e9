import type { ContactFields } from '@site/machines/contactFields';
import type { ContactFormView } from '@site/machines/contactForm';

/**
 * The contact form machine's view before its code has loaded (web/src/lib/codeOnUse.ts): the
 * fields as typed, and no message yet, as the machine shows none before a refused submit; with
 * its code out of reach at a submit, as a send that failed, the fields kept. The same as
 * selectContactFormView of those snapshots (web/test/formBeforeUse.test.ts), without loading the
 * machine to compute it.
 */
export function formBeforeUse(fields: ContactFields, codeUnreachable: boolean): ContactFormView {
  return { fields, errors: {}, state: codeUnreachable ? 'error' : 'idle' };
}
