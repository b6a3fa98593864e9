import { LaunchIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { exampleTitle, isExampleField, pageGroups, seoField, text } from '../objects/fields';
import { pageSectionsField } from '../sections/pageSections';
import { slugField } from './proof';

/** A campaign page built from the same sections as the home page, at /l/<slug>. */
export const landingPage = defineType({
  name: 'landingPage',
  title: 'Landingpage',
  type: 'document',
  icon: LaunchIcon,
  groups: pageGroups,
  fields: [
    {
      ...text(
        'title',
        'Name der Seite',
        'Nur für die Redaktion: so heißt die Seite in den Listen des Studios.',
      ),
      group: 'content',
    },
    {
      ...slugField(
        'Die Seite steht unter /l/<slug>, die englische unter /en/l/<slug>. Nach dem Veröffentlichen nicht mehr ändern: Links in Kampagnen zeigen darauf.',
      ),
      group: 'content',
    },
    { ...pageSectionsField, group: 'content' },
    { ...seoField, group: 'seo' },
    { ...isExampleField, group: 'content' },
  ],
  preview: {
    select: { title: 'title.de', slug: 'slug.current', isExample: 'isExample' },
    prepare: ({ title, slug, isExample }) => ({
      title: exampleTitle(title, isExample),
      subtitle: slug ? `/l/${slug}` : 'noch ohne Adresse',
    }),
  },
});
