import { defineField, defineType, type ValidationError } from 'sanity';
import { shareImageField } from './fields';

// Search engines cut a page's title and description past about these lengths in their results:
// past them the Studio warns, but publishing stays possible.
export const titleMaxLength = 60;
export const descriptionMaxLength = 160;
export const titleTooLong = `Der Titel ist länger als ${titleMaxLength} Zeichen: Google kürzt ihn in den Suchergebnissen.`;
export const descriptionTooLong = `Die Beschreibung ist länger als ${descriptionMaxLength} Zeichen: Google kürzt sie in den Suchergebnissen.`;

/**
 * A custom rule for a localised text: a message at each language (`de`, `en`) whose text is
 * longer than `maxLength` characters, blanks at either end not counted.
 */
const noLongerThan =
  (maxLength: number, message: string) =>
  (value: { de?: unknown; en?: unknown } | undefined): true | ValidationError[] => {
    const tooLong = (['de', 'en'] as const).filter((language) => {
      const text = value?.[language];
      return typeof text === 'string' && [...text.trim()].length > maxLength;
    });
    return tooLong.length === 0 || tooLong.map((language) => ({ message, path: [language] }));
  };

export const seo = defineType({
  name: 'seo',
  title: 'Suchmaschinen & Teilen',
  type: 'object',
  description:
    'Titel, Beschreibung und Bild, wie sie in Google-Ergebnissen und geteilten Links erscheinen.',
  fields: [
    defineField({
      name: 'title',
      title: 'Seitentitel',
      type: 'localeString',
      description: `Erscheint im Browser-Tab und als Überschrift im Suchergebnis (höchstens ${titleMaxLength} Zeichen).`,
      validation: (rule) => [
        rule.required().error('Jede Seite braucht einen Seitentitel.'),
        rule.custom(noLongerThan(titleMaxLength, titleTooLong)).warning(),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Beschreibung',
      type: 'localeText',
      description: `Kurztext unter dem Titel im Suchergebnis (ideal: 120 bis ${descriptionMaxLength} Zeichen).`,
      validation: (rule) => [
        rule.required().error('Jede Seite braucht eine Beschreibung.'),
        rule.custom(noLongerThan(descriptionMaxLength, descriptionTooLong)).warning(),
      ],
    }),
    shareImageField('image', 'Bild beim Teilen', {
      shownWhen: 'Optional. Erscheint als Vorschau, wenn die Seite geteilt wird',
      otherwise: ' Ohne Bild zeigt die Vorschau das Standardbild aus den Website-Einstellungen.',
    }),
  ],
});
