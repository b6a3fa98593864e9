import { ThListIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import {
  headingField,
  introField,
  noOwnOrderings,
  pageGroups,
  seoField,
  text,
} from '../objects/fields';

// The overview pages of the pages made from content: „Branchen“ (/branchen) lists every landing
// page, „Fallstudien“ (/fallstudien) every case study. One type, a singleton for each page (the
// ids in studio/structure.ts); the entries come from their own documents, in the order of their
// titles.
export const overviewPage = defineType({
  name: 'overviewPage',
  title: 'Übersichtsseite',
  type: 'document',
  orderings: noOwnOrderings,
  icon: ThListIcon,
  groups: pageGroups,
  fields: [
    { ...headingField, group: 'content' },
    { ...introField, group: 'content' },
    {
      ...text(
        'linkLabel',
        'Linktext jedes Eintrags',
        'Steht unter jedem Eintrag und führt zu seiner Seite, z. B. „Mehr zur Branche“ oder „Fallstudie lesen“.',
      ),
      group: 'content',
    },
    { ...seoField, group: 'seo' },
  ],
  preview: { select: { title: 'heading.de', subtitle: 'seo.title.de' } },
});
