import type { ContactField, ContactFormEvent, ContactFormView } from '@site/machines/contactForm';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { isDevelopmentServer } from '../../config/env';
import { useCodeOnUse } from '../../lib/codeOnUse';
import { enabledByScript } from '../../lib/earlyTaps';
import { useLocalizedPath, useTranslation } from '../../lib/language';
import { Text, type LocalizedText } from '../../lib/LocalizedText';
import { paths } from '../../lib/paths';
import { onContactDraft } from '../../lib/contactDraft';
import { useHydrated } from '../../lib/hydration';
import { sendAndFocusFirstInvalid, submitAndFocusFirstInvalid } from '../../lib/submitForm';
import { EMPTY_FIELDS } from '@site/machines/contactFields';
import { formBeforeUse } from './formBeforeUse';
import { HONEYPOT_FIELD } from './honeypot';
import './contactForm.css';

// The form's machine (./LiveContactForm.tsx, with XState) loads when the form comes into view or
// is first used, not with the page: until then the form shows the machine's first view
// (./formBeforeUse.ts), keeps what is typed, and holds a submit (web/src/lib/codeOnUse.ts). In
// development it loads at once, so that the machine inspector sees it from the start.
type LiveContactFormModule = typeof import('./LiveContactForm');
const importLiveForm = (): Promise<LiveContactFormModule> => import('./LiveContactForm');
const loadsAtOnce = isDevelopmentServer();

/** What the running machine gives the form (./LiveContactForm.tsx). */
export type LiveForm = { view: ContactFormView; send: (event: ContactFormEvent) => void };

/** The form's texts from the content (the contact section, studio/schemaTypes/sections/closingSections.ts). */
export type ContactFormContent = {
  /** The topics to choose from: `value` is the German name the mail carries. None: no choice. */
  topics: { key: string; value: string; label: LocalizedText }[];
  /** The sentence beside the send button, and the link to the privacy policy after it. */
  privacyNote: LocalizedText;
  privacyLinkLabel: LocalizedText;
  /** After sending: what happens next, and a link to book a meeting (null: not shown). */
  nextStep: LocalizedText | null;
  booking: { url: string; label: LocalizedText } | null;
};

/**
 * The contact form of the home page, driven by the contact form machine.
 * The fields carry the browser's own checks (`required`, `type="email"`) for the prerendered HTML;
 * once React owns the form it checks them itself (`noValidate`): a refused submit shows every
 * field's message below it in the page's language, linked with aria-describedby, and moves the
 * focus to the first, so a screen reader reads the message with the field. The outcome is
 * announced in a polite status region (sending, success and the next step) or an alert (failure),
 * and a failure keeps every field, the topic too.
 */
