import { defineField, defineType } from 'sanity';

// German is the site's language and therefore required; English is optional and the site's
// queries fall back to German wherever it is missing.
const germanRequired = 'Bitte geben Sie den deutschen Text ein.';

export const localeString = defineType({
  name: 'localeString',
  title: 'Text (einzeilig, mehrsprachig)',
  type: 'object',
  fields: [
    defineField({
      name: 'de',
      title: 'Deutsch',
      type: 'string',
      validation: (rule) => rule.required().error(germanRequired),
    }),
    defineField({ name: 'en', title: 'Englisch (optional)', type: 'string' }),
  ],
});

export const localeText = defineType({
  name: 'localeText',
  title: 'Text (mehrzeilig, mehrsprachig)',
  type: 'object',
  fields: [
    defineField({
      name: 'de',
      title: 'Deutsch',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error(germanRequired),
    }),
    defineField({ name: 'en', title: 'Englisch (optional)', type: 'text', rows: 3 }),
  ],
});
