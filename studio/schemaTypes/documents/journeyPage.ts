import { RocketIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { callToAction, exactList, headingField, longText, seoField, text } from '../objects/fields';

export const journeyPage = defineType({
  name: 'journeyPage',
  title: 'Ihre Reise',
  type: 'document',
  icon: RocketIcon,
  fields: [
    seoField,
    headingField,
    longText('intro', 'Einleitung'),
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
            text('title', 'Titel'),
            longText('goal', 'Ziel dieser Station'),
            defineField({
              name: 'features',
              title: 'Leistungen',
              type: 'array',
              of: [{ type: 'localeString' }],
              validation: (rule) =>
                rule.required().length(4).error('Jede Station hat genau vier Leistungen.'),
            }),
          ],
          preview: { select: { title: 'title.de', subtitle: 'goal.de' } },
        },
      ],
      'Die Reihenfolge entspricht den Links /journey?station=0 bis 3.',
    ),
    callToAction([text('buttonLabel', 'Button zur Startseite')]),
  ],
  preview: { prepare: () => ({ title: 'Ihre Reise' }) },
});
