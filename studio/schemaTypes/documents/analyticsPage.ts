import { BarChartIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { exactList, headingField, longText, section, seoField, text } from '../objects/fields';

export const analyticsPage = defineType({
  name: 'analyticsPage',
  title: 'Analysen & Zeitersparnisse',
  type: 'document',
  icon: BarChartIcon,
  fields: [
    seoField,
    headingField,
    longText('intro', 'Einleitung'),
    exactList('benefits', 'Vorteile', 5, [
      {
        type: 'object',
        name: 'benefit',
        title: 'Vorteil',
        fields: [
          text('metric', 'Kennzahl', 'Kurz und groß dargestellt, z. B. „-70 %“.'),
          text('title', 'Titel'),
          longText('text', 'Text'),
        ],
        preview: { select: { title: 'title.de', subtitle: 'metric.de' } },
      },
    ]),
    section('conclusion', 'Fazit'),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'object',
      fields: [
        text('test', 'Button zur Sprach-Demo (Startseite)'),
        text('contact', 'Button zum Kontaktbereich'),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Analysen & Zeitersparnisse' }) },
});
