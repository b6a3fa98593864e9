-- What newsletter_opted_in records. The column keeps the name the specification gives it, yet no
-- visitor ever agrees to a newsletter here: the consent dialog's checkbox
-- (web/src/features/voice/ConsentDialog.tsx, its words consent.consentText in
-- web/src/i18n/de.json and en.json) asks to store the e-mail address to provide the demo call and
-- to recognise the visitor when they come back, and the privacy policy says the same (section 7 of
-- the seed's Datenschutzerklärung, studio/seed-src/documents/legal.ts). Nothing is ever sent to
-- the address. The earlier migrations stay as they were applied; this one only describes.
-- web/e2e/consent-record.spec.ts holds the dialog's words and the stored flag together.

comment on column public.email_subscribers.newsletter_opted_in is
  'The consent the visitor gave in the consent dialog before the first demo call: to store this e-mail address to provide the demo call and to recognise the visitor when they come back. Never a newsletter consent: nothing is sent to the address.';

comment on column public.email_subscribers.consent_given_at is
  'When the visitor gave the consent recorded in newsletter_opted_in (storing the address for the demo call); null without it.';

comment on function public.register_email_subscriber(text, uuid, boolean) is
  'Registers the caller''s e-mail address and session id and returns the row. newsletter_opted_in is the consent dialog''s checkbox: consent to store the address for the demo call and to recognise a returning visitor, never to a newsletter.';
