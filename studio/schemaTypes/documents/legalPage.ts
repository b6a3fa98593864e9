import { DocumentTextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { headingField, noOwnOrderings, seoField } from '../objects/fields';

// Impressum and Datenschutzerklärung share one type; each is a singleton with a fixed id.
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Rechtliche Seite',
  type: 'document',
  orderings: noOwnOrderings,
  icon: DocumentTextIcon,
  fields: [
    seoField,
    headingField,
    defineField({
      name: 'body',
      title: 'Text',
      type: 'localeBlockContent',
      description:
        'Der ganze Text der Seite unter der Hauptüberschrift, mit Zwischenüberschriften, Aufzählungen und Links.',
      validation: (rule) => rule.required().error('Bitte geben Sie den Text ein.'),
    }),
  ],
  preview: { select: { title: 'heading.de', subtitle: 'seo.title.de' } },
});
