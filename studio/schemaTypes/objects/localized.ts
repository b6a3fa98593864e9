import { defineField, defineType } from 'sanity';
import { blocksHaveText, hasText } from '../../../web/src/content/hasText.ts';

// German is the site's language and therefore required. English is optional: the site's queries
// fall back to German wherever it is missing, so a gap is a warning that keeps publishing possible.
// A text of blanks alone (spaces, tabs, line breaks) counts as missing, as the queries count it
// (web/src/content/queries.ts, textCharacter); the Studio counts every blank that trim() removes,
// so that it warns at least wherever the site falls back.
// The rules are custom ones without rule.required(): Sanity runs a custom rule on an undefined
// value too unless the rule is optional(), and required() would add a second, English message.
const germanRequired = 'Bitte geben Sie den deutschen Text ein.';
export const englishMissing =
  'Der englische Text fehlt: Die englische Website zeigt hier den deutschen Text.';

// hasText and blocksHaveText live with the site's content code, which the launch check
// („Vor dem Start“, web/src/content/launchCheck.ts) shares with the Studio.
export { blocksHaveText, hasText };

/** A custom rule: true where `test` finds text, else the message (its level is the rule's). */
const required = (test: (value: unknown) => boolean, message: string) => (value: unknown) =>
  test(value) || message;

export const localeString = defineType({
  name: 'localeString',
  title: 'Text (einzeilig, mehrsprachig)',
  type: 'object',
  fields: [
    defineField({
      name: 'de',
      title: 'Deutsch',
      type: 'string',
      validation: (rule) => rule.custom(required(hasText, germanRequired)).error(),
    }),
    defineField({
      name: 'en',
      title: 'Englisch (optional)',
      type: 'string',
      validation: (rule) => rule.custom(required(hasText, englishMissing)).warning(),
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
      validation: (rule) => rule.custom(required(hasText, germanRequired)).error(),
    }),
    defineField({
      name: 'en',
      title: 'Englisch (optional)',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.custom(required(hasText, englishMissing)).warning(),
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
                description:
                  'Wohin der markierte Text führt: eine Seite der Website als Pfad (z. B. „/datenschutz“; die englische Seite erhält ihn mit /en), eine https-Adresse, mailto: oder tel:.',
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
      validation: (rule) => rule.custom(required(blocksHaveText, germanRequired)).error(),
    }),
    defineField({
      name: 'en',
      title: 'Englisch (optional)',
      ...blockContent,
      validation: (rule) => rule.custom(required(blocksHaveText, englishMissing)).warning(),
    }),
  ],
});
