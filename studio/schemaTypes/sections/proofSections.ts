import { CommentIcon, DocumentTextIcon, HelpCircleIcon, ImagesIcon, PlayIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { text } from '../objects/fields';
import { referenceList, sectionHeading, sectionIntro, sectionSurface } from './sectionFields';

// The sections that show proof: entries are documents of their own (Kundenstimme, Kunde,
// Fallstudie, FAQ-Eintrag, Beispielgespräch), so that one entry can stand on several pages.

const titled = (title: string) => ({
  select: { subtitle: 'heading.de' },
  prepare: ({ subtitle }: { subtitle?: string }) => ({ title, subtitle }),
});

export const testimonialsSection = defineType({
  name: 'testimonialsSection',
  title: 'Kundenstimmen',
  type: 'object',
  icon: CommentIcon,
  fields: [
    sectionHeading('über den Kundenstimmen'),
    referenceList(
      'testimonials',
      'Kundenstimmen',
      ['testimonial', 'Kundenstimme'],
      [1, 6],
      'Zitate als Karten.',
    ),
    sectionSurface('plain'),
  ],
  preview: titled('Kundenstimmen'),
});

export const logoStripSection = defineType({
  name: 'logoStripSection',
  title: 'Kundenlogos',
  type: 'object',
  icon: ImagesIcon,
  fields: [
    sectionHeading('über der Logoleiste, z. B. „Diese Unternehmen telefonieren mit uns“'),
    referenceList(
      'customers',
      'Kunden',
      ['customer', 'Kunde'],
      [3, 12],
      'Logos in einer Reihe, in Graustufen.',
    ),
    sectionSurface('band'),
  ],
  preview: titled('Kundenlogos'),
});

export const caseStudiesSection = defineType({
  name: 'caseStudiesSection',
  title: 'Fallstudien',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    sectionHeading('über den Fallstudien'),
    sectionIntro('der Fallstudien'),
    referenceList(
      'caseStudies',
      'Fallstudien',
      ['caseStudy', 'Fallstudie'],
      [1, 6],
      'Karten mit Branche, Ergebnis und Link zur Seite der Fallstudie.',
    ),
    text(
      'linkLabel',
      'Linktext auf jeder Karte',
      'Führt zur Seite der Fallstudie, z. B. „Fallstudie lesen“.',
    ),
    sectionSurface('plain'),
  ],
  preview: titled('Fallstudien'),
});

export const faqSection = defineType({
  name: 'faqSection',
  title: 'Häufige Fragen',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    sectionHeading('über den Fragen'),
    referenceList(
      'entries',
      'Fragen',
      ['faqEntry', 'FAQ-Eintrag'],
      [1, 20],
      'Fragen zum Aufklappen; Suchmaschinen erhalten sie als FAQ-Daten (schema.org FAQPage).',
    ),
    sectionSurface('card'),
  ],
  preview: titled('Häufige Fragen'),
});

export const sampleConversationSection = defineType({
  name: 'sampleConversationSection',
  title: 'Beispielgespräch',
  type: 'object',
  icon: PlayIcon,
  fields: [
    sectionHeading('über dem Gespräch'),
    sectionIntro('des Gesprächs'),
    defineField({
      name: 'conversation',
      title: 'Gespräch',
      type: 'reference',
      to: [{ type: 'sampleConversation' }],
      description:
        'Das Gespräch Zeile für Zeile zum Lesen, mit Aufnahme zum Anhören, falls vorhanden. Ohne Einwilligungsdialog: Es wird nichts aufgezeichnet.',
      validation: (rule) => rule.required().error('Bitte ein Beispielgespräch wählen.'),
    }),
    sectionSurface('band'),
  ],
  preview: titled('Beispielgespräch'),
});
