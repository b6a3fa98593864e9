import { CogIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Website-Einstellungen',
  type: 'document',
  icon: CogIcon,
  fields: [
    defineField({
      name: 'companyName',
      title: 'Firmenname',
      type: 'string',
      description:
        'Erscheint im Logo, im Copyright und in den strukturierten Daten für Suchmaschinen.',
      validation: (rule) => rule.required().error('Bitte geben Sie den Firmennamen an.'),
    }),
    defineField({
      name: 'email',
      title: 'Kontakt-E-Mail',
      type: 'string',
      validation: (rule) =>
        rule.required().email().error('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
    }),
    defineField({
      name: 'phone',
      title: 'Telefon',
      type: 'string',
      description: 'Im internationalen Format, z. B. „+49 30 1234567“.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\+[1-9][\d ]{6,20}$/)
          .error('Bitte im Format +49 … angeben (nur Ziffern und Leerzeichen).'),
    }),
    defineField({ name: 'address', title: 'Anschrift', type: 'postalAddress' }),
    defineField({
      name: 'socialLinks',
      title: 'Profile in sozialen Netzwerken',
      type: 'array',
      of: [{ type: 'socialLink' }],
    }),
    defineField({
      name: 'footerBlurb',
      title: 'Kurzbeschreibung im Footer',
      type: 'localeText',
      validation: (rule) => rule.required().error('Bitte geben Sie die Kurzbeschreibung an.'),
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright-Zeile',
      type: 'localeString',
      validation: (rule) => rule.required().error('Bitte geben Sie die Copyright-Zeile an.'),
    }),
  ],
  preview: { prepare: () => ({ title: 'Website-Einstellungen' }) },
});
