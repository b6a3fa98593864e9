import { BarChartIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import {
  exactList,
  headingField,
  introField,
  longText,
  section,
  seoField,
  text,
} from '../objects/fields';

export const analyticsPage = defineType({
  name: 'analyticsPage',
  title: 'Analysen & Zeitersparnisse',
  type: 'document',
  icon: BarChartIcon,
  fields: [
    seoField,
    headingField,
    introField,
    exactList(
      'benefits',
      'Vorteile',
      5,
      [
        {
          type: 'object',
          name: 'benefit',
          title: 'Vorteil',
          fields: [
            text('metric', 'Kennzahl', 'Kurz und groß dargestellt, z. B. „-70 %“.'),
            text('title', 'Titel', 'Überschrift der Karte, unter der Kennzahl.'),
            longText('text', 'Text', 'Absatz unter dem Titel der Karte.'),
          ],
          preview: { select: { title: 'title.de', subtitle: 'metric.de' } },
        },
      ],
      'Fünf Karten unter der Einleitung, in dieser Reihenfolge.',
    ),
    section(
      'conclusion',
      'Fazit',
      'Hervorgehobener Kasten am Ende der Seite, mit den beiden Buttons darunter.',
    ),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'object',
      description: 'Die Buttons im Kasten „Fazit“ am Ende der Seite.',
      fields: [
        text(
          'test',
          'Button zur Sprach-Demo (Startseite)',
          'Erster Button; führt zur Sprach-Kugel auf der Startseite, z. B. „Jetzt testen“.',
        ),
        text(
          'contact',
          'Button zum Kontaktbereich',
          'Zweiter Button; führt zum Kontaktformular auf der Startseite, z. B. „Kontakt aufnehmen“.',
        ),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Analysen & Zeitersparnisse' }) },
});
