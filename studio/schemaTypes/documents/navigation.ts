import { MenuIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { paths } from '../../../web/src/lib/paths.ts';

// The targets the site's routes offer, as the site names its paths (web/src/lib/paths.ts);
// editors choose one, never type a path.
const navigationTargets = [
  { title: 'Startseite', value: paths.home },
  { title: 'Ihre Reise', value: paths.journey },
  { title: 'Analysen & Zeitersparnisse', value: paths.analytics },
  { title: 'Über uns', value: paths.about },
  // The site's CONTACT_TARGET (web/src/layout/siteLinks.ts).
  { title: 'Kontaktbereich der Startseite', value: `${paths.home}#contact` },
];

const label = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'localeString',
    validation: (rule) => rule.required().error('Bitte geben Sie die Beschriftung an.'),
  });

export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'document',
  icon: MenuIcon,
  fields: [
    defineField({
      name: 'items',
      title: 'Menüpunkte im Kopfbereich',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'navItem',
          title: 'Menüpunkt',
          fields: [
            label('label', 'Beschriftung'),
            defineField({
              name: 'target',
              title: 'Ziel',
              type: 'string',
              options: { list: navigationTargets, layout: 'dropdown' },
              validation: (rule) => rule.required().error('Bitte wählen Sie ein Ziel.'),
            }),
          ],
          preview: { select: { title: 'label.de', subtitle: 'target' } },
        },
      ],
      validation: (rule) =>
        rule.required().min(1).error('Das Menü braucht mindestens einen Punkt.'),
    }),
    defineField({
      name: 'footer',
      title: 'Überschriften und Links im Footer',
      type: 'object',
      fields: [
        label('journeyHeading', 'Überschrift „Ihre Reise“'),
        label('contactHeading', 'Überschrift „Kontakt“'),
        label('contactFormLink', 'Link zum Kontaktformular'),
        label('socialHeading', 'Überschrift „Folgen Sie uns“'),
        label('legalHeading', 'Überschrift „Rechtliches“'),
        label('impressumLink', 'Link „Impressum“'),
        label('privacyLink', 'Link „Datenschutz“'),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Navigation' }) },
});
