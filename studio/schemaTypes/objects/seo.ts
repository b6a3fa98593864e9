import { defineField, defineType } from 'sanity';
import { shareImageField } from './fields';

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
      description:
        'Erscheint im Browser-Tab und als Überschrift im Suchergebnis (ideal: unter 60 Zeichen).',
      validation: (rule) => rule.required().error('Jede Seite braucht einen Seitentitel.'),
    }),
    defineField({
      name: 'description',
      title: 'Beschreibung',
      type: 'localeText',
      description: 'Kurztext unter dem Titel im Suchergebnis (ideal: 120 bis 160 Zeichen).',
      validation: (rule) => rule.required().error('Jede Seite braucht eine Beschreibung.'),
    }),
    shareImageField('image', 'Bild beim Teilen', {
      shownWhen: 'Optional. Erscheint als Vorschau, wenn die Seite geteilt wird',
      otherwise: ' Ohne Bild zeigt die Vorschau das Standardbild aus den Website-Einstellungen.',
    }),
  ],
});
