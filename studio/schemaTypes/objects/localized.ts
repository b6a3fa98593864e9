import { defineField, defineType } from 'sanity';

// German is the site's language and therefore required. English is optional: the site's queries
// fall back to German wherever it is missing, so a gap is a warning that keeps publishing possible.
const germanRequired = 'Bitte geben Sie den deutschen Text ein.';
export const englishMissing =
  'Der englische Text fehlt: Die englische Website zeigt hier den deutschen Text.';

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
    defineField({
      name: 'en',
      title: 'Englisch (optional)',
      type: 'string',
      validation: (rule) => rule.required().warning(englishMissing),
    }),
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
    defineField({
      name: 'en',
      title: 'Englisch (optional)',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().warning(englishMissing),
    }),
  ],
});

// Legal pages: headings, paragraphs, bullet lists, bold text and links; nothing decorative.
const blockContent = {
  type: 'array' as const,
  of: [
    {
      type: 'block',
      styles: [
        { title: 'Absatz', value: 'normal' },
        { title: 'Überschrift', value: 'h2' },
        { title: 'Zwischenüberschrift', value: 'h3' },
      ],
      lists: [{ title: 'Aufzählung', value: 'bullet' }],
      marks: {
        decorators: [{ title: 'Fett', value: 'strong' }],
        annotations: [
          {
            name: 'link',
            type: 'object',
            title: 'Link',
            fields: [
              {
                name: 'href',
                type: 'url',
                title: 'Adresse',
                validation: (rule: import('sanity').UrlRule) =>
                  rule
                    .required()
                    .uri({ scheme: ['https', 'mailto', 'tel'], allowRelative: true })
                    .error(
                      'Bitte geben Sie eine gültige Adresse an (https://, mailto: oder /pfad).',
                    ),
              },
            ],
          },
        ],
      },
    },
  ],
};

export const localeBlockContent = defineType({
  name: 'localeBlockContent',
  title: 'Fließtext (mehrsprachig)',
  type: 'object',
  fields: [
    defineField({
      name: 'de',
      title: 'Deutsch',
      ...blockContent,
      validation: (rule) => rule.required().min(1).error(germanRequired),
    }),
    defineField({
      name: 'en',
      title: 'Englisch (optional)',
      ...blockContent,
      validation: (rule) => rule.required().min(1).warning(englishMissing),
    }),
  ],
});
