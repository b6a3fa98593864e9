import { LinkIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { paths } from '../../../web/src/lib/paths.ts';
import { listOf, text } from '../objects/fields';
import { sectionHeading, sectionSurface } from './sectionFields';

// The pages a buyer looks for before a first call, as the site names their paths
// (web/src/lib/paths.ts); editors choose one, never type a path.
const overviewTargets = [
  { title: 'Branchen (Übersicht der Landingpages)', value: paths.industries },
  { title: 'Fallstudien (Übersicht)', value: paths.caseStudies },
  { title: 'Vertrauen & Datenschutz', value: paths.trust },
];

/**
 * Links to the overview pages and the trust page, side by side: links only, since the home page
 * must fit into the network's first window (docs/decisions/0028-pages-from-sections.md).
 */
export const overviewLinksSection = defineType({
  name: 'overviewLinksSection',
  title: 'Links zu Übersichten',
  type: 'object',
  icon: LinkIcon,
  fields: [
    sectionHeading('über den Links, z. B. „Mehr erfahren“'),
    listOf(
      'links',
      'Links',
      [1, 3],
      [
        {
          type: 'object',
          name: 'overviewLink',
          title: 'Link',
          fields: [
            defineField({
              name: 'target',
              title: 'Ziel',
              type: 'string',
              description: 'Die Seite, zu der der Link führt.',
              options: { list: overviewTargets, layout: 'dropdown' },
              validation: (rule) => rule.required().error('Bitte wählen Sie ein Ziel.'),
            }),
            text('label', 'Linktext', 'Was der Link nennt, z. B. „Lösungen nach Branche“.'),
          ],
          preview: { select: { title: 'label.de', subtitle: 'target' } },
        },
      ],
      'Nebeneinander auf breiten Bildschirmen, untereinander auf dem Handy.',
    ),
    sectionSurface('band'),
  ],
  preview: {
    select: { subtitle: 'heading.de' },
    prepare: ({ subtitle }) => ({ title: 'Links zu Übersichten', subtitle }),
  },
});
