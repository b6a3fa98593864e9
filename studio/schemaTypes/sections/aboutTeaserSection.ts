import { UsersIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { longText, text } from '../objects/fields';
import { sectionHeading, sectionSurface } from './sectionFields';

/** The founders in short, with a link to the page „Über uns“, where they are edited. */
export const aboutTeaserSection = defineType({
  name: 'aboutTeaserSection',
  title: 'Über uns (Kurzvorstellung)',
  type: 'object',
  icon: UsersIcon,
  fields: [
    sectionHeading('über den Gründern'),
    longText(
      'text',
      'Text',
      'Absatz unter der Überschrift, über den Gründern. Die Gründer selbst pflegen Sie im Dokument „Über uns“.',
    ),
    text(
      'linkLabel',
      'Linktext zur Seite „Über uns“',
      'Button unter den Gründern, z. B. „Mehr über uns“.',
    ),
    sectionSurface('plain'),
  ],
  preview: {
    select: { title: 'heading.de' },
    prepare: ({ title }) => ({ title: 'Über uns (Kurzvorstellung)', subtitle: title }),
  },
});
