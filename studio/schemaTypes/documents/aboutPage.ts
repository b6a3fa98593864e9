import { UsersIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { headingField, longText, section, seoField, text } from '../objects/fields';

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'Über uns',
  type: 'document',
  icon: UsersIcon,
  fields: [
    seoField,
    headingField,
    longText('intro', 'Einleitung'),
    section('whoWeAre', 'Wer wir sind'),
    section('story', 'Unsere Geschichte'),
    text('claim', 'Leitsatz', 'Ein Satz, groß hervorgehoben.'),
    section('mission', 'Mission'),
    section('vision', 'Vision'),
    defineField({
      name: 'cta',
      title: 'Abschluss-Aufruf',
      type: 'object',
      fields: [
        text('heading', 'Überschrift'),
        longText('text', 'Text'),
        text('primaryLabel', 'Button zur Sprach-Demo (Startseite)'),
        text('secondaryLabel', 'Button zum Kontaktbereich'),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Über uns' }) },
});
