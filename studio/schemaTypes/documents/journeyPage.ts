import { RocketIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import {
  callToAction,
  exactList,
  headingField,
  introField,
  longText,
  noOwnOrderings,
  seoField,
  text,
} from '../objects/fields';

export const journeyPage = defineType({
  name: 'journeyPage',
  title: 'Ihre Reise',
  type: 'document',
  orderings: noOwnOrderings,
  icon: RocketIcon,
  fields: [
    seoField,
    headingField,
    introField,
    exactList(
      'stations',
      'Stationen',
      4,
      [
        {
          type: 'object',
          name: 'station',
          title: 'Station',
          fields: [
            text('title', 'Titel', 'Überschrift der Station, neben ihrer Nummer.'),
            longText('goal', 'Ziel dieser Station', 'Absatz unter dem Titel der Station.'),
            defineField({
              name: 'features',
              title: 'Leistungen',
              type: 'array',
              description: 'Vier Stichpunkte unter dem Ziel der Station.',
              of: [{ type: 'localeString' }],
              validation: (rule) =>
                rule.required().length(4).error('Jede Station hat genau vier Leistungen.'),
            }),
          ],
          preview: { select: { title: 'title.de', subtitle: 'goal.de' } },
        },
      ],
      'Vier nummerierte Abschnitte unter der Einleitung. Die Reihenfolge entspricht den Links /journey?station=0 bis 3, zu denen die Schritte des Ablaufs (Startseite und Footer) führen.',
    ),
    callToAction([
      text(
        'buttonLabel',
        'Button zur Startseite',
        'Führt zur Sprach-Kugel auf der Startseite, z. B. „Demo-Gespräch starten“.',
      ),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Ihre Reise' }) },
});
