import { ArrowRightIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { listOf, longText, text } from '../objects/fields';
import { sectionHeading, sectionIntro, sectionSurface } from './sectionFields';

/**
 * The steps of working with the company; step N links to station N of the page „Ihre Reise“.
 * The home page's steps also name the footer's links under „Ihre Reise“.
 */
export const journeyStepsSection = defineType({
  name: 'journeyStepsSection',
  title: 'Ablauf in Schritten',
  type: 'object',
  icon: ArrowRightIcon,
  fields: [
    sectionHeading('über den Schritten'),
    sectionIntro('des Ablaufs'),
    listOf(
      'steps',
      'Schritte',
      [3, 6],
      [
        {
          type: 'object',
          name: 'journeyStep',
          title: 'Schritt',
          fields: [
            text(
              'title',
              'Titel',
              'Name des Schritts auf seinem Reiter und über seinem Text; auf der Startseite auch Linktext im Footer unter „Ihre Reise“.',
            ),
            longText(
              'description',
              'Beschreibung',
              'Text, der erscheint, wenn der Schritt gewählt ist.',
            ),
          ],
          preview: { select: { title: 'title.de', subtitle: 'description.de' } },
        },
      ],
      'Schritt 1 führt zur ersten Station der Seite „Ihre Reise“, Schritt 2 zur zweiten usw.',
    ),
    text(
      'linkLabel',
      'Linktext zur Station',
      'Link unter dem Text des gewählten Schritts; führt zur passenden Station der Seite „Ihre Reise“, z. B. „Mehr zu dieser Station“.',
    ),
    sectionSurface('band'),
  ],
  preview: {
    select: { title: 'heading.de' },
    prepare: ({ title }) => ({ title: 'Ablauf in Schritten', subtitle: title }),
  },
});
