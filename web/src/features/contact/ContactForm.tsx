import { hasRequiredFields, type ContactField } from '@site/machines/contactForm';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { onContactDraft } from '../../lib/contactDraft';
import { useSiteMachine } from '../../lib/useSiteMachine';
import { contactFormLogic, HONEYPOT_FIELD } from './contactFormLogic';
import './contactForm.css';

const REQUIRED_FIELDS = ['name', 'email', 'message'] as const satisfies ContactField[];

const subscribeToNothing = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true once React owns the form. Until then
 * the form cannot send: a submit would be a plain GET of the page with the message in its URL,
 * and text typed before hydration would not reach the machine.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The contact form of the home page, driven by the contact form machine.
 * The browser checks the required fields and the e-mail type; the outcome is announced in a
 * polite status region (sending, success) or an alert (failure), and a failure keeps every field.
 */
export function ContactForm({ email }: { email?: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // The trap is controlled like the real fields: a bot that fills fields without input events
  // never reaches the machine at all, and one that fires them fills the trap too.
  const [honeypot, setHoneypot] = useState('');
  const [snapshot, send, actor] = useSiteMachine(contactFormLogic, {});
  const fields = snapshot.context;
  const state = snapshot.value;
  const submitting = snapshot.hasTag('submitting');

  // Disabling the busy button drops the focus to <body>. Success: focus the status message, which
  // keeps the confirmation in view beside the button and makes it re-readable; the fields above
  // are empty and one Shift+Tab away. Failure: back to the submit button, so the kept text is
  // untouched and a retry is one key press; the alert announces the failure either way. A visitor
  // who moved elsewhere meanwhile is left there.
  useEffect(() => {
    // The fields are empty again; resetting the form also forgets that the visitor touched
    // them, so that the browser does not mark them as wrongly empty (:user-invalid).
    if (state === 'success') form.current?.reset();
    if (state !== 'success' && state !== 'error') return;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (state === 'success' && (lost || form.current?.contains(active))) status.current?.focus();
    if (state === 'error' && (lost || active === submit.current)) submit.current?.focus();
  }, [state]);

  // A first sentence offered from elsewhere on the page (the demo call's "talk to a person"):
  // written into an empty message only, then the message field has the focus to go on typing.
  const message = useRef<HTMLTextAreaElement>(null);
  useEffect(
    () =>
      onContactDraft((draft) => {
        if (actor.getSnapshot().context.message.trim() === '')
          send({ type: 'field.change', field: 'message', value: draft });
        message.current?.focus();
      }),
    [actor, send],
  );

  const onChange =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      event.target.setCustomValidity('');
      send({ type: 'field.change', field, value: event.target.value });
    };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // `required` accepts a field of blanks, the machine does not (it would ignore the submit):
    // say so at the field the way the browser reports its own checks.
    if (!hasRequiredFields(fields)) {
      const blank = REQUIRED_FIELDS.find((field) => fields[field].trim() === '');
      const input = blank && event.currentTarget.elements.namedItem(blank);
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
        input.setCustomValidity(t('contact.blank'));
        input.reportValidity();
      }
      return;
    }
    // The trap's value travels with the submit, so the send sees what the form held then.
    send({ type: 'submit', honeypot });
  };

  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: fields[field],
    onChange: onChange(field),
    disabled: !hydrated,
    // The machine keeps the fields as sent until the answer; typing now would be swallowed.
    readOnly: submitting,
    className: 'text-field',
  });

  return (
    <form ref={form} className="contact-form" onSubmit={onSubmit}>
      <div className="contact-form__field">
        <label htmlFor={`${id}-name`}>{t('contact.name')}</label>
        <input type="text" required autoComplete="name" {...fieldProps('name')} />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-email`}>{t('contact.email')}</label>
        <input type="email" required autoComplete="email" {...fieldProps('email')} />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-company`}>{t('contact.company')}</label>
        <input type="text" autoComplete="organization" {...fieldProps('company')} />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-message`}>{t('contact.message')}</label>
        <textarea ref={message} required rows={6} {...fieldProps('message')} />
      </div>
      {/* The bot trap: off-screen rather than display:none, which bots recognise. */}
      <div className="contact-form__trap" aria-hidden="true">
        <input
          type="text"
          name={HONEYPOT_FIELD}
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
        />
      </div>
      <button
        ref={submit}
        type="submit"
        className="button contact-form__submit"
        disabled={!hydrated || submitting}
      >
        {submitting ? t('contact.submitting') : t('contact.submit')}
      </button>
      <p ref={status} role="status" tabIndex={-1} className="contact-form__status">
        {/* The button shows it; said here too, as the disabled button has lost the focus. */}
        {submitting && <span className="visually-hidden">{t('contact.submitting')}</span>}
        {state === 'success' && (
          <span className="contact-form__outcome contact-form__outcome--success">
            {t('contact.success')}
          </span>
        )}
      </p>
      <p role="alert" className="contact-form__error">
        {/* Present while empty, so that the failure appearing in it is announced. */}
        {state === 'error' && (
          <span className="contact-form__outcome contact-form__outcome--failure">
            {t('contact.failure')}
          </span>
        )}
      </p>
      <noscript>
        <p className="contact-form__noscript">
          {t('contact.noscript')}
          {email && (
            <>
              {' '}
              {t('contact.noscriptEmail')} <a href={`mailto:${email}`}>{email}</a>
            </>
          )}
        </p>
      </noscript>
    </form>
  );
}
