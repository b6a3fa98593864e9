import { defineLocaleResourceBundle } from 'sanity';

// Where Sanity's German locale (@sanity/locale-de-de) builds a phrase that does not fit every
// German noun: „Neues {{schemaType}}“ over a new document reads „Neues Startseite“ or „Neues
// Landingpage“. „Neu: …“ fits every type's title.
export const germanWording = defineLocaleResourceBundle({
  locale: 'de-DE',
  namespace: 'structure',
  resources: {
    'panes.document-header-title.new.text': 'Neu: {{schemaType}}',
    'browser-document-title.new-document': 'Neu: {{schemaType}}',
  },
});
