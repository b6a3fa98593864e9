import { CommentIcon, DocumentTextIcon, HelpCircleIcon, PlayIcon, UserIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { isPageSlug, PAGE_SLUG_RULE } from '../../../web/src/lib/paths.ts';
import {
  altText,
  exampleTitle,
  imageOptions,
  isExampleField,
  longText,
  pageGroups,
  seoField,
  sortBy,
  text,
} from '../objects/fields';

// The proof that sells: quotes, customers, case studies, answers and a sample conversation, each
// a document of its own that page sections (../sections/proofSections.ts) pick and order.

const name = (title: string, description: string) =>
  defineField({
    name: 'name',
    title,
    type: 'string',
    description,
    validation: (rule) => rule.required().error(`Bitte füllen Sie „${title}“ aus.`),
  });

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Kundenstimme',
  type: 'document',
  orderings: [sortBy('Person', 'name'), sortBy('Unternehmen', 'company')],
  icon: CommentIcon,
  fields: [
    longText(
      'quote',
      'Zitat',
      'Was die Person sagt, ohne Anführungszeichen: die Website setzt sie.',
    ),
    name('Person', 'Vor- und Nachname, wie er unter dem Zitat steht.'),
    text('role', 'Rolle', 'Funktion der Person, z. B. „Praxismanagerin“.'),
    defineField({
      name: 'company',
      title: 'Unternehmen',
      type: 'string',
      description: 'Steht nach der Rolle, z. B. „Zahnarztpraxis Dr. Weber“.',
      validation: (rule) => rule.required().error('Bitte füllen Sie „Unternehmen“ aus.'),
    }),
    defineField({
      name: 'photo',
      title: 'Foto',
      type: 'image',
      description:
        'Optional: quadratisch neben dem Zitat; ohne Foto zeigt die Website die Initialen.',
      options: imageOptions,
      fields: [altText('Beschreibt das Foto für Screenreader, z. B. „Porträt von Maria Weber“.')],
    }),
    defineField({
      name: 'permissionDate',
      title: 'Freigabe erteilt am',
      type: 'date',
      description:
        'Wann die Person der Veröffentlichung von Zitat, Name und Foto zugestimmt hat. Ohne Freigabe nicht veröffentlichen.',
      validation: (rule) => rule.required().error('Bitte das Datum der Freigabe angeben.'),
    }),
    isExampleField,
  ],
  preview: {
    select: { title: 'name', subtitle: 'company', media: 'photo', isExample: 'isExample' },
    prepare: ({ title, subtitle, media, isExample }) => ({
      title: exampleTitle(title, isExample),
      subtitle,
      media,
    }),
  },
});

export const customer = defineType({
  name: 'customer',
  title: 'Kunde',
  type: 'document',
  orderings: [sortBy('Name', 'name')],
  icon: UserIcon,
  fields: [
    name('Name', 'Name des Unternehmens; ohne Logo zeigt die Leiste ihn als Schriftzug.'),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'image',
      description:
        'Querformat mit transparentem oder weißem Hintergrund (PNG oder JPG); die Leiste zeigt es 40 Pixel hoch in Graustufen.',
      fields: [
        altText('Meist der Name des Unternehmens, z. B. „Logo der Stadtwerke Musterstadt“.'),
      ],
    }),
    defineField({
      name: 'url',
      title: 'Website',
      type: 'url',
      description: 'Optional: Das Logo verlinkt dorthin (in einem neuen Tab).',
      validation: (rule) =>
        rule.uri({ scheme: ['https'] }).error('Bitte eine https-Adresse angeben.'),
    }),
    isExampleField,
  ],
  preview: {
    select: { title: 'name', media: 'logo', isExample: 'isExample' },
    prepare: ({ title, media, isExample }) => ({ title: exampleTitle(title, isExample), media }),
  },
});

/** A case study's address: /fallstudien/<slug>, the English page under /en. */
export const slugField = (description: string) =>
  defineField({
    name: 'slug',
    title: 'Adresse (Slug)',
    type: 'slug',
    description,
    options: { source: 'title.de', maxLength: 60 },
    validation: (rule) =>
      rule
        .required()
        .custom((slug: { current?: string } | undefined) =>
          !slug?.current || isPageSlug(slug.current) ? true : PAGE_SLUG_RULE,
        ),
  });

export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Fallstudie',
  type: 'document',
  orderings: [sortBy('Titel', 'title.de'), sortBy('Branche', 'industry.de')],
  icon: DocumentTextIcon,
  groups: pageGroups,
  fields: [
    {
      ...text(
        'title',
        'Titel',
        'Überschrift der Seite und der Karte, z. B. „Keine verpassten Anrufe mehr in der Praxis“.',
      ),
      group: 'content',
    },
    {
      ...slugField(
        'Die Seite steht unter /fallstudien/<slug>, die englische unter /en/fallstudien/<slug>.',
      ),
      group: 'content',
    },
    {
      ...text('industry', 'Branche', 'Steht klein über dem Titel, z. B. „Zahnarztpraxis“.'),
      group: 'content',
    },
    defineField({
      name: 'customer',
      title: 'Kunde',
      type: 'reference',
      to: [{ type: 'customer' }],
      description: 'Optional: sein Logo steht auf der Seite der Fallstudie.',
      group: 'content',
    }),
    {
      ...longText('challenge', 'Ausgangslage', 'Was vorher nicht lief: ein kurzer Absatz.'),
      group: 'content',
    },
    {
      ...longText('solution', 'Lösung', 'Was der Assistent heute tut: ein kurzer Absatz.'),
      group: 'content',
    },
    defineField({
      name: 'result',
      title: 'Ergebnis',
      type: 'keyFigure',
      description: 'Die eine Zahl, die zählt, mit ihrer Quelle; groß auf Karte und Seite.',
      group: 'content',
      validation: (rule) => rule.required().error('Bitte das Ergebnis angeben.'),
    }),
    defineField({
      name: 'quote',
      title: 'Zitat',
      type: 'reference',
      to: [{ type: 'testimonial' }],
      description: 'Optional: eine Kundenstimme, die unter dem Ergebnis steht.',
      group: 'content',
    }),
    { ...seoField, group: 'seo' },
    { ...isExampleField, group: 'content' },
  ],
  preview: {
    select: { title: 'title.de', subtitle: 'industry.de', isExample: 'isExample' },
    prepare: ({ title, subtitle, isExample }) => ({
      title: exampleTitle(title, isExample),
      subtitle,
    }),
  },
});

