import { MenuIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { noOwnOrderings } from '../objects/fields';
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

const label = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'localeString',
    description,
    validation: (rule) => rule.required().error('Bitte geben Sie die Beschriftung an.'),
  });

export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'document',
  orderings: noOwnOrderings,
  icon: MenuIcon,
  fields: [
    defineField({
      name: 'items',
      title: 'Menüpunkte im Kopfbereich',
      type: 'array',
      description:
        'Die Links oben auf jeder Seite, in dieser Reihenfolge; auf schmalen Bildschirmen im aufklappbaren Menü.',
      of: [
        {
          type: 'object',
          name: 'navItem',
          title: 'Menüpunkt',
          fields: [
            label('label', 'Beschriftung', 'Text des Menüpunkts, z. B. „Über uns“.'),
            defineField({
              name: 'target',
              title: 'Ziel',
              type: 'string',
              description: 'Die Seite oder der Bereich, zu dem der Menüpunkt führt.',
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
      name: 'headerActions',
      title: 'Buttons im Kopfbereich',
      type: 'object',
      description:
        'Die zwei Wege, die jede Seite oben anbietet: zum Demo-Gespräch und zu einem Menschen. Wie die Buttons der Startseite benennen, z. B. „Demo-Gespräch starten“ und „Beratung anfragen“.',
      fields: [
        label(
          'demoLabel',
          'Button „Demo-Gespräch“',
          'Führt zur Sprach-Kugel auf der Startseite; steht auf jeder Bildschirmbreite in der Kopfleiste, also kurz halten (höchstens etwa 25 Zeichen).',
        ),
        label(
          'contactLabel',
          'Button „Beratung“',
          'Führt zum Kontaktbereich der Startseite; steht auf schmalen Bildschirmen im aufklappbaren Menü unter den Menüpunkten.',
        ),
      ],
    }),
    defineField({
      name: 'footer',
      title: 'Überschriften und Links im Footer',
      type: 'object',
      description: 'Die Spalten am Fuß jeder Seite: ihre Überschriften und festen Linktexte.',
      fields: [
        label(
          'journeyHeading',
          'Überschrift „Ihre Reise“',
          'Über den Links zu den Stationen (Titel der Schritte des Ablaufs auf der Startseite).',
        ),
        label(
          'contactHeading',
          'Überschrift „Kontakt“',
          'Über E-Mail-Adresse, Telefonnummer und dem Link zum Kontaktformular.',
        ),
        label(
          'contactFormLink',
          'Link zum Kontaktformular',
          'Linktext in der Spalte „Kontakt“; führt zum Kontaktbereich der Startseite.',
        ),
        label(
          'socialHeading',
          'Überschrift „Folgen Sie uns“',
          'Über den Profil-Links aus den Website-Einstellungen.',
        ),
        label(
          'legalHeading',
          'Überschrift „Rechtliches“',
          'Über den Links zu Impressum und Datenschutzerklärung.',
        ),
        label(
          'siteMapHeading',
          'Überschrift „Überblick“',
          'Über den Links zu den Übersichten der Branchen und Fallstudien und zu „Vertrauen & Datenschutz“.',
        ),
        label(
          'industriesLink',
          'Link „Branchen“',
          'Linktext zur Übersicht der Landingpages (/branchen), unter „Überblick“.',
        ),
        label(
          'caseStudiesLink',
          'Link „Fallstudien“',
          'Linktext zur Übersicht der Fallstudien (/fallstudien), unter „Überblick“.',
        ),
        label(
          'trustLink',
          'Link „Vertrauen & Datenschutz“',
          'Linktext zur Seite über Hosting, Dienstleister und Auftragsverarbeitung (/vertrauen), unter „Überblick“.',
        ),
        label('impressumLink', 'Link „Impressum“', 'Linktext zum Impressum, unter „Rechtliches“.'),
        label(
          'privacyLink',
          'Link „Datenschutz“',
          'Linktext zur Datenschutzerklärung, unter „Rechtliches“.',
        ),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Navigation' }) },
});
