import { DocumentTextIcon, HomeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

const seoField = defineField({
  name: 'seo',
  title: 'Suchmaschinen & Teilen',
  type: 'seo',
  validation: (rule) => rule.required().error('Bitte füllen Sie Titel und Beschreibung aus.'),
});

const headingField = defineField({
  name: 'heading',
  title: 'Hauptüberschrift',
  type: 'localeString',
  validation: (rule) => rule.required().error('Bitte geben Sie die Hauptüberschrift an.'),
});

const pagePreview = (title: string) => ({
  select: { subtitle: 'seo.title.de' },
  prepare: ({ subtitle }: { subtitle?: string }) => ({ title, subtitle }),
});

export const homePage = defineType({
  name: 'homePage',
  title: 'Startseite',
  type: 'document',
  icon: HomeIcon,
  fields: [
    seoField,
    headingField,
    defineField({
      name: 'contactHeading',
      title: 'Überschrift des Kontaktbereichs',
      type: 'localeString',
      validation: (rule) => rule.required().error('Bitte geben Sie die Überschrift an.'),
    }),
    defineField({
      name: 'timeline',
      title: 'Ablauf in vier Schritten',
      description: 'Die Schritte erscheinen auf der Startseite und als Links im Footer.',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'timelineStep',
          title: 'Schritt',
          fields: [
            defineField({
              name: 'title',
              title: 'Titel',
              type: 'localeString',
              validation: (rule) => rule.required().error('Bitte geben Sie den Titel an.'),
            }),
          ],
          preview: { select: { title: 'title.de' } },
        },
      ],
      validation: (rule) =>
        rule
          .required()
          .length(4)
          .error('Der Ablauf hat genau vier Schritte (je einer pro Station).'),
    }),
  ],
  preview: pagePreview('Startseite'),
});

const simplePage = (name: string, title: string) =>
  defineType({
    name,
    title,
    type: 'document',
    icon: DocumentTextIcon,
    fields: [seoField, headingField],
    preview: pagePreview(title),
  });

export const journeyPage = simplePage('journeyPage', 'Ihre Reise');
export const analyticsPage = simplePage('analyticsPage', 'Analysen & Zeitersparnisse');
export const aboutPage = simplePage('aboutPage', 'Über uns');

// Impressum and Datenschutzerklärung share one type; each is a singleton with a fixed id.
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Rechtliche Seite',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [seoField, headingField],
  preview: { select: { title: 'heading.de', subtitle: 'seo.title.de' } },
});
