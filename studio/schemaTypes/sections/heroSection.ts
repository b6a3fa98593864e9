import { RocketIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { introField, longText, text } from '../objects/fields';
import { sectionSurface } from './sectionFields';

/**
 * The first screen: heading, the two actions and the orb that starts the demo call. What the call
 * itself says (AI notice, time limit, fallback) is edited once, in Startseite → Demo-Gespräch.
 */
export const heroSection = defineType({
  name: 'heroSection',
  title: 'Einstieg mit Sprach-Kugel',
  type: 'object',
  icon: RocketIcon,
  fields: [
    text('heading', 'Hauptüberschrift', 'Große Überschrift ganz oben auf der Seite.'),
    introField,
    defineField({
      name: 'badges',
      title: 'Vertrauenssiegel',
      description: 'Kurze Stichworte zu Datenschutz und Compliance, z. B. „DSGVO-konform“.',
      type: 'array',
      of: [{ type: 'localeString' }],
      validation: (rule) => rule.required().min(1).max(4).error('Bitte 1 bis 4 Siegel angeben.'),
    }),
    defineField({
      name: 'certificate',
      title: 'IHK-Zertifikat',
      type: 'object',
      description:
        'Optional: Abzeichen unter den Vertrauenssiegeln; ein Klick öffnet das Zertifikat in einem neuen Tab.',
      fields: [
        text(
          'label',
          'Beschriftung des Abzeichens',
          'Text neben dem Siegel-Symbol, z. B. „IHK-zertifizierte KI-Beratung“.',
        ),
        defineField({
          name: 'url',
          title: 'Link zum Zertifikat',
          type: 'url',
          description: 'Die Adresse des Zertifikats, mit https://.',
          validation: (rule) =>
            rule
              .required()
              .uri({ scheme: ['https'] })
              .error('Bitte eine https-Adresse angeben.'),
        }),
      ],
    }),
    text(
      'demoButtonLabel',
      'Hauptknopf: Demo starten',
      'Der erste Knopf unter der Überschrift; startet das Demo-Gespräch wie die Kugel, z. B. „Demo-Gespräch starten“.',
    ),
    text(
      'contactButtonLabel',
      'Zweiter Knopf: zum Kontaktformular',
      'Steht neben dem Hauptknopf und führt zum Kontaktformular, z. B. „Beratung anfragen“.',
    ),
    text('orbLabel', 'Beschriftung der Sprach-Kugel', 'Steht unter der animierten Kugel.'),
    text(
      'talkLabel',
      'Knopf zum Sprechen',
      'Der Knopf mit dem Mikrofon unter der Kugel, der das Demo-Gespräch startet, z. B. „Jetzt mit dem Assistenten sprechen“. Auf dem Handy steht er gleich unter der Überschrift.',
    ),
    longText(
      'aiNotice',
      'Hinweis zum KI-Gespräch',
      'Klappt unter dem Pflichthinweis nach dem EU AI Act (Startseite → Demo-Gespräch) auf, wenn Besucher ihn antippen: was vor dem ersten Gespräch abgefragt wird (E-Mail-Adresse, Einwilligung), wofür es gespeichert wird und was mit der Mitschrift geschieht.',
    ),
    sectionSurface('plain'),
  ],
  preview: {
    select: { title: 'heading.de' },
    prepare: ({ title }) => ({ title: 'Einstieg mit Sprach-Kugel', subtitle: title }),
  },
});