export const faqEntry = defineType({
  name: 'faqEntry',
  title: 'FAQ-Eintrag',
  type: 'document',
  orderings: [sortBy('Frage', 'question.de')],
  icon: HelpCircleIcon,
  fields: [
    text(
      'question',
      'Frage',
      'Wie ein Kunde sie stellt, z. B. „Merken Anrufer, dass sie mit einer KI sprechen?“',
    ),
    longText('answer', 'Antwort', 'Zwei, drei Sätze; erscheint beim Aufklappen der Frage.'),
    isExampleField,
  ],
  preview: {
    select: { title: 'question.de', isExample: 'isExample' },
    prepare: ({ title, isExample }) => ({ title: exampleTitle(title, isExample) }),
  },
});

export const sampleConversation = defineType({
  name: 'sampleConversation',
  title: 'Beispielgespräch',
  type: 'document',
  orderings: [sortBy('Titel', 'title.de'), sortBy('Branche', 'industry.de')],
  icon: PlayIcon,
  fields: [
    text('title', 'Titel', 'Über dem Gespräch, z. B. „Terminvereinbarung in der Zahnarztpraxis“.'),
    text('industry', 'Branche', 'Steht klein über dem Titel, z. B. „Zahnarztpraxis“.'),
    defineField({
      name: 'lines',
      title: 'Gesprächszeilen',
      type: 'array',
      description:
        'Das Gespräch Zeile für Zeile, abwechselnd Anrufer und Assistent. 2 bis 30 Zeilen.',
      of: [
        {
          type: 'object',
          name: 'conversationLine',
          title: 'Zeile',
          fields: [
            defineField({
              name: 'speaker',
              title: 'Wer spricht',
              type: 'string',
              description: 'Der Assistent (KI) oder der Anrufer.',
              options: {
                list: [
                  { title: 'Assistent (KI)', value: 'assistant' },
                  { title: 'Anrufer', value: 'caller' },
                ],
                layout: 'radio',
                direction: 'horizontal',
              },
              validation: (rule) => rule.required().error('Bitte wählen, wer spricht.'),
            }),
            longText('text', 'Gesagt', 'Was in dieser Zeile gesagt wird.'),
            defineField({
              name: 'start',
              title: 'Beginnt bei (Sekunden)',
              type: 'number',
              description:
                'Nur mit Aufnahme: die Sekunde der Aufnahme, in der diese Zeile beginnt, z. B. 12,5. Die Website hebt die Zeile hervor, während sie zu hören ist, und ein Klick auf die Zeile springt dorthin.',
              validation: (rule) =>
                rule.min(0).error('Bitte eine Sekundenzahl ab 0 angeben, z. B. 12,5.'),
            }),
          ],
          preview: {
            select: { speaker: 'speaker', title: 'text.de' },
            prepare: ({ speaker, title }) => ({
              title,
              subtitle: speaker === 'assistant' ? 'Assistent (KI)' : 'Anrufer',
            }),
          },
        },
      ],
      validation: (rule) => [
        rule.required().min(2).max(30).error('Bitte 2 bis 30 Zeilen angeben.'),
        rule
          .custom((lines: { start?: number }[] | undefined) => {
            const starts = (lines ?? []).map(({ start }) => start);
            return starts.every(
              (start, index) =>
                start === undefined || index === 0 || start > (starts[index - 1] ?? -1),
            )
              ? true
              : 'Jede Zeile sollte später beginnen als die vorige („Beginnt bei (Sekunden)“).';
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'audio',
      title: 'Aufnahme',
      type: 'file',
      description:
        'Optional: das Gespräch als Audiodatei (MP3, M4A oder OGG). Sie lädt erst, wenn ein Besucher auf Abspielen drückt; dann zeichnet die Website ihre Wellenform und hebt die Zeile hervor, die gerade zu hören ist (dafür bei jeder Zeile „Beginnt bei (Sekunden)“ ausfüllen).',
      options: { accept: 'audio/*' },
      fields: [
        defineField({
          name: 'note',
          title: 'Hinweis zur Aufnahme',
          type: 'localeString',
          description:
            'Optional: steht klein unter dem Player, z. B. „Beispielaufnahme mit synthetischen Stimmen“.',
        }),
      ],
    }),
    isExampleField,
  ],
  preview: {
    select: { title: 'title.de', subtitle: 'industry.de', isExample: 'isExample' },
    prepare: ({ title, subtitle, isExample }) => ({
      title: exampleTitle(title, isExample),
      subtitle,
    }),
  },
});
