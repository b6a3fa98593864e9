import type { CallErrorCode, VoiceWidgetErrorCode } from '@site/machines/callFailures';
import type { ConsentDialogError, ConsentError } from '@site/machines/consentDialog';
import type { ContactField, ContactFieldError } from '@site/machines/contactForm';
import { validateEmail } from '@site/machines/emailValidation';
import { validateContactFields } from '@site/machines/contactForm';
import { describe, expect, it } from 'vitest';
import de from '../src/i18n/de.json' with { type: 'json' };
import { i18n } from '../src/i18n/i18n';

// The machines name their errors with codes; the views show the words of de.json. Every code a
// machine can set needs its words there. The records are typed by the machines' unions, so a new
// code that is missing here fails the typecheck.
const emailWords: Record<ConsentDialogError, string> = {
  required: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  tooLong: 'Die E-Mail-Adresse ist zu lang (höchstens 254 Zeichen).',
  format: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@unternehmen.de.',
  domain:
    'Die Domain der E-Mail-Adresse ist ungültig. Bitte prüfen Sie den Teil nach dem @, z. B. unternehmen.de.',
  disposable:
    'Wegwerf-E-Mail-Adressen sind nicht erlaubt. Bitte verwenden Sie Ihre geschäftliche Adresse.',
  storeFailed: 'Fehler beim Speichern der E-Mail. Bitte versuchen Sie es erneut.',
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
};

const consentWords: Record<ConsentError, string> = {
  required: 'Bitte setzen Sie das Häkchen, um der Speicherung Ihrer E-Mail-Adresse zuzustimmen.',
};

// Only the codes a field can have: the optional company has none.
const contactWords: Record<ContactField, Partial<Record<ContactFieldError, string>>> = {
  name: { required: 'Bitte geben Sie Ihren Namen ein.' },
  email: {
    required: 'Bitte geben Sie Ihre E-Mail-Adresse ein, damit wir Ihnen antworten können.',
    format: 'Bitte geben Sie eine E-Mail-Adresse wie name@firma.de ein.',
  },
  company: {},
  topic: { unknown: 'Bitte wählen Sie eines der angebotenen Themen oder keines.' },
  message: { required: 'Bitte schreiben Sie uns, worum es geht.' },
};
const contactEntries = Object.entries(contactWords).flatMap(([field, words]) =>
  Object.entries(words).map(([code, text]) => [`${field}.${code}`, text] as const),
);

const callFailed =
  'Die Verbindung zum Sprachassistenten ist fehlgeschlagen. Bitte versuchen Sie es erneut.';
const voiceWords: Record<VoiceWidgetErrorCode | CallErrorCode, string> = {
  missingConfig: 'Missing Vapi configuration. Please set environment variables.',
  microphoneDenied:
    'Ihr Browser hat das Mikrofon blockiert. Erlauben Sie es über das Symbol links in der Adressleiste und versuchen Sie es erneut.',
  microphoneMissing:
    'Wir finden kein Mikrofon. Schließen Sie ein Mikrofon oder Headset an und versuchen Sie es erneut.',
  demoUnavailable:
    'Die Demo ist gerade nicht verfügbar. Wir sind trotzdem für Sie da – schreiben Sie uns oder rufen Sie an.',
  offline:
    'Sie sind offline. Sobald Ihre Internetverbindung wieder steht, können Sie es erneut versuchen.',
  startTimedOut: 'Der Verbindungsaufbau hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  callFailed,
  // Failures the visitor cannot act on differently: the same words as any failed call.
  missingTarget: callFailed,
  noCall: callFailed,
  unexpected: callFailed,
};

describe('the words for the machines’ error codes', () => {
  it.each(Object.entries(emailWords))('errors.email.%s reads "%s"', (code, words) => {
    expect(i18n.t(`errors.email.${code}`)).toBe(words);
  });

  it.each(Object.entries(voiceWords))('errors.voice.%s reads "%s"', (code, words) => {
    expect(i18n.t(`errors.voice.${code}`)).toBe(words);
  });

  it.each(Object.entries(consentWords))('errors.consent.%s reads "%s"', (code, words) => {
    expect(i18n.t(`errors.consent.${code}`)).toBe(words);
  });

  it.each(contactEntries)('errors.contact.%s reads "%s"', (key, words) => {
    expect(i18n.t(`errors.contact.${key}`)).toBe(words);
  });

  it('has no words for a code no machine sets', () => {
    expect(Object.keys(de.errors.email).sort()).toEqual(Object.keys(emailWords).sort());
    expect(Object.keys(de.errors.voice).sort()).toEqual(Object.keys(voiceWords).sort());
    expect(Object.keys(de.errors.consent).sort()).toEqual(Object.keys(consentWords).sort());
    const contactKeys = Object.entries(de.errors.contact).flatMap(([field, words]) =>
      Object.keys(words).map((code) => `${field}.${code}`),
    );
    expect(contactKeys.sort()).toEqual(contactEntries.map(([key]) => key).sort());
  });

  it('has words for every code the contact form sets', () => {
    const errors = [
      validateContactFields({ name: '', email: '', company: '', topic: '', message: '' }),
      validateContactFields({
        name: 'A',
        email: 'anna-at-example.de',
        company: '',
        topic: 'Jobs',
        message: 'B',
      }),
    ];
    const keys = errors.flatMap((byField) =>
      Object.entries(byField).map(([field, code]) => `${field}.${code}`),
    );
    expect(new Set(keys)).toEqual(new Set(contactEntries.map(([key]) => key)));
  });

  it('covers every kind of validation error', () => {
    const inputs = ['<>', `${'a'.repeat(260)}@muster.de`, 'anna.de', 'a@b', 'a@mailinator.com'];
    const codes = inputs.map((input) => {
      const result = validateEmail(input);
      if (result.ok) throw new Error(`${input} should be invalid`);
      return result.error;
    });
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(emailWords[code]).toMatch(/\S/);
  });
});
