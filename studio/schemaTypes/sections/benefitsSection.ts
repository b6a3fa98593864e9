import { CheckmarkCircleIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { listOf, longText, text } from '../objects/fields';
import { sectionHeading, sectionIntro, sectionSurface } from './sectionFields';

/** Cards with what a customer gains, each with a short figure or keyword on top. */
export const benefitsSection = defineType({
  name: 'benefitsSection',
  title: 'Vorteile',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [
    sectionHeading('über den Vorteilen'),
    sectionIntro('der Vorteile'),
    listOf(
      'benefits',
      'Vorteile',
      [2, 6],
      [
        {
          type: 'object',
          name: 'benefitCard',
          title: 'Vorteil',
          fields: [
            text(
              'keyword',
              'Stichwort',
              'Kurz und hervorgehoben oben auf der Karte, z. B. „Keine Warteschleife“.',
            ),
            text('title', 'Titel', 'Überschrift der Karte.'),
            longText('text', 'Text', 'Ein, zwei Sätze auf der Karte.'),
          ],
          preview: { select: { title: 'title.de', subtitle: 'keyword.de' } },
        },
      ],
      'Karten nebeneinander, auf dem Telefon untereinander.',
    ),
    sectionSurface('plain'),
  ],
  preview: {
    select: { title: 'heading.de' },
    prepare: ({ title }) => ({ title: 'Vorteile', subtitle: title }),
  },
});
