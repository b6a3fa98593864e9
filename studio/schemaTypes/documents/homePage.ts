import { HomeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { longText, noOwnOrderings, seoField, text } from '../objects/fields';
import { pageSectionsField } from '../sections/pageSections';

export const homePage = defineType({
  name: 'homePage',
  title: 'Startseite',
  type: 'document',
  orderings: noOwnOrderings,
  icon: HomeIcon,
  groups: [
    { name: 'sections', title: 'Abschnitte', default: true },
    { name: 'demo', title: 'Demo-Gespräch' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    { ...pageSectionsField, group: 'sections' },
    {
      ...text(
        'callDisclosure',
        'Hinweis „Sie sprechen mit einer KI“',
        'Pflichthinweis nach Art. 50 EU AI Act, ein Satz: Steht vor und während jedes Demo-Gesprächs bei der Kugel und im Einwilligungsdialog, auf jeder Seite mit Sprach-Kugel.',
      ),
      group: 'demo',
    },
    defineField({
      name: 'callTimeLimitMinutes',
      title: 'Höchstdauer eines Demo-Gesprächs (Minuten)',
      description:
        'Danach beendet die Website das Gespräch selbst und sagt es dem Besucher. Leer: 5 Minuten.',
      type: 'number',
      group: 'demo',
      initialValue: 5,
      validation: (rule) =>
        rule.integer().min(1).max(30).error('Bitte eine ganze Zahl von 1 bis 30 angeben.'),
    }),
    {
      ...longText(
        'callFallback',
        'Andere Wege zu uns, wenn das Gespräch nicht klappt',
        'Erscheint, wenn ein Demo-Gespräch scheitert (z. B. ohne Mikrofon), mit einem Link zum Kontaktformular und der Telefonnummer aus den Website-Einstellungen.',
      ),
      group: 'demo',
    },
    { ...seoField, group: 'seo' },
  ],
  preview: { prepare: () => ({ title: 'Startseite' }) },
});