export function ContactForm({
  email,
  content,
}: {
  email?: string | null;
  content: ContactFormContent;
}) {
  const { t } = useTranslation();
  const local = useLocalizedPath();
  const id = useId();
  // Without JavaScript the form cannot send: a submit would be a plain GET of the page with the
  // message in its URL. So the HTML disables it, and the page's first script enables it while the
  // app loads (web/scripts/startScript.ts), holding a submit until the app carries it out.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // The trap is controlled like the real fields: a bot that fills fields without input events
  // never reaches the machine at all, and one that fires them fills the trap too.
  const [honeypot, setHoneypot] = useState('');
  const [live, setLive] = useState<LiveForm | null>(null);
  // What is typed before the machine has come, which it starts with.
  const [typed, setTyped] = useState(EMPTY_FIELDS);
  const { code, unreachable, load, hold, replay } = useCodeOnUse<
    ContactFormEvent,
    LiveContactFormModule
  >(importLiveForm, { atOnce: loadsAtOnce, inView: form });
  const LiveContactForm = code?.default;
  const { fields, errors, state } = live?.view ?? formBeforeUse(typed, unreachable !== null);
  const submitting = state === 'submitting';
  const liveSend = live?.send;

  const change = useCallback(
    (field: ContactField, value: string) => {
      if (liveSend) liveSend({ type: 'field.change', field, value });
      else {
        setTyped((before) => ({ ...before, [field]: value }));
        load();
      }
    },
    [liveSend, load],
  );

  // A submit held until the machine came is sent once it runs, as a submit is: refused, it moves
  // the focus to the first field it names. In a microtask: React renders a submit's answer at
  // once (flushSync), which it cannot do within this effect's commit.
  useEffect(() => {
    const element = form.current;
    if (!liveSend || !element) return;
    queueMicrotask(() =>
      replay((event) => sendAndFocusFirstInvalid(element, () => liveSend(event))),
    );
  }, [liveSend, replay]);

  // Disabling the busy button drops the focus to <body>. Success: focus the status message, which
  // keeps the confirmation in view beside the button and makes it re-readable; the fields above
  // are empty and one Shift+Tab away. Failure: back to the submit button, so the kept text is
  // untouched and a retry is one key press; the alert announces the failure either way. A visitor
  // who moved elsewhere meanwhile is left there.
  useEffect(() => {
    if (state !== 'success' && state !== 'error') return;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (state === 'success' && (lost || form.current?.contains(active))) status.current?.focus();
    if (state === 'error' && (lost || active === submit.current)) submit.current?.focus();
  }, [state]);

  // A first sentence offered from elsewhere on the page (the demo call's "talk to a person"):
  // written into an empty message only, then the message field has the focus to go on typing.
  const message = useRef<HTMLTextAreaElement>(null);
  const messageEmpty = fields.message.trim() === '';
  useEffect(
    () =>
      onContactDraft((draft) => {
        if (messageEmpty) change('message', draft);
        message.current?.focus();
      }),
    [messageEmpty, change],
  );

  // Text typed before the app ran stays in the fields when React hydrates them, but the form has
  // not heard of it: it learns it here, before anything renders the fields again (which would put
  // the empty values back), and before a held submit is carried out.
  useLayoutEffect(() => {
    for (const field of Object.keys(EMPTY_FIELDS) as ContactField[]) {
      const element = form.current?.elements.namedItem(field);
      if (!(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ))
        continue;
      if (element.value === '') continue;
      setTyped((before) => ({ ...before, [field]: element.value }));
      load();
    }
  }, [load]);

  const onChange =
    (field: ContactField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      change(field, event.target.value);

  // The trap's value travels with the submit, so the send sees what the form held then. Before
  // the machine has come, the submit is held, and the button shows it.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitAndFocusFirstInvalid(event, () => {
      const submitEvent = { type: 'submit', honeypot } as const;
      if (liveSend) liveSend(submitEvent);
      else hold(submitEvent, submit.current);
    });

  const errorId = (field: ContactField) => `${id}-${field}-error`;
  // A select has no readOnly: while sending it stays as the machine holds it, being controlled.
  const choiceProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: fields[field],
    onChange: onChange(field),
    disabled: !hydrated,
    ...enabledByScript,
    className: 'text-field',
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });
  // The machine keeps the fields as sent until the answer; typing now would be swallowed.
  const fieldProps = (field: ContactField) => ({ ...choiceProps(field), readOnly: submitting });
  // Below its field, not a live region: the focus brings the visitor to it, and a message that
  // changes while the visitor corrects the field is read again on the next visit to the field.
  const fieldError = (field: ContactField) =>
    errors[field] && (
      <p id={errorId(field)} className="contact-form__field-error">
        {t(`errors.contact.${field}.${errors[field]}`)}
      </p>
    );

  return (
    <form
      ref={form}
      className="contact-form"
      onSubmit={onSubmit}
      onFocus={load}
      noValidate={hydrated}
    >
      <div className="contact-form__field">
        <label htmlFor={`${id}-name`}>{t('contact.name')}</label>
        <input type="text" required autoComplete="name" {...fieldProps('name')} />
        {fieldError('name')}
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-email`}>{t('contact.email')}</label>
        <input type="email" required autoComplete="email" {...fieldProps('email')} />
        {fieldError('email')}
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-company`}>{t('contact.company')}</label>
        <input type="text" autoComplete="organization" {...fieldProps('company')} />
      </div>
      {content.topics.length > 0 && (
        <div className="contact-form__field">
          <label htmlFor={`${id}-topic`}>{t('contact.topic')}</label>
          <select {...choiceProps('topic')}>
            <option value="">{t('contact.topicNone')}</option>
            {content.topics.map(({ key, value, label }) => (
              <option key={key} value={value} lang={label.lang}>
                {label.text}
              </option>
            ))}
          </select>
          {fieldError('topic')}
        </div>
      )}
      <div className="contact-form__field">
        <label htmlFor={`${id}-message`}>{t('contact.message')}</label>
        <textarea ref={message} required rows={6} {...fieldProps('message')} />
        {fieldError('message')}
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
      <div className="contact-form__send">
        <button
          ref={submit}
          type="submit"
          className="button contact-form__submit"
          disabled={!hydrated || submitting}
          {...enabledByScript}
        >
          {submitting ? t('contact.submitting') : t('contact.submit')}
        </button>
        {/* Opens in a new tab: leaving this page would lose what the visitor has typed. */}
        <p className="contact-form__privacy">
          <Text value={content.privacyNote} />{' '}
          <a href={local(paths.privacy)} target="_blank" rel="noopener">
            <Text value={content.privacyLinkLabel} />
            <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
          </a>
        </p>
      </div>
      <p ref={status} role="status" tabIndex={-1} className="contact-form__status">
        {/* The button shows it; said here too, as the disabled button has lost the focus. */}
        {submitting && <span className="visually-hidden">{t('contact.submitting')}</span>}
        {state === 'success' && (
          <span className="contact-form__outcome contact-form__outcome--success">
            <span className="contact-form__confirmation">{t('contact.success')}</span>
            {content.nextStep?.text && (
              <span className="contact-form__next-step">
                {' '}
                <Text value={content.nextStep} />
              </span>
            )}
          </span>
        )}
      </p>
      {state === 'success' && <BookingLink booking={content.booking} />}
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
      {LiveContactForm && (
        <LiveContactForm
          topics={content.topics.map(({ value }) => value)}
          fields={typed}
          onChange={setLive}
        />
      )}
    </form>
  );
}

/** After sending: the way to book a meeting at once, where the editors set its address. */
export function BookingLink({ booking }: { booking: ContactFormContent['booking'] }) {
  const { t } = useTranslation();
  if (!booking) return null;
  return (
    <p className="contact-form__booking">
      <a
        className="button button--secondary"
        href={booking.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Text value={booking.label} />
        <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
      </a>
    </p>
  );
}
