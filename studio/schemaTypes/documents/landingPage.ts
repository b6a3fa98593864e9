import { LaunchIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import {
  exampleTitle,
  isExampleField,
  longText,
  pageGroups,
  seoField,
  sortBy,
  text,
} from '../objects/fields';
import { pageSectionsField } from '../sections/pageSections';
import { slugField } from './proof';

/** A campaign page built from the same sections as the home page, at /l/<slug>. */
export const landingPage = defineType({
  name: 'landingPage',
  title: 'Landingpage',
  type: 'document',
  orderings: [sortBy('Titel', 'title.de')],
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
    defineField({
      name: 'overview',
      title: 'In der Branchenübersicht',
      type: 'object',
      description:
        'Der Eintrag dieser Seite auf der Seite „Branchen“ (/branchen). Optional: ohne Eintrag steht die Seite dort nicht, etwa eine zweite Kampagne für dieselbe Branche.',
      group: 'content',
      fields: [
        text('title', 'Branche', 'Titel des Eintrags, z. B. „Arztpraxen“.'),
        longText(
          'text',
          'Kurztext',
          'Ein, zwei Sätze unter dem Titel: was der Assistent dort tut.',
        ),
      ],
    }),
    defineField({
      name: 'demoScenario',
      title: 'Demo-Gespräch dieser Seite',
      type: 'object',
      description:
        'Optional: womit der KI-Assistent im Demo-Gespräch auf dieser Seite begrüßt und worüber er spricht, etwa als Empfang einer Arztpraxis. Ohne Angaben spricht hier derselbe Assistent wie auf der Startseite. Der Assistent bleibt derselbe; er erhält diese Angaben beim Start jedes Gesprächs auf dieser Seite.',
      group: 'content',
      fields: [
        text(
          'greeting',
          'Begrüßung',
          'Der erste Satz des Assistenten, wenn das Gespräch beginnt, z. B. „Praxis Dr. Weber, guten Tag. Wie kann ich Ihnen helfen?“. Auf der englischen Seite spricht er den englischen.',
        ),
        text(
          'industry',
          'Branche',
          'Für welche Branche der Assistent hier spricht, z. B. „Zahnarztpraxis“. Seine Anweisungen bei Vapi lesen sie als {{industry}}.',
        ),
        longText(
          'brief',
          'Was der Assistent darüber sagen darf',
          'Was er über den Betrieb weiß und anbieten darf (Sprechzeiten, Leistungen, was er an Menschen weitergibt) und was nicht. Seine Anweisungen bei Vapi lesen es als {{industryBrief}}.',
        ),
      ],
    }),
    defineField({
      name: 'hideMainNavigation',
      title: 'Hauptnavigation ausblenden (Kampagne)',
      type: 'boolean',
      description:
        'Für Kampagnen: Die Kopfleiste zeigt dann nur das Logo (Link zur Startseite), den Sprachwechsel und den Button „Demo-Gespräch“, ohne die Menüpunkte. Der Footer bleibt.',
      group: 'content',
      initialValue: false,
    }),
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
