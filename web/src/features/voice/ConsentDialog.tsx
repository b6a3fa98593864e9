import { canSubmit, selectDialogState } from '@site/machines/consentDialog';
import type { ConsentDialogActor } from '@site/machines/voiceWidget';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { CloseIcon } from './CloseIcon';
import './consentDialog.css';
import { paths } from '../../lib/paths';
import { submitAndFocusFirstInvalid } from '../../lib/submitForm';
import { useLocalizedPath, useTranslation } from '../../lib/language';
import { Text, type LocalizedText } from '../../lib/LocalizedText';

/**
 * The "Voice Agent Test" consent dialog, a native modal <dialog>: the browser moves focus in,
 * keeps it there, and returns it to the orb on close. The consent machine owns every rule;
 * this component only shows its state and sends it what the visitor does. Its messages stand
 * below their fields, linked with aria-describedby, and the focus goes to the first field that
 * has one, so a screen reader reads the message with the field.
 */
export function ConsentDialog({
  actor,
  disclosure,
}: {
  actor: ConsentDialogActor;
  /** The content's AI disclosure („Sie sprechen mit einem KI-System …“), said before consent too. */
  disclosure: LocalizedText;
}) {
  const { t } = useTranslation();
  const local = useLocalizedPath();
  const dialog = useRef<HTMLDialogElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const state = useSelector(actor, selectDialogState);
  const submittable = useSelector(actor, canSubmit);
  const id = useId();
  const errorId = `${id}-email-error`;
  const consentErrorId = `${id}-consent-error`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.open && !element.open) element.showModal();
    if (!state.open && element.open) element.close();
  }, [state.open]);

  // Storing failed after the visitor had pressed submit: the message is the e-mail field's, and
  // editing the e-mail is what lets the visitor try again.
  useEffect(() => {
    if (state.emailError === 'storeFailed' || state.emailError === 'unexpected')
      emailField.current?.focus();
  }, [state.emailError]);

  // The modal keeps the page inert, but Tab would still leave for the browser's own controls:
  // it wraps around inside the dialog instead.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('button, input, a[href]'),
    ].filter((element) => !element.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitAndFocusFirstInvalid(event, () => actor.send({ type: 'submit' }));
  const close = () => actor.send({ type: 'close' });
  // The machine names the error with a code; the visitor reads its words from de.json.
  const emailError = state.emailError && t(`errors.email.${state.emailError}`);
  const consentError = state.consentError && t(`errors.consent.${state.consentError}`);

  return (
    <dialog
      ref={dialog}
      className="consent-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={
        disclosure.text ? `${id}-disclosure ${id}-description` : `${id}-description`
      }
      // Escape: the machine decides (it ignores closing while the e-mail is being saved).
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={keepFocusInside}
      // A click on the dialog element itself is a click on the backdrop around the panel.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <form className="consent-dialog__panel" onSubmit={onSubmit} noValidate>
        <div className="consent-dialog__header">
          <h2 id={`${id}-title`}>{t('consent.title')}</h2>
          <button
            type="button"
            className="consent-dialog__close"
            aria-label={t('consent.close')}
            onClick={close}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        {disclosure.text && (
          <p id={`${id}-disclosure`} className="consent-dialog__disclosure">
            <Text value={disclosure} />
          </p>
        )}
        <p id={`${id}-description`} className="consent-dialog__description">
          {t('consent.description')}
        </p>
        <label className="consent-dialog__label" htmlFor={`${id}-email`}>
          {t('consent.emailLabel')}
        </label>
        <input
          ref={emailField}
          id={`${id}-email`}
          className="text-field"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          value={state.email}
          placeholder={t('consent.emailPlaceholder')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId : undefined}
          onChange={(event) => actor.send({ type: 'email.change', value: event.target.value })}
        />
        {/* Always there, so that a message does not push the checkbox down. */}
        <p id={errorId} className="consent-dialog__error">
          {emailError}
        </p>
        {/* The consent the database records as newsletter_opted_in, the specification's column
            name: to store the address for the demo call and to recognise a returning visitor,
            never a newsletter (supabase/migrations/20261128000000_newsletter_opted_in_means_demo_consent.sql). */}
        <label className="consent-dialog__consent">
          <input
            type="checkbox"
            required
            checked={state.newsletterOptedIn}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? consentErrorId : undefined}
            onChange={(event) =>
              actor.send({ type: 'consent.change', checked: event.target.checked })
            }
          />
          <span>
            {t('consent.consentText')}{' '}
            <a href={local(paths.privacy)} target="_blank" rel="noopener">
              {t('consent.privacyLink')}
              <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
            </a>
            .
          </span>
        </label>
        {consentError && (
          <p id={consentErrorId} className="consent-dialog__error consent-dialog__error--consent">
            {consentError}
          </p>
        )}
        {/* The primary action first, in the focus order and on screen: on a phone on top. */}
        <div className="consent-dialog__actions">
          {/* Disabled for assistive technology and to the eye, yet still pressable: a press
              then shows what is missing instead of leaving the visitor to guess. */}
          <button type="submit" className="button" aria-disabled={submittable ? undefined : true}>
            {state.isSubmitting ? t('consent.submitting') : t('consent.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            {t('consent.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
