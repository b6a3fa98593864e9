import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';

/**
 * A form's submit as the site's forms handle it (features/contact/ContactForm.tsx,
 * features/voice/ConsentDialog.tsx): the page does not navigate, the machine gets the submit and
 * React renders its answer at once, so that a refused submit's messages and their
 * aria-describedby links are in place when the focus moves to the first field marked invalid.
 * A screen reader then reads the message with the field.
 */
export function submitAndFocusFirstInvalid(event: FormEvent<HTMLFormElement>, submit: () => void) {
  event.preventDefault();
  sendAndFocusFirstInvalid(event.currentTarget, submit);
}

/** The same for a submit carried out later: one held until the form's machine had loaded. */
export function sendAndFocusFirstInvalid(form: HTMLFormElement, submit: () => void) {
  flushSync(submit);
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
