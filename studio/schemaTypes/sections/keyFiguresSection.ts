import { BarChartIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { listOf } from '../objects/fields';
import { sectionHeading, sectionIntro, sectionSurface } from './sectionFields';

/** The carousel of key figures, one card at a time; a rail beside it lists them all. */
export const keyFiguresSection = defineType({
  name: 'keyFiguresSection',
  title: 'Kennzahlen',
  type: 'object',
  icon: BarChartIcon,
  fields: [
    sectionHeading('über dem Kennzahlen-Karussell'),
    sectionIntro('über dem Kennzahlen-Karussell'),
    listOf(
      'figures',
      'Kennzahlen',
      [3, 6],
      [{ type: 'keyFigure' }],
      'Karten im Karussell, eine nach der anderen, jede mit ihrer Quelle; auf breiten Bildschirmen listet eine Leiste daneben alle Werte.',
    ),
    sectionSurface('plain'),
  ],
  preview: {
    select: { title: 'heading.de' },
    prepare: ({ title }) => ({ title: 'Kennzahlen', subtitle: title }),
  },
});
